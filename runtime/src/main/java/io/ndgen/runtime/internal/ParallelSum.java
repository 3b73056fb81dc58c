package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import org.jspecify.annotations.Nullable;

/**
 * A float32/float64 sum on every core with the bits of the serial walk, in one of two shapes (bool
 * and integer sums, exact in any order, take the same two shapes in plain pieces).
 *
 * <ul>
 *   <li>One long run (a whole contiguous or evenly strided array) into one accumulator. NumPy's
 *       reduction makes one inner-loop call per buffer ({@link ReduceIteration}; a contiguous array
 *       is a single call), each adding the call's pairwise sum to the accumulator ({@code r = r +
 *       pairwise(call)}). A pairwise sum of more than {@code PAIRWISE_BLOCK} elements is the sum of
 *       its two halves ({@code n2 = n/2} rounded down to a multiple of 8), so each call is cut
 *       along that same tree into leaves of at most {@link #LEAF} elements; the leaves are summed
 *       in parallel and their sums combined up the same tree, then added to the accumulator call by
 *       call: the serial walk's additions exactly.
 *   <li>Many runs, one output each ({@code sum(axis=-1)}), when NumPy folds each run in one call:
 *       the runs are spread across cores whole ({@link ParallelRows}).
 * </ul>
 *
 * The leaves and the row pieces are fixed by size, so the result does not depend on the thread
 * count.
 */
final class ParallelSum {
  /** The most elements of one leaf: a piece of {@link Parallel#GRAIN}, above the pairwise block. */
  static final int LEAF = Parallel.GRAIN;

  private ParallelSum() {}

  /** True for a sum this class takes: see the class comment. */
  static boolean applies(ReduceOp op, DType dtype, DType loopType, ReduceIteration it) {
    LoopPlan plan = it.plan;
    boolean exact = !dtype.isFloatingPoint(); // bool and integers: wrapping int64 adds, any order
    return op == ReduceOp.SUM
        && loopType == dtype
        && (dtype == DType.FLOAT32 || dtype == DType.FLOAT64 || exact)
        && plan.innerStride(0) == 0
        && it.inSingleStride
        && (plan.rank() == 1 || (ParallelRows.applies(plan) && (exact || oneCallPerRun(it))))
        && plan.size() >= PlanRuns.PARALLEL_MIN
        && Parallel.threadsHere() > 1;
  }

  /** True when NumPy folds each innermost run in exactly one call (not in buffer-sized parts). */
  private static boolean oneCallPerRun(ReduceIteration it) {
    int rank = it.plan.rank();
    return it.reduceMode
        ? it.outer == rank - 2 // one call per core, the core being the innermost run
        : it.outer == rank - 1 && it.bufferSize >= it.plan.innerExtent();
  }

