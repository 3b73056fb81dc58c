package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.parallel.Parallel;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The one-read nansum/nanmean/nanmin/nanmax and var/std (internal.FusedReductions) give the bits of
 * NumPy's steps composed through the public ops (a copy with NaN replaced, then the plain
 * reduction; the mean, the deviations, their squares, their sum), on arrays large enough for the
 * parallel paths (long runs cut into leaves, rows side by side, rows in bands or column blocks), in
 * C, Fortran and transposed layouts, over every axis set, on 1, 2, 3 and 8 threads. The NumPy
 * fixtures (BreadthFixtureTest, "fused_" cases) check the same functions against NumPy itself.
 */
class FusedReductionsTest {
  private static final Random RND = new Random(41);

  private static StridedArray withNans(DType t, int... shape) {
    int size = 1;
    for (int n : shape) {
      size *= n;
    }
    double[] d = new double[size];
    for (int i = 0; i < size; i++) {
      d[i] = RND.nextGaussian() * 7 + 2;
    }
    for (int i = RND.nextInt(50); i < size; i += 1 + RND.nextInt(900)) {
      d[i] = Double.NaN;
    }
    if (shape.length == 2) {
      for (int j = 0; j < shape[1]; j++) {
        d[j] = Double.NaN; // an all-NaN first row
      }
      for (int i = 0; i < shape[0]; i++) {
        d[i * shape[1] + 3] = Double.NaN; // an all-NaN column
      }
    }
    return StridedArray.wrap(d, shape).astype(t);
  }

  private static StridedArray composedNansum(StridedArray a, boolean keepDims, int... axes) {
    StridedArray copy = a.astype(a.dtype());
    StridedArray.where(a.isnan(), StridedArray.scalar(a.dtype(), 0.0), a).copyInto(copy);
    return copy.sum(keepDims, axes);
  }

  private static StridedArray composedExtreme(
      StridedArray a, boolean min, boolean keepDims, int... axes) {
    StridedArray nan = a.isnan();
    double loser = min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    StridedArray filled = StridedArray.where(nan, StridedArray.scalar(a.dtype(), loser), a);
    StridedArray e = min ? filled.min(keepDims, axes) : filled.max(keepDims, axes);
    return StridedArray.where(
        nan.all(keepDims, axes), StridedArray.scalar(a.dtype(), Double.NaN), e);
  }

  private static StridedArray composedVar(StridedArray a, int ddof, boolean keepDims, int... axes) {
    long count = Reduced.count(a, axes);
    StridedArray mean = Moments.divide(a.sum(true, axes), count);
    StridedArray deviations = a.subtract(mean);
    StridedArray squares = deviations.multiply(deviations);
    return Moments.divide(squares.sum(keepDims, axes), Math.max(count - ddof, 0));
  }

  private static void sameBits(String what, StridedArray expected, Supplier<StridedArray> op) {
    double[] e = expected.toDoubleArray();
    for (int threads : new int[] {1, 2, 3, 8}) {
      StridedArray r = Parallel.withThreads(threads, op);
      assertArrayEquals(expected.shape(), r.shape(), what);
      assertEquals(expected.dtype(), r.dtype(), what);
      double[] got = r.toDoubleArray();
      for (int i = 0; i < e.length; i++) {
        if (Double.doubleToRawLongBits(e[i]) != Double.doubleToRawLongBits(got[i])) {
          assertEquals(e[i], got[i], what + " threads=" + threads + " at " + i);
        }
      }
    }
  }

  private static List<StridedArray> layouts(StridedArray a) {
    List<StridedArray> out = new ArrayList<>();
    out.add(a);
    out.add(a.copy(Order.F));
    out.add(a.transpose());
    return out;
  }

  private static List<int[]> axisSets(int rank) {
    List<int[]> out = new ArrayList<>();
    out.add(new int[0]);
    for (int k = 0; k < rank; k++) {
      out.add(new int[] {k});
    }
    return out;
  }

  @Test
  void nanReductionsGiveTheComposedBitsOnAnyThreadCount() {
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      for (int[] shape : new int[][] {{300_007}, {70, 3001}, {3001, 70}, {40_000, 5}}) {
        for (StridedArray a : layouts(withNans(t, shape))) {
          for (int[] axes : axisSets(a.rank())) {
            for (boolean keep : new boolean[] {false, true}) {
              String w = t + " " + a.layout() + " axes " + java.util.Arrays.toString(axes);
              sameBits("nansum " + w, composedNansum(a, keep, axes), () -> a.nansum(keep, axes));
              sameBits(
                  "nanmax " + w, composedExtreme(a, false, keep, axes), () -> a.nanmax(keep, axes));
              sameBits(
                  "nanmin " + w, composedExtreme(a, true, keep, axes), () -> a.nanmin(keep, axes));
            }
          }
        }
      }
    }
  }

  @Test
  void varianceGivesTheComposedBitsOnAnyThreadCount() {
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      for (int[] shape : new int[][] {{300_007}, {70, 3001}, {3001, 70}, {40_000, 5}}) {
        int size = 1;
        for (int n : shape) {
          size *= n;
        }
        double[] d = new double[size];
        for (int i = 0; i < size; i++) {
          d[i] = RND.nextGaussian() * 5 + 100;
        }
        for (StridedArray a : layouts(StridedArray.wrap(d, shape).astype(t))) {
          for (int[] axes : axisSets(a.rank())) {
            for (int ddof = 0; ddof < 2; ddof++) {
              int dd = ddof;
              String w = t + " " + a.layout() + " axes " + java.util.Arrays.toString(axes);
              sameBits(
                  "var ddof " + dd + " " + w,
                  composedVar(a, dd, dd == 1, axes),
                  () -> a.var(dd, dd == 1, axes));
            }
          }
        }
      }
    }
  }

  @Test
  void stridedInputsKeepTheComposedSteps() {
    StridedArray a = withNans(DType.FLOAT32, 400, 600).slice(1, 0, 600, 3);
    sameBits("nansum strided", composedNansum(a, false, 1), () -> a.nansum(false, 1));
    sameBits("var strided", composedVar(a, 0, false, 0), () -> a.var(0, false, 0));
    StridedArray r = withNans(DType.FLOAT64, 5000).flip(0);
    sameBits("nanmax reversed", composedExtreme(r, false, false), () -> r.nanmax(false));
  }
}
