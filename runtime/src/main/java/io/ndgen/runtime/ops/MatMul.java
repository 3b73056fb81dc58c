package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.iter.LoopPlan;
import java.util.Arrays;

/**
 * {@code np.matmul} and {@code np.dot} for operands of rank up to 2 (dot) or any rank ≥ 1 (matmul).
 *
 * <p>Contract: both operands are cast to their promoted dtype. A 1-D first operand acts as a row
 * {@code (1, k)}, a 1-D second operand as a column {@code (k, 1)}, and the added axis is removed
 * from the result, so 1-D·1-D gives rank 0. For rank ≥ 3, the leading (batch) axes broadcast and
 * each batch element is a 2-D product. Each 2-D product packs its operands into row-major arrays of
 * the compute type and runs the blocked i-k-j kernel of {@link MatMulKernels}, summing each result
 * element in increasing k as NumPy's non-BLAS loops do. Not handled: {@code dot} of rank above 2
 * (NumPy's sum over the last axis of a and the second-to-last of b), {@code out=}.
 */
final class MatMul {
  static final String SIGNATURE = "(n?,k),(k,m?)->(n?,m?)";

  private MatMul() {}

  static StridedArray matmul(StridedArray a, StridedArray b) {
    for (int op = 0; op < 2; op++) {
      StridedArray x = op == 0 ? a : b;
      if (x.rank() == 0) {
        throw new ShapeException(
            ShapeException.Kind.INCOMPATIBLE_SHAPE,
            "matmul: Input operand "
                + op
                + " does not have enough dimensions (has 0, gufunc core with signature "
                + SIGNATURE
                + " requires 1)");
      }
    }
    DType t = Promotion.promote(a.dtype(), b.dtype());
    StridedArray x = a.dtype() == t ? a : a.astype(t);
    StridedArray y = b.dtype() == t ? b : b.astype(t);
    boolean rowVector = x.rank() == 1;
    boolean columnVector = y.rank() == 1;
    if (rowVector) {
      x = x.expandDims(0);
    }
    if (columnVector) {
      y = y.expandDims(1);
    }
    int xr = x.rank();
    int yr = y.rank();
    int m = x.shape(xr - 2);
    int k = x.shape(xr - 1);
    int n = y.shape(yr - 1);
    if (y.shape(yr - 2) != k) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
              + SIGNATURE
              + " (size "
              + y.shape(yr - 2)
              + " is different from "
              + k
              + ")");
    }
    int[] batch =
        Layout.broadcastShapes(Arrays.copyOf(x.shape(), xr - 2), Arrays.copyOf(y.shape(), yr - 2));
    int br = batch.length;
    int[] outShape = Arrays.copyOf(batch, br + 2);
    outShape[br] = m;
    outShape[br + 1] = n;
    StridedArray out = StridedArray.zeros(t, outShape);
    StridedArray xb = x.broadcastTo(concat(batch, m, k));
    StridedArray yb = y.broadcastTo(concat(batch, k, n));
    if (out.size() > 0) {
      int[] xs = xb.strides();
      int[] ys = yb.strides();
      int[] os = out.strides();
      LoopPlan plan =
          LoopPlan.plan(
              batch,
              new int[][] {Arrays.copyOf(os, br), Arrays.copyOf(xs, br), Arrays.copyOf(ys, br)},
              new int[] {out.offset(), xb.offset(), yb.offset()});
      int runs = Odometer.innerExtent(plan);
      Odometer od = new Odometer(plan, 3);
      do {
        int o = od.position(0);
        int p = od.position(1);
        int q = od.position(2);
        for (int j = 0; j < runs; j++) {
          MatMulKernels.matmul(
              t,
              xb.storage(),
              p,
              xs[br],
              xs[br + 1],
              yb.storage(),
              q,
              ys[br],
              ys[br + 1],
              out.storage(),
              o,
              os[br],
              os[br + 1],
              m,
              k,
              n);
          o += Odometer.innerStride(plan, 0);
          p += Odometer.innerStride(plan, 1);
          q += Odometer.innerStride(plan, 2);
        }
      } while (od.next());
    }
    StridedArray r = out;
    if (columnVector) {
      r = r.squeeze(r.rank() - 1);
    }
    if (rowVector) {
      r = r.squeeze(r.rank() - (columnVector ? 1 : 2));
    }
    return r;
  }

  /**
   * {@code np.dot} for ranks 0 to 2: a rank-0 operand multiplies elementwise; otherwise the product
   * of {@link #matmul}, with NumPy's dot message on mismatched inner extents. A one-element operand
   * of float32/float64 gets NumPy's BLAS scalar path ({@link BlasScalarDot}).
   */
  static StridedArray dot(StridedArray a, StridedArray b) {
    if (a.rank() == 0 || b.rank() == 0) {
      return BlasScalarDot.adjust(a, b, Elementwise.binary(BinaryOp.MULTIPLY, a, b, null));
    }
    if (a.rank() > 2 || b.rank() > 2) {
      throw new ShapeException(
          ShapeException.Kind.INVALID_ARGUMENT,
          "dot supports operands of rank up to 2, got shapes "
              + Elementwise.format(a.shape())
              + " and "
              + Elementwise.format(b.shape())
              + "; use matmul for stacks of matrices");
    }
    int ak = a.rank() - 1;
    int bk = b.rank() == 1 ? 0 : b.rank() - 2;
    if (a.shape(ak) != b.shape(bk)) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "shapes "
              + Elementwise.format(a.shape())
              + " and "
              + Elementwise.format(b.shape())
              + " not aligned: "
              + a.shape(ak)
              + " (dim "
              + ak
              + ") != "
              + b.shape(bk)
              + " (dim "
              + bk
              + ")");
    }
    return BlasScalarDot.adjust(a, b, matmul(a, b));
  }

  private static int[] concat(int[] batch, int r, int c) {
    int[] s = Arrays.copyOf(batch, batch.length + 2);
    s[batch.length] = r;
    s[batch.length + 1] = c;
    return s;
  }
}
