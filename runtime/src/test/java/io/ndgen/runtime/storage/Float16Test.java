package io.ndgen.runtime.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Float16} against NumPy: exhaustive widening tables, every narrowing input of the fixtures
 * (written by scripts/fixtures/float16_fixtures.py, format in the fixture folder's README), named
 * boundary cases, and a nearest-even oracle over random inputs.
 */
class Float16Test {

  private static final int HALF_PATTERNS = 1 << 16;
  private static final int SHOWN_MISMATCHES = 10;

  // ---- NumPy fixtures ----

  @Test
  void everyHalfWidensToFloatAsNumPy() throws IOException {
    ByteBuffer table = fixture("half_to_float32.bin.gz");
    assertEquals(HALF_PATTERNS * Integer.BYTES, table.remaining());
    Mismatches mismatches = new Mismatches("half -> float32 (vs NumPy)");
    int nans = 0;
    for (int h = 0; h < HALF_PATTERNS; h++) {
      int expected = table.getInt();
      float actual = Float16.toFloat((short) h);
      // NumPy keeps NaN payloads (and the signalling bit), so NaNs are compared bit for bit too.
      nans += Float.isNaN(actual) ? 1 : 0;
      int actualBits = Float.floatToRawIntBits(actual);
      if (expected != actualBits) {
        mismatches.add(
            String.format("0x%04x: expected 0x%08x, was 0x%08x", h, expected, actualBits));
      }
    }
    mismatches.assertNone(HALF_PATTERNS);
    assertEquals(2 * 1023, nans);
  }

  @Test
  void everyHalfWidensToDoubleAsNumPy() throws IOException {
    ByteBuffer table = fixture("half_to_float64.bin.gz");
    assertEquals(HALF_PATTERNS * Long.BYTES, table.remaining());
    Mismatches mismatches = new Mismatches("half -> float64 (vs NumPy)");
    for (int h = 0; h < HALF_PATTERNS; h++) {
      long expected = table.getLong();
      long actual = Double.doubleToRawLongBits(Float16.toDouble((short) h));
      if (expected != actual) {
        mismatches.add(String.format("0x%04x: expected 0x%016x, was 0x%016x", h, expected, actual));
      }
    }
    mismatches.assertNone(HALF_PATTERNS);
  }

  @Test
  void everyFloatFixtureNarrowsAsNumPy() throws IOException {
    ByteBuffer pairs = fixture("float32_to_half.bin.gz");
    int n = pairs.getInt();
    assertEquals((long) n * (Integer.BYTES + Short.BYTES), pairs.remaining());
    int outputs = pairs.position() + n * Integer.BYTES;
    Mismatches mismatches = new Mismatches("float32 -> half (vs NumPy)");
    for (int i = 0; i < n; i++) {
      int input = pairs.getInt();
      short expected = pairs.getShort(outputs + i * Short.BYTES);
      short actual = Float16.fromFloat(Float.intBitsToFloat(input));
      if (expected != actual) {
        mismatches.add(
            String.format("0x%08x: expected 0x%04x, was 0x%04x", input, expected, actual));
      }
    }
    mismatches.assertNone(n);
    assertTrue(n > 250_000, "float32 fixture has " + n + " inputs");
  }

  @Test
  void everyDoubleFixtureNarrowsAsNumPy() throws IOException {
    ByteBuffer pairs = fixture("float64_to_half.bin.gz");
    int n = pairs.getInt();
    assertEquals((long) n * (Long.BYTES + Short.BYTES), pairs.remaining());
    int outputs = pairs.position() + n * Long.BYTES;
    Mismatches mismatches = new Mismatches("float64 -> half (vs NumPy)");
    int roundsTwiceDifferently = 0;
    for (int i = 0; i < n; i++) {
      long input = pairs.getLong();
      short expected = pairs.getShort(outputs + i * Short.BYTES);
      double d = Double.longBitsToDouble(input);
      short actual = Float16.fromDouble(d);
      if (expected != actual) {
        mismatches.add(
            String.format("0x%016x: expected 0x%04x, was 0x%04x", input, expected, actual));
      }
      if (!Double.isNaN(d) && Float16.fromFloat((float) d) != expected) {
        roundsTwiceDifferently++;
      }
    }
    mismatches.assertNone(n);
    // The fixture is only worth its size if it catches double rounding through float.
    assertTrue(
        roundsTwiceDifferently > 60_000,
        roundsTwiceDifferently + " inputs where double -> float -> half differs");
  }

  @Test
  void everyHalfRoundTripsThroughFloatAndDouble() {
    Mismatches mismatches = new Mismatches("round trips");
    for (int h = 0; h < HALF_PATTERNS; h++) {
      short half = (short) h;
      short viaFloat = Float16.fromFloat(Float16.toFloat(half));
      short viaDouble = Float16.fromDouble(Float16.toDouble(half));
      if (viaFloat != half || viaDouble != half) {
        mismatches.add(
            String.format("0x%04x: via float 0x%04x, via double 0x%04x", h, viaFloat, viaDouble));
      }
    }
    mismatches.assertNone(HALF_PATTERNS);
  }

  // ---- named cases ----

  static Stream<Arguments> floatCases() {
    return Stream.of(
        row("largest half", 65504f, 0x7bff),
        row("just below 65520 rounds down", Math.nextDown(65520f), 0x7bff),
        row("65520 ties to even: infinity", 65520f, 0x7c00),
        row("-65520 ties to even: -infinity", -65520f, 0xfc00),
        row("2^16 overflows", 65536f, 0x7c00),
        row("largest float overflows", Float.MAX_VALUE, 0x7c00),
        row("infinity", Float.POSITIVE_INFINITY, 0x7c00),
        row("-infinity", Float.NEGATIVE_INFINITY, 0xfc00),
        row("zero", 0f, 0x0000),
        row("negative zero keeps its sign", -0f, 0x8000),
        row("smallest float subnormal underflows", Float.MIN_VALUE, 0x0000),
        row("negative underflow keeps its sign", -Float.MIN_VALUE, 0x8000),
        row("smallest half subnormal 2^-24", 0x1p-24f, 0x0001),
        row("2^-25 ties to even: zero", 0x1p-25f, 0x0000),
        row("-2^-25 ties to even: -zero", -0x1p-25f, 0x8000),
        row("just below 2^-25", Math.nextDown(0x1p-25f), 0x0000),
        row("just above 2^-25 rounds up", Math.nextUp(0x1p-25f), 0x0001),
        row("1.5 * 2^-24 ties to even: 2 * 2^-24", 0x1.8p-24f, 0x0002),
        row("2.5 * 2^-24 ties to even: 2 * 2^-24", 0x1.4p-23f, 0x0002),
        row("largest subnormal", 0x1.ff8p-15f, 0x03ff),
        row("largest subnormal + half ulp ties up to smallest normal", 0x1.ffcp-15f, 0x0400),
        row("smallest normal 2^-14", 0x1p-14f, 0x0400),
        row("1", 1f, 0x3c00),
        row("1 + 2^-11 ties to even: 1", 0x1.002p0f, 0x3c00),
        row("just above 1 + 2^-11 rounds up", Math.nextUp(0x1.002p0f), 0x3c01),
        row("1 + 3 * 2^-11 ties to even: 1 + 2^-9", 0x1.006p0f, 0x3c02),
        row("carry into the exponent", Math.nextDown(2f), 0x4000),
        row("0.1", 0.1f, 0x2e66),
        row("-2", -2f, 0xc000),
        row("default NaN", Float.NaN, 0x7e00),
        row("negative quiet NaN", Float.intBitsToFloat(0xffc00000), 0xfe00),
        row("NaN whose payload is all dropped stays NaN", Float.intBitsToFloat(0x7f800001), 0x7c01),
        row("signalling NaN stays signalling", Float.intBitsToFloat(0x7f802000), 0x7c01),
        row("NaN payload keeps its top 10 bits", Float.intBitsToFloat(0x7fffffff), 0x7fff));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("floatCases")
  void fromFloat(String what, float input, int expected) {
    assertEquals(hex16(expected), hex16(Float16.fromFloat(input)));
  }

  static Stream<Arguments> doubleCases() {
    return Stream.of(
        row("largest half", 65504d, 0x7bff),
        row("65520 ties to even: infinity", 65520d, 0x7c00),
        row("smallest half subnormal 2^-24", 0x1p-24, 0x0001),
        row("2^-25 ties to even: zero", 0x1p-25, 0x0000),
        row("1 + 2^-11 ties to even: 1", 0x1.002p0, 0x3c00),
        row("largest double overflows", Double.MAX_VALUE, 0x7c00),
        row("smallest double underflows to -zero", -Double.MIN_VALUE, 0x8000),
        row("default NaN", Double.NaN, 0x7e00),
        row("NaN whose payload is all dropped stays NaN", nan(0x7ff0000000000001L), 0x7c01),
        row("signalling NaN stays signalling", nan(0x7ff0040000000000L), 0x7c01),
        row("negative NaN", nan(0xfff8000000000000L), 0xfe00));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("doubleCases")
  void fromDouble(String what, double input, int expected) {
    assertEquals(hex16(expected), hex16(Float16.fromDouble(input)));
  }

  /** Inputs where rounding to float first, then to half, gives a different half. */
  static Stream<Arguments> doubleRoundingCases() {
    return Stream.of(
        row("just above 1 + 2^-11 rounds up (float: tie, down)", 0x1.0020000000001p0, 0x3c01),
        row("just below 1 + 3 * 2^-11 rounds down (float: tie, up)", 0x1.005ffffffffffp0, 0x3c01),
        row("just below 65520 is finite (float: 65520, infinity)", Math.nextDown(65520d), 0x7bff),
        row("just above 2^-25 rounds up (float: 2^-25, zero)", Math.nextUp(0x1p-25), 0x0001),
        row(
            "just inside -1.5 * 2^-24 rounds to -2^-24 (float: tie, up)",
            -Math.nextDown(0x1.8p-24),
            0x8001));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("doubleRoundingCases")
  void fromDoubleRoundsOnce(String what, double input, int expected) {
    assertEquals(hex16(expected), hex16(Float16.fromDouble(input)));
    assertNotEquals(hex16(expected), hex16(Float16.fromFloat((float) input)), "not a trap");
  }

  @Test
  void wideningIsExact() {
    assertEquals(65504f, Float16.toFloat((short) 0x7bff));
    assertEquals(0x1p-24f, Float16.toFloat((short) 0x0001));
    assertEquals(0x1.ff8p-15f, Float16.toFloat((short) 0x03ff));
    assertEquals(0x1p-14, Float16.toDouble((short) 0x0400));
    assertEquals(-2d, Float16.toDouble((short) 0xc000));
    assertEquals(Float.NEGATIVE_INFINITY, Float16.toFloat((short) 0xfc00));
    assertEquals(hex32(Float.floatToRawIntBits(-0f)), hex32(Float16.toFloat((short) 0x8000)));
    assertEquals(0x8000000000000000L, Double.doubleToRawLongBits(Float16.toDouble((short) 0x8000)));
  }

  @Test
  void wideningKeepsNaNPayloadAndSignallingBit() {
    assertEquals(hex32(0x7f802000), hex32(Float16.toFloat((short) 0x7c01)));
    assertEquals(hex32(0x7fc00000), hex32(Float16.toFloat((short) 0x7e00)));
    assertEquals(hex32(0xffffe000), hex32(Float16.toFloat((short) 0xffff)));
    assertEquals(0x7ff0040000000000L, Double.doubleToRawLongBits(Float16.toDouble((short) 0x7c01)));
  }

  // ---- properties: nearest half, ties to even, against an independent oracle ----

  @Property
  void fromDoubleIsNearestEven(
      @ForAll @IntRange(min = -27, max = 16) int exponent,
      @ForAll @LongRange(min = 0, max = (1L << 52) - 1) long fraction,
      @ForAll boolean negative) {
    double magnitude = Math.scalb(1 + fraction * 0x1p-52, exponent);
    double x = negative ? -magnitude : magnitude;
    assertNearestEven(x, Float16.fromDouble(x));
  }

  @Property
  void fromFloatIsNearestEven(
      @ForAll @IntRange(min = -27, max = 16) int exponent,
      @ForAll @IntRange(min = 0, max = (1 << 23) - 1) int fraction,
      @ForAll boolean negative) {
    float magnitude = Math.scalb(1 + fraction * 0x1p-23f, exponent);
    float x = negative ? -magnitude : magnitude;
    assertNearestEven(x, Float16.fromFloat(x));
  }

  @Property
  void floatAndDoubleAgreeOnFiniteFloats(
      @ForAll @IntRange(min = 0, max = 254) int biasedExponent,
      @ForAll @IntRange(min = 0, max = (1 << 23) - 1) int fraction,
      @ForAll boolean negative) {
    // Built from fields so that every exponent, subnormals included, is equally likely.
    float f = Float.intBitsToFloat((negative ? 0x80000000 : 0) | biasedExponent << 23 | fraction);
    // Every float is a double, so one rounding step from either gives the same half.
    assertEquals(hex16(Float16.fromFloat(f)), hex16(Float16.fromDouble(f)));
  }

  /**
   * Asserts that {@code h} is the half nearest to finite nonzero {@code x}, ties to even: with v
   * the half's value and below/above its neighbours, 2|x| lies in [v + below, v + above], on an end
   * only if h is even. Both sides are exact in double (halves are multiples of 2^-24 below 2^17),
   * so this needs no rounding of its own.
   */
  private static void assertNearestEven(double x, short h) {
    assertEquals(x < 0, h < 0, "sign");
    int m = h & 0x7fff;
    double twice = 2 * Math.abs(x);
    if (m == 0x7c00) {
      assertTrue(twice >= 65504d + 65536d, () -> x + " overflowed");
      return;
    }
    assertTrue(m < 0x7c00, () -> x + " gave NaN " + hex16(h));
    boolean even = (m & 1) == 0;
    double v = Float16.toDouble((short) m);
    double above = m == 0x7bff ? 65536d : Float16.toDouble((short) (m + 1));
    double below = m == 0 ? -0x1p-24 : Float16.toDouble((short) (m - 1));
    assertTrue(twice < v + above || (even && twice == v + above), () -> x + " rounded down");
    assertTrue(twice > v + below || (even && twice == v + below), () -> x + " rounded up");
  }

  // ---- helpers ----

  private static Arguments row(String what, float input, int expectedBits) {
    return Arguments.of(what, input, expectedBits);
  }

  private static Arguments row(String what, double input, int expectedBits) {
    return Arguments.of(what, input, expectedBits);
  }

  private static double nan(long bits) {
    double d = Double.longBitsToDouble(bits);
    assertTrue(Double.isNaN(d));
    return d;
  }

  private static String hex16(int bits) {
    return String.format("0x%04x", bits & 0xffff);
  }

  private static String hex32(int bits) {
    return String.format("0x%08x", bits);
  }

  private static String hex32(float f) {
    return hex32(Float.floatToRawIntBits(f));
  }

  /** Reads a gzip-compressed fixture from the classpath as a little-endian buffer. */
  private static ByteBuffer fixture(String name) throws IOException {
    String path = "/fixtures/float16/" + name;
    try (InputStream raw = Float16Test.class.getResourceAsStream(path)) {
      assertNotNull(raw, "missing fixture " + path);
      try (GZIPInputStream in = new GZIPInputStream(raw)) {
        return ByteBuffer.wrap(in.readAllBytes()).order(ByteOrder.LITTLE_ENDIAN);
      }
    }
  }

  /** Collects the first few failures of a bulk comparison so one run shows the pattern. */
  private static final class Mismatches {
    private final String what;
    private final List<String> shown = new ArrayList<>();
    private int count;

    Mismatches(String what) {
      this.what = what;
    }

    void add(String mismatch) {
      if (count < SHOWN_MISMATCHES) {
        shown.add(mismatch);
      }
      count++;
    }

    void assertNone(int total) {
      assertFalse(total == 0, what + ": no cases");
      if (count > 0) {
        fail(count + " of " + total + " " + what + " wrong; first: " + shown);
      }
    }
  }
}
