package io.ndgen.runtime.ops;

import io.ndgen.runtime.internal.LoopPlan;
import io.ndgen.runtime.internal.Odometer;
import io.ndgen.runtime.internal.PlanRuns;
import io.ndgen.runtime.parallel.Parallel;

/**
 * argmin/argmax on every core with the serial kernel's answer. A long run is cut into pieces fixed
 * by size ({@link Parallel#GRAIN} elements); each piece's {@link ArgLoop} answer is the piece's
 * first NaN or else its first extreme element, and the same loop run over those candidates, in
 * piece order, picks the first piece holding a NaN, else the first piece holding the overall
 * extreme ({@code -0.0 == 0.0}): the element the loop over the whole run would have picked. Many
 * runs (argmax along an axis) are spread across cores whole, one output each. Runs under {@link
 * PlanRuns#PARALLEL_MIN} elements in all, on one thread, or inside a fork/join worker run serially,
 * and so does one bool run, whose answer is its first true (false) element.
 */
final class ParallelArg {
  private ParallelArg() {}

  /** {@code loop} over one run of {@code n >= 1} elements from {@code x[i]}, stride {@code s}. */
  static int run(ArgLoop loop, Object x, int i, int s, int n) {
    if (n < PlanRuns.PARALLEL_MIN || Parallel.threadsHere() <= 1 || x instanceof boolean[]) {
      // a bool run's argmax/argmin stops at the first true/false: one piece would read past it
      return loop.run(x, i, s, n);
    }
    int pieces = Parallel.pieces(n, Parallel.GRAIN);
    int[] at = new int[pieces];
    Object candidates =
        java.lang.reflect.Array.newInstance(x.getClass().getComponentType(), pieces);
    Parallel.forEachPiece(
        n,
        Parallel.GRAIN,
        (from, to) -> {
          int p = from / Parallel.GRAIN;
          int j = from + loop.run(x, i + from * s, s, to - from);
          at[p] = j;
          System.arraycopy(x, i + j * s, candidates, p, 1);
        });
    return at[loop.run(candidates, 0, 1, pieces)];
  }

  /**
   * {@code result[o] = loop(run)} for every index of {@code plan} (operands: the INT64 result, the
   * first element of each run), each run {@code n >= 1} elements with stride {@code s}.
   */
  static void runs(ArgLoop loop, LoopPlan plan, Object in, int s, int n, long[] result) {
    if (plan.size() * n < PlanRuns.PARALLEL_MIN || Parallel.threadsHere() <= 1) {
      rows(loop, plan, in, s, n, result, 0, Math.toIntExact(plan.size()));
      return;
    }
    Parallel.forEachPiece(
        Math.toIntExact(plan.size()),
        Parallel.grainFor(n),
        (from, to) -> rows(loop, plan, in, s, n, result, from, to));
  }

  /** The runs {@code [from, to)} of {@code plan} in walking order. */
  private static void rows(
      ArgLoop loop, LoopPlan plan, Object in, int s, int n, long[] result, int from, int to) {
    int runs = plan.innerExtent();
    int os = plan.innerStride(0);
    int is = plan.innerStride(1);
    Odometer od = Odometer.outer(plan, 1);
    od.seek(from / runs);
    int j = from % runs;
    for (int r = from; r < to; j = 0, od.next()) {
      int end = Math.min(runs, j + (to - r));
      int o = od.position(0) + j * os;
      int i = od.position(1) + j * is;
      for (; j < end; j++, r++, o += os, i += is) {
        result[o] = loop.run(in, i, s, n);
      }
    }
  }
}
