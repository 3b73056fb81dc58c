// Derived from Float64Simd.java by DerivedSourcesTest: do not edit.
package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of the float32 kernels: each method processes a leading part of a run
 * with full vectors and returns how many elements it did (a multiple of the vector length), leaving
 * the rest to the caller's scalar loop, which is the definition of the result. This base class does
 * nothing (returns 0): it is what {@link Vectorized#F32} holds when SIMD is off. {@code
 * VectorFloat32Simd} ({@code src/main/vector}) takes unit-stride runs and runs where one input is
 * broadcast (stride 0) into a unit-stride output, and gives the scalar loop's bits lane for lane,
 * except {@code exp}, {@code log}, {@code sin}, {@code cos} and {@code tanh}, whose vectorised math
 * differs from {@link Math}'s in the last bits (docs/ops.md states by how much).
 *
 * <p>Contract of every method: as the kernel it serves (element {@code i} of an operand at {@code
 * offset + i*stride}, {@code n >= 0}); the output may be an input with the same offset and stride,
 * but must not overlap an input in any other way.
 */
public class Float32Simd {
  /** Only {@link Vectorized} and the Vector API subclass create instances. */
  protected Float32Simd() {}

  /** {@code x + y}: the count of leading elements done. */
  public int add(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x - y}: the count of leading elements done. */
  public int subtract(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x * y}: the count of leading elements done. */
  public int multiply(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x / y}: the count of leading elements done. */
  public int divide(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * NumPy's {@code minimum}: {@code x} if it is smaller or NaN, else {@code y}: the count of
   * leading elements done.
   */
  public int minimum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * NumPy's {@code maximum}: {@code x} if it is greater or NaN, else {@code y}: the count of
   * leading elements done.
   */
  public int maximum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x == y}: the count of leading elements done. */
  public int equal(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x != y}: the count of leading elements done. */
  public int notEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x < y}: the count of leading elements done. */
  public int less(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x <= y}: the count of leading elements done. */
  public int lessEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x > y}: the count of leading elements done. */
  public int greater(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x >= y}: the count of leading elements done. */
  public int greaterEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code -x}: the count of leading elements done. */
  public int negative(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code |x|} (the sign bit cleared, NaN too): the count of leading elements done. */
  public int absolute(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * NumPy's {@code sign}: -1, 0 (for both zeros) or 1; NaN stays NaN: the count of leading elements
   * done.
   */
  public int sign(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The correctly rounded square root: the count of leading elements done. */
  public int sqrt(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code e^x}: the count of leading elements done. */
  public int exp(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The natural logarithm: the count of leading elements done. */
  public int log(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The sine: the count of leading elements done. */
  public int sin(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The cosine: the count of leading elements done. */
  public int cos(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The hyperbolic tangent: the count of leading elements done. */
  public int tanh(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    return 0;
  }

  /** True in the Vector API subclass: only then may the whole-run reductions below be called. */
  public boolean vectorized() {
    return false;
  }

  /**
   * The scalar loop's fold {@code acc = maximum(acc, a[off + i])} over a contiguous run, bit for
   * bit: the first NaN met (or {@code acc} if it is NaN); otherwise the largest value, and of
   * values equal to it ({@code -0.0 == 0.0}) the last one, as the fold keeps the later of two equal
   * values.
   */
  public float max(float[] a, int off, int n, float acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** As {@link #max} for {@code acc = minimum(acc, a[off + i])}. */
  public float min(float[] a, int off, int n, float acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /**
   * NumPy's {@code argmax} of a contiguous run of {@code n >= 1}: the index of the first NaN, else
   * of the first element equal to the largest value ({@code -0.0 == 0.0}).
   */
  public int argmax(float[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** As {@link #argmax} for the smallest value. */
  public int argmin(float[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code where}, {@code c ? x : y}: the count of leading elements done. */
  public int where(
      boolean[] c,
      int co,
      int cs,
      float[] x,
      int xo,
      int xs,
      float[] y,
      int yo,
      int ys,
      float[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }
}
