package io.ndgen.runtime.parallel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * min/max/argmin/argmax large enough to be split across threads (pieces of {@link Parallel#GRAIN}
 * elements, or whole rows side by side) give the bits of the one-thread walk on 2, 3 and 8 threads,
 * and the same as the kernels' scalar loops (a stride-2 copy of the data: the Vector API leaves
 * take only unit strides): whole arrays, stepped and reversed runs, rows along the last axis, with
 * NaNs of different payloads, repeated extremes and zeros of both signs placed in different pieces.
 */
class ParallelExtremeTest {
  private static final int N = 7 * Parallel.GRAIN + 1234; // eight pieces, the last one short

  /** Raw bits of every element of a result (INT64 indices as they are). */
  private static long[] bits(StridedArray r) {
    Object s = r.copy().storage();
    if (s instanceof long[] l) {
      return l;
    }
    if (s instanceof float[] f) {
      long[] b = new long[f.length];
      for (int i = 0; i < f.length; i++) {
        b[i] = Float.floatToRawIntBits(f[i]);
      }
      return b;
    }
    if (s instanceof double[] d) {
      long[] b = new long[d.length];
      for (int i = 0; i < d.length; i++) {
        b[i] = Double.doubleToRawLongBits(d[i]);
      }
      return b;
    }
    long[] b = new long[java.lang.reflect.Array.getLength(s)];
    for (int i = 0; i < b.length; i++) {
      b[i] = ((Number) java.lang.reflect.Array.get(s, i)).longValue(); // int, short, byte
    }
    return b;
  }

  private static final String[] OPS = {"max", "min", "argmax", "argmin"};

  private static StridedArray apply(String op, StridedArray a, boolean rows) {
    int last = a.rank() - 1;
    return switch (op) {
      case "max" -> rows ? a.max(false, last) : a.max();
      case "min" -> rows ? a.min(false, last) : a.min();
      case "argmax" -> rows ? a.argmax(last) : a.argmax();
      default -> rows ? a.argmin(last) : a.argmin();
    };
  }

  /**
   * Every op on {@code a} (whole, or along its last axis) on 2, 3 and 8 threads has the bits of one
   * thread, and of one thread on {@code a} copied to every other element of a larger array.
   */
  private static void sameAsSerial(String what, StridedArray a, boolean rows) {
    StridedArray spread = spreadOut(a);
    for (String op : OPS) {
      Function<StridedArray, long[]> run = x -> bits(apply(op, x, rows));
      long[] one = Parallel.withThreads(1, () -> run.apply(a));
      long[] scalar = Parallel.withThreads(1, () -> run.apply(spread));
      assertArrayEquals(scalar, one, what + " " + op + ": one thread vs scalar loops");
      for (int threads : new int[] {2, 3, 8}) {
        long[] many = Parallel.withThreads(threads, () -> run.apply(a));
        assertArrayEquals(one, many, what + " " + op + " threads=" + threads);
      }
    }
  }

  /** {@code a}'s values at every other element along its last axis (same shape, stride 2). */
  private static StridedArray spreadOut(StridedArray a) {
    int[] shape = a.shape();
    int last = shape.length - 1;
    int[] wide = shape.clone();
    wide[last] *= 2;
    StridedArray w = StridedArray.zeros(a.dtype(), wide);
    StridedArray view = w.slice(last, 0, wide[last], 2);
    a.copyInto(view);
    return view;
  }

  private static double[] gaussian(Random rnd, int n) {
    double[] d = new double[n];
    for (int i = 0; i < n; i++) {
      d[i] = rnd.nextGaussian();
    }
    return d;
  }

  private static StridedArray both(double[] d, DType t, int... shape) {
    return StridedArray.wrap(d.clone(), shape).astype(t);
  }

