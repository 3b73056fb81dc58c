package io.ndgen.runtime.spi;

/**
 * A native matrix product for float32 and float64, found with {@link java.util.ServiceLoader} when
 * its artifact is on the class or module path ({@code ndgen-openblas} provides OpenBLAS, the
 * library NumPy calls). The runtime uses the first available backend for every float32 and float64
 * {@code matmul}/{@code dot}, unless started with {@code -Dndgen.blas=false}; without a backend it
 * runs its own packed kernels.
 *
 * <p>Each operand is a heap array with an offset, a row stride and a column stride in elements (any
 * strides, including zero and negative). {@code c} is a fresh zeroed array that overlaps neither
 * input. An implementation must be thread-safe: the runtime calls it from several threads at once
 * for batches of small products.
 */
public interface MatMulBackend {
  /** A short name for logs and {@code Ops.matmulBackend()}, e.g. {@code "OpenBLAS 0.3.30"}. */
  String name();

  /**
   * Whether the backend works in this process (its native library loads); asked once. A backend
   * that returns false is skipped.
   */
  boolean isAvailable();

  /**
   * {@code c = a·b} for float32: {@code a} is {@code m x k}, {@code b} is {@code k x n}, {@code c}
   * is {@code m x n}, all {@code m, k, n >= 1}.
   *
   * @param threads the most threads the product may use (1 when the caller is already parallel)
   */
  void sgemm(
      float[] a,
      int ao,
      int ars,
      int acs,
      float[] b,
      int bo,
      int brs,
      int bcs,
      float[] c,
      int co,
      int crs,
      int ccs,
      int m,
      int k,
      int n,
      int threads);

  /** As {@link #sgemm} for float64. */
  void dgemm(
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      int bcs,
      double[] c,
      int co,
      int crs,
      int ccs,
      int m,
      int k,
      int n,
      int threads);
}
