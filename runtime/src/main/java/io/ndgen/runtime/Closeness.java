package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import java.util.Arrays;

/**
 * NumPy's {@code allclose} and {@code array_equal}, composed from the elementwise ops so each step
 * computes in the dtype NumPy computes in (float16 data compares in float16, as NumPy's does).
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
    StridedArray within = a.subtract(y).abs().lessEqual(y.abs().multiply(rtol).add(atol));
    StridedArray finite = y.isfinite();
    StridedArray close = within.multiply(finite).add(a.equal(y)); // bool: and, or
    return close.all().getBoolean();
  }

  /** {@code np.array_equal(a, b)}: same shape and every element equal (NaN is never equal). */
  static boolean arrayEqual(StridedArray a, StridedArray b) {
    if (!Arrays.equals(a.shape(), b.shape())) {
      return false;
    }
    return a.equal(b).all().getBoolean();
  }
}
