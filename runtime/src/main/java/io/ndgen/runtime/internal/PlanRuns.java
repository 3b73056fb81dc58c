package io.ndgen.runtime.internal;

import io.ndgen.runtime.parallel.Parallel;

/**
 * The elementwise loop driver: hands every inner run of a {@link LoopPlan} to a kernel, split
 * across cores by {@link Parallel} when the loop is large.
 *
 * <p>Contract: {@link #forEach} calls {@code body} on pieces of runs that together cover every
 * element of the plan exactly once; a call may cover part of a run (element {@code from} on, for
 * {@code n} elements). Loops under {@link #PARALLEL_MIN} elements, on one thread, or started inside
 * a fork/join worker run serially in walking order. Pieces are about {@link Parallel#GRAIN}
 * elements: whole runs grouped when runs are short, runs cut into {@code GRAIN}-element chunks when
 * they are long. Only for elementwise work, where any order gives the same result: the output
 * operand must not overlap an input except at the same positions.
 */
public final class PlanRuns {
  /** Loops smaller than this (two grains) are not worth a fork/join round trip. */
  public static final long PARALLEL_MIN = 2L * Parallel.GRAIN;

  private PlanRuns() {}

  /** One call of a kernel over part of a run. */
  @FunctionalInterface
  public interface Body {
    /**
     * Processes {@code n} elements of the run that starts at each operand's {@code
     * at.position(op)}, from its element {@code from} on.
     */
    void run(Odometer at, int from, int n);
  }

  /** Calls {@code body} over every element of {@code plan}; see the class comment. */
  public static void forEach(LoopPlan plan, Body body) {
    long size = plan.size();
    if (size == 0) {
      return;
    }
    int n = plan.innerExtent();
    long rows = size / n;
    if (size < PARALLEL_MIN || Parallel.threadsHere() <= 1) {
      Odometer od = Odometer.outer(plan, 1);
      do {
        body.run(od, 0, n);
      } while (od.next());
      return;
    }
    if (n >= Parallel.GRAIN) {
      int chunks = (n + Parallel.GRAIN - 1) / Parallel.GRAIN;
      Parallel.forEachPiece(
          Math.toIntExact(rows * chunks),
          1,
          (from, to) -> {
            Odometer od = Odometer.outer(plan, 1);
            for (int u = from; u < to; u++) {
              od.seek(u / chunks);
              int start = (u % chunks) * Parallel.GRAIN;
              body.run(od, start, Math.min(n - start, Parallel.GRAIN));
            }
          });
      return;
    }
    Parallel.forEachPiece(
        Math.toIntExact(rows),
        Parallel.grainFor(n),
        (from, to) -> {
          Odometer od = Odometer.outer(plan, 1);
          od.seek(from);
          for (int r = from; r < to; r++) {
            body.run(od, 0, n);
            od.next();
          }
        });
  }
}