  @Test
  void wholeArraysWithNaNsTiesAndZerosInDifferentPieces() {
    Random rnd = new Random(41);
    for (DType t : new DType[] {DType.FLOAT64, DType.FLOAT32}) {
      double[] d = gaussian(rnd, N);
      sameAsSerial(t + " random", both(d, t, N), false);

      // the extremes repeated: in pieces 2, 4 and 7 (the first one wins argmax, the last max)
      double[] ties = d.clone();
      for (int p : new int[] {2, 4, 7}) {
        ties[p * Parallel.GRAIN + 17] = 10;
        ties[p * Parallel.GRAIN + 18] = -10;
      }
      StridedArray tied = both(ties, t, N);
      sameAsSerial(t + " repeated extremes", tied, false);
      assertEquals(2 * Parallel.GRAIN + 17, tied.argmax().getLong(), t + " first maximum");
      assertEquals(2 * Parallel.GRAIN + 18, tied.argmin().getLong(), t + " first minimum");

      // zeros of both signs as the extremes, in different pieces: max keeps the last of them
      double[] zeros = new double[N];
      for (int i = 0; i < N; i++) {
        zeros[i] = -1 - Math.abs(d[i]);
      }
      sameAsSerial(t + " all below zero", both(zeros, t, N), false); // max from the first element
      zeros[Parallel.GRAIN + 5] = 0.0;
      zeros[3 * Parallel.GRAIN + 5] = -0.0;
      zeros[5 * Parallel.GRAIN + 5] = 0.0;
      zeros[6 * Parallel.GRAIN + 5] = -0.0;
      sameAsSerial(t + " signed zeros", both(zeros, t, N), false);
      for (int i = 0; i < N; i++) {
        zeros[i] = -zeros[i];
      }
      sameAsSerial(t + " signed zeros, min", both(zeros, t, N), false);
      for (int k : new int[] {1, 3, 5, 6}) {
        zeros[k * Parallel.GRAIN + 5] = 7;
      }
      sameAsSerial(t + " all above zero", both(zeros, t, N), false); // min from the first element

      // NaNs with different payloads in pieces 3 and 6: the first one is the answer
      StridedArray nans = both(d, t, N);
      if (t == DType.FLOAT64) {
        double[] s = (double[]) nans.storage();
        s[3 * Parallel.GRAIN + 99] = Double.longBitsToDouble(0x7ff8_0000_0000_0001L);
        s[6 * Parallel.GRAIN + 1] = Double.longBitsToDouble(0x7ff8_0000_0000_0002L);
      } else {
        float[] s = (float[]) nans.storage();
        s[3 * Parallel.GRAIN + 99] = Float.intBitsToFloat(0x7fc0_0001);
        s[6 * Parallel.GRAIN + 1] = Float.intBitsToFloat(0x7fc0_0002);
      }
      sameAsSerial(t + " NaNs", nans, false);
      assertEquals(3 * Parallel.GRAIN + 99, nans.argmax().getLong(), t + " first NaN");
      assertEquals(3 * Parallel.GRAIN + 99, nans.argmin().getLong(), t + " first NaN, argmin");

      // the first element decides: a NaN there (each output starts from its run's first element)
      StridedArray firstNaN = nans.copy();
      if (t == DType.FLOAT64) {
        ((double[]) firstNaN.storage())[0] = Double.longBitsToDouble(0x7ff8_0000_0000_0003L);
      } else {
        ((float[]) firstNaN.storage())[0] = Float.intBitsToFloat(0x7fc0_0003);
      }
      sameAsSerial(t + " NaN first", firstNaN, false);
      assertEquals(0, firstNaN.argmax().getLong(), t + " NaN first, argmax");

      // stepped and reversed runs of the same data
      sameAsSerial(t + " stride 3", tied.slice(0, 1, N, 3), false);
      sameAsSerial(t + " reversed", nans.slice(0, N - 1, Integer.MIN_VALUE, -1), false);
    }
    StridedArray ints = StridedArray.wrap(gaussian(rnd, N), N).multiply(1000).astype(DType.INT32);
    sameAsSerial("int32", ints, false);
  }

