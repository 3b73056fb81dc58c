package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.CastKernels;
import io.ndgen.runtime.internal.LoopPlan;
import io.ndgen.runtime.internal.PlanRuns;

/**
 * Element conversion between dtypes with NumPy's {@code astype} (unsafe casting) results, through
 * the generated typed cast kernels ({@link CastKernels}): integers wrap modulo 2^bits, floats round
 * to nearest, floats truncate toward zero into integers, anything nonzero (NaN included) is true.
 * The copy is planned in memory order and split across cores like any elementwise loop.
 *
 * <p>Deviation: a float that an integer dtype cannot hold (NaN, infinity, out of range) is
 * undefined in NumPy; ndgen throws before writing anything into an existing array. A fresh result
 * is checked while it is converted (one pass over memory instead of two) and dropped when it
 * throws.
 */
final class Cast {
  private Cast() {}

  /**
   * Copies {@code src} into {@code dst} (same shape, other storage), converting each element. When
   * {@code fresh}, nobody else sees {@code dst} yet and the caller drops it if this throws.
   */
  static void copy(StridedArray src, StridedArray dst, boolean fresh) {
    DType from = src.dtype();
    DType to = dst.dtype();
    Object s = src.storage();
    Object d = dst.storage();
    LoopPlan plan =
        LoopPlan.plan(
            src.shape(),
            new int[][] {dst.strides(), src.strides()},
            new int[] {dst.offset(), src.offset()});
    int zs = plan.innerStride(0);
    int xs = plan.innerStride(1);
    CastKernels.Loop checking = fresh ? CastKernels.checking(from, to) : null;
    CastKernels.Check check = CastKernels.check(from, to);
    if (checking != null) {
      PlanRuns.forEach(
          plan,
          (od, j, n) ->
              checking.run(s, od.position(1) + j * xs, xs, d, od.position(0) + j * zs, zs, n));
      return;
    }
    if (check != null) {
      // validate everything first so a failure leaves dst untouched
      PlanRuns.forEach(plan, (od, j, n) -> check.run(s, od.position(1) + j * xs, xs, n));
    }
    CastKernels.Loop loop = CastKernels.of(from, to);
    PlanRuns.forEach(
        plan,
        (od, j, n) -> loop.run(s, od.position(1) + j * xs, xs, d, od.position(0) + j * zs, zs, n));
  }
}