  /**
   * Adds every element of the plan's runs to their outputs, by {@code fused}'s loops if given (a
   * pairwise sum of terms of the elements, {@link FusedReductions}) else by the sum kernels.
   */
  static void run(
      ReduceIteration it, @Nullable ReduceLoop fused, DType dtype, Object in, Object out) {
    LoopPlan plan = it.plan;
    if (plan.rank() > 1) {
      ReduceLoop loop = fused != null ? fused : ReduceLoops.of(ReduceOp.SUM, dtype);
      ParallelRows.run(loop, plan, in, out, false);
      return;
    }
    if (!dtype.isFloatingPoint()) {
      exactRun(dtype, plan, in, out);
      return;
    }
    int n = plan.innerExtent();
    int perCall = Math.toIntExact((it.reduceMode ? 1 : it.bufferSize / it.core) * it.core);
    int calls = (n + perCall - 1) / perCall;
    int leavesPerCall = leafCount(Math.min(perCall, n));
    int leafCount = (calls - 1) * leavesPerCall + leafCount(n - (calls - 1) * perCall);
    int[] starts = new int[leafCount];
    int[] lengths = new int[leafCount];
    for (int c = 0, k = 0; c < calls; c++) {
      int start = c * perCall;
      k = leaves(start, Math.min(perCall, n - start), starts, lengths, k);
    }
    int s = plan.innerStride(1);
    int first = plan.offset(1);
    int o = plan.offset(0);
    int grain = Math.max(1, Parallel.GRAIN / Math.min(perCall, LEAF));
    int[] next = {0}; // the next leaf sum to combine
    if (fused != null) {
      // each leaf's pairwise sum by the loop: -0.0 + p is p, bit for bit
      Object sums = Storage.allocate(dtype, leafCount);
      for (int k = 0; k < leafCount; k++) {
        Storage.setDouble(dtype, sums, k, -0.0);
      }
      Parallel.forEachPiece(
          leafCount,
          grain,
          (from, to) -> {
            for (int k = from; k < to; k++) {
              fused.run(in, first + starts[k] * s, s, lengths[k], sums, k);
            }
          });
      for (int c = 0; c < calls; c++) {
        int len = Math.min(perCall, n - c * perCall);
        if (dtype == DType.FLOAT64) {
          double[] r = (double[]) out;
          r[o] = r[o] + combine((double[]) sums, next, len);
        } else {
          float[] r = (float[]) out;
          r[o] = r[o] + combine((float[]) sums, next, len);
        }
      }
      return;
    }
    if (dtype == DType.FLOAT64) {
      double[] a = (double[]) in;
      double[] sums = new double[leafCount];
      Parallel.forEachPiece(
          leafCount,
          grain,
          (from, to) -> {
            for (int k = from; k < to; k++) {
              sums[k] = Float64Kernels.pairwise(a, first + starts[k] * s, lengths[k], s);
            }
          });
      double[] r = (double[]) out;
      for (int c = 0; c < calls; c++) {
        r[o] = r[o] + combine(sums, next, Math.min(perCall, n - c * perCall));
      }
    } else {
      float[] a = (float[]) in;
      float[] sums = new float[leafCount];
      Parallel.forEachPiece(
          leafCount,
          grain,
          (from, to) -> {
            for (int k = from; k < to; k++) {
              sums[k] = Float32Kernels.pairwise(a, first + starts[k] * s, lengths[k], s);
            }
          });
      float[] r = (float[]) out;
      for (int c = 0; c < calls; c++) {
        r[o] = r[o] + combine(sums, next, Math.min(perCall, n - c * perCall));
      }
    }
  }

  /**
   * An integer or bool sum of one run: pieces of {@link #LEAF} elements summed in parallel into
   * int64 (uint64) partial sums, added in order. Wrapping adds are associative, so this is the
   * serial sum's value on any split.
   */
  private static void exactRun(DType dtype, LoopPlan plan, Object in, Object out) {
    ReduceLoop loop = ReduceLoops.of(ReduceOp.SUM, dtype);
    int n = plan.innerExtent();
    int s = plan.innerStride(1);
    int first = plan.offset(1);
    long[] sums = new long[Parallel.pieces(n, LEAF)];
    Parallel.forEachPiece(
        sums.length,
        1,
        (from, to) -> {
          for (int k = from; k < to; k++) {
            int start = k * LEAF;
            loop.run(in, first + start * s, s, Math.min(LEAF, n - start), sums, k);
          }
        });
    long[] r = (long[]) out;
    int o = plan.offset(0);
    for (long sum : sums) {
      r[o] += sum;
    }
  }

  /** The first half of a pairwise sum of {@code n > PAIRWISE_BLOCK} elements (NumPy's split). */
  private static int half(int n) {
    int n2 = n / 2;
    return n2 - n2 % 8;
  }

  /** How many leaves a pairwise sum of {@code n} elements is cut into. */
  private static int leafCount(int n) {
    if (n <= LEAF) {
      return 1;
    }
    int n2 = half(n);
    return leafCount(n2) + leafCount(n - n2);
  }

  /** Writes the leaves of a pairwise sum of {@code n} elements from {@code start} at {@code k}. */
  private static int leaves(int start, int n, int[] starts, int[] lengths, int k) {
    if (n <= LEAF) {
      starts[k] = start;
      lengths[k] = n;
      return k + 1;
    }
    int n2 = half(n);
    return leaves(start + n2, n - n2, starts, lengths, leaves(start, n2, starts, lengths, k));
  }

  /**
   * The pairwise sum of {@code n} elements from its leaves' sums, taken from {@code next[0]} on.
   */
  private static double combine(double[] sums, int[] next, int n) {
    if (n <= LEAF) {
      return sums[next[0]++];
    }
    int n2 = half(n);
    double left = combine(sums, next, n2);
    return left + combine(sums, next, n - n2);
  }

  /** As {@link #combine(double[], int[], int)}, adding in float as the float32 kernel does. */
  private static float combine(float[] sums, int[] next, int n) {
    if (n <= LEAF) {
      return sums[next[0]++];
    }
    int n2 = half(n);
    float left = combine(sums, next, n2);
    return left + combine(sums, next, n - n2);
  }
}
