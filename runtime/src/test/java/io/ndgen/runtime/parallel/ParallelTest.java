package io.ndgen.runtime.parallel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

class ParallelTest {
  /** n, grain -> pieces. */
  @Test
  void piecesTable() {
    int[][] rows = {{0, 5, 0}, {1, 5, 1}, {5, 5, 1}, {6, 5, 2}, {10, 5, 2}, {11, 5, 3}, {7, 1, 7}};
    for (int[] r : rows) {
      assertEquals(r[2], Parallel.pieces(r[0], r[1]), r[0] + ", " + r[1]);
    }
    assertEquals(2, Parallel.pieces(Integer.MAX_VALUE, 1 << 30));
  }

  @Test
  void badArgumentsAreRejectedWithTheirValues() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Parallel.pieces(-1, 4));
    assertEquals("a loop needs n >= 0 and grain >= 1, got n=-1, grain=4", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Parallel.pieces(4, 0));
    assertThrows(IllegalArgumentException.class, () -> Parallel.withThreads(0, () -> 1));
  }

  /** Every piece is visited exactly once, with the same bounds for any thread count. */
  @Test
  void piecesDependOnlyOnSizeAndGrain() {
    for (int threads : new int[] {1, 2, 3, 8}) {
      for (int n : new int[] {0, 1, 31, 32, 33, 1000}) {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        Parallel.withThreads(
            threads,
            () -> {
              Parallel.forEachPiece(n, 8, (from, to) -> seen.add(from + ":" + to));
              return null;
            });
        Collections.sort(
            seen, (a, b) -> Integer.parseInt(a.split(":")[0]) - Integer.parseInt(b.split(":")[0]));
        List<String> expected = new ArrayList<>();
        for (int from = 0; from < n; from += 8) {
          expected.add(from + ":" + Math.min(n, from + 8));
        }
        assertEquals(expected, seen, "threads=" + threads + ", n=" + n);
      }
    }
  }

  /** A reduction with one partial per piece, combined in piece order, gives the same bits. */
  @Test
  void pieceOrderedReductionIsThreadCountIndependent() {
    float[] v = new float[100_000];
    for (int i = 0; i < v.length; i++) {
      v[i] = (float) Math.sin(i) * 1e3f;
    }
    float one = Parallel.withThreads(1, () -> sum(v));
    for (int threads = 2; threads <= 4; threads++) {
      assertEquals(
          Float.floatToIntBits(one),
          Float.floatToIntBits(Parallel.withThreads(threads, () -> sum(v))));
    }
  }

  private static float sum(float[] v) {
    int grain = 1000;
    float[] partial = new float[Parallel.pieces(v.length, grain)];
    Parallel.forEachPiece(
        v.length,
        grain,
        (from, to) -> {
          float s = 0;
          for (int i = from; i < to; i++) {
            s += v[i];
          }
          partial[from / grain] = s;
        });
    float s = 0;
    for (float p : partial) {
      s += p;
    }
    return s;
  }

  @Test
  void usesMoreThanOneThreadWhenAllowed() {
    if (Runtime.getRuntime().availableProcessors() < 2
        || ForkJoinPool.getCommonPoolParallelism() < 1) {
      return; // nothing to observe on one core
    }
    Set<Thread> threads = ConcurrentHashMap.newKeySet();
    Parallel.withThreads(
        2,
        () -> {
          Parallel.forEachPiece(
              64,
              1,
              (from, to) -> {
                threads.add(Thread.currentThread());
                sleep(5);
              });
          return null;
        });
    assertEquals(2, threads.size());
  }

  /**
   * Inside a fork/join worker (of any pool: a parallel stream's, a user's) the pieces run in order
   * on the calling thread, so nested parallelism never oversubscribes the cores.
   */
  @Test
  void callsFromForkJoinWorkersRunOnTheCallingThread() throws Exception {
    ForkJoinPool pool = new ForkJoinPool(2);
    try {
      List<String> trace =
          pool.submit(
                  () ->
                      Parallel.withThreads(
                          4,
                          () -> {
                            Thread caller = Thread.currentThread();
                            List<String> t = new ArrayList<>();
                            Parallel.forEachPiece(
                                4,
                                1,
                                (from, to) ->
                                    t.add(from + (Thread.currentThread() == caller ? "" : "!")));
                            return t;
                          }))
              .get();
      assertEquals(List.of("0", "1", "2", "3"), trace);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * A thread whose run is done takes what is left of another's: while the worker that owns pieces
   * 8-15 is held in piece 8, the caller, done with 0-7, runs 9-15 (with contiguous runs per thread
   * the worker ran them after piece 8, and the caller waited idle).
   */
  @Test
  void aThreadDoneWithItsRunTakesTheRestOfASlowOne() {
    Thread caller = Thread.currentThread();
    Thread[] ranBy = new Thread[16];
    Parallel.withThreads(
        2,
        () -> {
          Parallel.forEachPiece(
              16,
              1,
              (from, to) -> {
                ranBy[from] = Thread.currentThread();
                sleep(from < 8 ? 2 : from == 8 ? 300 : 0);
              });
          return null;
        });
    for (int p = 0; p < 16; p++) {
      if (p != 8) {
        assertSame(caller, ranBy[p], "piece " + p);
      }
    }
  }

  /** The lowest failing piece's exception reaches the caller as the same instance. */
  @Test
  void failureOfTheLowestPieceIsRethrownUnwrapped() {
    for (int threads : new int[] {1, 2, 4}) {
      RuntimeException[] thrown = new RuntimeException[16];
      for (int p = 0; p < 16; p++) {
        thrown[p] = new ArithmeticException("piece " + p);
      }
      RuntimeException e =
          assertThrows(
              ArithmeticException.class,
              () ->
                  Parallel.withThreads(
                      threads,
                      () -> {
                        Parallel.forEachPiece(
                            16,
                            1,
                            (from, to) -> {
                              if (from >= 5) {
                                throw thrown[from];
                              }
                            });
                        return null;
                      }));
      assertSame(thrown[5], e, "threads=" + threads);
    }
  }

  @Test
  void threadsPropertyParsing() {
    assertEquals(4, Parallel.configuredThreads(null, 4));
    assertEquals(1, Parallel.configuredThreads("1", 4));
    assertEquals(16, Parallel.configuredThreads(" 16 ", 4));
    assertEquals(4, Parallel.configuredThreads("0", 4));
    assertEquals(4, Parallel.configuredThreads("-2", 4));
    assertEquals(4, Parallel.configuredThreads("many", 4));
  }

  @Test
  void withThreadsRestoresTheCap() {
    int before = Parallel.threads();
    assertEquals(3, (int) Parallel.withThreads(3, Parallel::threads));
    assertEquals(before, Parallel.threads());
    int[] nested =
        Parallel.withThreads(
            2, () -> new int[] {Parallel.withThreads(5, Parallel::threads), Parallel.threads()});
    assertArrayEquals(new int[] {5, 2}, nested);
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
