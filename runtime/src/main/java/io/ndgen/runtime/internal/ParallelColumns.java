package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.lang.reflect.Array;
import org.jspecify.annotations.Nullable;

/**
 * A reduction over the outer axes of its input ({@code sum(axis=0)} of a C-order matrix) on every
 * core with the bits of the serial walk. When the plan's innermost loop is its only kept one, every
 * inner-loop call NumPy makes is an elementwise {@code accumulate} ({@code out[j] = out[j] ⊕
 * in[j]}) over part of an innermost run, and each output element is folded once per row (index of
 * the outer loops), in plan order. So the innermost loop is cut into column blocks, and each block
 * folds every row's piece in plan order into a private copy of its outputs, written back at the
 * end: every output element sees the same operations in the same order as in the serial walk, so no
 * split, and no thread count, changes a bit. The private copy keeps the threads off each other's
 * cache lines where the blocks meet and stays in cache while the rows stream past. Float sums and
 * products fold eight rows per pass over the block ({@code Float64Simd.sumRows}): each output
 * vector is loaded and stored once per eight rows and eight rows stream at once, which is what
 * makes a block's pieces of the rows stream as fast as whole rows (below).
 *
 * <p>Contract: {@link #applies} when every loop but the innermost is reduced, the innermost one is
 * kept with output stride one, the input is not cast, the plan has at least {@link
 * PlanRuns#PARALLEL_MIN} elements, more than one thread is available here and the innermost run has
 * room for two blocks of {@link #MIN_WIDTH}. Then {@link #run} folds every element into its output,
 * which already holds the initial values (the identity, or min/max's first elements).
 */
final class ParallelColumns {
  /**
   * The fewest columns of a block. The shorter a block's piece of each row, the slower the rows
   * stream: in one JVM (thread CPU time, loaded machine), two blocks of 1024 float32 columns of a
   * 2048-row matrix walked one after the other took 1.5-2x the time of whole rows from memory,
   * 1.1-1.25x from L3, the same from L2; blocks of 4096 columns of 8192 still 1.25x from memory.
   * Folded eight rows per pass, the 1024-column blocks took 0.7x the time of whole rows one at a
   * time (session 16, same harness). The same eight-row passes over whole rows of a rank-3 array's
   * slabs ({@code sum(axis=1)}, rows of 256-512 elements, adjacent) took 1.2-2x longer than one row
   * at a time, and for max/min (a compare and a blend per row) 1.15-2.6x longer: only the blocks
   * here take them.
   */
  static final int MIN_WIDTH = 1024;

  private static final int OUT = 0;
  private static final int IN = 1;

  private ParallelColumns() {}

  /** True for a reduction this class takes; see the class comment. */
  static boolean applies(DType dtype, DType loopType, LoopPlan plan) {
    return loopType == dtype
        && plan.innerExtent() >= 2 * MIN_WIDTH
        && plan.size() >= PlanRuns.PARALLEL_MIN
        && Parallel.threadsHere() > 1
        && ParallelRows.intoOneRow(plan);
  }

  /**
   * Folds every element of {@code plan} into its output; see the class comment. {@code op} is the
   * reduction {@code loop} runs, or null for a fused loop ({@link FusedReductions}).
   */
  static void run(@Nullable ReduceOp op, ReduceLoop loop, LoopPlan plan, Object in, Object out) {
    int n = plan.innerExtent();
    int is = plan.innerStride(IN);
    int o = plan.offset(OUT);
    int rows = plan.extent(plan.rank() - 2); // the loop of rows: reduced, as every outer loop
    int rs = plan.stride(IN, plan.rank() - 2);
    // as many blocks as threads: every block boundary in a row costs streaming speed
    int blocks = Math.min(Parallel.threadsHere(), n / MIN_WIDTH);
    Parallel.forEachPiece(
        n,
        (n + blocks - 1) / blocks,
        (from, to) -> {
          int len = to - from;
          Object acc = Array.newInstance(out.getClass().getComponentType(), len);
          System.arraycopy(out, o + from, acc, 0, len);
          Odometer slabs = Odometer.outer(plan, 2);
          do {
            int i = slabs.position(IN) + from * is;
            int done = is == 1 ? foldRows(op, in, i, rs, rows, acc, len) : 0;
            if (done < len) {
              for (int r = 0; r < rows; r++) {
                loop.accumulateInto(
                    in, i + r * rs + done * is, is, acc, done, 1, len - done, o + from + done);
              }
            }
          } while (slabs.next());
          System.arraycopy(acc, 0, out, o + from, len);
        });
  }

  /**
   * Float sums and products of {@code rows} contiguous row pieces folded into {@code acc} by the
   * Vector API several rows per pass (each column still in row order, so the same bits): the count
   * of leading columns done, 0 for other reductions or without SIMD.
   */
  private static int foldRows(
      @Nullable ReduceOp op, Object in, int i, int rs, int rows, Object acc, int n) {
    if (op == ReduceOp.SUM) {
      if (in instanceof float[] a) {
        return Vectorized.F32.sumRows(a, i, rs, rows, (float[]) acc, 0, n);
      }
      if (in instanceof double[] a) {
        return Vectorized.F64.sumRows(a, i, rs, rows, (double[]) acc, 0, n);
      }
    } else if (op == ReduceOp.PROD) {
      if (in instanceof float[] a) {
        return Vectorized.F32.prodRows(a, i, rs, rows, (float[]) acc, 0, n);
      }
      if (in instanceof double[] a) {
        return Vectorized.F64.prodRows(a, i, rs, rows, (double[]) acc, 0, n);
      }
    }
    return 0;
  }
}
