package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of the cast kernels ({@code astype}, mixed-dtype inputs, an {@code
 * out} of another dtype): each converts a leading part of a contiguous run with full vectors and
 * returns how many elements it did, leaving the rest to the cast kernel's scalar loop, which is the
 * definition. This base class does nothing (returns 0): it is {@link Vectorized#CAST} when SIMD is
 * off. The conversions are exact or round to nearest like Java's casts, which are NumPy's: {@code
 * float64 -> float32} rounds to nearest even, {@code int32 -> float32} too, the others are exact.
 */
public class CastSimd {
  /** Only {@link Vectorized} and the Vector API subclass create instances. */
  protected CastSimd() {}

  /** {@code z[zo + i] = x[xo + i]} widened: the count of leading elements done. */
  public int float32ToFloat64(float[] x, int xo, double[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = (float) x[xo + i]}: the count of leading elements done. */
  public int float64ToFloat32(double[] x, int xo, float[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = (float) x[xo + i]}: the count of leading elements done. */
  public int int32ToFloat32(int[] x, int xo, float[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i]} (exact): the count of leading elements done. */
  public int int32ToFloat64(int[] x, int xo, double[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i]} sign-extended: the count of leading elements done. */
  public int int32ToInt64(int[] x, int xo, long[] z, int zo, int n) {
    return 0;
  }
}
