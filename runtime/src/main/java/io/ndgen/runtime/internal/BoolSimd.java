package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of the bool kernels, as {@link Int8Simd} is of the int8 ones: each
 * elementwise method (add and maximum are NumPy's logical or, multiply and minimum its logical and;
 * the comparisons order false before true) does a leading part of a run in full vectors and returns
 * how many elements it did, leaving the rest to the kernel's scalar loop; the whole-run reductions
 * give the scalar fold's result but stop at the first element that decides it, as NumPy's logical
 * reductions do. This base class does nothing (returns 0): it is what {@link Vectorized#B} holds
 * when SIMD is off.
 *
 * <p>Contract of every method: as the kernel it serves (element {@code i} of an operand at {@code
 * offset + i*stride}, {@code n >= 0}); the output may be an input with the same offset and stride,
 * but must not overlap an input in any other way.
 */
public class BoolSimd {
  /** Only {@link Vectorized} and the Vector API subclass create instances. */
  protected BoolSimd() {}

  /** {@code x | y}: the count of leading elements done. */
  public int add(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code x & y}: the count of leading elements done. */
  public int multiply(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code x & y}: the count of leading elements done. */
  public int minimum(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code x | y}: the count of leading elements done. */
  public int maximum(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code x == y}: the count of leading elements done. */
  public int equal(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code x != y}: the count of leading elements done. */
  public int notEqual(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code !x & y}: the count of leading elements done. */
  public int less(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code !x | y}: the count of leading elements done. */
  public int lessEqual(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code x & !y}: the count of leading elements done. */
  public int greater(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** {@code x | !y}: the count of leading elements done. */
  public int greaterEqual(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }

  /** True in the Vector API subclass: only then may the whole-run reductions below be called. */
  public boolean vectorized() {
    return false;
  }

  /** {@code acc} or any element of the contiguous run (max and any of bool). */
  public boolean max(boolean[] a, int off, int n, boolean acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** {@code acc} and every element of the contiguous run (min and all of bool). */
  public boolean min(boolean[] a, int off, int n, boolean acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code argmax} of a contiguous run of {@code n >= 1}: the first true, else 0. */
  public int argmax(boolean[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code argmin} of a contiguous run of {@code n >= 1}: the first false, else 0. */
  public int argmin(boolean[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }
}
