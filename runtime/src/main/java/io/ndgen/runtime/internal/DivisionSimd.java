package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of int8/int16/int32/int64/uint8/uint16 {@code floor_divide} and
 * {@code remainder} by one divisor (a scalar, or a broadcast operand: {@code ys == 0}), as NumPy 2
 * runs them with libdivide: a multiply by a precomputed reciprocal instead of a division per
 * element. Each method does a leading part of a contiguous run in full vectors and returns how many
 * elements it did, leaving the rest (and every other stride pattern, and a zero divisor) to the
 * kernel's scalar loop, which is the definition: Python's sign rules, {@code MIN // -1 == MIN},
 * {@code MIN % -1 == 0}. This base class does nothing (returns 0): it is {@link Vectorized#DIV}
 * when SIMD is off.
 *
 * <p>Contract of every method: as the kernel it serves (element {@code i} of an operand at {@code
 * offset + i*stride}, {@code n >= 0}); the output may be {@code x} with the same offset and stride,
 * but must not overlap an input in any other way.
 */
public class DivisionSimd {
  /** Only {@link Vectorized} and the Vector API subclass create instances. */
  protected DivisionSimd() {}

  /** {@code floor(x / y)} with {@code ys == 0}: the count of leading elements done. */
  public int floorDivide(
      int[] x, int xo, int xs, int[] y, int yo, int ys, int[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x - floor(x / y) * y} with {@code ys == 0}: the count of leading elements done. */
  public int remainder(
      int[] x, int xo, int xs, int[] y, int yo, int ys, int[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code floor(x / y)} with {@code ys == 0}: the count of leading elements done. */
  public int floorDivide(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x - floor(x / y) * y} with {@code ys == 0}: the count of leading elements done. */
  public int remainder(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code floor(x / y)} with {@code ys == 0}: the count of leading elements done. */
  public int floorDivide(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x - floor(x / y) * y} with {@code ys == 0}: the count of leading elements done. */
  public int remainder(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** Unsigned {@code x / y} with {@code ys == 0}: the count of leading elements done. */
  public int floorDivideUnsigned(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return 0;
  }

  /** Unsigned {@code x % y} with {@code ys == 0}: the count of leading elements done. */
  public int remainderUnsigned(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return 0;
  }

  /** Unsigned {@code x / y} with {@code ys == 0}: the count of leading elements done. */
  public int floorDivideUnsigned(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** Unsigned {@code x % y} with {@code ys == 0}: the count of leading elements done. */
  public int remainderUnsigned(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code floor(x / y)} with {@code ys == 0}: the count of leading elements done. */
  public int floorDivide(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x - floor(x / y) * y} with {@code ys == 0}: the count of leading elements done. */
  public int remainder(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    return 0;
  }
}
