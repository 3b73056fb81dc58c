package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;

/**
 * Reductions over one short inner axis (summing the 3 channels of an image) with the short axis
 * outermost: instead of one run call per output element, each of the {@code n} positions along the
 * short axis is folded into a chunk of outputs by one long accumulate call.
 *
 * <p>Contract: {@link #applies} only when every output element gets exactly one run of {@code n <
 * 8} inputs (the plan's innermost loop is the only reduced one), the op is sum, prod, min, max, any
 * or all, and the dtype is not float16. Then the folds are the same operations in the same order as
 * the run kernels': products, extremes and the logical ops fold sequentially from the accumulator
 * in both; a float sum run of fewer than 8 elements is {@code r + (((-0.0 + a0) + a1) + …)} ({@code
 * pairwise_sum} below its block), which equals {@code ((r + a0) + a1) + …} bit for bit when {@code
 * r} is the identity +0.0 (the two differ only in the sign of an exact zero, and a final {@code
 * +0.0 +} makes either sign +0.0). Float16 folds round per call, so it is excluded.
 */
final class ShortReducedAxis {
  /** Reduced runs shorter than this are folded as passes (pairwise sums are sequential below 8). */
  static final int SHORT = 8;

  /** Plans smaller than this keep the run calls. */
  static final long MIN_SIZE = 1 << 14;

  /** Outputs per accumulate call: a chunk of the output stays in cache across the passes. */
  static final int CHUNK = 2048;

  private ShortReducedAxis() {}

  private static final int OUT = 0;
  private static final int IN = 1;

  /**
   * True for a plan over (output, input) whose innermost loop is a short reduced axis and whose
   * other loops are all kept; see the class comment.
   */
  static boolean applies(ReduceOp op, DType dtype, LoopPlan plan) {
    int rank = plan.rank();
    if (rank < 2
        || plan.innerExtent() >= SHORT
        || plan.innerStride(OUT) != 0
        || plan.size() < MIN_SIZE
        || dtype == DType.FLOAT16) {
      return false;
    }
    switch (op) {
      case SUM, PROD, MIN, MAX, ANY, ALL -> {}
      default -> {
        return false;
      }
    }
    for (int k = 0; k < rank - 1; k++) {
      if (plan.stride(OUT, k) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Folds every run of {@code plan} into its output, short axis outermost, in units of up to {@link
   * #CHUNK} outputs split across cores ({@link Parallel}; each output is folded by one unit, so the
   * thread count does not change any result).
   */
  static void fold(ReduceLoop loop, LoopPlan plan, Object in, Object out) {
    int rank = plan.rank();
    int n = plan.innerExtent();
    int is = plan.innerStride(IN);
    int m = plan.extent(rank - 2);
    int is2 = plan.stride(IN, rank - 2);
    int os2 = plan.stride(OUT, rank - 2);
    int chunks = (m + CHUNK - 1) / CHUNK;
    long units = plan.size() / ((long) n * m) * chunks;
    Parallel.Range body =
        (from, to) -> {
          Odometer od = Odometer.outer(plan, 2);
          for (int u = from; u < to; u++) {
            od.seek(u / chunks);
            int j = (u % chunks) * CHUNK;
            int len = Math.min(CHUNK, m - j);
            int i = od.position(IN) + j * is2;
            int o = od.position(OUT) + j * os2;
            for (int k = 0; k < n; k++) {
              loop.accumulate(in, i + k * is, is2, out, o, os2, len);
            }
          }
        };
    int grain = Math.max(1, Parallel.GRAIN / (CHUNK * n));
    if (plan.size() < PlanRuns.PARALLEL_MIN) {
      body.run(0, Math.toIntExact(units));
    } else {
      Parallel.forEachPiece(Math.toIntExact(units), grain, body);
    }
  }
}
