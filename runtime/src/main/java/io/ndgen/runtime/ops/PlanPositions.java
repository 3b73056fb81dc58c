package io.ndgen.runtime.ops;

import io.ndgen.runtime.internal.LoopPlan;
import io.ndgen.runtime.internal.Odometer;

/**
 * The positions of one operand of a {@link LoopPlan}, in the plan's visiting order, handed out in
 * consecutive pieces (as a pairwise sum visits its leaves, left to right).
 */
final class PlanPositions implements FlatPositions {
  private final Odometer walk;
  private long next;

  /** The positions of operand 0 of {@code plan}. */
  PlanPositions(LoopPlan plan) {
    this.walk = Odometer.outer(plan, 0);
  }

  @Override
  public void fill(long start, int n, int[] dst) {
    if (start != next) {
      throw new IllegalStateException(
          "positions are handed out in order: " + next + ", not " + start);
    }
    for (int j = 0; j < n; j++, walk.next()) {
      dst[j] = walk.position(0);
    }
    next += n;
  }
}
