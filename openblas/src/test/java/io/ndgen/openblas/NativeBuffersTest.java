package io.ndgen.openblas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.javacpp.FloatPointer;
import org.junit.jupiter.api.Test;

/**
 * The pool hands back the set last given back, never one set to two holders, grows blocks on
 * demand, frees blocks above the cap and sets beyond the bound, and works across threads.
 */
class NativeBuffersTest {
  @Test
  void theSetGivenBackIsTheNextTakenWithItsBlocks() {
    NativeBuffers first = NativeBuffers.take();
    FloatPointer p = first.floats(NativeBuffers.A, 1000);
    p.position(300); // left moved by a copy-out
    NativeBuffers.giveBack(first);

    NativeBuffers again = NativeBuffers.take();
    assertSame(first, again);
    FloatPointer q = again.floats(NativeBuffers.A, 700);
    assertSame(p, q);
    assertEquals(0, q.position());
    assertFalse(q.isNull());
    NativeBuffers.giveBack(again);
  }

  @Test
  void blocksGrowAndTheSmallerOneIsFreed() {
    NativeBuffers b = NativeBuffers.take();
    FloatPointer small = b.floats(NativeBuffers.A, 1); // possibly larger, from an earlier product
    long more = small.capacity() + 1000;
    FloatPointer grown = b.floats(NativeBuffers.A, more);
    assertTrue(grown.capacity() >= more);
    assertTrue(small.isNull()); // a replaced block is freed at once
    assertSame(grown, b.floats(NativeBuffers.A, more));
    assertNotEquals(grown.address(), b.floats(NativeBuffers.B, more).address()); // slots apart
    DoublePointer d = b.doubles(NativeBuffers.A, more);
    assertNotEquals(grown.address(), d.address()); // so are dtypes
    NativeBuffers.giveBack(b);
  }

  @Test
  void setsHeldAtOnceAreDistinct() {
    NativeBuffers one = NativeBuffers.take();
    NativeBuffers two = NativeBuffers.take();
    assertNotSame(one, two);
    assertNotEquals(
        one.floats(NativeBuffers.C, 64).address(), two.floats(NativeBuffers.C, 64).address());
    NativeBuffers.giveBack(two);
    NativeBuffers.giveBack(one);
  }

  /** Threads that hold sets at the same time each write their own block and read it back intact. */
  @Test
  void concurrentTakesGetDistinctBlocks() throws Exception {
    int threads = 4;
    int rounds = 50;
    CyclicBarrier together = new CyclicBarrier(threads);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<List<Long>>> held = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        float mark = t + 1;
        held.add(
            pool.submit(
                () -> {
                  List<Long> addresses = new ArrayList<>();
                  for (int r = 0; r < rounds; r++) {
                    NativeBuffers b = NativeBuffers.take();
                    FloatPointer p = b.floats(NativeBuffers.B, 4096 + r);
                    for (int i = 0; i < 4096; i++) {
                      p.put(i, mark);
                    }
                    together.await(); // every thread holds its set now
                    addresses.add(p.address());
                    for (int i = 0; i < 4096; i++) {
                      assertEquals(mark, p.get(i), "round " + r + ", element " + i);
                    }
                    together.await(); // nobody gives back before all have checked
                    NativeBuffers.giveBack(b);
                  }
                  return addresses;
                }));
      }
      List<List<Long>> addresses = new ArrayList<>();
      for (Future<List<Long>> f : held) {
        addresses.add(f.get());
      }
      for (int r = 0; r < rounds; r++) {
        Set<Long> inRound = new HashSet<>();
        for (List<Long> a : addresses) {
          inRound.add(a.get(r));
        }
        assertEquals(threads, inRound.size(), "round " + r);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void blocksAboveTheCapAreFreedOnGiveBackTheOthersKept() {
    NativeBuffers b = NativeBuffers.take();
    DoublePointer big = b.doubles(NativeBuffers.C, NativeBuffers.KEEP_BYTES / Double.BYTES + 1);
    DoublePointer kept = b.doubles(NativeBuffers.A, NativeBuffers.KEEP_BYTES / Double.BYTES);
    NativeBuffers.giveBack(b);
    assertTrue(big.isNull());
    assertFalse(kept.isNull());
  }

  @Test
  void setsBeyondTheBoundAreFreed() {
    List<NativeBuffers> sets = new ArrayList<>();
    List<FloatPointer> blocks = new ArrayList<>();
    for (int i = 0; i <= NativeBuffers.POOLED; i++) { // empties the pool, then one more
      NativeBuffers b = NativeBuffers.take();
      sets.add(b);
      blocks.add(b.floats(NativeBuffers.A, 10));
    }
    for (NativeBuffers b : sets) {
      NativeBuffers.giveBack(b);
    }
    for (int i = 0; i < NativeBuffers.POOLED; i++) {
      assertFalse(blocks.get(i).isNull(), "set " + i);
    }
    assertTrue(blocks.get(NativeBuffers.POOLED).isNull());
  }

  /** A set given back on one thread is taken on another: no tie to the thread that made it. */
  @Test
  void aSetOutlivesTheThreadThatGaveItBack() throws Exception {
    NativeBuffers[] made = new NativeBuffers[1];
    CompletableFuture.runAsync(
            () -> {
              made[0] = NativeBuffers.take();
              made[0].floats(NativeBuffers.A, 100);
              NativeBuffers.giveBack(made[0]);
            },
            r -> new Thread(r).start())
        .get();
    NativeBuffers b = NativeBuffers.take();
    assertSame(made[0], b);
    NativeBuffers.giveBack(b);
  }
}
