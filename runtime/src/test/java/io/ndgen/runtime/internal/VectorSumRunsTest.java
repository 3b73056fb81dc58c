package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * {@code VectorSumRuns}' walk of NumPy's recursion against the scalar recursion, on runs around
 * every split its block loops and its recursion take; and the shape of its bytecode that keeps the
 * vectors in registers (see its class comment): the vector blocks above C2's {@code
 * FreqInlineSize}, so never inlined, not recursive, and the recursion free of vector code. The
 * bytecode is read with {@code javap}, since the class is compiled apart (against the Vector API
 * module), whether or not SIMD is on.
 */
class VectorSumRunsTest {
  /** C2's default {@code -XX:FreqInlineSize} on x86-64 and AArch64. */
  private static final int FREQ_INLINE_SIZE = 325;

  /** Lengths around powers of two and odd splits, up to 16 levels below the root. */
  private static final int[] LENGTHS = {
    129,
    136,
    255,
    256,
    257,
    1000,
    1023,
    1024,
    1025,
    4099,
    65_536,
    100_003,
    (1 << 21) + 13,
    5_000_011
  };

  private static String bytecode() {
    return Javap.of("VectorSumRuns", "-c", "-p");
  }

  /** The instructions of the method declared as {@code signature}. */
  private static String body(String bytecode, String signature) {
    Matcher code =
        Pattern.compile(Pattern.quote(signature) + "\\n\\s+Code:\\n((?:\\s+\\d+: .*\\n)+)")
            .matcher(bytecode);
    assertTrue(code.find(), signature + " in javap output");
    return code.group(1);
  }

  @Test
  void vectorBlocksStayAboveTheInliningSizeLimitOutsideTheRecursion() throws Exception {
    String bytecode = bytecode();
    for (String type : new String[] {"float", "double"}) {
      String args = "(" + type + "[], int, int);";
      String blocks = body(bytecode, "private static " + type + " blocks" + args);
      Matcher last = Pattern.compile("(\\d+): \\w+.*$").matcher(blocks.strip());
      assertTrue(last.find(), blocks);
      // the last instruction starts at or after byte 325, so the method is longer than that
      int lastStart = Integer.parseInt(last.group(1));
      assertTrue(
          lastStart >= FREQ_INLINE_SIZE,
          type
              + " blocks is "
              + lastStart
              + "+ bytes of bytecode, not over C2's "
              + FREQ_INLINE_SIZE);
      assertTrue(blocks.contains("jdk/incubator/vector/"), blocks);
      assertFalse(blocks.contains("Method blocks:") || blocks.contains("Method sum:"), blocks);
      // the recursion: scalar code that calls blocks, so inlining it copies no vector code
      String sum = body(bytecode, "public " + type + " sum" + args);
      assertTrue(sum.contains("Method blocks:"), sum);
      assertFalse(sum.contains("jdk/incubator/vector/"), sum);
    }
  }

  private static double[] gaussian(Random rnd, int n) {
    double[] d = new double[n];
    for (int i = 0; i < n; i++) {
      d[i] = rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(40) - 20);
    }
    return d;
  }

  @Test
  void longRunsGiveTheRecursionsBits() {
    Random rnd = new Random(41);
    SumRuns scalar = new SumRuns();
    for (int n : LENGTHS) {
      for (int off : new int[] {0, 5}) {
        double[] d = gaussian(rnd, n + off);
        float[] f = RunsTest.floats(d);
        RunsTest.assertVectorSumsMatch(scalar, d, f, off, n);
      }
    }
  }

  /**
   * Every length up to nine blocks: each way {@code blocks} splits a run (one block, two, the
   * halves of up to four) and where the recursion hands over to it.
   */
  @Test
  void everyShortLengthGivesTheRecursionsBits() {
    Random rnd = new Random(47);
    SumRuns scalar = new SumRuns();
    double[] d = gaussian(rnd, 9 * 128 + 3);
    float[] f = RunsTest.floats(d);
    for (int n = 0; n <= 9 * 128; n++) {
      for (int off = 0; off <= 3; off += 3) {
        RunsTest.assertVectorSumsMatch(scalar, d, f, off, n);
      }
    }
  }

  /** Sums start at -0.0, so runs of negative zeros keep their sign, as NumPy's. */
  @Test
  void negativeZerosStayNegative() {
    SumRuns scalar = new SumRuns();
    double[] d = new double[1100];
    float[] f = new float[1100];
    Arrays.fill(d, -0.0);
    Arrays.fill(f, -0.0f);
    for (int n = 0; n <= d.length; n += 1 + n / 8) {
      assertEquals(
          Double.doubleToRawLongBits(scalar.sum(d, 0, n)),
          Double.doubleToRawLongBits(Vectorized.SUM.sum(d, 0, n)),
          "float64 n=" + n);
      assertEquals(
          Float.floatToRawIntBits(scalar.sum(f, 0, n)),
          Float.floatToRawIntBits(Vectorized.SUM.sum(f, 0, n)),
          "float32 n=" + n);
    }
  }

  /** Sums of different depths on several threads at once give each one's bits. */
  @Test
  void concurrentSumsKeepTheirOwnStacks() throws Exception {
    Random rnd = new Random(43);
    double[][] runs =
        IntStream.of(LENGTHS).mapToObj(n -> gaussian(rnd, n)).toArray(double[][]::new);
    SumRuns scalar = new SumRuns();
    long[] expected = new long[runs.length];
    for (int i = 0; i < runs.length; i++) {
      expected[i] = Double.doubleToRawLongBits(scalar.sum(runs[i], 0, runs[i].length));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      Future<?>[] done = new Future<?>[4];
      for (int t = 0; t < done.length; t++) {
        int first = t;
        done[t] =
            pool.submit(
                () -> {
                  for (int k = 0; k < 20; k++) {
                    int i = (first + k) % runs.length;
                    assertEquals(
                        expected[i],
                        Double.doubleToRawLongBits(Vectorized.SUM.sum(runs[i], 0, runs[i].length)),
                        "n=" + runs[i].length);
                  }
                });
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
  }
}
