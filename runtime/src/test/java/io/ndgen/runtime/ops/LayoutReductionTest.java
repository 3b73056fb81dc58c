package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.parallel.Parallel;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Reductions over layouts and axis sets the row and column paths do not take, large enough to be
 * split across threads: rank-3 arrays over axes that keep a middle or an outer axis (the walk split
 * by a kept loop), their permuted views, a transpose, stepped views summed whole, bool and integer
 * sums (int64 partial sums in any order) and integer means (the exact int64 sum cast once). NumPy's
 * results ({@code reduce_layouts.txt}, from {@code scripts/fixtures/kernel_fixtures.py}) on 1, 2, 3
 * and 8 threads, and the one-thread walk's bits for every op on more dtypes and layouts.
 */
class LayoutReductionTest {
  private static final int[] THREADS = {1, 2, 3, 8};

  @TestFactory
  Stream<DynamicTest> numpyResultsOnAnyThreadCount() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Fixtures.Case c : Fixtures.load("reduce_layouts.txt")) {
      for (int threads : THREADS) {
        tests.add(
            DynamicTest.dynamicTest(
                c.name() + " threads=" + threads,
                () -> {
                  List<Object> in = new ArrayList<>();
                  for (Fixtures.Operand o : c.inputs()) {
                    in.add(o.value());
                  }
                  StridedArray r =
                      Parallel.withThreads(threads, () -> Fixtures.call(c.call(), in, null));
                  assertNull(Fixtures.mismatch(c, r), c.name() + " threads=" + threads);
                }));
      }
    }
    return tests.stream();
  }

  private static final ReduceOp[] OPS = {
    ReduceOp.SUM, ReduceOp.PROD, ReduceOp.MAX, ReduceOp.MIN, ReduceOp.ANY, ReduceOp.MEAN
  };

  private static final DType[] DTYPES = {
    DType.FLOAT32, DType.FLOAT64, DType.INT64, DType.INT32, DType.UINT8, DType.BOOL
  };

  @Test
  void sameBitsOnEveryThreadCount() {
    Random rnd = new Random(15);
    for (DType t : DTYPES) {
      StridedArray c = base(rnd, t, 9, 40, 300);
      sameAsOneThread(t + " (9, 40, 300) axes 0, 2", c, 0, 2);
      sameAsOneThread(t + " (9, 40, 300) axis 1", c, 1);
      sameAsOneThread(t + " (9, 40, 300) axis 2", c, 2);
      sameAsOneThread(t + " (9, 40, 300) all", c);
      sameAsOneThread(t + " (9, 40, 300).T axes 0, 2", c.transpose(), 0, 2);
      sameAsOneThread(t + " (9, 40, 300) p(1, 2, 0) axis 1", c.permute(1, 2, 0), 1);
      // three kept pieces of an odd extent
      sameAsOneThread(t + " (5, 3, 9000) axes 0, 2", base(rnd, t, 5, 3, 9000), 0, 2);
      StridedArray m = base(rnd, t, 300, 520);
      sameAsOneThread(t + " (300, 520)[:, ::2] all", m.slice(1, 0, 520, 2));
      sameAsOneThread(
          t + " (300, 520)[::2, ::3] axis 1", m.slice(0, 0, 300, 2).slice(1, 0, 520, 3), 1);
    }
  }

  /** Every op over {@code axes} of {@code a} gives one thread's bits on 2, 3 and 8 threads. */
  private static void sameAsOneThread(String what, StridedArray a, int... axes) {
    for (ReduceOp op : OPS) {
      if (op == ReduceOp.PROD && a.dtype().isFloatingPoint()) {
        continue; // overflows to inf or underflows to 0 at these sizes: nothing to compare
      }
      long[] one = Parallel.withThreads(1, () -> bits(Ops.reduce(op, a, false, axes)));
      for (int threads : THREADS) {
        long[] many = Parallel.withThreads(threads, () -> bits(Ops.reduce(op, a, false, axes)));
        assertArrayEquals(one, many, what + " " + op + " threads=" + threads);
      }
    }
  }

  /** Values of every sign and a wide range of magnitudes, as {@code t}. */
  private static StridedArray base(Random rnd, DType t, int... shape) {
    int n = 1;
    for (int s : shape) {
      n *= s;
    }
    double[] d = new double[n];
    for (int i = 0; i < n; i++) {
      d[i] =
          switch (t) {
            case FLOAT32, FLOAT64 -> rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(9) - 4);
            case BOOL -> rnd.nextInt(50) == 0 ? 0 : 1;
            case UINT8 -> rnd.nextInt(256);
            case INT64 -> rnd.nextLong() >> rnd.nextInt(40);
            default -> rnd.nextInt() >> rnd.nextInt(20);
          };
    }
    return StridedArray.wrap(d, shape).astype(t);
  }

  /** The bits of every element of a result, every NaN as one value. */
  private static long[] bits(StridedArray r) {
    Object s = r.copy().storage();
    int n = java.lang.reflect.Array.getLength(s);
    long[] b = new long[n];
    for (int i = 0; i < n; i++) {
      if (s instanceof float[] f) {
        b[i] = Float.floatToIntBits(f[i]);
      } else if (s instanceof double[] f) {
        b[i] = Double.doubleToLongBits(f[i]);
      } else if (s instanceof boolean[] f) {
        b[i] = f[i] ? 1 : 0;
      } else {
        b[i] = ((Number) java.lang.reflect.Array.get(s, i)).longValue();
      }
    }
    return b;
  }
}
