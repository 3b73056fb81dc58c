package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * NumPy's own draws (fixtures/rng/draws.txt, written by scripts/fixtures/rng_fixtures.py): every
 * stream replays its calls on one {@link Rng} and must give NumPy's numbers bit for bit, or NumPy's
 * error.
 */
class RngFixtureTest {

  private static List<String> lines() throws IOException {
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                Objects.requireNonNull(
                    RngFixtureTest.class.getResourceAsStream("/fixtures/rng/draws.txt")),
                StandardCharsets.UTF_8))) {
      return r.lines().filter(l -> !l.startsWith("#")).toList();
    }
  }

  @TestFactory
  Stream<DynamicTest> streamsMatchNumpyBitForBit() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    List<String> stream = null;
    for (String line : lines()) {
      if (line.startsWith("stream ")) {
        stream = new ArrayList<>();
        stream.add(line);
      } else if (line.equals("end")) {
        List<String> s = stream;
        tests.add(DynamicTest.dynamicTest(s.get(0), () -> replay(s)));
        stream = null;
      } else if (stream != null) {
        stream.add(line);
      }
    }
    assertTrue(tests.size() >= 10, "streams read: " + tests.size());
    return tests.stream();
  }

  private static void replay(List<String> stream) throws NoSuchAlgorithmException {
    Rng rng = Rng.defaultRng(Long.parseLong(stream.get(0).split(" ")[1]));
    for (int i = 1; i < stream.size(); i += 2) {
      String[] call = stream.get(i).split(" ");
      String expect = stream.get(i + 1);
      String what = String.join(" ", call);
      if (expect.startsWith("error ")) {
        String message = expect.substring(expect.indexOf(' ', 6) + 1);
        IllegalArgumentException e =
            assertThrows(IllegalArgumentException.class, () -> draw(rng, call), what);
        assertTrue(
            e.getMessage().startsWith(message), what + ": '" + e.getMessage() + "' vs " + message);
        continue;
      }
      StridedArray a = draw(rng, call);
      assertArrayEquals(shape(call[3]), a.shape(), what);
      if (expect.startsWith("sha256 ")) {
        String[] t = expect.split(" ");
        assertEquals(Integer.parseInt(t[1]), a.size(), what);
        assertEquals(t[2], sha256(a), what);
      } else {
        assertValues(a, expect.substring("values".length()).trim(), what);
      }
    }
  }

  private static StridedArray draw(Rng rng, String[] call) {
    int[] shape = shape(call[3]);
    switch (call[1]) {
      case "random":
        return rng.random(DType.valueOf(call[2]), shape);
      case "standard_normal":
        return rng.standardNormal(DType.valueOf(call[2]), shape);
      case "integers":
        return rng.integers(Long.parseLong(call[4]), Long.parseLong(call[5]), shape);
      default:
        throw new IllegalStateException(call[1]);
    }
  }

  private static void assertValues(StridedArray a, String values, String what) {
    String[] v = values.isEmpty() ? new String[0] : values.split(" ");
    assertEquals(v.length, a.size(), what);
    StridedArray flat = a.reshape(-1);
    for (int i = 0; i < v.length; i++) {
      switch (a.dtype()) {
        case FLOAT64:
          assertEquals(
              Double.doubleToRawLongBits(Double.parseDouble(v[i])),
              Double.doubleToRawLongBits(flat.getDouble(i)),
              what + " element " + i);
          break;
        case FLOAT32:
          assertEquals(
              Float.floatToRawIntBits((float) Double.parseDouble(v[i])),
              Float.floatToRawIntBits(flat.getFloat(i)),
              what + " element " + i);
          break;
        default:
          assertEquals(Long.parseLong(v[i]), flat.getLong(i), what + " element " + i);
      }
    }
  }

  /** SHA-256 of the little-endian element bytes, as NumPy's {@code a.tobytes()}. */
  private static String sha256(StridedArray a) throws NoSuchAlgorithmException {
    ByteBuffer b = ByteBuffer.allocate(a.size() * a.itemSize()).order(ByteOrder.LITTLE_ENDIAN);
    switch (a.dtype()) {
      case FLOAT64:
        b.asDoubleBuffer().put((double[]) a.storage());
        break;
      case FLOAT32:
        b.asFloatBuffer().put((float[]) a.storage());
        break;
      default:
        b.asLongBuffer().put((long[]) a.storage());
    }
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b.array()));
  }

  private static int[] shape(String s) {
    return s.equals("-")
        ? new int[0]
        : Arrays.stream(s.split("x")).mapToInt(Integer::parseInt).toArray();
  }

  @Test
  void seedSequenceGivesNumpysPcg64Seed() throws IOException {
    int rows = 0;
    for (String line : lines()) {
      if (line.startsWith("seed_state ")) {
        String[] t = line.split(" ");
        long[] expected = new long[4];
        for (int i = 0; i < 4; i++) {
          expected[i] = Long.parseUnsignedLong(t[2 + i]);
        }
        assertArrayEquals(
            expected, new SeedSequence(Long.parseLong(t[1])).generateState64(4), line);
        rows++;
      }
    }
    assertEquals(6, rows);
  }

  @Test
  void advanceJumpsAsNumpysPcg64Advance() throws IOException {
    int rows = 0;
    for (String line : lines()) {
      if (line.startsWith("advance ")) {
        String[] t = line.split(" ");
        BigInteger delta = new BigInteger(t[2]); // unsigned, up to 2^128 - 1
        Pcg64 bits = Pcg64.seeded(Long.parseLong(t[1]));
        bits.advance(delta.shiftRight(64).longValue(), delta.longValue());
        for (int k = 0; k < 3; k++) {
          assertEquals(Long.parseUnsignedLong(t[3 + k]), bits.next64(), line + ", draw " + k);
        }
        rows++;
      }
    }
    assertEquals(8, rows);
  }

  @Test
  void negativeSeedIsRejectedInNumpysWords() throws IOException {
    String line = lines().stream().filter(l -> l.startsWith("negative_seed ")).findFirst().get();
    String message = line.substring(line.indexOf(' ', "negative_seed ".length()) + 1);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Rng.defaultRng(-1));
    assertTrue(e.getMessage().startsWith(message), e.getMessage());
  }
}
