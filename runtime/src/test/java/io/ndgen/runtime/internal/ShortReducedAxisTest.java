package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Reductions over a short inner axis folded as passes ({@link ShortReducedAxis}) against the same
 * reduction done in blocks small enough to take the run kernels (one run call per output), bit for
 * bit: every op it takes, float64 and float32, runs of 1 to 7, values rich in signed zeros, NaNs
 * and infinities, on one thread and on several.
 */
class ShortReducedAxisTest {
  private static final double[] SPECIAL = {
    0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1, -1, 1e300, -1e300
  };

  static Object values(DType t, int size, Random rnd) {
    double[] d = new double[size];
    for (int i = 0; i < size; i++) {
      d[i] =
          rnd.nextInt(3) == 0
              ? SPECIAL[rnd.nextInt(SPECIAL.length)]
              : rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(40) - 20);
    }
    if (t == DType.FLOAT64) {
      return d;
    }
    float[] f = new float[size];
    for (int i = 0; i < size; i++) {
      f[i] = (float) d[i];
    }
    return f;
  }

  static DType resultType(ReduceOp op, DType t) {
    return op == ReduceOp.ANY || op == ReduceOp.ALL ? DType.BOOL : t;
  }

  /** Reduces rows [from, from+rows) of the (M, n) input over axis 1 into out[from…]. */
  static Object reduce(ReduceOp op, DType t, Object in, int n, int from, int rows, Object out) {
    Object part = Storage.allocate(resultType(op, t), rows);
    Reduction.reduce(
        op,
        t,
        t,
        in,
        Layout.of(new int[] {rows, n}, new int[] {n, 1}, from * n),
        new boolean[] {false, true},
        part,
        Layout.contiguous(rows, 1));
    System.arraycopy(part, 0, out, from, rows);
    return out;
  }

  @Test
  void passesGiveTheRunKernelsBits() {
    Random rnd = new Random(31);
    int rows = (int) (2 * ShortReducedAxis.MIN_SIZE) + 5;
    ReduceOp[] ops = {
      ReduceOp.SUM, ReduceOp.PROD, ReduceOp.MIN, ReduceOp.MAX, ReduceOp.ANY, ReduceOp.ALL
    };
    for (DType t : new DType[] {DType.FLOAT64, DType.FLOAT32}) {
      for (int n = 1; n < ShortReducedAxis.SHORT; n++) {
        Object in = values(t, rows * n, rnd);
        for (ReduceOp op : ops) {
          LoopPlan plan =
              LoopPlan.plan(
                  new int[] {rows, n}, new int[][] {{1, 0}, {n, 1}}, new int[] {0, 0}, false);
          assertEquals(n > 1, ShortReducedAxis.applies(op, t, plan), op + " n=" + n);
          Object want = Storage.allocate(resultType(op, t), rows);
          int block = (int) (ShortReducedAxis.MIN_SIZE / n) - 1; // below MIN_SIZE: run calls
          for (int from = 0; from < rows; from += block) {
            reduce(op, t, in, n, from, Math.min(block, rows - from), want);
          }
          for (int threads : new int[] {1, 3}) {
            int n0 = n;
            Object got =
                Parallel.withThreads(
                    threads,
                    () ->
                        reduce(op, t, in, n0, 0, rows, Storage.allocate(resultType(op, t), rows)));
            for (int i = 0; i < rows; i++) {
              if (!sameBits(want, got, i)) {
                fail(
                    t
                        + " "
                        + op
                        + " n="
                        + n
                        + " threads="
                        + threads
                        + " row "
                        + i
                        + ": "
                        + java.lang.reflect.Array.get(got, i)
                        + ", want "
                        + java.lang.reflect.Array.get(want, i));
              }
            }
          }
        }
      }
    }
  }

  /** Element i of two result arrays: the same bits, any NaN matching any NaN. */
  static boolean sameBits(Object want, Object got, int i) {
    if (want instanceof double[] w) {
      double g = ((double[]) got)[i];
      return Double.doubleToRawLongBits(w[i]) == Double.doubleToRawLongBits(g)
          || (w[i] != w[i] && g != g);
    }
    if (want instanceof float[] w) {
      float g = ((float[]) got)[i];
      return Float.floatToRawIntBits(w[i]) == Float.floatToRawIntBits(g)
          || (w[i] != w[i] && g != g);
    }
    return ((boolean[]) want)[i] == ((boolean[]) got)[i];
  }
}
