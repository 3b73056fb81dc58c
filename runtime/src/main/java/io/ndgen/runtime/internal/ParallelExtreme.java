package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.lang.reflect.Array;

/**
 * A min/max reduction on every core with the bits of the serial walk. The fold {@code acc =
 * maximum(acc, x)} keeps the first NaN met, else the largest value and of equal values ({@code -0.0
 * == 0.0}) the last: a rule over the sequence that is associative, so a run folded piece by piece,
 * each piece from its own first element, and the pieces' results then folded into the accumulator
 * in piece order, keeps the same element as the serial fold. Pieces are fixed by size ({@link
 * Parallel#GRAIN} elements), so the result does not depend on the thread count.
 *
 * <p>Every output starts from its run's first element here (the caller does not initialise it), as
 * NumPy's min/max start from the first element.
 *
 * <p>Contract: {@link #applies} for MIN or MAX without a cast, a plan of at least {@link
 * PlanRuns#PARALLEL_MIN} elements whose innermost loop is the only reduced one or the only kept
 * one, and more than one thread here, but not the one run of a bool array (its fold stops at the
 * first true or false, as NumPy's logical reduction does: pieces would each read up to theirs).
 * Then {@link #run} folds either the one run (rank 1: a whole contiguous or evenly strided array)
 * in pieces, or, when there are several runs (every outer loop kept, as {@code max(axis=-1)}),
 * whole runs side by side ({@link ParallelRows}), or, when rows are folded into one row of outputs
 * (every outer loop reduced, as {@code max(axis=0)}), the rows in bands ({@link #bands}).
 */
final class ParallelExtreme {
  private static final int OUT = 0;
  private static final int IN = 1;

  private ParallelExtreme() {}

  /** True for a reduction this class takes; see the class comment. */
  static boolean applies(ReduceOp op, DType dtype, DType loopType, LoopPlan plan) {
    return (op == ReduceOp.MIN || op == ReduceOp.MAX)
        && loopType == dtype
        && plan.size() >= PlanRuns.PARALLEL_MIN
        && Parallel.threadsHere() > 1
        && (ParallelRows.applies(plan) || ParallelRows.intoOneRow(plan))
        && !(dtype == DType.BOOL && plan.rank() == 1);
  }

  /** Folds every element of the plan into its output; see the class comment. */
  static void run(ReduceLoop loop, DType dtype, LoopPlan plan, Object in, Object out) {
    if (plan.rank() > 1) {
      if (plan.innerStride(OUT) == 0) {
        ParallelRows.run(loop, plan, in, out, true);
      } else {
        bands(loop, plan, in, out);
      }
      return;
    }
    int n = plan.innerExtent();
    int s = plan.innerStride(IN);
    int first = plan.offset(IN);
    int pieces = Parallel.pieces(n, Parallel.GRAIN);
    Object partial = Storage.allocate(dtype, pieces);
    Parallel.forEachPiece(
        n,
        Parallel.GRAIN,
        (from, to) -> {
          int p = from / Parallel.GRAIN;
          System.arraycopy(in, first + from * s, partial, p, 1); // the piece's own first element
          loop.run(in, first + from * s, s, to - from, partial, p);
        });
    System.arraycopy(in, first, out, plan.offset(OUT), 1); // the run's first element
    loop.run(partial, 0, 1, pieces, out, plan.offset(OUT));
  }

  /**
   * Rows folded into one row of outputs ({@code max(axis=0)} of a C-order matrix), in one band of
   * consecutive rows per thread: each band streams its rows in memory order into its own row of
   * partial results, started from the band's first row, and the partial rows are then folded into
   * the output in band order. The fold's rule is associative, so this keeps every output's element
   * for any cut into bands: the bands follow the thread count, as few partial rows as threads.
   */
  private static void bands(ReduceLoop loop, LoopPlan plan, Object in, Object out) {
    int n = plan.innerExtent();
    int is = plan.innerStride(IN);
    int o = plan.offset(OUT);
    int rows = Math.toIntExact(plan.size() / n);
    int bands = Math.min(Parallel.threadsHere(), rows);
    int height = (rows + bands - 1) / bands;
    bands = (rows + height - 1) / height;
    // band 0 folds into the output itself, band b > 0 into partial row b - 1
    Object partial = Array.newInstance(out.getClass().getComponentType(), (bands - 1) * n);
    Parallel.forEachPiece(
        rows,
        height,
        (from, to) -> {
          Object acc = from == 0 ? out : partial;
          int a = from == 0 ? o : (from / height - 1) * n;
          Odometer od = Odometer.outer(plan, 1);
          od.seek(from);
          StridedCopy.copy(
              new int[] {n}, in, new int[] {is}, od.position(IN), acc, new int[] {1}, a);
          for (int r = from + 1; r < to; r++) {
            od.next();
            loop.accumulate(in, od.position(IN), is, acc, a, 1, n);
          }
        });
    for (int b = 1; b < bands; b++) {
      loop.accumulate(partial, (b - 1) * n, 1, out, o, 1, n);
    }
  }
}
