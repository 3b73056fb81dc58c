package io.ndgen.runtime;

import io.ndgen.annotations.DType;

/**
 * NumPy's {@code clip} with Python-float bounds, {@code min(max(a, lo), hi)}: NaN in the element or
 * a bound gives NaN; an element equal to a bound is kept (so -0.0 clipped to [0, 1] stays -0.0, as
 * NumPy's loops give); the result dtype follows NEP 50 (float arrays keep their dtype, integer and
 * bool arrays give float64).
 *
 * <p>Composed from {@code maximum} and {@code minimum} with the array as the second operand, which
 * wins ties in float32/float64 (as in NumPy). float16 clips in float32, where its values and the
 * bounds rounded to float16 are exact, and converts back exactly.
 */
final class Clipping {
  private Clipping() {}

  static StridedArray clip(StridedArray a, double lo, double hi) {
    DType t = a.dtype().isFloatingPoint() ? a.dtype() : DType.FLOAT64;
    if (t == DType.FLOAT16) {
      StridedArray low = StridedArray.scalar(t, lo).astype(DType.FLOAT32);
      StridedArray high = StridedArray.scalar(t, hi).astype(DType.FLOAT32);
      return high.minimum(low.maximum(a.astype(DType.FLOAT32))).astype(t);
    }
    StridedArray low = StridedArray.scalar(t, lo); // the value rounded to t, as a weak float is
    StridedArray high = StridedArray.scalar(t, hi);
    return high.minimum(low.maximum(a));
  }
}
