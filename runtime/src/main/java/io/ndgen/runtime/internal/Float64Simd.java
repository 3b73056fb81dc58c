package io.ndgen.runtime.internal;

/**
 * The Vector API entry points of the float64 kernels: each method processes a leading part of a run
 * with full vectors and returns how many elements it did (a multiple of the vector length), leaving
 * the rest to the caller's scalar loop, which is the definition of the result. This base class does
 * nothing (returns 0): it is what {@link Vectorized#F64} holds when SIMD is off. {@code
 * VectorFloat64Simd} ({@code src/main/vector}) takes unit-stride runs and runs where one input is
 * broadcast (stride 0) into a unit-stride output, and gives the scalar loop's bits lane for lane,
 * except {@code power}, {@code exp}, {@code log}, {@code sin}, {@code cos} and {@code tanh}, whose
 * vectorised math differs from {@link Math}'s in the last bits (docs/ops.md states by how much).
 *
 * <p>Contract of every method: as the kernel it serves (element {@code i} of an operand at {@code
 * offset + i*stride}, {@code n >= 0}); the output may be an input with the same offset and stride,
 * but must not overlap an input in any other way.
 */
public class Float64Simd {
  /** Only {@link Vectorized} and the Vector API subclass create instances. */
  protected Float64Simd() {}

  /** {@code x + y}: the count of leading elements done. */
  public int add(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x - y}: the count of leading elements done. */
  public int subtract(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x * y}: the count of leading elements done. */
  public int multiply(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x / y}: the count of leading elements done. */
  public int divide(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * NumPy's {@code minimum}: {@code x} if it is smaller or NaN, else {@code y}: the count of
   * leading elements done.
   */
  public int minimum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * NumPy's {@code maximum}: {@code x} if it is greater or NaN, else {@code y}: the count of
   * leading elements done.
   */
  public int maximum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * NumPy's {@code power} (C99's {@code pow}, as {@code Arith.power}): the count of leading
   * elements done.
   */
  public int power(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x == y}: the count of leading elements done. */
  public int equal(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x != y}: the count of leading elements done. */
  public int notEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x < y}: the count of leading elements done. */
  public int less(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x <= y}: the count of leading elements done. */
  public int lessEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x > y}: the count of leading elements done. */
  public int greater(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code x >= y}: the count of leading elements done. */
  public int greaterEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code -x}: the count of leading elements done. */
  public int negative(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code |x|} (the sign bit cleared, NaN too): the count of leading elements done. */
  public int absolute(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * NumPy's {@code sign}: -1, 0 (for both zeros) or 1; NaN stays NaN: the count of leading elements
   * done.
   */
  public int sign(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The correctly rounded square root: the count of leading elements done. */
  public int sqrt(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code e^x}: the count of leading elements done. */
  public int exp(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The natural logarithm: the count of leading elements done. */
  public int log(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The sine: the count of leading elements done. */
  public int sin(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The cosine: the count of leading elements done. */
  public int cos(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** The hyperbolic tangent: the count of leading elements done. */
  public int tanh(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code Math.floor}: the count of leading elements done. */
  public int floor(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code Math.ceil}: the count of leading elements done. */
  public int ceil(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code Arith.trunc}: the count of leading elements done. */
  public int trunc(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code Math.rint}: the count of leading elements done. */
  public int rint(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code isNaN(x)}: the count of leading elements done. */
  public int isnan(double[] x, int xo, int xs, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code isInfinite(x)}: the count of leading elements done. */
  public int isinf(double[] x, int xo, int xs, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /** {@code isFinite(x)}: the count of leading elements done. */
  public int isfinite(double[] x, int xo, int xs, boolean[] z, int zo, int zs, int n) {
    return 0;
  }

  /**
   * {@link ClipFloat64#clip}'s element, {@code x < lo ? lo : x} then {@code > hi ? hi}, for bounds
   * that are not NaN: the count of leading elements done.
   */
  public int clip(
      double[] x, int xo, int xs, double lo, double hi, double[] z, int zo, int zs, int n) {
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
  public double max(double[] a, int off, int n, double acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** As {@link #max} for {@code acc = minimum(acc, a[off + i])}. */
  public double min(double[] a, int off, int n, double acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /**
   * The scalar loop's fold {@code acc = Arith.fmax(acc, a[off + i])} over a contiguous run, bit for
   * bit: NaN skipped; the largest value, and of values equal to it the last one.
   */
  public double fmax(double[] a, int off, int n, double acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** As {@link #fmax} for {@code acc = Arith.fmin(acc, a[off + i])}. */
  public double fmin(double[] a, int off, int n, double acc) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /**
   * Column-block sums ({@code ParallelColumns}): {@code rows} contiguous runs, {@code rowStride}
   * apart from {@code a[ai]}, added in turn into {@code r[ro]..r[ro + n)}, every output's additions
   * in the order of one {@code accumulate} call per row: the count of leading columns done.
   */
  public int sumRows(double[] a, int ai, int rowStride, int rows, double[] r, int ro, int n) {
    return 0;
  }

  /** As {@link #sumRows} for products. */
  public int prodRows(double[] a, int ai, int rowStride, int rows, double[] r, int ro, int n) {
    return 0;
  }

  /**
   * The leading part of {@code Float64Kernels.nansumAccumulate} ({@code r[ro + j] += a[ai + j]},
   * NaN read as +0.0) when both runs are contiguous: the count of elements done.
   */
  public int nansumAccumulate(double[] a, int ai, int as, double[] r, int ro, int rs, int n) {
    return 0;
  }

  /** As {@link #nansumAccumulate} for {@code r[ro + j] = Arith.fmax(r[ro + j], a[ai + j])}. */
  public int fmaxAccumulate(double[] a, int ai, int as, double[] r, int ro, int rs, int n) {
    return 0;
  }

  /** As {@link #nansumAccumulate} for {@code r[ro + j] = Arith.fmin(r[ro + j], a[ai + j])}. */
  public int fminAccumulate(double[] a, int ai, int as, double[] r, int ro, int rs, int n) {
    return 0;
  }

  /**
   * As {@link #nansumAccumulate} for {@code r[ro + j] += (a[ai + j] - m[mo + j*ms])²}, each step
   * rounded ({@code ms} 0 or 1).
   */
  public int squaredDeviationsAccumulate(
      double[] a, int ai, int as, double[] r, int ro, int rs, int n, double[] m, int mo, int ms) {
    return 0;
  }

  /**
   * NumPy's {@code argmax} of a contiguous run of {@code n >= 1}: the index of the first NaN, else
   * of the first element equal to the largest value ({@code -0.0 == 0.0}).
   */
  public int argmax(double[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** As {@link #argmax} for the smallest value. */
  public int argmin(double[] a, int off, int n) {
    throw new UnsupportedOperationException("no SIMD kernels");
  }

  /** NumPy's {@code where}, {@code c ? x : y}: the count of leading elements done. */
  public int where(
      boolean[] c,
      int co,
      int cs,
      double[] x,
      int xo,
      int xs,
      double[] y,
      int yo,
      int ys,
      double[] z,
      int zo,
      int zs,
      int n) {
    return 0;
  }
}
