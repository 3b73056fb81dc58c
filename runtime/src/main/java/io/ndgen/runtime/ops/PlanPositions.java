package io.ndgen.runtime.ops;

import io.ndgen.runtime.iter.LoopPlan;

/** The positions of one operand of a {@link LoopPlan}, in the plan's visiting order. */
final class PlanPositions implements FlatPositions {
  private final LoopPlan plan;
  private final int op;
  private final int[] counter;

  PlanPositions(LoopPlan plan, int op) {
    this.plan = plan;
    this.op = op;
    this.counter = new int[plan.rank()];
  }

  @Override
  public void fill(long start, int n, int[] dst) {
    int rank = plan.rank();
    long rest = start;
    int pos = plan.offset(op);
    for (int k = rank - 1; k >= 0; k--) {
      int extent = plan.extent(k);
      counter[k] = (int) (rest % extent);
      rest /= extent;
      pos += counter[k] * plan.stride(op, k);
    }
    for (int j = 0; j < n; j++) {
      dst[j] = pos;
      for (int k = rank - 1; k >= 0; k--) {
        if (++counter[k] < plan.extent(k)) {
          pos += plan.stride(op, k);
          break;
        }
        counter[k] = 0;
        pos -= plan.stride(op, k) * (plan.extent(k) - 1);
      }
    }
  }
}
