package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of the int64 kernels, as {@link Float64Simd} is of the float64 ones:
 * each elementwise method (min/max, the comparisons, absolute and clip; C2 already vectorises the
 * scalar loops of add, subtract and multiply) does a leading part of a run in full vectors and
 * returns how many elements it did, leaving the rest to the kernel's scalar loop; the whole-run
 * reductions give the scalar fold's result. Integers have no NaN or signed zero, so every method
 * gives the scalar loop's values exactly. This base class does nothing (returns 0): it is what
 * {@link Vectorized#I64} holds when SIMD is off. The int32 twin is derived from this source by
 * io.ndgen.codegen.DerivedSources.
 *
 * <p>Contract of every method: as the kernel it serves (element {@code i} of an operand at {@code
 * offset + i*stride}, {@code n >= 0}); the output may be an input with the same offset and stride,
 * but must not overlap an input in any other way.
 */
public class Int64Simd {
  /** Only {@link Vectorized} and the Vector API subclass create instances. */
  protected Int64Simd() {}

  /** The smaller of {@code x} and {@code y}: the count of leading elements done. */
  public int minimum(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The larger of {@code x} and {@code y}: the count of leading elements done. */
  public int maximum(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x == y}: the count of leading elements done. */
  public int equal(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x != y}: the count of leading elements done. */
  public int notEqual(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x < y}: the count of leading elements done. */
  public int less(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x <= y}: the count of leading elements done. */
  public int lessEqual(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x > y}: the count of leading elements done. */
  public int greater(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x >= y}: the count of leading elements done. */
  public int greaterEqual(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** NumPy's {@code where}, {@code c ? x : y}: the count of leading elements done. */
  public int where(
      boolean[] c,
      int co,
      int cs,
      long[] x,
      int xo,
      int xs,
      long[] y,
      int yo,
      int ys,
      long[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code |x|} (the minimum stays itself, as it wraps): the count of leading elements done. */
  public int absolute(long[] x, int xo, int xs, long[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code min(max(x, lo), hi)}, the kernel's {@code clip}: the count of leading elements done. */
  public int clip(long[] x, int xo, int xs, long lo, long hi, long[] z, int zo, int zs, int n) {
    return 0;
  }

  /** True in the Vector API subclass: only then may the whole-run reductions below be called. */
  public boolean vectorized() {
    return false;
  }

  /** The fold {@code acc = max(acc, a[off + i])} over a contiguous run. */
  public long max(long[] a, int off, int n, long acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** The fold {@code acc = min(acc, a[off + i])} over a contiguous run. */
  public long min(long[] a, int off, int n, long acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code argmax} of a contiguous run of {@code n >= 1}: the first largest element. */
  public int argmax(long[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code argmin} of a contiguous run of {@code n >= 1}: the first smallest element. */
  public int argmin(long[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }
}
