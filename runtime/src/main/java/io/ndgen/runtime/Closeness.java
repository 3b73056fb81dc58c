package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.ops.BinaryOp;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.Promotion;
import io.ndgen.runtime.ops.UnaryOp;
import java.util.Arrays;

/**
 * NumPy's {@code allclose} and {@code array_equal}, composed from the elementwise ops so each step
 * computes in the dtype NumPy computes in (float16 data compares in float16, as NumPy's does).
 *
 * <p>NumPy computes every step over the whole array into temporaries; here the same steps run on
 * blocks of {@link PairBlocks#BLOCK} elements into scratch that stays in cache, and the answer is
 * known at the first block that fails ({@link PairBlocks}). Each element goes through the same ops
 * in the same dtypes either way, so the answer is the same.
 */
final class Closeness {
  /** NumPy's defaults for {@code isclose}/{@code allclose}. */
  static final double DEFAULT_RTOL = 1e-05;

  static final double DEFAULT_ATOL = 1e-08;

  private Closeness() {}

  /**
   * {@code np.allclose(a, b, rtol, atol)}: every element of the broadcast pair satisfies NumPy's
   * {@code isclose}: {@code |a - b| <= atol + rtol * |b|} with {@code b} finite, or {@code a == b}
   * (so equal infinities are close); NaN is never close. {@code b} is first made inexact ({@code
   * result_type(b, 1.0)}: integers and bool become float64), as NumPy does.
   *
   * @throws ShapeException if the shapes do not broadcast together
   */
  static boolean allclose(StridedArray a, StridedArray b, double rtol, double atol) {
    StridedArray y = b.dtype().isFloatingPoint() ? b : b.astype(DType.FLOAT64);
    int[] shape = Layout.broadcastShapes(a.shape(), y.shape());
    DType difference = Promotion.promote(a.dtype(), y.dtype());
    return PairBlocks.all(
        a.broadcastTo(shape),
        y.broadcastTo(shape),
        () -> new CloseTest(difference, y.dtype(), rtol, atol));
  }

  /** {@code np.array_equal(a, b)}: same shape and every element equal (NaN is never equal). */
  static boolean arrayEqual(StridedArray a, StridedArray b) {
    if (!Arrays.equals(a.shape(), b.shape())) {
      return false;
    }
    return PairBlocks.all(
        a,
        b,
        () -> {
          Object equal = Storage.allocate(DType.BOOL, PairBlocks.BLOCK);
          return (x, y) -> {
            StridedArray e = scratch(DType.BOOL, equal, x);
            Ops.binary(BinaryOp.EQUAL, x, y, e);
            return PairBlocks.allTrue(e);
          };
        });
  }

  /**
   * NumPy's {@code isclose} steps on one block: {@code (|x - y| <= atol + rtol * |y|) & isfinite(y)
   * | (x == y)}; the last step, and the combining, only when the first two do not hold everywhere
   * (a bool multiply and add over the block cost more than the two scans that avoid them).
   */
  private static final class CloseTest implements PairBlocks.Test {
    private final DType differenceType;
    private final DType toleranceType;
    private final double rtol;
    private final double atol;
    private final Object difference;
    private final Object tolerance;
    private final Object within;
    private final Object finite;
    private final Object equal;

    CloseTest(DType differenceType, DType toleranceType, double rtol, double atol) {
      this.differenceType = differenceType;
      this.toleranceType = toleranceType;
      this.rtol = rtol;
      this.atol = atol;
      this.difference = Storage.allocate(differenceType, PairBlocks.BLOCK);
      this.tolerance = Storage.allocate(toleranceType, PairBlocks.BLOCK);
      this.within = Storage.allocate(DType.BOOL, PairBlocks.BLOCK);
      this.finite = Storage.allocate(DType.BOOL, PairBlocks.BLOCK);
      this.equal = Storage.allocate(DType.BOOL, PairBlocks.BLOCK);
    }

    @Override
    public boolean holds(StridedArray x, StridedArray y) {
      StridedArray d = scratch(differenceType, difference, x);
      StridedArray t = scratch(toleranceType, tolerance, x);
      StridedArray w = scratch(DType.BOOL, within, x);
      StridedArray o = scratch(DType.BOOL, finite, x);
      Ops.binary(BinaryOp.SUBTRACT, x, y, d);
      Ops.unary(UnaryOp.ABSOLUTE, d, d);
      Ops.unary(UnaryOp.ABSOLUTE, y, t);
      Ops.binary(BinaryOp.MULTIPLY, t, rtol, t);
      Ops.binary(BinaryOp.ADD, t, atol, t);
      Ops.binary(BinaryOp.LESS_EQUAL, d, t, w);
      Ops.unary(UnaryOp.ISFINITE, y, o);
      if (PairBlocks.allTrue(w) && PairBlocks.allTrue(o)) {
        return true;
      }
      StridedArray e = scratch(DType.BOOL, equal, x);
      Ops.binary(BinaryOp.EQUAL, x, y, e);
      boolean[] wb = (boolean[]) w.storage();
      boolean[] fb = (boolean[]) o.storage();
      boolean[] eb = (boolean[]) e.storage();
      for (int i = 0, n = x.size(); i < n; i++) {
        if (!(wb[i] && fb[i] || eb[i])) {
          return false;
        }
      }
      return true;
    }
  }

  /** A C-ordered view of {@code storage} shaped as {@code like}. */
  private static StridedArray scratch(DType dtype, Object storage, StridedArray like) {
    return StridedArray.wrap(dtype, storage, Layout.contiguous(like.shape()));
  }
}
