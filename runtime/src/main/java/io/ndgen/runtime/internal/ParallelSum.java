package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;

/**
 * A float32/float64 sum of one long run (a whole contiguous or evenly strided array) on every core,
 * with the bits of the serial walk. NumPy's reduction makes one inner-loop call per buffer of
 * {@link ReduceIteration#BUFSIZE} elements, each adding the call's pairwise sum to the accumulator
 * ({@code r = r + pairwise(call)}); the pairwise sums of the calls are independent, so they are
 * computed in parallel (pieces fixed by size) and then added to the accumulator one by one in call
 * order, the serial walk's additions exactly: the result does not depend on the thread count.
 */
final class ParallelSum {
  private ParallelSum() {}

  /** True for a sum this class takes: one coalesced, unbuffered run into one accumulator. */
  static boolean applies(ReduceOp op, DType dtype, DType loopType, ReduceIteration it) {
    LoopPlan plan = it.plan;
    return op == ReduceOp.SUM
        && loopType == dtype
        && (dtype == DType.FLOAT32 || dtype == DType.FLOAT64)
        && plan.rank() == 1
        && plan.innerStride(0) == 0
        && it.inSingleStride
        && plan.size() >= PlanRuns.PARALLEL_MIN
        && Parallel.threadsHere() > 1;
  }

  /** Adds every element of the plan's run to {@code out} at the plan's output position. */
  static void run(ReduceIteration it, DType dtype, Object in, Object out) {
    LoopPlan plan = it.plan;
    int n = plan.innerExtent();
    int s = plan.innerStride(1);
    int first = plan.offset(1);
    int o = plan.offset(0);
    int perCall = Math.toIntExact((it.reduceMode ? 1 : it.bufferSize / it.core) * it.core);
    int calls = (n + perCall - 1) / perCall;
    int grain = Math.max(1, Parallel.GRAIN / perCall);
    if (dtype == DType.FLOAT64) {
      double[] a = (double[]) in;
      double[] partial = new double[calls];
      Parallel.forEachPiece(
          calls,
          grain,
          (from, to) -> {
            for (int c = from; c < to; c++) {
              int start = c * perCall;
              partial[c] =
                  Float64Kernels.pairwise(a, first + start * s, Math.min(perCall, n - start), s);
            }
          });
      double[] r = (double[]) out;
      for (double p : partial) {
        r[o] = r[o] + p;
      }
    } else {
      float[] a = (float[]) in;
      float[] partial = new float[calls];
      Parallel.forEachPiece(
          calls,
          grain,
          (from, to) -> {
            for (int c = from; c < to; c++) {
              int start = c * perCall;
              partial[c] =
                  Float32Kernels.pairwise(a, first + start * s, Math.min(perCall, n - start), s);
            }
          });
      float[] r = (float[]) out;
      for (float p : partial) {
        r[o] = r[o] + p;
      }
    }
  }
}
