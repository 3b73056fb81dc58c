package io.ndgen.openblas;

import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.javacpp.FloatPointer;
import org.bytedeco.javacpp.Pointer;
import org.jspecify.annotations.Nullable;

/**
 * One product's native operand memory, taken from a small shared pool and given back after.
 *
 * <p>Why: a fresh native block of a few MiB comes from {@code mmap}, and its pages fault on first
 * write. On the 2-core VM of docs/benchmarks.md a 512² float32 product with three fresh blocks took
 * 736 minor faults and 8–12 ms, against 1.7–2.7 ms for the same product into kept blocks (0
 * faults): the faults, not the copies or {@code cblas_sgemm}, made the backend 5.85x NumPy. Why a
 * pool and not a {@code ThreadLocal}: JDK 17's common-pool workers erase their thread-locals after
 * every top-level task, so the fork/join pieces of a batched product got fresh blocks each time,
 * and the dropped ones waited for the collector to free them.
 *
 * <p>Contract: {@link #take} hands one caller a set no other caller holds until {@link #giveBack};
 * the last set given back is the next one taken (LIFO: the warmest blocks). {@link #floats}/{@link
 * #doubles} return a block of at least {@code count} elements at position 0 for operand slot {@link
 * #A}, {@link #B} or {@link #C}, grown when a larger product comes, never shrunk; its contents are
 * undefined. On {@link #giveBack}, blocks above {@link #KEEP_BYTES} are freed (their faults cost
 * little next to a product that size), and a set beyond the pool's {@link #POOLED} sets is freed
 * whole. Kept sets are never freed: at most {@code POOLED} sets of six blocks of at most {@code
 * KEEP_BYTES}. Not handled: using a set after giving it back.
 */
final class NativeBuffers {
  /** Operand slots. */
  static final int A = 0;

  static final int B = 1;
  static final int C = 2;

  /** The largest block kept per slot and dtype: a 2048² float32 or 1448² float64 operand. */
  static final long KEEP_BYTES = 16L << 20;

  /** Sets kept between products: one per core covers a product per thread. */
  static final int POOLED = Math.max(2, Runtime.getRuntime().availableProcessors());

  /** Given-back sets, {@code POOL[0, size)}, the last given back on top. Guarded by itself. */
  private static final NativeBuffers[] POOL = new NativeBuffers[POOLED];

  private static int size;

  private final @Nullable FloatPointer[] floats = new FloatPointer[3];
  private final @Nullable DoublePointer[] doubles = new DoublePointer[3];

  private NativeBuffers() {}

  /** A set for the caller alone: the last one given back, or a new empty one. */
  static NativeBuffers take() {
    synchronized (POOL) { // a few loads and a store per product: no need for a lock-free stack
      if (size > 0) {
        NativeBuffers top = POOL[--size];
        POOL[size] = null;
        return top;
      }
    }
    return new NativeBuffers();
  }

  /** Ends the caller's use of {@code b}: keeps it for the next {@link #take}, or frees it. */
  static void giveBack(NativeBuffers b) {
    b.freeAbove(KEEP_BYTES);
    synchronized (POOL) {
      if (size < POOLED) {
        POOL[size++] = b;
        return;
      }
    }
    b.freeAbove(-1);
  }

  FloatPointer floats(int slot, long count) {
    FloatPointer p = floats[slot];
    if (p == null || p.capacity() < count) {
      if (p != null) {
        p.close();
      }
      p = new FloatPointer(count);
      floats[slot] = p;
    }
    return p.position(0);
  }

  DoublePointer doubles(int slot, long count) {
    DoublePointer p = doubles[slot];
    if (p == null || p.capacity() < count) {
      if (p != null) {
        p.close();
      }
      p = new DoublePointer(count);
      doubles[slot] = p;
    }
    return p.position(0);
  }

  /** Frees and forgets the blocks of more than {@code bytes} bytes. */
  private void freeAbove(long bytes) {
    for (int s = 0; s < 3; s++) {
      floats[s] = freedIfAbove(floats[s], Float.BYTES, bytes);
      doubles[s] = freedIfAbove(doubles[s], Double.BYTES, bytes);
    }
  }

  private static <P extends Pointer> @Nullable P freedIfAbove(
      @Nullable P p, int elementBytes, long bytes) {
    if (p != null && p.capacity() * elementBytes > bytes) {
      p.close();
      return null;
    }
    return p;
  }
}
