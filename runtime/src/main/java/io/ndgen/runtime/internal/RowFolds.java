package io.ndgen.runtime.internal;

import io.ndgen.runtime.ops.ReduceOp;
import org.jspecify.annotations.Nullable;

/**
 * Float sums, products and extremes of rows folded into one row of outputs several rows per pass
 * ({@code sum(axis=0)}'s column blocks, {@code max(axis=0)}'s bands, the reduce-mode walk's calls
 * that fold into one row): each output still folds its column in row order, so the bits are those
 * of one {@code accumulate} call per row, but each output vector is loaded and stored once per
 * eight rows and eight rows stream at once.
 *
 * <p>Contract: {@link #fold} folds rows {@code in[i + r*rowStride + j]}, {@code r < rows}, into
 * {@code acc[o + j]} for the leading columns {@code j} it returns (a multiple of the vector length,
 * or 0: for other reductions, other dtypes, or without SIMD); the caller folds the rest.
 */
final class RowFolds {
  private RowFolds() {}

  /**
   * The leading columns of {@code [0, n)} folded for every row; see the class comment. {@code op}
   * is {@code loop}'s reduction, or null for a fused loop, which folds rows itself or not at all.
   */
  static int fold(
      @Nullable ReduceOp op,
      ReduceLoop loop,
      Object in,
      int i,
      int rowStride,
      int rows,
      Object acc,
      int o,
      int n) {
    if (op == null) {
      return loop.accumulateRows(in, i, rowStride, rows, acc, o, n);
    }
    if (op != ReduceOp.SUM && op != ReduceOp.PROD && op != ReduceOp.MAX && op != ReduceOp.MIN) {
      return 0; // any/all fold into bools
    }
    if (in instanceof float[] a) {
      float[] r = (float[]) acc;
      return switch (op) {
        case SUM -> Vectorized.F32.sumRows(a, i, rowStride, rows, r, o, n);
        case PROD -> Vectorized.F32.prodRows(a, i, rowStride, rows, r, o, n);
        case MAX -> Vectorized.F32.maxRows(a, i, rowStride, rows, r, o, n);
        case MIN -> Vectorized.F32.minRows(a, i, rowStride, rows, r, o, n);
        default -> 0;
      };
    }
    if (in instanceof double[] a) {
      double[] r = (double[]) acc;
      return switch (op) {
        case SUM -> Vectorized.F64.sumRows(a, i, rowStride, rows, r, o, n);
        case PROD -> Vectorized.F64.prodRows(a, i, rowStride, rows, r, o, n);
        case MAX -> Vectorized.F64.maxRows(a, i, rowStride, rows, r, o, n);
        case MIN -> Vectorized.F64.minRows(a, i, rowStride, rows, r, o, n);
        default -> 0;
      };
    }
    return 0;
  }
}
