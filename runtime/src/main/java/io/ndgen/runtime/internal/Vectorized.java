package io.ndgen.runtime.internal;

import io.ndgen.runtime.simd.Simd;
import java.lang.invoke.MethodHandles;

/**
 * The Vector API kernels in use, chosen once: the implementations in {@code src/main/vector} when
 * SIMD is on ({@link Simd}), else base classes that do nothing, so a kernel runs its scalar loop.
 * Static finals, so the JIT sees the exact class and inlines through them.
 */
public final class Vectorized {
  /** Leading parts of float64 elementwise runs. */
  public static final Float64Simd F64 =
      Simd.load(MethodHandles.lookup(), "VectorFloat64Simd", Float64Simd.class, new Float64Simd());

  /** Leading parts of float32 elementwise runs. */
  public static final Float32Simd F32 =
      Simd.load(MethodHandles.lookup(), "VectorFloat32Simd", Float32Simd.class, new Float32Simd());

  /** Leading parts of int64 elementwise runs, and whole-run min/max/argmin/argmax. */
  public static final Int64Simd I64 =
      Simd.load(MethodHandles.lookup(), "VectorInt64Simd", Int64Simd.class, new Int64Simd());

  /** Leading parts of int32 elementwise runs, and whole-run min/max/argmin/argmax. */
  public static final Int32Simd I32 =
      Simd.load(MethodHandles.lookup(), "VectorInt32Simd", Int32Simd.class, new Int32Simd());

  /**
   * Leading parts of bool elementwise runs, and whole-run min/max/argmin/argmax that stop early.
   */
  public static final BoolSimd B =
      Simd.load(MethodHandles.lookup(), "VectorBoolSimd", BoolSimd.class, new BoolSimd());

  /** Leading parts of int8 elementwise runs, and whole-run min/max/argmin/argmax. */
  public static final Int8Simd I8 =
      Simd.load(MethodHandles.lookup(), "VectorInt8Simd", Int8Simd.class, new Int8Simd());

  /** The same for uint8 (unsigned comparisons of the same storage). */
  public static final Int8Simd U8 =
      Simd.load(MethodHandles.lookup(), "VectorUInt8Simd", Int8Simd.class, new Int8Simd());

  /** Leading parts of int16 elementwise runs, and whole-run min/max/argmin/argmax. */
  public static final Int16Simd I16 =
      Simd.load(MethodHandles.lookup(), "VectorInt16Simd", Int16Simd.class, new Int16Simd());

  /** The same for uint16 (unsigned comparisons of the same storage). */
  public static final Int16Simd U16 =
      Simd.load(MethodHandles.lookup(), "VectorUInt16Simd", Int16Simd.class, new Int16Simd());

  /** Pairwise sums of contiguous float runs, exact sums of contiguous int32/int64 runs. */
  public static final SumRuns SUM =
      Simd.load(MethodHandles.lookup(), "VectorSumRuns", SumRuns.class, new SumRuns());

  /** Leading parts of contiguous cast runs. */
  public static final CastSimd CAST =
      Simd.load(MethodHandles.lookup(), "VectorCastSimd", CastSimd.class, new CastSimd());

  private Vectorized() {}
}
