package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Worked examples of the loop planner's axis ordering, flipping and coalescing. */
class LoopPlanTest {
  @Test
  void contiguousAndReversedArraysPlanAsOneRun() {
    LoopPlan c = LoopPlan.plan(new int[] {3, 4, 5}, new int[][] {{20, 5, 1}}, new int[] {0});
    assertEquals("LoopPlan(shape=[60], strides=[[1]], offsets=[0])", c.toString());
    // a fully reversed operand is walked forwards from its lowest position
    LoopPlan r = LoopPlan.plan(new int[] {3, 4}, new int[][] {{-4, -1}}, new int[] {11});
    assertEquals("LoopPlan(shape=[12], strides=[[1]], offsets=[0])", r.toString());
    // mixed directions stay as they are, but still merge into one run
    LoopPlan m = LoopPlan.plan(new int[] {3, 4}, new int[][] {{4, 1}, {-4, -1}}, new int[] {0, 11});
    assertEquals("LoopPlan(shape=[12], strides=[[1], [-1]], offsets=[0, 11])", m.toString());
    // the destination (operand 0) decides the order: an F destination walks axis 0 innermost
    LoopPlan f = LoopPlan.plan(new int[] {3, 4}, new int[][] {{1, 3}, {4, 1}}, new int[] {0, 0});
    assertEquals("LoopPlan(shape=[4, 3], strides=[[3, 1], [1, 4]], offsets=[0, 0])", f.toString());
    // extent-one axes are dropped; empty shapes plan as one empty loop
    LoopPlan e = LoopPlan.plan(new int[] {1, 0, 3}, new int[][] {{9, 3, 1}}, new int[] {5});
    assertEquals(0, e.size());
  }
}
