package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.ClipFloat32;
import io.ndgen.runtime.internal.ClipFloat64;
import io.ndgen.runtime.internal.LoopPlan;
import io.ndgen.runtime.internal.PlanRuns;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.internal.StrideOrder;

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

  /** One pass of float32 or float64 {@code a} into a new array, split as elementwise ops are. */
  private static StridedArray fused(StridedArray a, double lo, double hi) {
    int[] shape = a.shape();
    int[] strides = new int[shape.length];
    for (int k = 0; k < shape.length; k++) {
      strides[k] = shape[k] == 1 ? 0 : a.strides()[k]; // as Elementwise.allocate: order K
    }
    Layout layout = StrideOrder.forResult(shape, strides);
    StridedArray z =
        StridedArray.wrap(a.dtype(), Storage.allocate(a.dtype(), layout.size()), layout);
    LoopPlan plan =
        LoopPlan.plan(
            shape, new int[][] {z.strides(), a.strides()}, new int[] {z.offset(), a.offset()});
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
