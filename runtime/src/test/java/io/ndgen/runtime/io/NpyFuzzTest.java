package io.ndgen.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.runtime.StridedArray;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * Mutation fuzzing of the readers from the committed seed corpus (fixtures/npy/corpus plus the
 * NumPy-written fixtures): bit flips, byte overwrites with header-significant characters,
 * truncations, insertions, duplicated runs and huge numbers spliced into the header. Every input
 * must either read as an array or fail with {@link NpyFormatException} — never another exception,
 * never an {@link OutOfMemoryError} — and every source (buffer, stream) must agree. Seeds are
 * fixed, so the run is reproducible and takes a few seconds.
 */
class NpyFuzzTest {
  private static final byte[] INTERESTING =
      "(),'\":{}[]-+0179 \n\tLTFx#\\".getBytes(StandardCharsets.US_ASCII);
  private static final String[] SPLICES = {
    "4294967296", "2147483647", "-1", "99999999999999999999999999", "0", "(((((((((((((((((((((",
    "'|O'", "'<c8'", "True", "None", "1e3", "\u00ff"
  };

  private static final List<byte[]> NPY_SEEDS = npySeeds();
  private static final List<byte[]> NPZ_SEEDS = npzSeeds();

  private static List<byte[]> npySeeds() {
    List<byte[]> seeds = new ArrayList<>();
    for (Path p : Fixtures.files("corpus")) {
      seeds.add(Fixtures.bytes(p));
    }
    for (String name :
        List.of(
            "bool_na_F_v3.npy", "float16_be_C_v2.npy", "int64_le_F_v1.npy", "uint32_be_C_v1.npy")) {
      seeds.add(Fixtures.bytes(Fixtures.file("matrix", name)));
    }
    for (Path p : Fixtures.files("shapes")) {
      seeds.add(Fixtures.bytes(p));
    }
    return seeds;
  }

  private static List<byte[]> npzSeeds() {
    List<byte[]> seeds = new ArrayList<>();
    for (Path p : Fixtures.files("npz")) {
      seeds.add(Fixtures.bytes(p));
    }
    return seeds;
  }

  /** Applies 1–4 random mutations, deterministically from {@code seed}. */
  static byte[] mutate(byte[] input, long seed, boolean headerBiased) {
    Random r = new Random(seed);
    byte[] b = input.clone();
    int mutations = 1 + r.nextInt(4);
    for (int m = 0; m < mutations; m++) {
      // most of the interesting structure is in the first ~128 bytes (magic, length, header)
      int limit = headerBiased && r.nextInt(4) > 0 ? Math.min(b.length, 140) : b.length;
      int at = limit == 0 ? 0 : r.nextInt(limit);
      switch (r.nextInt(7)) {
        case 0:
          if (b.length > 0) {
            b[at] ^= (byte) (1 << r.nextInt(8));
          }
          break;
        case 1:
          if (b.length > 0) {
            b[at] = INTERESTING[r.nextInt(INTERESTING.length)];
          }
          break;
        case 2:
          b = Arrays.copyOf(b, at);
          break;
        case 3:
          byte[] random = new byte[1 + r.nextInt(8)];
          r.nextBytes(random);
          b = splice(b, at, 0, random);
          break;
        case 4:
          int len = Math.min(b.length - at, 1 + r.nextInt(32));
          b = splice(b, at, 0, Arrays.copyOfRange(b, at, at + len));
          break;
        case 5:
          int cut = Math.min(b.length - at, r.nextInt(6));
          byte[] text = SPLICES[r.nextInt(SPLICES.length)].getBytes(StandardCharsets.ISO_8859_1);
          b = splice(b, at, cut, text);
          break;
        default:
          if (b.length > 0) {
            b[at] = (byte) r.nextInt(256);
          }
      }
    }
    return b;
  }

  private static byte[] splice(byte[] b, int at, int remove, byte[] insert) {
    byte[] out = new byte[b.length - remove + insert.length];
    System.arraycopy(b, 0, out, 0, at);
    System.arraycopy(insert, 0, out, at, insert.length);
    System.arraycopy(b, at + remove, out, at + insert.length, b.length - at - remove);
    return out;
  }

