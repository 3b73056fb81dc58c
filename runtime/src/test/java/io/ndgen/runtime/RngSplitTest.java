package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.parallel.Parallel;
import org.junit.jupiter.api.Test;

/**
 * {@code random} draws long enough to be filled on several cores, and {@code standardNormal} draws
 * taken in blocks, equal the one-at-a-time sequential draws bit for bit, on any thread count, and
 * leave the stream where the sequential draws leave it; and {@link Pcg64#advance} equals stepping
 * one draw at a time.
 */
class RngSplitTest {
  private static final int GRAIN = Parallel.GRAIN;

  @Test
  void largeRandomEqualsTheSequentialDrawsAndTheNextDrawsFollowOn() {
    for (int n : new int[] {GRAIN - 1, GRAIN, GRAIN + 1, 5 * GRAIN + 3, 300_007}) {
      for (int threads : new int[] {1, 2, 3, 8}) {
        String what = "n=" + n + ", threads=" + threads;
        Pcg64 reference = Pcg64.seeded(n);
        Rng rng = Rng.defaultRng(n);
        double[] drawn =
            (double[]) Parallel.withThreads(threads, () -> rng.random(DType.FLOAT64, n)).storage();
        assertEquals(n, drawn.length, what);
        for (int i = 0; i < n; i++) {
          double expected = reference.nextDouble();
          if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(drawn[i])) {
            assertEquals(expected, drawn[i], what + " at " + i);
          }
        }
        double[] next = (double[]) rng.random(DType.FLOAT64, 2).storage();
        assertEquals(reference.nextDouble(), next[0], what + ": the next draw");
        assertEquals(reference.nextDouble(), next[1], what + ": the one after");
        float[] half = (float[]) rng.random(DType.FLOAT32, 1).storage();
        assertEquals(reference.nextFloat(), half[0], what + ": a float32 draw after");
      }
    }
  }

  @Test
  void largeFloat32RandomEqualsTheSequentialDrawsWithOrWithoutASpareHalf() {
    for (int n : new int[] {GRAIN - 1, GRAIN, 2 * GRAIN + 1, 5 * GRAIN + 2, 300_007}) {
      for (boolean spare : new boolean[] {false, true}) {
        for (int threads : new int[] {1, 2, 3, 8}) {
          String what = "n=" + n + ", spare=" + spare + ", threads=" + threads;
          Pcg64 reference = Pcg64.seeded(n);
          Rng rng = Rng.defaultRng(n);
          if (spare) { // one float32 draw leaves the high half of a 64-bit draw pending
            assertEquals(
                reference.nextFloat(), ((float[]) rng.random(DType.FLOAT32, 1).storage())[0]);
          }
          float[] drawn =
              (float[]) Parallel.withThreads(threads, () -> rng.random(DType.FLOAT32, n)).storage();
          assertEquals(n, drawn.length, what);
          for (int i = 0; i < n; i++) {
            float expected = reference.nextFloat();
            if (Float.floatToRawIntBits(expected) != Float.floatToRawIntBits(drawn[i])) {
              assertEquals(expected, drawn[i], what + " at " + i);
            }
          }
          float[] next = (float[]) rng.random(DType.FLOAT32, 1).storage();
          assertEquals(reference.nextFloat(), next[0], what + ": the next float32 draw");
          double[] after = (double[]) rng.random(DType.FLOAT64, 1).storage();
          assertEquals(reference.nextDouble(), after[0], what + ": a float64 draw after");
        }
      }
    }
  }

  @Test
  void standardNormalInBulkEqualsOneDrawAtATimeAndTheNextDrawsFollowOn() {
    int block = Pcg64.BLOCK; // float32's blocks
    int split = Pcg64.SPLIT_DRAWS;
    int wide = 4 * GRAIN; // float64's: the first drawn on several cores, the next ahead
    int[] sizes = {1, 7, block - 1, block, 3 * block + 5, split - 1, split, wide + 3, 2 * wide + 3};
    for (int n : sizes) {
      for (int threads : new int[] {1, 2, 3}) {
        String what = "n=" + n + ", threads=" + threads;
        Rng bulk = Rng.defaultRng(n + 17L);
        Rng single = Rng.defaultRng(n + 17L);
        double[] drawn =
            (double[])
                Parallel.withThreads(threads, () -> bulk.standardNormal(DType.FLOAT64, n))
                    .storage();
        float[] drawnF =
            (float[])
                Parallel.withThreads(threads, () -> bulk.standardNormal(DType.FLOAT32, n))
                    .storage();
        for (int i = 0; i < n; i++) {
          double expected = oneNormal(single);
          if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(drawn[i])) {
            assertEquals(expected, drawn[i], what + " at " + i);
          }
        }
        for (int i = 0; i < n; i++) {
          float expected = ((float[]) single.standardNormal(DType.FLOAT32).storage())[0];
          if (Float.floatToRawIntBits(expected) != Float.floatToRawIntBits(drawnF[i])) {
            assertEquals(expected, drawnF[i], what + ": float32 at " + i);
          }
        }
        assertEquals(oneNormal(single), oneNormal(bulk), what + ": the next draw");
        assertEquals(
            ((double[]) single.random(DType.FLOAT64, 1).storage())[0],
            ((double[]) bulk.random(DType.FLOAT64, 1).storage())[0],
            what + ": a uniform draw after");
      }
    }
  }

  /** One standard normal draw: a rank-0 array, so one draw at a time. */
  private static double oneNormal(Rng rng) {
    return ((double[]) rng.standardNormal(DType.FLOAT64).storage())[0];
  }

  @Test
  void advanceEqualsSteppingOneDrawAtATime() {
    for (long delta : new long[] {0, 1, 2, 3, 63, 64, 1000, 32_769}) {
      Pcg64 stepped = Pcg64.seeded(5);
      for (long k = 0; k < delta; k++) {
        stepped.next64();
      }
      Pcg64 jumped = Pcg64.seeded(5);
      jumped.advance(0, delta);
      for (int k = 0; k < 3; k++) {
        assertEquals(stepped.next64(), jumped.next64(), "delta " + delta + ", draw " + k);
      }
    }
  }

  @Test
  void advancesComposeAcrossTheWordBoundaryAndThePeriodCloses() {
    Pcg64 twice = Pcg64.seeded(9);
    twice.advance(0, -1L); // 2^64 - 1
    twice.advance(0, 2); // then 2: 2^64 + 1 in all, a carry into the high word
    Pcg64 once = Pcg64.seeded(9);
    once.advance(1, 1);
    assertEquals(once.next64(), twice.next64(), "2^64 - 1 then 2 against 2^64 + 1");
    Pcg64 start = Pcg64.seeded(9);
    Pcg64 around = Pcg64.seeded(9);
    around.advance(-1L, -1L); // 2^128 - 1 steps, then one more: the full period
    around.next64();
    assertEquals(start.next64(), around.next64(), "after the full period of 2^128");
  }
}
