package io.ndgen.openblas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.javacpp.FloatPointer;
import org.junit.jupiter.api.Test;

/** A thread's operand blocks are reused, grown on demand, kept per thread, and capped in size. */
class NativeBuffersTest {
  @Test
  void aThreadGetsTheSameBlockBackUntilItMustGrow() throws Exception {
    onFreshThread(NativeBuffersTest::reusedUntilItMustGrow);
  }

  private static void reusedUntilItMustGrow() {
    NativeBuffers here = NativeBuffers.here();
    FloatPointer first = here.floats(NativeBuffers.A, 1000);
    first.position(300); // left moved by a copy-out
    FloatPointer again = here.floats(NativeBuffers.A, 700);
    assertSame(first, again);
    assertEquals(0, again.position());
    here.release(again);
    assertEquals(first.address(), here.floats(NativeBuffers.A, 1000).address()); // not freed

    FloatPointer grown = here.floats(NativeBuffers.A, 5000);
    assertTrue(grown.capacity() >= 5000);
    assertTrue(first.isNull()); // the smaller block was freed when it was replaced
    assertNotEquals(grown, here.floats(NativeBuffers.B, 5000)); // slots are apart
    DoublePointer d = here.doubles(NativeBuffers.A, 5000);
    assertNotEquals(grown.address(), d.address()); // so are dtypes
  }

  @Test
  void blocksAboveTheCapAreTheCallersAndFreedOnRelease() throws Exception {
    onFreshThread(NativeBuffersTest::aboveTheCap);
  }

  private static void aboveTheCap() {
    NativeBuffers here = NativeBuffers.here();
    long big = NativeBuffers.KEEP_BYTES / Double.BYTES + 1;
    DoublePointer p = here.doubles(NativeBuffers.C, big);
    assertTrue(p.capacity() >= big);
    assertNotEquals(p, here.doubles(NativeBuffers.C, 10));
    here.release(p);
    assertTrue(p.isNull());
  }

  @Test
  void threadsHaveTheirOwnBlocks() throws Exception {
    long mine = NativeBuffers.here().floats(NativeBuffers.C, 64).address();
    long theirs =
        CompletableFuture.supplyAsync(
                () -> NativeBuffers.here().floats(NativeBuffers.C, 64).address(),
                r -> new Thread(r).start())
            .get();
    assertNotEquals(mine, theirs);
  }

  /** Runs {@code body} on a new thread (fresh buffers), rethrowing its failure. */
  private static void onFreshThread(Runnable body) throws Exception {
    CompletableFuture.runAsync(body, r -> new Thread(r).start()).get();
  }
}
