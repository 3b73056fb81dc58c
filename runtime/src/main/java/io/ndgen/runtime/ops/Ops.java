package io.ndgen.runtime.ops;

import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.spi.MatMulBackend;
import org.jspecify.annotations.Nullable;

/**
 * Elementwise operations, reductions and matrix products on {@link StridedArray}s with NumPy's
 * semantics: broadcasting, type promotion ({@link Promotion}), NEP 50 weak scalars, and NumPy's
 * results and errors. {@code StridedArray}'s {@code add}, {@code sum}, {@code matmul}, … delegate
 * here.
 *
 * <p>Every result is a new array (a copy, C order unless every full-shape input is F-ordered),
 * except the {@code out} forms, which write into {@code out} (any writable view of the broadcast
 * shape whose dtype the result casts to under {@code same_kind}) and return it. Inputs may be any
 * views. Errors: {@link io.ndgen.runtime.ShapeException} for shapes that do not broadcast or
 * mismatched core dimensions; {@link io.ndgen.runtime.ReadOnlyArrayException} for a read-only
 * {@code out}; {@link IllegalArgumentException} where NumPy raises a TypeError or OverflowError
 * (bool subtract, a Python int out of range, a disallowed output cast); {@link ArithmeticException}
 * for integers to negative integer powers. See {@code docs/ops.md}.
 */
public final class Ops {
  private Ops() {}

  /** {@code op(a, b)} broadcast together, into a new array. */
  public static StridedArray binary(BinaryOp op, StridedArray a, StridedArray b) {
    return Elementwise.binary(op, a, b, null);
  }

  /** {@code op(a, b, out=out)}: writes into {@code out} and returns it. */
  public static StridedArray binary(
      BinaryOp op, StridedArray a, StridedArray b, @Nullable StridedArray out) {
    return Elementwise.binary(op, a, b, out);
  }

  /** {@code op(a, v)} with {@code v} a Python int (NEP 50: adopts {@code a}'s integer dtype). */
  public static StridedArray binary(BinaryOp op, StridedArray a, long v) {
    return Scalars.binary(op, a, v, null);
  }

  /** As {@link #binary(BinaryOp, StridedArray, long)}, into {@code out}. */
  public static StridedArray binary(
      BinaryOp op, StridedArray a, long v, @Nullable StridedArray out) {
    return Scalars.binary(op, a, v, out);
  }

  /** {@code op(a, v)} with {@code v} a Python float (NEP 50: float64 unless {@code a} is float). */
  public static StridedArray binary(BinaryOp op, StridedArray a, double v) {
    return Scalars.binary(op, a, v, null);
  }

  /** As {@link #binary(BinaryOp, StridedArray, double)}, into {@code out}. */
  public static StridedArray binary(
      BinaryOp op, StridedArray a, double v, @Nullable StridedArray out) {
    return Scalars.binary(op, a, v, out);
  }

  /** {@code op(a)} into a new array. */
  public static StridedArray unary(UnaryOp op, StridedArray a) {
    return Elementwise.unary(op, a, null);
  }

  /** {@code op(a, out=out)}: writes into {@code out} and returns it. */
  public static StridedArray unary(UnaryOp op, StridedArray a, @Nullable StridedArray out) {
    return Elementwise.unary(op, a, out);
  }

  /**
   * {@code np.where(cond, x, y)}: a new array of the broadcast shape and promoted dtype; {@code
   * cond} of another dtype than BOOL is read as {@code != 0}.
   */
  public static StridedArray where(StridedArray cond, StridedArray x, StridedArray y) {
    return Elementwise.where(cond, x, y);
  }

  /**
   * A reduction ({@code SUM, PROD, MEAN, MIN, MAX, ANY, ALL}) over {@code axes} (none: every axis);
   * the reduced axes are removed, or kept with extent one when {@code keepDims}. A new array.
   */
  public static StridedArray reduce(ReduceOp op, StridedArray a, boolean keepDims, int... axes) {
    return Reductions.reduce(op, a, keepDims, axes);
  }

  /** {@code ARGMIN} or {@code ARGMAX} of the flattened array: a rank-0 INT64 C-order index. */
  public static StridedArray arg(ReduceOp op, StridedArray a) {
    return Reductions.arg(op, a, false);
  }

  /** {@code ARGMIN} or {@code ARGMAX} along {@code axis}: INT64 indices (a new array). */
  public static StridedArray arg(ReduceOp op, StridedArray a, int axis, boolean keepDims) {
    return Reductions.arg(op, a, axis, keepDims);
  }

  /** {@code np.matmul(a, b)} (a new array). */
  public static StridedArray matmul(StridedArray a, StridedArray b) {
    return MatMul.matmul(a, b);
  }

  /**
   * What runs float32 and float64 matrix products: the name of the native {@link MatMulBackend} in
   * use (e.g. {@code "OpenBLAS 0.3.30"}), else {@code "ndgen SIMD"} or {@code "ndgen scalar"} for
   * ndgen's own kernels.
   */
  public static String matmulBackend() {
    MatMulBackend b = MatMulBackends.active();
    if (b != null) {
      return b.name();
    }
    return GemmFloat64.kernel() instanceof ScalarGemmKernelFloat64 ? "ndgen scalar" : "ndgen SIMD";
  }

  /** {@code np.dot(a, b)} for operands of rank 0 to 2 (a new array). */
  public static StridedArray dot(StridedArray a, StridedArray b) {
    return MatMul.dot(a, b);
  }
}
