package io.ndgen.runtime.internal;

import io.ndgen.runtime.parallel.Parallel;

/**
 * The serial reduction walk spread across cores by one kept loop ({@code sum(axis=(0, 2))} and
 * {@code sum(axis=1)} of a rank-3 array): calls at different indices of a kept loop fold into
 * different outputs, so pieces of that loop's range can run on different threads, each making its
 * calls in the walk's order. Every output then sees the same calls in the same order as in the
 * serial walk, whatever the pieces: no thread count changes a bit.
 *
 * <p>Contract: {@link #loop} picks the outermost loop, at or outside the iteration's {@link
 * ReduceIteration#outer} loop, with a nonzero output stride and at least two units ({@link #units}:
 * its indices, or for the outer loop itself its groups of one call's cores), when the input is read
 * in place (a buffered walk would allocate its buffers per piece), the plan has at least {@link
 * PlanRuns#PARALLEL_MIN} elements and more than one thread is available here; otherwise -1. Loops
 * inside the outer one are never split: a call there may fold a whole run into one output.
 */
final class KeptSplit {
  private static final int OUT = 0;

  private KeptSplit() {}

  /** The loop to split, or -1; see the class comment. */
  static int loop(ReduceIteration it) {
    LoopPlan plan = it.plan;
    if (!it.inSingleStride || plan.size() < PlanRuns.PARALLEL_MIN || Parallel.threadsHere() <= 1) {
      return -1;
    }
    for (int k = 0; k <= it.outer; k++) {
      if (plan.stride(OUT, k) != 0 && units(it, k) >= 2) {
        return k;
      }
    }
    return -1;
  }

  /** How many units loop {@code k} has: indices, or call groups of the outer loop. */
  static int units(ReduceIteration it, int k) {
    int extent = it.plan.extent(k);
    if (k < it.outer) {
      return extent;
    }
    int perCall = coresPerCall(it);
    return (extent + perCall - 1) / perCall;
  }

  /**
   * Units per piece: as many pieces as threads, as {@link ParallelColumns} cuts its blocks. A piece
   * reads one part of every slab, and the shorter the parts the slower they stream: pieces of two
   * 256-float rows of each of 64 slabs ({@code sum(axis=(0, 2))} of (64, 256, 256)) took 2.7x the
   * serial walk's CPU time on the calling thread (one JVM, loaded machine).
   */
  static int grain(ReduceIteration it, int k) {
    int units = units(it, k);
    int pieces = Math.min(Parallel.threadsHere(), units);
    return (units + pieces - 1) / pieces;
  }

  /** Cores per inner-loop call along the outer loop: one in reduce mode, else a buffer's worth. */
  static int coresPerCall(ReduceIteration it) {
    return it.reduceMode ? 1 : Math.toIntExact(it.bufferSize / it.core);
  }
}
