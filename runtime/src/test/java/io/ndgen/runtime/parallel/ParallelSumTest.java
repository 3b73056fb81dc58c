package io.ndgen.runtime.parallel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Whole-array float sums split across threads (the calls' pairwise sums in parallel, added in call
 * order) give the serial walk's bits on any thread count: contiguous, stepped and reversed runs of
 * lengths around the call size, values spread over many magnitudes so that any other order would
 * round differently.
 */
class ParallelSumTest {
  @Test
  void sameBitsOnAnyThreadCount() {
    Random rnd = new Random(37);
    for (int n : new int[] {65_536, 100_003, 8192 * 20 + 1, 1 << 20}) {
      double[] d = new double[n];
      for (int i = 0; i < n; i++) {
        d[i] = rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(60) - 30);
      }
      StridedArray a64 = StridedArray.wrap(d, n);
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
}
