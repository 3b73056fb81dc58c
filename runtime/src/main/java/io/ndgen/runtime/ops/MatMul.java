package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Odometer;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.parallel.Parallel;
import io.ndgen.runtime.spi.MatMulBackend;
import java.util.Arrays;

/**
 * {@code np.matmul} and {@code np.dot} for operands of rank up to 2 (dot) or any rank ≥ 1 (matmul).
 *
 * <p>Contract: both operands are cast to their promoted dtype. A 1-D first operand acts as a row
 * {@code (1, k)}, a 1-D second operand as a column {@code (k, 1)}, and the added axis is removed
 * from the result, so 1-D·1-D gives rank 0. For rank ≥ 3, the leading (batch) axes broadcast and
 * each batch element is a 2-D product. Each 2-D product packs its operands into row-major arrays of
 * the compute type and runs the blocked i-k-j kernel of {@link MatMulKernels}, summing each result
 * element in increasing k as NumPy's non-BLAS loops do; float64 and float32 products run the packed
 * kernels of {@link GemmFloat64} and {@link GemmFloat32} (fused multiply-adds in increasing k). A
 * batch of small products, or of at least twice as many products as threads, is split across
 * threads by product; a large product is split inside. With a {@link MatMulBackend} on the path
 * (ndgen-openblas), float32 and float64 products call it instead. Not handled: {@code dot} of rank
 * above 2 (NumPy's sum over the last axis of a and the second-to-last of b), {@code out=}.
 */
final class MatMul {
  static final String SIGNATURE = "(n?,k),(k,m?)->(n?,m?)";

  private MatMul() {}

  /**
   * The batch axes (all but the last two) of operands of rank 3 and more must broadcast; if they do
   * not, NumPy's gufunc iterator names both shapes with their core axes remapped to {@code newaxis}
   * and the core shape of the result ({@code m}, {@code n}). A 1-D or 2-D operand has no batch
   * axes.
   */
  private static void checkBatches(int[] a, int[] b, int m, int n) {
    int ar = a.length - 2;
    int br = b.length - 2;
    for (int k = 1; k <= Math.min(ar, br); k++) {
      int x = a[ar - k];
      int y = b[br - k];
      if (x != y && x != 1 && y != 1) {
        throw Errors.remappedShapes(remapped(a) + " " + remapped(b), new int[] {m, n});
      }
    }
  }

