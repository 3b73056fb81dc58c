package io.ndgen.runtime.ops;

/**
 * The register-blocked micro-kernel of {@link GemmFloat64}: one {@code mr() x nr()} tile of C from
 * an A sliver and a B sliver packed by the driver. Two implementations: {@link
 * ScalarGemmKernelFloat64}, and {@code VectorGemmKernelFloat64} (Vector API, loaded through {@link
 * io.ndgen.runtime.simd.Simd}); both give the same bits.
 */
interface GemmKernelFloat64 {
  /** Rows of the tile. */
  int mr();

  /** Columns of the tile. */
  int nr();

  /**
   * For {@code r < mr()}, {@code j < nr()}: continues the fused multiply-add chain of {@code c[co +
   * r*rs + j]} over {@code p = 0 … kc-1} with {@code ap[ao + p*mr() + r] * bp[bo + p*nr() + j]}, in
   * increasing {@code p}: {@code c = fma(a, b, c)}.
   */
  void run(int kc, double[] ap, int ao, double[] bp, int bo, double[] c, int co, int rs);

  /**
   * As {@link #run} with A read in place: its element {@code (r, p)} is {@code a[ao + r*ars +
   * p*acs]} (the driver skips packing A when each A sliver meets only a few B slivers).
   */
  void runRows(
      int kc,
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] bp,
      int bo,
      double[] c,
      int co,
      int rs);

  /**
   * A row's chains over a whole depth, for the unpacked products: for {@code p = 0 … k-1} in
   * increasing order and every {@code j < n}, {@code c[co + j] = fma(a[ao + p*as], b[bo + p*brs +
   * j], c[co + j])}.
   */
  void rowSteps(
      double[] a, int ao, int as, double[] b, int bo, int brs, double[] c, int co, int k, int n);

  /**
   * Whether {@link #smallRows} should run a small product ({@code work} multiply-adds, at most
   * {@code GemmFloat64.SMALL_PRODUCT}) with {@code n} columns instead of the packed path.
   */
  boolean small(long work, int n);

  /**
   * A small product with {@code b} and {@code c} read in place (unit column strides): for {@code i
   * < m}, {@code j < n}, {@code c[co + i*crs + j]} continues its chain over {@code p = 0 … k-1}
   * with {@code fma(a[ao + i*ars + p*acs], b[bo + p*brs + j], c)} in increasing {@code p}. Each
   * element's partial sum stays in a register over all of {@code k}: no packing, no tile buffer.
   */
  void smallRows(
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      double[] c,
      int co,
      int crs,
      int m,
      int k,
      int n);
}
