package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.Promotion;

/**
 * NumPy's {@code np.result_type} over several arrays ({@code PyArray_PromoteDTypeSequence}), which
 * is not a left fold of {@code promote_types}: {@code result_type(int8, uint8, float16)} is
 * float16, where the fold gives float32. NumPy asks each dtype to promote with another only if the
 * other's type number is not higher, lets the "most knowledgeable" dtype (highest category) lead,
 * and promotes every other dtype with it; this reproduces that order of questions.
 */
final class ResultType {
  private ResultType() {}

  /** NumPy's type numbers on a 64-bit Linux build (int64 is {@code long}); float16 is last. */
  private static int typeNumber(DType t) {
    switch (t) {
      case BOOL:
        return 0;
      case INT8:
        return 1;
      case UINT8:
        return 2;
      case INT16:
        return 3;
      case UINT16:
        return 4;
      case INT32:
        return 5;
      case UINT32:
        return 6;
      case INT64:
        return 7;
      case UINT64:
        return 8;
      case FLOAT32:
        return 11;
      case FLOAT64:
        return 12;
      default:
        return 23; // FLOAT16
    }
  }

  /** {@code cls.__common_dtype__(other)}: null (NotImplemented) if {@code other} ranks higher. */
  private static DType common(DType cls, DType other) {
    if (cls == other) {
      return cls;
    }
    return typeNumber(other) > typeNumber(cls) ? null : Promotion.promote(cls, other);
  }

  /** The result dtype of arrays of these dtypes ({@code dtypes} is not modified). */
  static DType of(DType... dtypes) {
    if (dtypes.length == 1) {
      return dtypes[0];
    }
    DType[] d = dtypes.clone();
    DType result = reduceToMostKnowledgeable(d, d.length);
    DType main = d[0];
    int start = result == null ? 1 : 2;
    for (int i = start; i < d.length; i++) {
      if (d[i] == null) {
        continue;
      }
      DType promotion = common(main, d[i]);
      if (promotion == null) { // cannot happen for numeric dtypes: main leads every category
        promotion = Promotion.promote(main, d[i]);
      }
      result = result == null ? promotion : Promotion.promote(result, promotion);
    }
    return result;
  }

  /**
   * Pairs the first and last halves, moving the more knowledgeable dtype of each pair to the front
   * and clearing dtypes that cannot change the result; recurses on the front part. Returns the last
   * pair's common dtype, or null if it was NotImplemented.
   */
  private static DType reduceToMostKnowledgeable(DType[] d, int length) {
    int half = length / 2;
    DType res = null;
    for (int low = 0; low < half; low++) {
      int high = length - 1 - low;
      res = common(d[low], d[high]);
      if (res == null) {
        DType tmp = d[low];
        d[low] = d[high];
        d[high] = tmp;
      } else if (res == d[low]) {
        d[high] = null;
      }
    }
    return length == 2 ? res : reduceToMostKnowledgeable(d, length - half);
  }
}
