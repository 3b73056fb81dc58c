package io.ndgen.runtime.internal;

import io.ndgen.runtime.parallel.Parallel;

/**
 * Runs of a reduction into one output each ({@code max(axis=-1)}, {@code sum(axis=-1)}), spread
 * across cores whole: every run is folded by one kernel call into its own output, as the serial
 * walk folds it, so the bits do not depend on the thread count. Rows are grouped into pieces of
 * about {@link Parallel#GRAIN} elements.
 */
final class ParallelRows {
  private static final int OUT = 0;
  private static final int IN = 1;

  private ParallelRows() {}

  /** True when the innermost loop is the only reduced one: each run has its own output. */
  static boolean applies(LoopPlan plan) {
    if (plan.innerStride(OUT) != 0) {
      return false;
    }
    for (int k = 0; k < plan.rank() - 1; k++) {
      if (plan.stride(OUT, k) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * True for the transposed shape: rows folded into one row of outputs ({@code max(axis=0)}), the
   * plan having outer loops, all reduced, and a kept innermost loop with output stride one.
   */
  static boolean intoOneRow(LoopPlan plan) {
    int rank = plan.rank();
    if (rank < 2 || plan.innerStride(OUT) != 1) {
      return false;
    }
    for (int k = 0; k < rank - 1; k++) {
      if (plan.stride(OUT, k) != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code loop.run} over every run of {@code plan} into its output; see the class comment. With
   * {@code seed} each output is first set to its run's first element (min/max), else it is folded
   * into as it is (the identity already there).
   */
  static void run(ReduceLoop loop, LoopPlan plan, Object in, Object out, boolean seed) {
    int n = plan.innerExtent();
    int s = plan.innerStride(IN);
    Parallel.forEachPiece(
        Math.toIntExact(plan.size() / n),
        Parallel.grainFor(n),
        (from, to) -> {
          Odometer od = Odometer.outer(plan, 1);
          od.seek(from);
          for (int r = from; r < to; r++, od.next()) {
            if (seed) {
              System.arraycopy(in, od.position(IN), out, od.position(OUT), 1);
            }
            loop.run(in, od.position(IN), s, n, out, od.position(OUT));
          }
        });
  }
}
