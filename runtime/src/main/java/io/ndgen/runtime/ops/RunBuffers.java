package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.CastKernels;
import io.ndgen.runtime.internal.Storage;
import org.jspecify.annotations.Nullable;

/**
 * NumPy's buffered ufunc inputs, run by run. An input whose dtype is not the loop's, or whose runs
 * are strided while the output's are contiguous, is converted into a small per-thread buffer of the
 * loop dtype, {@link #CHUNK} elements at a time, by the cast kernel that {@code astype} uses
 * ({@link CastKernels}, which also gathers strided runs); the ufunc's kernel then reads the buffer
 * with stride 1. A mixed-dtype operand needs no full-size temporary (int32 + float32 read each
 * input once instead of casting both to float64 arrays first), and a stepped or transposed operand
 * reaches the SIMD leaves instead of the scalar strided loop. The kernel sees the values {@code
 * astype} would have given, and every element is computed on its own: results do not change.
 */
final class RunBuffers {
  /** Elements per buffer fill: a few KiB per operand, so the buffers stay in L1. */
  static final int CHUNK = 1024;

  /**
   * Per thread, one buffer per input operand, reallocated when the loop dtype's storage differs.
   */
  private static final ThreadLocal<Object[]> BUFFERS = ThreadLocal.withInitial(() -> new Object[2]);

  private RunBuffers() {}

  /**
   * True if {@code a}, of another dtype than the loop's, is cast run by run: when the loop reads
   * each of its elements once. A broadcast input (a row, a column, a scalar) is read many times and
   * is cast whole once ({@code astype}), as is one that shares storage with the target.
   */
  static boolean castByRuns(StridedArray a, StridedArray target) {
    return a.size() > 1 && a.size() == target.size() && !a.sharesStorage(target);
  }

  /**
   * The largest |inner stride| at which an input is gathered, except for the float functions.
   * Beyond it (a transposed input) the strided loads take the time and the gather adds a pass:
   * measured with thread CPU time, one thread, 2048², both builds alternating in one JVM (load
   * 10-12, so direction only): {@code a.T + a} into C order 1.03-1.25x the time gathered, {@code
   * negative(a.T)} 1.14x, where a stepped input ({@code a[::2, ::2] * 2}) took 0.84-0.92x. A float
   * function (sqrt, exp, log, ...) is worth gathering for at any stride: {@code exp(a.T)} into C
   * order 0.42-0.50x, its scalar loop being {@code Math.exp} per element.
   */
  static final int GATHER_STRIDE = 32;

  /**
   * Runs shorter than this are not buffered: the per-run buffer lookup and the extra kernel call
   * would cost more than they save (a mixed-dtype input is then cast whole, as before).
   */
  static final int MIN_RUN = 256;

  /**
   * The kernel that fills an input's buffer, or null when the kernel reads the input directly: for
   * an input of another dtype, its cast; for one whose inner stride is neither 0 nor 1 (nor beyond
   * {@code maxGather}) while the output's is 1, in runs of {@code n} ≥ {@link #MIN_RUN}, a gather
   * (the same-dtype cast).
   */
  static CastKernels.@Nullable Loop feed(
      StridedArray x, DType loop, int innerStride, int outStride, int n, int maxGather) {
    if (x.dtype() != loop) {
      return CastKernels.of(x.dtype(), loop);
    }
    if (outStride == 1
        && n >= MIN_RUN
        && innerStride != 0
        && innerStride != 1
        && Math.abs(innerStride) <= maxGather) {
      return CastKernels.of(loop, loop);
    }
    return null;
  }

  /** {@code kernel} over one run, each input with a feed read through its buffer. */
  static void binary(
      BinaryLoop kernel,
      DType loop,
      Object x,
      int xi,
      int xs,
      CastKernels.@Nullable Loop fx,
      Object y,
      int yi,
      int ys,
      CastKernels.@Nullable Loop fy,
      Object z,
      int zi,
      int zs,
      int n) {
    Object[] buffers = BUFFERS.get();
    Object xb = fx == null ? x : buffer(buffers, 0, loop);
    Object yb = fy == null ? y : buffer(buffers, 1, loop);
    for (int done = 0; done < n; done += CHUNK) {
      int m = Math.min(CHUNK, n - done);
      if (fx != null) {
        fx.run(x, xi, xs, xb, 0, 1, m);
      }
      if (fy != null) {
        fy.run(y, yi, ys, yb, 0, 1, m);
      }
      kernel.run(
          xb,
          fx == null ? xi : 0,
          fx == null ? xs : 1,
          yb,
          fy == null ? yi : 0,
          fy == null ? ys : 1,
          z,
          zi,
          zs,
          m);
      xi += m * xs;
      yi += m * ys;
      zi += m * zs;
    }
  }

  /** {@code kernel} over one run, its input read through a buffer filled by {@code fx}. */
  static void unary(
      UnaryLoop kernel,
      DType loop,
      Object x,
      int xi,
      int xs,
      CastKernels.Loop fx,
      Object z,
      int zi,
      int zs,
      int n) {
    Object xb = buffer(BUFFERS.get(), 0, loop);
    for (int done = 0; done < n; done += CHUNK) {
      int m = Math.min(CHUNK, n - done);
      fx.run(x, xi, xs, xb, 0, 1, m);
      kernel.run(xb, 0, 1, z, zi, zs, m);
      xi += m * xs;
      zi += m * zs;
    }
  }

  private static Object buffer(Object[] buffers, int slot, DType loop) {
    Object b = buffers[slot];
    if (b == null || b.getClass().getComponentType() != loop.storageType()) {
      b = Storage.allocate(loop, CHUNK);
      buffers[slot] = b;
    }
    return b;
  }
}
