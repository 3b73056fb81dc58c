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
 * Reductions that fold rows into one row of outputs ({@code sum(axis=0)} of a C-order array, axis 1
 * of a Fortran-order one, axes (0, 1) of a 3-D one), large enough to be split across threads: by
 * column blocks for sum and prod, by bands of rows for max and min. Each output's fold down its
 * column must stay NumPy's sequential one on every thread count: NumPy's results ({@code
 * reduce_rows.txt}, from {@code scripts/fixtures/kernel_fixtures.py}; a fold in two bands of rows
 * differs from them in about 1500 of 2050 columns) on 1, 2, 3 and 8 threads, and the one-thread
 * walk's bits for every dtype and op, with NaNs of different payloads, repeated extremes and zeros
 * of both signs in different bands and blocks.
 */
class OuterAxisReductionTest {
  private static final int[] THREADS = {1, 2, 3, 8};

  @TestFactory
  Stream<DynamicTest> numpyFoldOrderOnAnyThreadCount() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Fixtures.Case c : Fixtures.load("reduce_rows.txt")) {
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
    ReduceOp.SUM,
    ReduceOp.PROD,
    ReduceOp.MAX,
    ReduceOp.MIN,
    ReduceOp.ANY,
    ReduceOp.ALL,
    ReduceOp.MEAN
  };

  private static final DType[] DTYPES = {
    DType.FLOAT32, DType.FLOAT64, DType.FLOAT16, DType.INT32, DType.INT8, DType.UINT8, DType.BOOL
  };

  @Test
  void sameBitsOnEveryThreadCount() {
    Random rnd = new Random(13);
    for (DType t : DTYPES) {
      sameAsOneThread(t + " (40, 2100) axis 0", base(rnd, t, 40, 2100), 0);
      sameAsOneThread(t + " (2100, 40).T axis 1", base(rnd, t, 2100, 40).transpose(), 1);
      sameAsOneThread(
          t + " (40, 4200)[:, ::2] axis 0", base(rnd, t, 40, 4200).slice(1, 0, 4200, 2), 0);
      sameAsOneThread(t + " (3, 13, 2100) axes 0, 1", base(rnd, t, 3, 13, 2100), 0, 1);
      sameAsOneThread(t + " (300, 330) axis 0", base(rnd, t, 300, 330), 0); // narrow: bands only
      // rows not a multiple of the eight the column blocks fold per pass, an offset and a gap
      sameAsOneThread(
          t + " (45, 2300)[:, 100:2200] axis 0", base(rnd, t, 45, 2300).slice(1, 100, 2200, 1), 0);
    }
  }

  @Test
  void nansTiesAndSignedZerosInDifferentBandsAndBlocks() {
    int rows = 40;
    int cols = 3100; // three blocks of 1034 on three threads, two of 1550 on two
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      double[] d = new double[rows * cols];
      for (int i = 0; i < d.length; i++) {
        d[i] = -1 - (i % 7);
      }
      for (int r : new int[] {3, 21, 35}) { // a zero of each sign in several bands
        d[r * cols + 5] = r == 21 ? -0.0 : 0.0;
        d[r * cols + 2000] = r == 3 ? -0.0 : 0.0;
        d[r * cols + 2001] = 7; // a repeated maximum
      }
      StridedArray a = StridedArray.wrap(d, rows, cols).astype(t);
      // NaNs of different payloads in different bands: the first one met must be kept
      for (int k = 0; k < 3; k++) {
        int r = 5 + 12 * k; // and r + 10: in one band or two, by the thread count
        int c = 100 + 1400 * k;
        setNaN(a, r, c, 1 + k);
        setNaN(a, r + 10, c, 4 + k);
        setNaN(a, r, c + 1, 7 + k);
      }
      sameAsOneThread(t + " NaNs, ties, zeros", a, 0);
    }
  }

  /**
   * Each output of a reduction over axis 0 is its column folded in row order, whichever path
   * (column blocks, bands, several rows per pass) runs it: against that fold written out here, bit
   * for bit (NaN payloads kept by max/min/nanmax/nanmin; sums and products compare NaN as one
   * value), with NaNs of several payloads (in the first row too), infinities and zeros of both
   * signs.
   */
  @Test
  void axisZeroIsEachColumnFoldedInRowOrder() {
    Random rnd = new Random(17);
    int rows = 45; // not a multiple of the eight rows a pass folds
    int cols = 2100;
    double[] d = new double[rows * cols];
    for (int i = 0; i < d.length; i++) {
      d[i] =
          switch (rnd.nextInt(40)) {
            case 0 -> Double.longBitsToDouble(0x7ff8000000000000L | rnd.nextInt(1 << 20));
            case 1 -> rnd.nextBoolean() ? 0.0 : -0.0;
            case 2 -> rnd.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            default -> 1 + rnd.nextGaussian() * 0.01; // products stay finite
          };
    }
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      StridedArray a = StridedArray.wrap(d, rows, cols).astype(t);
      if (t == DType.FLOAT32) {
        float[] f = (float[]) a.storage();
        for (int i = 0; i < f.length; i++) { // keep the payloads (astype may quiet them alike)
          if (Double.isNaN(d[i])) {
            f[i] =
                Float.intBitsToFloat(
                    0x7fc00000 | (int) (Double.doubleToRawLongBits(d[i]) & 0xfffff));
          }
        }
      }
      double[] x = a.toDoubleArray();
      for (String op : new String[] {"sum", "prod", "max", "min", "nanmax", "nanmin"}) {
        long[] expected = new long[cols];
        for (int c = 0; c < cols; c++) {
          Object acc = t == DType.FLOAT32 ? (Object) ((float[]) a.storage())[c] : x[c];
          if (op.equals("sum") || op.equals("prod")) {
            acc =
                t == DType.FLOAT32
                    ? (Object) (op.equals("sum") ? 0f : 1f)
                    : (op.equals("sum") ? 0d : 1d);
          }
          for (int r = op.equals("sum") || op.equals("prod") ? 0 : 1; r < rows; r++) {
            acc =
                t == DType.FLOAT32
                    ? (Object) fold32(op, (Float) acc, ((float[]) a.storage())[r * cols + c])
                    : (Object) fold64(op, (Double) acc, x[r * cols + c]);
          }
          expected[c] =
              bitsOf(acc, op.startsWith("max") || op.startsWith("min") || op.startsWith("nan"));
        }
        for (int threads : THREADS) {
          StridedArray got =
              Parallel.withThreads(
                  threads,
                  () ->
                      switch (op) {
                        case "sum" -> a.sum(false, 0);
                        case "prod" -> a.prod(false, 0);
                        case "max" -> a.max(false, 0);
                        case "min" -> a.min(false, 0);
                        case "nanmax" -> a.nanmax(false, 0);
                        default -> a.nanmin(false, 0);
                      });
          boolean raw = !op.equals("sum") && !op.equals("prod");
          assertArrayEquals(expected, bits(got, raw), t + " " + op + " threads=" + threads);
        }
      }
    }
  }

  private static float fold32(String op, float acc, float x) {
    return switch (op) {
      case "sum" -> acc + x;
      case "prod" -> acc * x;
      case "max" -> acc > x || acc != acc ? acc : x;
      case "min" -> acc < x || acc != acc ? acc : x;
      case "nanmax" -> x != x || acc > x ? acc : x;
      default -> x != x || acc < x ? acc : x;
    };
  }

  private static double fold64(String op, double acc, double x) {
    return switch (op) {
      case "sum" -> acc + x;
      case "prod" -> acc * x;
      case "max" -> acc > x || acc != acc ? acc : x;
      case "min" -> acc < x || acc != acc ? acc : x;
      case "nanmax" -> x != x || acc > x ? acc : x;
      default -> x != x || acc < x ? acc : x;
    };
  }

  private static long bitsOf(Object v, boolean raw) {
    if (v instanceof Float f) {
      return raw ? Float.floatToRawIntBits(f) : Float.floatToIntBits(f);
    }
    double g = (Double) v;
    return raw ? Double.doubleToRawLongBits(g) : Double.doubleToLongBits(g);
  }

  private static void setNaN(StridedArray a, int r, int c, int payload) {
    int i = r * a.shape(1) + c; // a fresh C-order array
    if (a.dtype() == DType.FLOAT32) {
      ((float[]) a.storage())[i] = Float.intBitsToFloat(0x7fc00000 | payload);
    } else {
      ((double[]) a.storage())[i] = Double.longBitsToDouble(0x7ff8000000000000L | payload);
    }
  }

  /**
   * Every op over {@code axes} of {@code a} gives one thread's bits on 2, 3 and 8 threads: raw for
   * max and min, which pick an element (the first NaN met keeps its payload); for the ops that
   * compute, NaN as one value (the JIT may swap the operands of an add, and x86 keeps the first
   * operand's payload, so NaN payloads of a sum differ from one compile to the next).
   */
  private static void sameAsOneThread(String what, StridedArray a, int... axes) {
    for (ReduceOp op : OPS) {
      boolean raw = op == ReduceOp.MAX || op == ReduceOp.MIN;
      long[] one = Parallel.withThreads(1, () -> bits(Ops.reduce(op, a, false, axes), raw));
      for (int threads : THREADS) {
        long[] many =
            Parallel.withThreads(threads, () -> bits(Ops.reduce(op, a, false, axes), raw));
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
      double g = rnd.nextGaussian();
      d[i] =
          switch (t) {
            case FLOAT32, FLOAT64, FLOAT16 -> g * Math.scalb(1.0, rnd.nextInt(9) - 4);
            case BOOL -> rnd.nextInt(50) == 0 ? 0 : 1; // rare zeros: all() and prod see them
            case UINT8 -> rnd.nextInt(256);
            default -> rnd.nextInt(255) - 127;
          };
    }
    return StridedArray.wrap(d, shape).astype(t);
  }

  /** The bits of every element of a result; unless {@code raw}, every NaN as one value. */
  private static long[] bits(StridedArray r, boolean raw) {
    Object s = r.copy().storage();
    int n = java.lang.reflect.Array.getLength(s);
    long[] b = new long[n];
    for (int i = 0; i < n; i++) {
      if (s instanceof float[] f) {
        b[i] = raw ? Float.floatToRawIntBits(f[i]) : Float.floatToIntBits(f[i]);
      } else if (s instanceof double[] f) {
        b[i] = raw ? Double.doubleToRawLongBits(f[i]) : Double.doubleToLongBits(f[i]);
      } else if (s instanceof boolean[] f) {
        b[i] = f[i] ? 1 : 0;
      } else {
        b[i] = ((Number) java.lang.reflect.Array.get(s, i)).longValue(); // short, int, long, byte
      }
    }
    return b;
  }
}
