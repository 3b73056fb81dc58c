package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of the cast kernels ({@code astype}, mixed-dtype inputs, an {@code
 * out} of another dtype): each converts a leading part of a contiguous run with full vectors and
 * returns how many elements it did, leaving the rest to the cast kernel's scalar loop, which is the
 * definition. This base class does nothing (returns 0): it is {@link Vectorized#CAST} when SIMD is
 * off. The conversions are exact or round to nearest like Java's casts, which are NumPy's: {@code
 * float64 -> float32} rounds to nearest even, {@code int32 -> float32} too, the others are exact
 * (the small integers and bool widen to int lanes first, masked for the unsigned ones).
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

  /** {@code z[zo + i] = x[xo + i]} (exact): the count of leading elements done. */
  public int int8ToFloat32(byte[] x, int xo, float[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] & 0xff} (exact): the count of leading elements done. */
  public int uint8ToFloat32(byte[] x, int xo, float[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i]} (exact): the count of leading elements done. */
  public int int16ToFloat32(short[] x, int xo, float[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] & 0xffff} (exact): the count of leading elements done. */
  public int uint16ToFloat32(short[] x, int xo, float[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] ? 1 : 0}: the count of leading elements done. */
  public int boolToFloat32(boolean[] x, int xo, float[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i]} (exact): the count of leading elements done. */
  public int int8ToFloat64(byte[] x, int xo, double[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] & 0xff} (exact): the count of leading elements done. */
  public int uint8ToFloat64(byte[] x, int xo, double[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i]} (exact): the count of leading elements done. */
  public int int16ToFloat64(short[] x, int xo, double[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] & 0xffff} (exact): the count of leading elements done. */
  public int uint16ToFloat64(short[] x, int xo, double[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] ? 1 : 0}: the count of leading elements done. */
  public int boolToFloat64(boolean[] x, int xo, double[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i]} sign-extended: the count of leading elements done. */
  public int int8ToInt32(byte[] x, int xo, int[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] & 0xff}: the count of leading elements done. */
  public int uint8ToInt32(byte[] x, int xo, int[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i]} sign-extended: the count of leading elements done. */
  public int int16ToInt32(short[] x, int xo, int[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] & 0xffff}: the count of leading elements done. */
  public int uint16ToInt32(short[] x, int xo, int[] z, int zo, int n) {
    return 0;
  }

  /** {@code z[zo + i] = x[xo + i] ? 1 : 0}: the count of leading elements done. */
  public int boolToInt32(boolean[] x, int xo, int[] z, int zo, int n) {
    return 0;
  }

  /**
   * {@code z[zo + i] = (int) x[xi + i]} for a run the check of {@code float32 -> int32} accepts:
   * the count of leading elements done, or 0 when some element of the run is NaN, infinite or of
   * magnitude 2^31 or more (then {@code z}'s run holds anything and the kernel's scalar loop, which
   * checks and converts, redoes it all; -2^31 itself, which fits, is left to that loop too).
   */
  public int float32ToInt32(float[] x, int xo, int[] z, int zo, int n) {
    return 0;
  }
}
