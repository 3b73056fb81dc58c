package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * {@code VectorSumRuns}' loop over NumPy's recursion against the scalar recursion, on runs deep
 * enough for every stack level a test can afford; and the shape of its bytecode that keeps the
 * vectors in registers (see its class comment): each sum above C2's {@code FreqInlineSize}, so
 * never inlined, and not recursive. The bytecode is read with {@code javap}, since the class is
 * compiled apart (against the Vector API module), whether or not SIMD is on.
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

  private static String bytecode() throws Exception {
    ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
    Path classes =
        Path.of(SumRuns.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    StringWriter out = new StringWriter();
    int status =
        javap.run(
            new PrintWriter(out),
            new PrintWriter(new StringWriter()),
            "-c",
            "-p",
            "-cp",
            classes.toString(),
            SumRuns.class.getPackageName() + ".VectorSumRuns");
    assertEquals(0, status);
    return out.toString();
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
  void sumsStayAboveTheInliningSizeLimitAndDoNotRecurse() throws Exception {
    String bytecode = bytecode();
    for (String type : new String[] {"float", "double"}) {
      String body = body(bytecode, "public " + type + " sum(" + type + "[], int, int);");
      Matcher last = Pattern.compile("(\\d+): \\w+.*$").matcher(body.strip());
      assertTrue(last.find(), body);
      // the last instruction starts at or after byte 325, so the method is longer than that
      int lastStart = Integer.parseInt(last.group(1));
      assertTrue(
          lastStart >= FREQ_INLINE_SIZE,
          type + " sum is " + lastStart + "+ bytes of bytecode, not over C2's " + FREQ_INLINE_SIZE);
      assertFalse(body.contains("Method sum:"), body);
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
        assertEquals(
            Double.doubleToRawLongBits(scalar.sum(d, off, n)),
            Double.doubleToRawLongBits(Vectorized.SUM.sum(d, off, n)),
            "float64 n=" + n + " off=" + off);
        assertEquals(
            Float.floatToRawIntBits(scalar.sum(f, off, n)),
            Float.floatToRawIntBits(Vectorized.SUM.sum(f, off, n)),
            "float32 n=" + n + " off=" + off);
      }
    }
  }

  /** Each thread has its own stack: sums of different depths at once give each one's bits. */
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
