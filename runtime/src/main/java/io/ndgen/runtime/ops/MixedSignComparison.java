package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import org.jspecify.annotations.Nullable;

/**
 * Comparisons of a signed integer array with a uint64 array, exact as NumPy 2's. No integer type
 * holds both ranges and their promoted type, float64, rounds above 2^53 (so {@code int64 2^63-1 ==
 * uint64 2^63} would hold). Instead: the signed operand is compared as uint64 where it is not
 * negative (there both readings agree), and where it is negative the answer is fixed (a negative
 * number is below every uint64).
 */
final class MixedSignComparison {
  private MixedSignComparison() {}

  /** True for a comparison of a signed integer dtype with UINT64, in either order. */
  static boolean applies(BinaryOp op, DType a, DType b) {
    return op.isComparison()
        && ((a == DType.UINT64 && signed(b)) || (b == DType.UINT64 && signed(a)));
  }

  private static boolean signed(DType t) {
    return t.isInteger() && !t.isUnsigned();
  }

  /** {@code op(a, b)} (exactly one of them uint64, the other signed), into {@code out} if given. */
  static StridedArray compare(
      BinaryOp op, StridedArray a, StridedArray b, @Nullable StridedArray out) {
    boolean signedFirst = a.dtype() != DType.UINT64;
    StridedArray s = signedFirst ? a : b;
    StridedArray wrapped = s.astype(DType.UINT64); // exact where s >= 0; the rest is fixed below
    StridedArray unsigned =
        signedFirst
            ? Elementwise.binary(op, wrapped, b, null)
            : Elementwise.binary(op, a, wrapped, null);
    StridedArray negative =
        Elementwise.binary(BinaryOp.LESS, s, StridedArray.zeros(s.dtype()), null);
    StridedArray whenNegative = StridedArray.zeros(DType.BOOL);
    whenNegative.setBoolean(new int[0], negativeAnswer(op, signedFirst));
    StridedArray exact = Elementwise.where(negative, whenNegative, unsigned);
    StridedArray target = Elementwise.target(op.numpyName(), DType.BOOL, exact.shape(), out, a, b);
    exact.copyInto(target);
    return Elementwise.finish(target, out);
  }

  /** {@code op(s, u)} (or {@code op(u, s)}) for any negative {@code s} and any uint64 {@code u}. */
  private static boolean negativeAnswer(BinaryOp op, boolean signedFirst) {
    switch (op) {
      case EQUAL:
        return false;
      case NOT_EQUAL:
        return true;
      case LESS:
      case LESS_EQUAL:
        return signedFirst;
      case GREATER:
      case GREATER_EQUAL:
        return !signedFirst;
      default:
        throw new AssertionError(op);
    }
  }
}
