package io.ndgen.runtime.internal;

import io.ndgen.runtime.simd.Simd;
import java.lang.invoke.MethodHandles;

/**
 * The inner-run kernels in use, chosen once: the Vector API implementations when SIMD is on ({@link
 * Simd}), else the scalar definitions. Static finals, so the JIT sees the exact class and inlines
 * through them.
 */
public final class Runs {
  /** float64 elementwise runs. */
  public static final Float64Runs F64 =
      Simd.load(MethodHandles.lookup(), "VectorFloat64Runs", Float64Runs.class, new Float64Runs());

  /** float32 elementwise runs. */
  public static final Float32Runs F32 =
      Simd.load(MethodHandles.lookup(), "VectorFloat32Runs", Float32Runs.class, new Float32Runs());

  /** Pairwise sums of contiguous runs. */
  public static final SumRuns SUM =
      Simd.load(MethodHandles.lookup(), "VectorSumRuns", SumRuns.class, new SumRuns());

  private Runs() {}
}
