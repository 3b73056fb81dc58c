package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import org.junit.jupiter.api.Test;

/** Which sums {@link ParallelSum} takes (the bits are ParallelSumTest's). */
class ParallelSumAppliesTest {
  static ReduceIteration wholeRun(int n, int stride) {
    LoopPlan plan =
        LoopPlan.ordered(
            new int[] {n}, new int[][] {{0}, {stride}}, new int[] {0, 0}, new int[] {0});
    return ReduceIteration.of(plan, false);
  }

  @Test
  void longFloatSumsOnSeveralThreadsOnly() {
    ReduceIteration big = wholeRun(1 << 20, 1);
    int[] table = {
      // threads, expected for float64 sum
      1, 0, 2, 1, 4, 1
    };
    for (int k = 0; k < table.length; k += 2) {
      int threads = table[k];
      boolean want = table[k + 1] == 1;
      assertEquals(
          want,
          Parallel.withThreads(
              threads, () -> ParallelSum.applies(ReduceOp.SUM, DType.FLOAT64, DType.FLOAT64, big)),
          "threads=" + threads);
    }
    Parallel.withThreads(
        2,
        () -> {
          assertEquals(
              true,
              ParallelSum.applies(
                  ReduceOp.SUM, DType.FLOAT32, DType.FLOAT32, wholeRun(1 << 20, 3)));
          assertEquals(
              false,
              ParallelSum.applies(ReduceOp.SUM, DType.FLOAT64, DType.FLOAT64, wholeRun(1000, 1)));
          assertEquals(
              false, ParallelSum.applies(ReduceOp.PROD, DType.FLOAT64, DType.FLOAT64, big));
          assertEquals(false, ParallelSum.applies(ReduceOp.SUM, DType.FLOAT16, DType.FLOAT16, big));
          assertEquals(false, ParallelSum.applies(ReduceOp.SUM, DType.FLOAT32, DType.FLOAT64, big));
          return null;
        });
  }

  /** A C-ordered rows x n input reduced along its last axis (rows kept) or its first. */
  static ReduceIteration rows(int rows, int n, boolean lastAxis) {
    int[][] strides = lastAxis ? new int[][] {{1, 0}, {n, 1}} : new int[][] {{0, 1}, {n, 1}};
    LoopPlan plan =
        LoopPlan.ordered(new int[] {rows, n}, strides, new int[] {0, 0}, new int[] {0, 1});
    return ReduceIteration.of(plan, false);
  }

  @Test
  void rowsFoldedInOneCallEachOnly() {
    Parallel.withThreads(
        2,
        () -> {
          assertEquals(
              true,
              ParallelSum.applies(
                  ReduceOp.SUM, DType.FLOAT64, DType.FLOAT64, rows(2048, 2048, true)));
          assertEquals(
              true,
              ParallelSum.applies(
                  ReduceOp.SUM, DType.FLOAT32, DType.FLOAT32, rows(5, 70_001, true)));
          // along the first axis the output moves with the innermost loop: elementwise calls
          assertEquals(
              false,
              ParallelSum.applies(
                  ReduceOp.SUM, DType.FLOAT64, DType.FLOAT64, rows(2048, 2048, false)));
          assertEquals(
              false,
              ParallelSum.applies(ReduceOp.SUM, DType.FLOAT64, DType.FLOAT64, rows(4, 2048, true)));
          return null;
        });
    assertEquals(
        false,
        Parallel.withThreads(
            1,
            () ->
                ParallelSum.applies(
                    ReduceOp.SUM, DType.FLOAT64, DType.FLOAT64, rows(2048, 2048, true))));
  }
}
