package io.ndgen.runtime.internal;

/**
 * Sums of contiguous runs. Integer sums (int32 and int64 into int64, wrapping) are exact in any
 * order, so {@code VectorSumRuns} adds them lane by lane. Pairwise sums of float32 and float64
 * runs: the generated kernels' {@code pairwise} (NumPy's {@code pairwise_sum}) hands unit-stride
 * runs to {@link Vectorized#SUM}; this class runs the kernels' scalar {@code pairwiseUnit}. {@code
 * VectorSumRuns} keeps NumPy's eight partial sums in the eight lanes of a 256-bit vector (two for
 * float64), adds eight elements per step and combines the lanes in NumPy's order {@code
 * ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7))}, so it returns the same bits. {@link Vectorized#SUM} is the
 * instance in use.
 */
public class SumRuns {
  /** Only {@link Vectorized} and the Vector API subclass create instances. */
  protected SumRuns() {}

  /** The pairwise sum of {@code a[off]} … {@code a[off + n - 1]}, accumulated in float. */
  public float sum(float[] a, int off, int n) {
    return Float32Kernels.pairwiseUnit(a, off, n);
  }

  /** The pairwise sum of {@code a[off]} … {@code a[off + n - 1]}. */
  public double sum(double[] a, int off, int n) {
    return Float64Kernels.pairwiseUnit(a, off, n);
  }

  /** The pairwise sum with NaN read as +0.0 ({@code nansum}'s {@code pairwiseNan}). */
  public float nansum(float[] a, int off, int n) {
    return Float32Kernels.pairwiseNanUnit(a, off, n);
  }

  /** As {@link #nansum(float[], int, int)} for float64. */
  public double nansum(double[] a, int off, int n) {
    return Float64Kernels.pairwiseNanUnit(a, off, n);
  }

  /** The pairwise sum of {@code (a[p] - m)²}, each step rounded in float ({@code var}'s). */
  public float squaredDeviations(float[] a, int off, int n, float m) {
    return Float32Kernels.pairwiseSquaredDeviationsUnit(a, off, n, m);
  }

  /** As {@link #squaredDeviations(float[], int, int, float)} for float64. */
  public double squaredDeviations(double[] a, int off, int n, double m) {
    return Float64Kernels.pairwiseSquaredDeviationsUnit(a, off, n, m);
  }

  /** {@code a[off] + … + a[off + n - 1]} in int64 (exact, NumPy's int32 sum). */
  public long sum(int[] a, int off, int n) {
    long acc = 0;
    for (int j = 0; j < n; j++) {
      acc += a[off + j];
    }
    return acc;
  }

  /** {@code a[off] + … + a[off + n - 1]}, wrapping (NumPy's int64 sum). */
  public long sum(long[] a, int off, int n) {
    long acc = 0;
    for (int j = 0; j < n; j++) {
      acc += a[off + j];
    }
    return acc;
  }
}
