package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;

/**
 * NumPy's {@code dot} of float32/float64 operands when one of them is a "scalar" to its BLAS path:
 * rank 0, a 1-D array of at most one element, or a {@code (1, 1)} or {@code (0, 1)} matrix ({@code
 * _select_matrix_shape} in numpy/_core/src/common/cblasfuncs.c). NumPy then computes {@code
 * cblas_matrixproduct}'s "multiplication by a scalar": a zeroed result plus {@code ?axpy(s, x)}.
 *
 * <p>Contract, given {@code r} = ndgen's product (elementwise for rank 0, else {@code matmul},
 * whose sums start at +0.0), the scalar {@code s} and the result size {@code l}:
 *
 * <ul>
 *   <li>{@code l == 1}: NumPy multiplies directly, {@code s * x}, so a −0.0 product stays −0.0;
 *   <li>{@code l > 1} and {@code s == ±0}: BLAS {@code axpy} returns at once for a zero alpha, so
 *       every element is +0.0, even where {@code x} holds NaN or ±inf;
 *   <li>{@code l > 1} otherwise: {@code 0 + s * x}, so −0.0 products become +0.0.
 * </ul>
 *
 * Other dtypes (float16, integers, bool) take NumPy's non-BLAS loops, which ndgen's product already
 * matches. The rule is that of the reference BLAS and OpenBLAS, which NumPy's wheels ship.
 */
final class BlasScalarDot {
  private BlasScalarDot() {}

  /** {@code r}, corrected to NumPy's BLAS scalar path where it applies (changed in place). */
  static StridedArray adjust(StridedArray a, StridedArray b, StridedArray r) {
    DType t = r.dtype();
    boolean scalarA = isScalar(a);
    if ((t != DType.FLOAT32 && t != DType.FLOAT64) || !(scalarA || isScalar(b)) || r.size() == 0) {
      return r;
    }
    if (a.rank() > 0 && b.rank() > 0 && a.shape(a.rank() - 1) == 0) {
      return r; // an empty sum: zeros, as NumPy's
    }
    if (r.size() == 1) {
      double p = first(a) * first(b);
      r.setDouble(new int[r.rank()], t == DType.FLOAT32 ? (float) p : p);
      return r;
    }
    boolean zeroAlpha = first(scalarA ? a : b) == 0;
    if (t == DType.FLOAT32) {
      float[] d = (float[]) r.storage();
      for (int i = 0; i < d.length; i++) {
        d[i] = zeroAlpha ? 0f : d[i] + 0f; // 0 + s*x: -0.0 becomes +0.0
      }
    } else {
      double[] d = (double[]) r.storage();
      for (int i = 0; i < d.length; i++) {
        d[i] = zeroAlpha ? 0.0 : d[i] + 0.0;
      }
    }
    return r;
  }

  /** NumPy's {@code _scalar} matrix shape. */
  private static boolean isScalar(StridedArray x) {
    switch (x.rank()) {
      case 0:
        return true;
      case 1:
        return x.shape(0) <= 1;
      case 2:
        return x.shape(0) <= 1 && x.shape(1) == 1;
      default:
        return false;
    }
  }

  /** The first element (the only one of a scalar operand) as a double. */
  private static double first(StridedArray x) {
    return x.getDouble(new int[x.rank()]);
  }
}
