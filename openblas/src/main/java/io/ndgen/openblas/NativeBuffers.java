package io.ndgen.openblas;

import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.javacpp.FloatPointer;
import org.bytedeco.javacpp.Pointer;
import org.jspecify.annotations.Nullable;

/**
 * The native memory one thread hands to BLAS, kept from one product to the next.
 *
 * <p>Why: a fresh native block of a few MiB comes from {@code mmap}, and its pages fault on first
 * write. On the 2-core VM of docs/benchmarks.md a 512² float32 product with three fresh blocks took
 * 736 minor faults and 8–12 ms, against 1.7–2.7 ms for the same product into kept blocks (0
 * faults): the faults, not the copies or {@code cblas_sgemm}, made the backend 5.85x NumPy.
 *
 * <p>Contract: {@link #floats}/{@link #doubles} return a block of at least {@code count} elements
 * at position 0 for operand slot {@link #A}, {@link #B} or {@link #C}; its contents are undefined.
 * A block of at most {@link #KEEP_BYTES} is this thread's for the next call too (grown when a
 * larger product comes, never shrunk); a larger one is the caller's alone, and {@link #release}
 * frees it (its faults cost little next to a product that size). Kept blocks are freed by JavaCPP
 * once their thread has ended and the collector has found them unreachable.
 */
final class NativeBuffers {
  /** Operand slots. */
  static final int A = 0;

  static final int B = 1;
  static final int C = 2;

  /** The largest block kept per slot and dtype: a 2048² float32 or 1448² float64 operand. */
  static final long KEEP_BYTES = 16L << 20;

  private static final ThreadLocal<NativeBuffers> PER_THREAD =
      ThreadLocal.withInitial(NativeBuffers::new);

  private final @Nullable FloatPointer[] floats = new FloatPointer[3];
  private final @Nullable DoublePointer[] doubles = new DoublePointer[3];

  private NativeBuffers() {}

  /** The calling thread's buffers. */
  static NativeBuffers here() {
    return PER_THREAD.get();
  }

  FloatPointer floats(int slot, long count) {
    if (count * Float.BYTES > KEEP_BYTES) {
      return new FloatPointer(count);
    }
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
    if (count * Double.BYTES > KEEP_BYTES) {
      return new DoublePointer(count);
    }
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

  /** Frees {@code p} unless it is one of this thread's kept blocks. */
  void release(Pointer p) {
    for (int s = 0; s < 3; s++) {
      if (p == floats[s] || p == doubles[s]) {
        return;
      }
    }
    p.close();
  }
}