  /** The outcome of one read: the array's raw bits and shape, or the format error's message. */
  private static Object outcome(byte[] input, IoCall read) {
    try {
      StridedArray a = read.call();
      long size = 1;
      for (int n : a.shape()) {
        size *= n;
      }
      assertEquals(size, a.size());
      return Arrays.toString(a.shape()) + a.dtype() + Arrays.toString(Fixtures.rawBits(a));
    } catch (NpyFormatException e) {
      assertTrue(e.getMessage() != null && !e.getMessage().isEmpty());
      return "error: " + e.getMessage();
    } catch (Throwable t) {
      return fail(
          "unexpected " + t + " for input (base64) " + Base64.getEncoder().encodeToString(input),
          t);
    }
  }

  interface IoCall {
    StridedArray call() throws IOException;
  }

  @Property(tries = 10000, seed = "4242", shrinking = net.jqwik.api.ShrinkingMode.OFF)
  void npyReadersOnlyEverThrowNpyFormatException(
      @ForAll @IntRange(min = 0, max = 1000) int pick, @ForAll long mutationSeed) {
    byte[] input = mutate(NPY_SEEDS.get(pick % NPY_SEEDS.size()), mutationSeed, true);
    Object fromBuffer = outcome(input, () -> Npy.read(ByteBuffer.wrap(input)));
    Object fromStream = outcome(input, () -> Npy.read(new ByteArrayInputStream(input)));
    assertEquals(fromBuffer, fromStream);
    Statistics.collect(fromBuffer.toString().startsWith("error: ") ? "rejected" : "read");
  }

  @Property(tries = 1500, seed = "4243", shrinking = net.jqwik.api.ShrinkingMode.OFF)
  void npzStreamReaderOnlyEverThrowsNpyFormatException(
      @ForAll @IntRange(min = 0, max = 1000) int pick, @ForAll long mutationSeed) {
    byte[] input = mutate(NPZ_SEEDS.get(pick % NPZ_SEEDS.size()), mutationSeed, false);
    npzOutcome(input, () -> Npz.read(new ByteArrayInputStream(input)));
  }

  @Property(tries = 500, seed = "4244", shrinking = net.jqwik.api.ShrinkingMode.OFF)
  void npzFileReaderOnlyEverThrowsNpyFormatException(
      @ForAll @IntRange(min = 0, max = 1000) int pick, @ForAll long mutationSeed)
      throws IOException {
    byte[] input = mutate(NPZ_SEEDS.get(pick % NPZ_SEEDS.size()), mutationSeed, false);
    Path file = Files.createTempFile("fuzz", ".npz"); // jqwik has no @TempDir
    try {
      Files.write(file, input);
      npzOutcome(input, () -> Npz.read(file));
    } finally {
      Files.delete(file);
    }
  }

  interface NpzCall {
    Map<String, StridedArray> call() throws IOException;
  }

  private static void npzOutcome(byte[] input, NpzCall read) {
    try {
      read.call();
      Statistics.collect("read");
    } catch (NpyFormatException e) {
      Statistics.collect("rejected");
      assertTrue(e.getMessage() != null && !e.getMessage().isEmpty());
    } catch (Throwable t) {
      fail(
          "unexpected " + t + " for input (base64) " + Base64.getEncoder().encodeToString(input),
          t);
    }
  }

  @Test
  void mutationsAreDeterministicAndChangeTheInput() {
    byte[] seed = NPY_SEEDS.get(0);
    assertArrayEquals(mutate(seed, 99, true), mutate(seed, 99, true));
    int changed = 0;
    for (long s = 0; s < 100; s++) {
      changed += Arrays.equals(seed, mutate(seed, s, true)) ? 0 : 1;
    }
    assertTrue(changed > 90, "mutations changed only " + changed + " of 100 inputs");
  }
}
