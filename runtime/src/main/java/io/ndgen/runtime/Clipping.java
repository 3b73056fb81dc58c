package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.ClipFloat32;
import io.ndgen.runtime.internal.ClipFloat64;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Int16Kernels;
import io.ndgen.runtime.internal.Int32Kernels;
import io.ndgen.runtime.internal.Int64Kernels;
import io.ndgen.runtime.internal.Int8Kernels;
import io.ndgen.runtime.internal.LoopPlan;
import io.ndgen.runtime.internal.Odometer;
import io.ndgen.runtime.internal.PlanRuns;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.internal.StrideOrder;
import io.ndgen.runtime.internal.UInt16Kernels;
import io.ndgen.runtime.internal.UInt32Kernels;
import io.ndgen.runtime.internal.UInt64Kernels;
import io.ndgen.runtime.internal.UInt8Kernels;

/**
 * NumPy's {@code clip} with Python-float bounds, {@code min(max(a, lo), hi)}: NaN in the element or
 * a bound gives NaN; an element equal to a bound is kept (so -0.0 clipped to [0, 1] stays -0.0, as
 * NumPy's loops give); the result dtype follows NEP 50 (float arrays keep their dtype, integer and
 * bool arrays give float64).
 *
 * <p>float32 and float64 arrays with bounds that are not NaN clip in one pass ({@link
 * ClipFloat64}), into a new array laid out as a unary ufunc's result. The rest is composed from
 * {@code maximum} and {@code minimum} with the array as the second operand, which wins ties in
 * float32/float64 (as in NumPy). float16 clips in float32, where its values and the bounds rounded
 * to float16 are exact, and converts back exactly.
 *
 * <p>With Python-int bounds ({@link #clip(StridedArray, long, long)}) integer arrays keep their
 * dtype and clip in one pass (the kernels' {@code clip}); as NumPy 2's {@code _clip}, a bound at or
 * beyond the dtype's range is dropped and one the dtype cannot hold otherwise is refused ("Python
 * integer 1000 out of bounds for int8"). Bool arrays give int64, float arrays clip with the bounds
 * as Python floats.
 */
final class Clipping {
  private Clipping() {}

  static StridedArray clip(StridedArray a, double lo, double hi) {
    DType t = a.dtype().isFloatingPoint() ? a.dtype() : DType.FLOAT64;
    if (t == DType.FLOAT16) {
      StridedArray low = StridedArray.scalar(t, lo).astype(DType.FLOAT32);
      StridedArray high = StridedArray.scalar(t, hi).astype(DType.FLOAT32);
      return high.minimum(low.maximum(a.astype(DType.FLOAT32))).astype(t);
    }
    if (t == a.dtype() && !Double.isNaN(lo) && !Double.isNaN(hi)) {
      return fused(a, lo, hi);
    }
    StridedArray low = StridedArray.scalar(t, lo); // the value rounded to t, as a weak float is
    StridedArray high = StridedArray.scalar(t, hi);
    return high.minimum(low.maximum(a));
  }

