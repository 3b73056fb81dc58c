package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.parallel.Parallel;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The thin products through {@code matmul} with C-ordered operands, the layout their in-place paths
 * take (a matrix times a vector, stacks of small products, small products whose columns fill whole
 * vectors and leave a rest): float32 and float64, on 1, 2 and 3 threads, every element bit for bit
 * the definition's chain (docs/ops.md) computed here one element at a time in the dtype's
 * arithmetic.
 */
class ThinProductTest {
  /** {batch, m, k, n}; batch 0 means plain 2-D operands, n 0 a 1-D second operand. */
  private static final int[][] SHAPES = {
    {0, 3001, 43, 0},
    {0, 2048, 129, 0},
    {0, 16, 16, 16},
    {0, 9, 21, 37},
    {0, 30, 32, 34},
    {0, 5, 1000, 6},
    {300, 3, 3, 3},
    {70, 16, 16, 16},
    {33, 7, 5, 17},
    {12, 2, 9, 40},
  };

  @Test
  void thinProductsGiveTheDefinitionsBitsOnEveryThreadCount() {
    Random rnd = new Random(3);
    for (DType t : new DType[] {DType.FLOAT64, DType.FLOAT32}) {
      for (int[] s : SHAPES) {
        int batch = Math.max(1, s[0]);
        int m = s[1];
        int k = s[2];
        int n = Math.max(1, s[3]);
        StridedArray x = operand(rnd, t, s[0] == 0 ? new int[] {m, k} : new int[] {batch, m, k});
        StridedArray y =
            operand(
                rnd,
                t,
                s[3] == 0 ? new int[] {k} : s[0] == 0 ? new int[] {k, n} : new int[] {batch, k, n});
        long[] want = new long[batch * m * n];
        for (int q = 0, e = 0; q < batch; q++) {
          for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++, e++) {
              double d = 0;
              float f = 0;
              for (int p = 0; p < k; p++) {
                if (t == DType.FLOAT64) {
                  d = Math.fma(get(x, s[0], q, i, p), get(y, s, q, p, j), d);
                } else {
                  f = Math.fma((float) get(x, s[0], q, i, p), (float) get(y, s, q, p, j), f);
                }
              }
              want[e] = t == DType.FLOAT64 ? Double.doubleToLongBits(d) : Float.floatToIntBits(f);
            }
          }
        }
        for (int threads : new int[] {1, 2, 3}) {
          StridedArray r = Parallel.withThreads(threads, () -> x.matmul(y));
          assertEquals(t, r.dtype());
          StridedArray flat = r.reshape(batch * m * n);
          for (int e = 0; e < want.length; e++) {
            long got =
                t == DType.FLOAT64
                    ? Double.doubleToLongBits(flat.getDouble(e))
                    : Float.floatToIntBits(flat.getFloat(e));
            if (got != want[e]) {
              assertEquals(
                  want[e],
                  got,
                  t + " " + java.util.Arrays.toString(s) + " threads=" + threads + " element " + e);
            }
          }
        }
      }
    }
  }

  private static StridedArray operand(Random rnd, DType t, int[] shape) {
    int size = 1;
    for (int d : shape) {
      size *= d;
    }
    double[] v = new double[size];
    for (int i = 0; i < size; i++) {
      v[i] = (rnd.nextDouble() - 0.5) * Math.scalb(1.0, rnd.nextInt(12) - 6);
    }
    return StridedArray.wrap(v, shape).astype(t);
  }

  private static double get(StridedArray x, int batch, int q, int i, int p) {
    return batch == 0 ? x.getDouble(i, p) : x.getDouble(q, i, p);
  }

  private static double get(StridedArray y, int[] s, int q, int p, int j) {
    if (s[3] == 0) {
      return y.getDouble(p);
    }
    return s[0] == 0 ? y.getDouble(p, j) : y.getDouble(q, p, j);
  }
}
