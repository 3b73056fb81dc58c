package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.ndgen.runtime.storage.Float16;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The float kernels' pairwise sums against NumPy's {@code np.sum} of contiguous runs ({@code
 * fixtures/pairwise/sums.txt}, written by {@code scripts/fixtures/pairwise_fixtures.py}): NumPy
 * adds the pairwise sum of the run to its identity, +0.0, as {@code sumRun} does into a zeroed
 * accumulator. The unit-stride path is checked against the strided one: both must add the same
 * values in the same order.
 */
class PairwiseSumTest {
  /** One fixture row: NumPy's sum of the first {@code n} values of a dtype. */
  private static final class Row {
    final String dtype;
    final int n;
    final long bits;

    Row(String dtype, int n, long bits) {
      this.dtype = dtype;
      this.n = n;
      this.bits = bits;
    }
  }

  private static List<Row> rows() throws IOException {
    String path = "/fixtures/pairwise/sums.txt";
    List<Row> rows = new ArrayList<>();
    try (InputStream in =
            Objects.requireNonNull(PairwiseSumTest.class.getResourceAsStream(path), path);
        BufferedReader r =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String[] f = line.split(" ");
        rows.add(new Row(f[0], Integer.parseInt(f[1]), Long.parseUnsignedLong(f[2], 16)));
      }
    }
    return rows;
  }

  /** Element i of every fixture run, as the fixture script computes it before the cast. */
  private static double value(int i) {
    return (((long) i * 7919) % 1009 - 500) / 7.0;
  }

  /** The first n values at storage index {@code offset + i * stride}, other slots hold junk. */
  private static float[] floats(int n, int offset, int stride) {
    float[] a = new float[offset + Math.max(0, n - 1) * stride + 1 + 3];
    Arrays.fill(a, 1e30f);
    for (int i = 0; i < n; i++) {
      a[offset + i * stride] = (float) value(i);
    }
    return a;
  }

  /** {@code np.sum} of a float32 run: +0.0 plus its pairwise sum. */
  private static float sum(float[] a, int offset, int n, int stride) {
    float[] acc = new float[1];
    Float32Kernels.sumRun(a, offset, stride, n, acc, 0);
    return acc[0];
  }

  private static double sum(double[] a, int offset, int n, int stride) {
    double[] acc = new double[1];
    Float64Kernels.sumRun(a, offset, stride, n, acc, 0);
    return acc[0];
  }

  private static double[] doubles(int n, int offset, int stride) {
    double[] a = new double[offset + Math.max(0, n - 1) * stride + 1 + 3];
    Arrays.fill(a, 1e300);
    for (int i = 0; i < n; i++) {
      a[offset + i * stride] = value(i);
    }
    return a;
  }

  @Test
  void contiguousRunsMatchNumPyBitForBit() throws IOException {
    List<Row> rows = rows();
    assertEquals(52, rows.size());
    for (Row row : rows) {
      int n = row.n;
      if (row.dtype.equals("float32")) {
        float expected = Float.intBitsToFloat((int) row.bits);
        assertEquals(expected, sum(floats(n, 0, 1), 0, n, 1), "float32 n=" + n);
        assertEquals(expected, sum(floats(n, 5, 1), 5, n, 1), "float32 n=" + n);
      } else {
        double expected = Double.longBitsToDouble(row.bits);
        assertEquals(expected, sum(doubles(n, 0, 1), 0, n, 1), "float64 n=" + n);
        assertEquals(expected, sum(doubles(n, 7, 1), 7, n, 1), "float64 n=" + n);
      }
    }
  }

  @Test
  void stridedRunsAddInTheSameOrderAsContiguousOnes() throws IOException {
    for (Row row : rows()) {
      int n = row.n;
      if (row.dtype.equals("float32")) {
        float unit = sum(floats(n, 0, 1), 0, n, 1);
        assertEquals(unit, sum(floats(n, 2, 3), 2, n, 3), "float32 n=" + n);
      } else {
        double unit = sum(doubles(n, 0, 1), 0, n, 1);
        assertEquals(unit, sum(doubles(n, 2, 3), 2, n, 3), "float64 n=" + n);
      }
    }
  }

  @Test
  void float16RunsSumTheSameWithAnyStride() {
    for (int n : new int[] {0, 1, 7, 8, 9, 100, 128, 129, 257, 1000, 4097}) {
      short[] unit = new short[n];
      short[] strided = new short[2 * n + 1];
      for (int i = 0; i < n; i++) {
        unit[i] = Float16.fromDouble(value(i) / 16);
        strided[1 + 2 * i] = unit[i];
      }
      assertEquals(
          Float16Kernels.pairwise(unit, 0, n, 1),
          Float16Kernels.pairwise(strided, 1, n, 2),
          "float16 n=" + n);
    }
  }

  @Test
  void theFixtureValuesAreOrderSensitive() {
    // a running total of the 1000-element float32 run differs from the pairwise sum, so a test
    // above that passes also pins the order of the additions, not just the set of values
    float running = 0;
    for (int i = 0; i < 1000; i++) {
      running += (float) value(i);
    }
    assertNotEquals(running, sum(floats(1000, 0, 1), 0, 1000, 1));
  }
}
