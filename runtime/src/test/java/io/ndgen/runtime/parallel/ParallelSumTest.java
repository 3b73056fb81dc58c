package io.ndgen.runtime.parallel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Float sums split across threads give the serial walk's bits on any thread count: whole arrays
 * (the calls' pairwise sums cut along the pairwise tree into leaves summed in parallel, combined up
 * the same tree and added in call order) of lengths around the call and leaf sizes, contiguous,
 * stepped and reversed; and sums along the last axis (rows side by side), short and long rows,
 * stepped rows, rank 3. Values are spread over many magnitudes so that any other grouping would
 * round differently.
 */
class ParallelSumTest {
  private static StridedArray gaussian(Random rnd, int... shape) {
    int n = 1;
    for (int e : shape) {
      n *= e;
    }
    double[] d = new double[n];
    for (int i = 0; i < n; i++) {
      d[i] = rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(60) - 30);
    }
    return StridedArray.wrap(d, shape);
  }

  @Test
  void sameBitsOnAnyThreadCount() {
    Random rnd = new Random(37);
    for (int n :
        new int[] {65_536, 100_003, 8192 * 20 + 1, 3 * Parallel.GRAIN + 77, (1 << 20) + 13}) {
      StridedArray a64 = gaussian(rnd, n);
      StridedArray a32 = a64.astype(DType.FLOAT32);
      for (StridedArray a :
          new StridedArray[] {
            a64,
            a32,
            a64.slice(0, 1, n, 2),
            a32.slice(0, n - 1, Integer.MIN_VALUE, -1),
            a32.slice(0, 3, n, 3)
          }) {
        double one = Parallel.withThreads(1, () -> a.sum()).getDouble();
        for (int threads : new int[] {2, 3, 8}) {
          double many = Parallel.withThreads(threads, () -> a.sum()).getDouble();
          assertEquals(
              Double.doubleToRawLongBits(one),
              Double.doubleToRawLongBits(many),
              a.dtype() + " " + a.layout() + " threads=" + threads);
        }
      }
    }
  }

  @Test
  void rowsSameBitsOnAnyThreadCount() {
    Random rnd = new Random(41);
    StridedArray[] shapes = {
      gaussian(rnd, 64, 2048), gaussian(rnd, 5, 70_001), gaussian(rnd, 3, 4, 9000)
    };
    for (StridedArray a64 : shapes) {
      StridedArray a32 = a64.astype(DType.FLOAT32);
      int last = a64.rank() - 1;
      int n = a64.shape(last);
      for (StridedArray a :
          new StridedArray[] {a64, a32, a64.slice(last, 1, n, 2), a32.slice(last, 0, n - 5, 3)}) {
        double[] one =
            Parallel.withThreads(1, () -> a.sum(false, last))
                .astype(DType.FLOAT64)
                .copy()
                .toDoubleArray();
        for (int threads : new int[] {2, 3, 8}) {
          double[] many =
              Parallel.withThreads(threads, () -> a.sum(false, last))
                  .astype(DType.FLOAT64)
                  .copy()
                  .toDoubleArray();
          assertArrayEquals(one, many, a.dtype() + " " + a.layout() + " threads=" + threads);
        }
      }
    }
  }
}
