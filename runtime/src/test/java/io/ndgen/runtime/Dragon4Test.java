package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Dragon4.Parts;
import io.ndgen.runtime.Dragon4.Trim;
import io.ndgen.runtime.storage.Float16;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Dragon4} against NumPy's {@code format_float_positional} / {@code format_float_scientific}
 * with every option combination (fixtures/format/dragon4.txt), plus table rows for the digit
 * generator.
 */
class Dragon4Test {

  @Test
  void everyOptionCombinationMatchesNumPy() throws IOException {
    InputStream in = Dragon4Test.class.getResourceAsStream("/fixtures/format/dragon4.txt");
    if (in == null) {
      throw new IllegalStateException("missing fixture dragon4.txt");
    }
    int count = 0;
    List<String> wrong = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        int bar = line.indexOf('|');
        String expected = line.substring(bar + 1);
        String[] f = line.substring(0, bar).split(" ");
        DType dtype = DType.valueOf(f[0].toUpperCase(java.util.Locale.ROOT));
        Parts p = Dragon4.parts(dtype, value(dtype, Long.parseUnsignedLong(f[1], 16)));
        int precision = Integer.parseInt(f[3]);
        int minDigits = Integer.parseInt(f[4]);
        Trim trim = trim(f[5]);
        int padLeft = Integer.parseInt(f[6]);
        int last = Integer.parseInt(f[7]);
        String got =
            f[2].equals("pos")
                ? Dragon4.positional(p, precision, minDigits, trim, padLeft, last)
                : Dragon4.scientific(p, precision, minDigits, trim, padLeft, last);
        if (!got.equals(expected)) {
          wrong.add(line + " got [" + got + "]");
        }
        count++;
      }
    }
    assertTrue(count > 1000, "only " + count + " fixture lines");
    assertTrue(
        wrong.isEmpty(),
        wrong.size() + " mismatches, first: " + wrong.subList(0, Math.min(10, wrong.size())));
  }

  @ParameterizedTest(name = "{0} {1} -> {2}e{3}")
  @CsvSource({
    // dtype, value, shortest digits, exponent of the first digit
    "FLOAT64, 0.1, 1, -1",
    "FLOAT32, 0.1, 1, -1",
    "FLOAT16, 0.1, 1, -1",
    "FLOAT64, 0.30000000000000004, 30000000000000004, -1",
    "FLOAT32, 1e-5, 1, -5",
    "FLOAT32, 3.4028235e38, 34028235, 38",
    "FLOAT32, 1.4e-45, 1, -45",
    "FLOAT64, 4.9e-324, 5, -324",
    "FLOAT64, 1.7976931348623157e308, 17976931348623157, 308",
    "FLOAT16, 65504, 655, 4",
    "FLOAT16, 5.960464477539063e-08, 6, -8",
    "FLOAT64, 0, 0, 0",
    "FLOAT64, 1024, 1024, 3",
    // a power of two: the gap below is half the gap above
    "FLOAT32, 8388608, 8388608, 6",
    "FLOAT64, 9007199254740992, 9007199254740992, 15",
  })
  void shortestDigits(DType dtype, double value, String digits, int exponent) {
    double v = dtype == DType.FLOAT16 ? Float16.toDouble(Float16.fromDouble(value)) : value;
    v = dtype == DType.FLOAT32 ? (float) v : v;
    Dragon4.Digits d = Dragon4.digits(Dragon4.parts(dtype, v), false, -1, -1);
    assertEquals(digits, d.digits());
    assertEquals(exponent, d.exponent());
  }

  @ParameterizedTest(name = "{0} cut at {1} -> {2}e{3}")
  @CsvSource({
    // value, fraction digits kept, digits, exponent: the exact value rounds, ties to even
    "0.001953125, 8, 195312, -3",
    "0.0029296875, 8, 292969, -3",
    "9.9999999999, 8, 1, 1",
    "0.3, 0, 0, 0",
    "0.7, 0, 1, 0",
  })
  void cutoffRoundsTheExactValue(double value, int fraction, String digits, int exponent) {
    Dragon4.Digits d = Dragon4.digits(Dragon4.parts(DType.FLOAT64, value), true, fraction, -1);
    assertEquals(digits, d.digits());
    assertEquals(exponent, d.exponent());
  }

  @Test
  void partsRejectsIntegerDtypes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Dragon4.parts(DType.INT32, 1));
    assertEquals("int32 is not a float dtype", e.getMessage());
  }

  private static double value(DType dtype, long bits) {
    switch (dtype) {
      case FLOAT16:
        return Float16.toDouble((short) bits);
      case FLOAT32:
        return Float.intBitsToFloat((int) bits);
      default:
        return Double.longBitsToDouble(bits);
    }
  }

  private static Trim trim(String code) {
    switch (code) {
      case "k":
        return Trim.KEEP;
      case ".":
        return Trim.ZEROS;
      case "0":
        return Trim.LEAVE_ONE_ZERO;
      default:
        return Trim.DPT_ZEROS;
    }
  }
}
