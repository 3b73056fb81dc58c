package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Integer cumsum and cumprod of lanes long enough to be split across cores ({@link SplitScan})
 * equal the sequential running value element by element — checked against a plain wrapping loop
 * over the input's elements and against the one-thread scan — for every integer width, bool, views
 * with strides, reversed views, several long lanes, lengths around the split threshold and the
 * piece size, and a result whose allocation is slow (every total published before the scan) or
 * fails (the other threads must not wait for it forever).
 */
class SplitScanTest {
  private static final int MIN = SplitScan.MIN_LENGTH;
  private static final int GRAIN = Parallel.GRAIN;

  /** Random int64 values over the whole range (so sums and products wrap), as {@code dtype}. */
  private static StridedArray random(DType dtype, long seed, int... shape) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int size = 1;
    for (int n : shape) {
      size *= n;
    }
    long[] v = new long[size];
    for (int i = 0; i < size; i++) {
      v[i] =
          dtype == DType.BOOL ? rnd.nextInt(2) : rnd.nextLong() | 1; // odd: products stay nonzero
    }
    return StridedArray.wrap(v, shape).astype(dtype);
  }

  /** The sequential running sum or product of a 1-D integer array, wrapping. */
  private static long[] sequential(StridedArray a, boolean sum) {
    int n = a.shape()[0];
    long[] r = new long[n];
    long acc = sum ? 0 : 1;
    for (int j = 0; j < n; j++) {
      long x = a.getLong(j);
      acc = sum ? acc + x : acc * x;
      r[j] = acc;
    }
    return r;
  }

  private static void assertScans(String what, StridedArray a) {
    for (boolean sum : new boolean[] {true, false}) {
      Supplier<StridedArray> op = sum ? () -> a.cumsum(0) : () -> a.cumprod(0);
      long[] expected = sequential(a, sum);
      StridedArray one = Parallel.withThreads(1, op);
      for (int threads : new int[] {2, 3, 8}) {
        StridedArray many = Parallel.withThreads(threads, op);
        String where = what + (sum ? " cumsum" : " cumprod") + ", threads=" + threads;
        assertEquals(expected.length, many.shape()[0], where);
        for (int j = 0; j < expected.length; j++) {
          if (many.getLong(j) != expected[j] || one.getLong(j) != expected[j]) {
            assertEquals(expected[j], one.getLong(j), where + " (one thread) at " + j);
            assertEquals(expected[j], many.getLong(j), where + " at " + j);
          }
        }
      }
    }
  }

  @Test
  void everyIntegerDtypeAndBoolEqualsTheSequentialScan() {
    DType[] dtypes = {
      DType.BOOL,
      DType.INT8,
      DType.UINT8,
      DType.INT16,
      DType.UINT16,
      DType.INT32,
      DType.UINT32,
      DType.INT64,
      DType.UINT64
    };
    for (DType t : dtypes) {
      assertScans(t.toString(), random(t, t.ordinal(), 3 * GRAIN + 4 * MIN + 17));
    }
  }

  @Test
  void lengthsAroundTheThresholdAndThePieceSize() {
    for (int n : new int[] {MIN - 1, MIN, MIN + 1, 2 * MIN - 1, 5 * GRAIN, 5 * GRAIN + 1}) {
      assertScans("int64 n=" + n, random(DType.INT64, n, n));
    }
  }

  @Test
  void stridedAndReversedViews() {
    StridedArray a = random(DType.INT32, 7, 3 * MIN + 5);
    assertScans("every third", a.slice(0, 1, 3 * MIN + 5, 3));
    assertScans("reversed", a.flip(0));
    assertScans("reversed, every second", a.slice(0, 3 * MIN + 4, 0, -2));
  }

  @Test
  void severalLongLanesAlongTheLastAxis() {
    StridedArray a = random(DType.INT64, 11, 3, MIN + 3);
    for (int threads : new int[] {1, 2}) {
      StridedArray r = Parallel.withThreads(threads, () -> a.cumsum(1));
      for (int row = 0; row < 3; row++) {
        long[] expected = sequential(a.slice(0, row, row + 1).reshape(MIN + 3), true);
        for (int j = 0; j < expected.length; j++) {
          if (r.getLong(row, j) != expected[j]) {
            assertEquals(expected[j], r.getLong(row, j), "row " + row + ", threads=" + threads);
          }
        }
      }
    }
  }

  /** An allocation that sleeps first, so the other threads total every piece before the scan. */
  @Test
  void aSlowAllocationLetsTheOtherThreadsTotalEveryPiece() {
    StridedArray a = random(DType.INT64, 13, 7 * GRAIN + 5);
    long[] in = (long[]) a.storage();
    for (ReduceOp op : new ReduceOp[] {ReduceOp.SUM, ReduceOp.PROD}) {
      long[] expected = sequential(a, op == ReduceOp.SUM);
      for (int threads : new int[] {2, 3, 8}) {
        Object out =
            Parallel.withThreads(
                threads,
                () ->
                    SplitScan.of(op, DType.INT64, in.length)
                        .runAllocating(
                            in,
                            0,
                            1,
                            () -> {
                              sleep(20);
                              return new long[in.length];
                            },
                            0,
                            1,
                            in.length));
        long[] r = (long[]) out;
        for (int j = 0; j < expected.length; j++) {
          if (r[j] != expected[j]) {
            assertEquals(expected[j], r[j], op + ", threads=" + threads + " at " + j);
          }
        }
      }
    }
  }

  @Test
  void aFailedAllocationIsRethrownAndNobodyWaitsForIt() {
    long[] in = new long[5 * GRAIN];
    IllegalStateException failure = new IllegalStateException("no memory today");
    for (int threads : new int[] {2, 8}) {
      IllegalStateException thrown =
          assertTimeoutPreemptively(
              Duration.ofSeconds(20),
              () ->
                  assertThrows(
                      IllegalStateException.class,
                      () ->
                          Parallel.withThreads(
                              threads,
                              () ->
                                  SplitScan.of(ReduceOp.SUM, DType.INT64, in.length)
                                      .runAllocating(
                                          in,
                                          0,
                                          1,
                                          () -> {
                                            sleep(5);
                                            throw failure;
                                          },
                                          0,
                                          1,
                                          in.length))),
              "threads=" + threads);
      assertSame(failure, thrown, "threads=" + threads);
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Test
  void floatsAndShortLanesAreNeverSplit() {
    Parallel.withThreads(
        2,
        () -> {
          assertNull(SplitScan.of(ReduceOp.SUM, DType.FLOAT64, 10 * MIN));
          assertNull(SplitScan.of(ReduceOp.PROD, DType.FLOAT16, 10 * MIN));
          assertNull(SplitScan.of(ReduceOp.SUM, DType.INT64, MIN - 1));
          assertNotNull(SplitScan.of(ReduceOp.SUM, DType.INT64, MIN));
          return null;
        });
    assertNull(
        Parallel.withThreads(1, () -> SplitScan.of(ReduceOp.SUM, DType.INT64, 10 * MIN)),
        "one thread");
  }
}
