package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;

/**
 * NumPy's type promotion ({@code np.promote_types}) and its {@code same_kind} cast rule for the
 * supported dtypes. The full table is in {@code docs/ops.md}.
 */
public final class Promotion {
  private Promotion() {}

  /**
   * The smallest dtype both can be cast to safely: bool gives way to anything; integers of one
   * signedness take the wider; a signed and an unsigned integer take the signed type wider than the
   * unsigned one (float64 for uint64 with any signed type); an integer and a float take a float
   * wide enough for the integer (float16 for 8-bit, float32 for 16-bit, float64 beyond); floats
   * take the wider.
   */
  public static DType promote(DType a, DType b) {
    if (a == b || b == DType.BOOL) {
      return a;
    }
    if (a == DType.BOOL) {
      return b;
    }
    boolean fa = a.isFloatingPoint();
    boolean fb = b.isFloatingPoint();
    if (fa && fb) {
      return a.itemSize() >= b.itemSize() ? a : b;
    }
    if (fa || fb) {
      DType f = fa ? a : b;
      DType i = fa ? b : a;
      int needed = i.itemSize() == 1 ? 2 : i.itemSize() == 2 ? 4 : 8;
      return floatOfSize(Math.max(f.itemSize(), needed));
    }
    if (a.isUnsigned() == b.isUnsigned()) {
      return a.itemSize() >= b.itemSize() ? a : b;
    }
    DType signed = a.isUnsigned() ? b : a;
    DType unsigned = a.isUnsigned() ? a : b;
    if (signed.itemSize() > unsigned.itemSize()) {
      return signed;
    }
    return unsigned.itemSize() == 8 ? DType.FLOAT64 : signedOfSize(unsigned.itemSize() * 2);
  }

  /**
   * NumPy's {@code can_cast(from, to, casting="same_kind")}: the kind (bool, unsigned, signed,
   * float, in that order) may only stay or go up; within a kind any size is allowed.
   */
  public static boolean canCastSameKind(DType from, DType to) {
    return kind(from) <= kind(to);
  }

  private static int kind(DType t) {
    if (t == DType.BOOL) {
      return 0;
    }
    if (t.isUnsigned()) {
      return 1;
    }
    return t.isInteger() ? 2 : 3;
  }

  static DType floatOfSize(int bytes) {
    return bytes == 2 ? DType.FLOAT16 : bytes == 4 ? DType.FLOAT32 : DType.FLOAT64;
  }

  static DType signedOfSize(int bytes) {
    switch (bytes) {
      case 1:
        return DType.INT8;
      case 2:
        return DType.INT16;
      case 4:
        return DType.INT32;
      default:
        return DType.INT64;
    }
  }
}
