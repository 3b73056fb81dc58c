package io.ndgen.runtime.ops;

import io.ndgen.runtime.iter.LoopPlan;

/**
 * Walks the outer loops of a {@link LoopPlan}: the storage position of every operand at the start
 * of each innermost run. The innermost loop itself is left to the kernels.
 */
final class Odometer {
  private final LoopPlan plan;
  private final int operands;
  private final int[] counter;
  private final int[] position;

  Odometer(LoopPlan plan, int operands) {
    this.plan = plan;
    this.operands = operands;
    this.counter = new int[Math.max(plan.rank() - 1, 0)];
    this.position = new int[operands];
    for (int op = 0; op < operands; op++) {
      position[op] = plan.offset(op);
    }
  }

  /** Storage position of operand {@code op} at the start of the current inner run. */
  int position(int op) {
    return position[op];
  }

  /** Advances to the next inner run; false when every run has been visited. */
  boolean next() {
    for (int k = counter.length - 1; k >= 0; k--) {
      int stepBack = plan.extent(k) - 1;
      if (++counter[k] <= stepBack) {
        for (int op = 0; op < operands; op++) {
          position[op] += plan.stride(op, k);
        }
        return true;
      }
      counter[k] = 0;
      for (int op = 0; op < operands; op++) {
        position[op] -= plan.stride(op, k) * stepBack;
      }
    }
    return false;
  }

  /** Extent of the innermost loop. */
  static int innerExtent(LoopPlan plan) {
    return plan.extent(plan.rank() - 1);
  }

  /** Stride of operand {@code op} along the innermost loop. */
  static int innerStride(LoopPlan plan, int op) {
    return plan.stride(op, plan.rank() - 1);
  }
}
