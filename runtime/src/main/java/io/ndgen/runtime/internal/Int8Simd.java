package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of the int8 kernels, as {@link Int64Simd} is of the int64 ones: each
 * elementwise method (add, subtract and multiply, wrapping as NumPy's; min/max; the comparisons)
 * does a leading part of a run in full vectors and returns how many elements it did, leaving the
 * rest to the kernel's scalar loop; the whole-run reductions give the scalar fold's result.
 * Integers have no NaN or signed zero, so every method gives the scalar loop's values exactly. This
 * base class does nothing (returns 0): it is what {@link Vectorized#I8} holds when SIMD is off. The
 * same type serves the unsigned kernels of the same storage (their Vector API class compares
 * without sign); the int16 twin is derived from this source by io.ndgen.codegen.DerivedSources.
 *
 * <p>Contract of every method: as the kernel it serves (element {@code i} of an operand at {@code
 * offset + i*stride}, {@code n >= 0}); the output may be an input with the same offset and stride,
 * but must not overlap an input in any other way. Elements are storage values ({@code byte}); the
 * whole-run reductions return one.
 */
public class Int8Simd {
  /** Only {@link Vectorized} and the Vector API subclasses create instances. */
  protected Int8Simd() {}

  /** {@code x + y}, wrapping: the count of leading elements done. */
  public int add(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x - y}, wrapping: the count of leading elements done. */
  public int subtract(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x * y}, wrapping: the count of leading elements done. */
  public int multiply(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The smaller of {@code x} and {@code y}: the count of leading elements done. */
  public int minimum(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The larger of {@code x} and {@code y}: the count of leading elements done. */
  public int maximum(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x == y}: the count of leading elements done. */
  public int equal(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x != y}: the count of leading elements done. */
  public int notEqual(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x < y}: the count of leading elements done. */
  public int less(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x <= y}: the count of leading elements done. */
  public int lessEqual(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x > y}: the count of leading elements done. */
  public int greater(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x >= y}: the count of leading elements done. */
  public int greaterEqual(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** NumPy's {@code where}, {@code c ? x : y}: the count of leading elements done. */
  public int where(
      boolean[] c,
      int co,
      int cs,
      byte[] x,
      int xo,
      int xs,
      byte[] y,
      int yo,
      int ys,
      byte[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** True in the Vector API subclasses: only then may the whole-run reductions below be called. */
  public boolean vectorized() {
    return false;
  }

  /** The fold {@code acc = max(acc, a[off + i])} over a contiguous run. */
  public byte max(byte[] a, int off, int n, byte acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** The fold {@code acc = min(acc, a[off + i])} over a contiguous run. */
  public byte min(byte[] a, int off, int n, byte acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code argmax} of a contiguous run of {@code n >= 1}: the first largest element. */
  public int argmax(byte[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code argmin} of a contiguous run of {@code n >= 1}: the first smallest element. */
  public int argmin(byte[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }
}
