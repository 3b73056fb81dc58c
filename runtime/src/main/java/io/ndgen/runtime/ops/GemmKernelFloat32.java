// Derived from GemmKernelFloat64.java by DerivedSourcesTest: do not edit.
package io.ndgen.runtime.ops;

/**
 * The register-blocked micro-kernel of {@link GemmFloat32}: one {@code mr() x nr()} tile of C from
 * an A sliver and a B sliver packed by the driver. Two implementations: {@link
 * ScalarGemmKernelFloat32}, and {@code VectorGemmKernelFloat32} (Vector API, loaded through {@link
 * io.ndgen.runtime.simd.Simd}); both give the same bits.
 */
interface GemmKernelFloat32 {
  /** Rows of the tile. */
  int mr();

  /** Columns of the tile. */
  int nr();

  /**
   * For {@code r < mr()}, {@code j < nr()}: continues the fused multiply-add chain of {@code c[co +
   * r*rs + j]} over {@code p = 0 … kc-1} with {@code ap[ao + p*mr() + r] * bp[bo + p*nr() + j]}, in
   * increasing {@code p}: {@code c = fma(a, b, c)}.
   */
  void run(int kc, float[] ap, int ao, float[] bp, int bo, float[] c, int co, int rs);
}