  /**
   * int32 and int64 (the Vector API's integer leaves): the extremes of the dtype repeated in
   * different pieces (the first index wins argmin/argmax), whole arrays and rows of one-pass and
   * blocked lengths, on every thread count as one thread and as the scalar loops.
   */
  @Test
  void integersWithRepeatedExtremesInDifferentPieces() {
    Random rnd = new Random(53);
    for (DType t : new DType[] {DType.INT32, DType.INT64}) {
      StridedArray a =
          StridedArray.wrap(gaussian(rnd, N), N).multiply(1e6).astype(t); // values below 2^31
      long top = t == DType.INT32 ? Integer.MAX_VALUE : Long.MAX_VALUE;
      long bottom = t == DType.INT32 ? Integer.MIN_VALUE : Long.MIN_VALUE;
      for (int p : new int[] {2, 4, 7}) {
        a.setLong(new int[] {p * Parallel.GRAIN + 17}, top);
        a.setLong(new int[] {p * Parallel.GRAIN + 18}, bottom);
      }
      sameAsSerial(t + " repeated extremes", a, false);
      assertEquals(2 * Parallel.GRAIN + 17, a.argmax().getLong(), t + " first maximum");
      assertEquals(2 * Parallel.GRAIN + 18, a.argmin().getLong(), t + " first minimum");
      assertEquals(top, a.max().getLong(), t + " max");
      sameAsSerial(t + " reversed", a.slice(0, N - 1, Integer.MIN_VALUE, -1), false);
      for (int cols : new int[] {2048, 5000, 100}) {
        int rows = (int) (2L * Parallel.GRAIN / cols) + 3;
        StridedArray m = a.slice(0, 0, rows * cols, 1).copy().reshape(rows, cols);
        for (int r = 0; r < rows; r++) {
          int at = rnd.nextInt(cols);
          m.setLong(new int[] {r, at}, top);
          m.setLong(new int[] {r, at + rnd.nextInt(cols - at)}, top);
        }
        sameAsSerial(t + " rows cols=" + cols, m, true);
        sameAsSerial(
            t + " column-major rows cols=" + cols, m.copy(io.ndgen.annotations.Order.F), true);
      }
    }
  }

  /**
   * int8, uint8, int16 and uint16 (the Vector API's narrow leaves, unsigned ones comparing without
   * sign): the dtype's extremes repeated in different pieces, values at and above 2^(bits-1) (the
   * largest unsigned, the smallest signed), whole arrays and rows, on every thread count as one
   * thread and as the scalar loops.
   */
  @Test
  void narrowIntegersWithRepeatedExtremesInDifferentPieces() {
    Random rnd = new Random(59);
    for (DType t : new DType[] {DType.INT8, DType.UINT8, DType.INT16, DType.UINT16}) {
      int bits = 8 * t.itemSize();
      long top = t.isUnsigned() ? (1L << bits) - 1 : (1L << (bits - 1)) - 1;
      long bottom = t.isUnsigned() ? 0 : -(1L << (bits - 1));
      long half = 1L << (bits - 1); // 0x80 / 0x8000: the smallest signed value's bits
      StridedArray g = StridedArray.wrap(gaussian(rnd, N), N).multiply(30);
      StridedArray a =
          (t.isUnsigned() ? g.add(100.0).clip(1.0, 250.0) : g.clip(-120.0, 120.0)).astype(t);
      for (int p : new int[] {2, 4, 7}) {
        a.setLong(new int[] {p * Parallel.GRAIN + 17}, top);
        a.setLong(new int[] {p * Parallel.GRAIN + 18}, bottom);
        a.setLong(new int[] {p * Parallel.GRAIN + 19}, t.isUnsigned() ? half : half - 1);
      }
      sameAsSerial(t + " repeated extremes", a, false);
      assertEquals(2 * Parallel.GRAIN + 17, a.argmax().getLong(), t + " first maximum");
      assertEquals(2 * Parallel.GRAIN + 18, a.argmin().getLong(), t + " first minimum");
      assertEquals(top, a.max().getLong(), t + " max");
      assertEquals(bottom, a.min().getLong(), t + " min");
      sameAsSerial(t + " reversed", a.slice(0, N - 1, Integer.MIN_VALUE, -1), false);
      for (int cols : new int[] {2048, 5000, 100}) {
        int rows = (int) (2L * Parallel.GRAIN / cols) + 3;
        StridedArray m = a.slice(0, 0, rows * cols, 1).copy().reshape(rows, cols);
        for (int r = 0; r < rows; r++) {
          int at = rnd.nextInt(cols);
          m.setLong(new int[] {r, at}, top);
          m.setLong(new int[] {r, at + rnd.nextInt(cols - at)}, top);
        }
        sameAsSerial(t + " rows cols=" + cols, m, true);
        sameAsSerial(
            t + " column-major rows cols=" + cols, m.copy(io.ndgen.annotations.Order.F), true);
      }
    }
  }