  /** "(2,3,4)->(2,newaxis,newaxis)": the shape, then its batch axes with the core axes remapped. */
  private static String remapped(int[] shape) {
    StringBuilder sb = new StringBuilder(Shapes.formatCompact(shape)).append("->(");
    for (int k = 0; k < shape.length - 2; k++) {
      sb.append(shape[k]).append(',');
    }
    return sb.append("newaxis,newaxis)").toString();
  }

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
    checkBatches(a.shape(), b.shape(), m, n);
    int[] batch =
        Layout.broadcastShapes(Arrays.copyOf(x.shape(), xr - 2), Arrays.copyOf(y.shape(), yr - 2));
    int br = batch.length;
    int[] outShape = Arrays.copyOf(batch, br + 2);
    outShape[br] = m;
    outShape[br + 1] = n;
    StridedArray out = StridedArray.zeros(t, outShape);
    StridedArray xb = x.broadcastTo(concat(batch, m, k));
    StridedArray yb = y.broadcastTo(concat(batch, k, n));
    if (out.size() > 0 && k > 0) {
      int[] xs = xb.strides();
      int[] ys = yb.strides();
      int[] os = out.strides();
      int count = out.size() / (m * n);
      Walk walk = new Walk(batch, os, out.offset(), xs, xb.offset(), ys, yb.offset());
      Product product =
          new Product(
              t,
              xb.storage(),
              xs[br],
              xs[br + 1],
              yb.storage(),
              ys[br],
              ys[br + 1],
              out.storage(),
              os[br],
              os[br + 1],
              m,
              k,
              n);
      long work = (long) m * n * k;
      if (count > 1 && (work < GemmFloat64.PARALLEL_WORK || count >= 2 * Parallel.threads())) {
        // small products, or enough of them to keep every thread busy: one thread per run of
        // products, each product on its thread (64 products of 64^3 ran one by one on one thread:
        // each was too few rows to split)
        int grain = (int) Math.max(1, Parallel.GRAIN / work);
        Parallel.forEachPiece(count, grain, (from, to) -> walk.run(product, from, to, false));
      } else {
        walk.run(product, 0, count, true);
      }
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
   * {@code np.dot}: a rank-0 operand multiplies elementwise; otherwise the sum over the last axis
   * of {@code a} and the second-to-last of {@code b} (its only axis if 1-D), computed by {@link
   * #matmul}, with NumPy's dot message on mismatched inner extents. Ranks up to 2 are the matrix
   * product; above, {@link #dotStacked}. A one-element operand of float32/float64 of rank up to 2
   * gets NumPy's BLAS scalar path ({@link BlasScalarDot}).
   */
  static StridedArray dot(StridedArray a, StridedArray b) {
    if (a.rank() == 0 || b.rank() == 0) {
      return BlasScalarDot.adjust(a, b, Elementwise.binary(BinaryOp.MULTIPLY, a, b, null));
    }
    int ak = a.rank() - 1;
    int bk = b.rank() == 1 ? 0 : b.rank() - 2;
    if (a.shape(ak) != b.shape(bk)) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "shapes "
              + Shapes.formatCompact(a.shape())
              + " and "
              + Shapes.formatCompact(b.shape())
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
    if (a.rank() > 2 || b.rank() > 2) {
      return dotStacked(a, b);
    }
    return BlasScalarDot.adjust(a, b, matmul(a, b));
  }

  /**
   * {@code np.dot} with an operand of rank above 2: {@code dot(a, b)[i..., j..., n] = sum(a[i...,
   * :] * b[j..., :, n])}, of shape {@code a.shape[:-1] + b.shape[:-2] + b.shape[-1:]}. One matrix
   * product: {@code a} as an (M, K) matrix times {@code b} with its contracted axis moved first, as
   * a (K, rest) matrix (copies only where the strides do not allow the reshape).
   */
  private static StridedArray dotStacked(StridedArray a, StridedArray b) {
    int[] as = a.shape();
    int[] bs = b.shape();
    int k = as[as.length - 1];
    int m = 1;
    for (int i = 0; i < as.length - 1; i++) {
      m = Shapes.multiplyExact(m, as[i], "dot result size");
    }
    StridedArray lhs = a.reshape(m, k);
    if (bs.length == 1) {
      return matmul(lhs, b).reshape(Arrays.copyOf(as, as.length - 1));
    }
    int r = bs.length;
    int[] perm = new int[r]; // (…, K, N) -> (K, …, N)
    perm[0] = r - 2;
    int rest = 1;
    for (int i = 0; i < r - 2; i++) {
      perm[i + 1] = i;
      rest = Shapes.multiplyExact(rest, bs[i], "dot result size");
    }
    perm[r - 1] = r - 1;
    rest = Shapes.multiplyExact(rest, bs[r - 1], "dot result size");
    StridedArray rhs = b.permute(perm).reshape(k, rest);
    int[] outShape = new int[as.length - 1 + r - 1];
    System.arraycopy(as, 0, outShape, 0, as.length - 1);
    System.arraycopy(bs, 0, outShape, as.length - 1, r - 2);
    outShape[outShape.length - 1] = bs[r - 1];
    return matmul(lhs, rhs).reshape(outShape);
  }

  /**
   * The batch elements' out, x and y offsets in C order of the batch index, walked piece by piece
   * (one odometer per piece, none per product: a stack of 65536 3 x 3 products kept three offset
   * arrays of its own size).
   */
  private static final class Walk {
    final int[] batch;
    final int[][] strides;
    final int[] offsets;

    Walk(int[] batch, int[] os, int oo, int[] xs, int xo, int[] ys, int yo) {
      int br = batch.length;
      this.batch = batch;
      this.strides =
          new int[][] {Arrays.copyOf(os, br), Arrays.copyOf(xs, br), Arrays.copyOf(ys, br)};
      this.offsets = new int[] {oo, xo, yo};
    }

    /** Runs {@code product} for batch elements {@code [from, to)}. */
    void run(Product product, int from, int to, boolean parallel) {
      Odometer at = new Odometer(batch, strides, offsets);
      at.seek(from);
      for (int i = from; i < to; i++, at.next()) {
        product.run(at.position(0), at.position(1), at.position(2), parallel);
      }
    }
  }

  /** One 2-D product of the batch, given its three matrices' offsets. */
  private static final class Product {
    final DType t;
    final Object x;
    final int xrs;
    final int xcs;
    final Object y;
    final int yrs;
    final int ycs;
    final Object out;
    final int ors;
    final int ocs;
    final int m;
    final int k;
    final int n;

    Product(
        DType t,
        Object x,
        int xrs,
        int xcs,
        Object y,
        int yrs,
        int ycs,
        Object out,
        int ors,
        int ocs,
        int m,
        int k,
        int n) {
      this.t = t;
      this.x = x;
      this.xrs = xrs;
      this.xcs = xcs;
      this.y = y;
      this.yrs = yrs;
      this.ycs = ycs;
      this.out = out;
      this.ors = ors;
      this.ocs = ocs;
      this.m = m;
      this.k = k;
      this.n = n;
    }

    void run(int oo, int xo, int yo, boolean parallel) {
      MatMulBackend blas = MatMulBackends.active();
      if (blas != null
          && (t == DType.FLOAT32 || t == DType.FLOAT64)
          && !MatMulBackends.copyBound(m, k, n)) {
        int threads = parallel ? Parallel.threadsHere() : 1;
        if (t == DType.FLOAT32) {
          blas.sgemm(
              (float[]) x,
              xo,
              xrs,
              xcs,
              (float[]) y,
              yo,
              yrs,
              ycs,
              (float[]) out,
              oo,
              ors,
              ocs,
              m,
              k,
              n,
              threads);
        } else {
          blas.dgemm(
              (double[]) x,
              xo,
              xrs,
              xcs,
              (double[]) y,
              yo,
              yrs,
              ycs,
              (double[]) out,
              oo,
              ors,
              ocs,
              m,
              k,
              n,
              threads);
        }
        return;
      }
      switch (t) {
        case FLOAT64:
          GemmFloat64.gemm(
              (double[]) x,
              xo,
              xrs,
              xcs,
              (double[]) y,
              yo,
              yrs,
              ycs,
              (double[]) out,
              oo,
              ors,
              ocs,
              m,
              k,
              n,
              parallel);
          return;
        case FLOAT32:
          GemmFloat32.gemm(
              (float[]) x,
              xo,
              xrs,
              xcs,
              (float[]) y,
              yo,
              yrs,
              ycs,
              (float[]) out,
              oo,
              ors,
              ocs,
              m,
              k,
              n,
              parallel);
          return;
        default:
          MatMulKernels.matmul(t, x, xo, xrs, xcs, y, yo, yrs, ycs, out, oo, ors, ocs, m, k, n);
      }
    }
  }

  private static int[] concat(int[] batch, int r, int c) {
    int[] s = Arrays.copyOf(batch, batch.length + 2);
    s[batch.length] = r;
    s[batch.length + 1] = c;
    return s;
  }
}