  static StridedArray clip(StridedArray a, long lo, long hi) {
    DType t = a.dtype();
    if (t.isFloatingPoint()) {
      return clip(a, (double) lo, (double) hi); // as NumPy rounds a Python int: to float64 first
    }
    if (t == DType.BOOL) {
      return clip(a.astype(DType.INT64), lo, hi); // bool and a Python int give the default int
    }
    // NumPy 2's _clip drops a bound at or beyond the range, then converts the rest as weak ints
    long min = t.isUnsigned() ? 0 : -1L << (8 * t.itemSize() - 1);
    long max = t == DType.UINT64 ? -1 : t.isUnsigned() ? (1L << 8 * t.itemSize()) - 1 : ~min;
    boolean wide = t == DType.UINT64 || t == DType.INT64; // no long lies beyond their max
    long low = lo <= min ? min : lo;
    long high = !wide && hi >= max ? max : hi;
    if (!wide && low > max) {
      throw Errors.integerOutOfBounds(lo, t);
    }
    if (high < min) {
      throw Errors.integerOutOfBounds(hi, t);
    }
    StridedArray z = allocateLike(a);
    LoopPlan plan = plan(z, a);
    int zs = plan.innerStride(0);
    int xs = plan.innerStride(1);
    Object x = a.storage();
    Object zd = z.storage();
    int l = (int) low; // the bounds as the kernels' compute values (int below 64 bits)
    int h = (int) high;
    PlanRuns.Body body =
        switch (t) {
          case INT8 ->
              (od, j, n) ->
                  Int8Kernels.clip(
                      (byte[]) x, at(od, 1, j, xs), xs, l, h, (byte[]) zd, at(od, 0, j, zs), zs, n);
          case UINT8 ->
              (od, j, n) ->
                  UInt8Kernels.clip(
                      (byte[]) x, at(od, 1, j, xs), xs, l, h, (byte[]) zd, at(od, 0, j, zs), zs, n);
          case INT16 ->
              (od, j, n) ->
                  Int16Kernels.clip(
                      (short[]) x,
                      at(od, 1, j, xs),
                      xs,
                      l,
                      h,
                      (short[]) zd,
                      at(od, 0, j, zs),
                      zs,
                      n);
          case UINT16 ->
              (od, j, n) ->
                  UInt16Kernels.clip(
                      (short[]) x,
                      at(od, 1, j, xs),
                      xs,
                      l,
                      h,
                      (short[]) zd,
                      at(od, 0, j, zs),
                      zs,
                      n);
          case INT32 ->
              (od, j, n) ->
                  Int32Kernels.clip(
                      (int[]) x, at(od, 1, j, xs), xs, l, h, (int[]) zd, at(od, 0, j, zs), zs, n);
          case UINT32 ->
              (od, j, n) ->
                  UInt32Kernels.clip(
                      (int[]) x, at(od, 1, j, xs), xs, l, h, (int[]) zd, at(od, 0, j, zs), zs, n);
          case INT64 ->
              (od, j, n) ->
                  Int64Kernels.clip(
                      (long[]) x,
                      at(od, 1, j, xs),
                      xs,
                      low,
                      high,
                      (long[]) zd,
                      at(od, 0, j, zs),
                      zs,
                      n);
          case UINT64 ->
              (od, j, n) ->
                  UInt64Kernels.clip(
                      (long[]) x,
                      at(od, 1, j, xs),
                      xs,
                      low,
                      high,
                      (long[]) zd,
                      at(od, 0, j, zs),
                      zs,
                      n);
          default -> throw new AssertionError(t);
        };
    PlanRuns.forEach(plan, body);
    return z;
  }

  /** Operand {@code k}'s position of element {@code j} of the run at {@code od}. */
  private static int at(Odometer od, int k, int j, int stride) {
    return od.position(k) + j * stride;
  }

  /** A new array of {@code a}'s dtype and shape, laid out as a unary ufunc's result. */
  private static StridedArray allocateLike(StridedArray a) {
    int[] shape = a.shape();
    int[] strides = new int[shape.length];
    for (int k = 0; k < shape.length; k++) {
      strides[k] = shape[k] == 1 ? 0 : a.strides()[k]; // as Elementwise.allocate: order K
    }
    Layout layout = StrideOrder.forResult(shape, strides);
    return StridedArray.wrap(a.dtype(), Storage.allocate(a.dtype(), layout.size()), layout);
  }

  private static LoopPlan plan(StridedArray z, StridedArray a) {
    return LoopPlan.plan(
        a.shape(), new int[][] {z.strides(), a.strides()}, new int[] {z.offset(), a.offset()});
  }

  /** One pass of float32 or float64 {@code a} into a new array, split as elementwise ops are. */
  private static StridedArray fused(StridedArray a, double lo, double hi) {
    StridedArray z = allocateLike(a);
    LoopPlan plan = plan(z, a);
    int zs = plan.innerStride(0);
    int xs = plan.innerStride(1);
    if (a.dtype() == DType.FLOAT32) {
      float[] x = (float[]) a.storage();
      float[] zd = (float[]) z.storage();
      float l = (float) lo; // the bounds rounded to float32, as weak Python floats are
      float h = (float) hi;
      PlanRuns.forEach(
          plan,
          (od, j, n) ->
              ClipFloat32.clip(
                  x, od.position(1) + j * xs, xs, l, h, zd, od.position(0) + j * zs, zs, n));
    } else {
      double[] x = (double[]) a.storage();
      double[] zd = (double[]) z.storage();
      PlanRuns.forEach(
          plan,
          (od, j, n) ->
              ClipFloat64.clip(
                  x, od.position(1) + j * xs, xs, lo, hi, zd, od.position(0) + j * zs, zs, n));
    }
    return z;
  }
}