  /**
   * Rows short enough for the Vector API's one-pass argmin/argmax (2048 float64 at most), with a
   * NaN, the extreme twice, or zeros of both signs as the largest value, at random places: the
   * planted index, and the serial and scalar answers on every thread count, row-major, column-major
   * and every other column.
   */
  @Test
  void rowsOfOnePassLengthWithNaNsTiesAndZeros() {
    Random rnd = new Random(47);
    for (int cols : new int[] {2048, 2047, 200}) {
      int rows = (int) (2L * Parallel.GRAIN / cols) + 3; // enough to be split
      double[] d = gaussian(rnd, rows * cols);
      int[] first = new int[rows];
      for (int r = 0; r < rows; r++) {
        int at = rnd.nextInt(cols);
        int later = at + rnd.nextInt(cols - at);
        first[r] = at;
        switch (r % 3) {
          case 0 -> {
            d[r * cols + at] = Double.NaN;
            d[r * cols + later] = Double.NaN;
          }
          case 1 -> {
            d[r * cols + at] = 9;
            d[r * cols + later] = 9;
          }
          default -> {
            for (int c = 0; c < cols; c++) {
              d[r * cols + c] = -1 - Math.abs(d[r * cols + c]);
            }
            d[r * cols + at] = -0.0;
            d[r * cols + later] = 0.0;
          }
        }
      }
      for (DType t : new DType[] {DType.FLOAT64, DType.FLOAT32}) {
        StridedArray a = both(d, t, rows, cols);
        StridedArray argmax = a.argmax(1);
        for (int r = 0; r < rows; r++) {
          assertEquals(first[r], argmax.getLong(r), t + " cols=" + cols + " row " + r);
        }
        String what = t + " cols=" + cols;
        sameAsSerial(what + " rows", a, true);
        sameAsSerial(what + " column-major rows", a.copy(io.ndgen.annotations.Order.F), true);
        sameAsSerial(what + " every other column", a.slice(1, 0, cols, 2), true);
      }
    }
  }

  @Test
  void rowsAlongTheLastAxisWithNaNsTiesAndZeros() {
    Random rnd = new Random(43);
    int rows = 37;
    int cols = 4099;
    for (DType t : new DType[] {DType.FLOAT64, DType.FLOAT32}) {
      double[] d = gaussian(rnd, rows * cols);
      for (int r = 0; r < rows; r += 3) {
        d[r * cols + rnd.nextInt(cols)] = Double.NaN;
      }
      for (int r = 1; r < rows; r += 3) {
        d[r * cols + 5] = 9;
        d[r * cols + cols - 5] = 9;
        d[r * cols + 6] = -9;
        d[r * cols + cols - 6] = -9;
      }
      for (int r = 2; r < rows; r += 3) {
        for (int c = 0; c < cols; c++) {
          d[r * cols + c] = -1 - Math.abs(d[r * cols + c]);
        }
        d[r * cols + 100] = -0.0;
        d[r * cols + 3000] = 0.0;
      }
      // each output starts from its row's first element (the parallel rows seed it, the serial
      // walk copies it first): a NaN there; a zero there equal to the row's largest value with a
      // later zero of the other sign (max keeps the later one); rows all below or above zero
      d[3 * cols] = Double.NaN;
      for (int r : new int[] {5, 8, 11}) { // rows of negative values but for these zeros
        d[r * cols + 100] = -1;
        d[r * cols + 3000] = -1;
        if (r != 11) {
          d[r * cols] = r == 5 ? 0.0 : -0.0;
          d[r * cols + 2000] = r == 5 ? -0.0 : 0.0;
        }
      }
      for (int c = 0; c < cols; c++) {
        d[4 * cols + c] = 1 + Math.abs(d[4 * cols + c]);
      }
      StridedArray a = both(d, t, rows, cols);
      assertEquals(0, a.argmax(1).getLong(3), t + " NaN first in row 3");
      assertEquals(
          Double.doubleToRawLongBits(-0.0),
          Double.doubleToRawLongBits(a.max(false, 1).getDouble(5)),
          t + " max of row 5: its later zero");
      assertTrue(a.max(false, 1).getDouble(11) < 0, t + " max of row 11 below zero");
      assertTrue(a.min(false, 1).getDouble(4) > 0, t + " min of row 4 above zero");
      sameAsSerial(t + " rows", a, true);
      sameAsSerial(t + " whole", a, false);
      sameAsSerial(t + " column-major rows", a.copy(io.ndgen.annotations.Order.F), true);
      sameAsSerial(t + " every other column", a.slice(1, 0, cols, 2), true);
    }
  }
}
