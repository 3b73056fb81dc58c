package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The running sum or product of one long integer lane on several cores, exact because wrapping
 * integer ⊕ is associative: the lane is cut into {@link Parallel}'s pieces (fixed by size), then
 *
 * <ol>
 *   <li>each piece's total, in parallel (the last piece's is never needed);
 *   <li>each piece's carry, the totals of the pieces before it combined in piece order;
 *   <li>each piece scanned from its carry, in parallel.
 * </ol>
 *
 * <p>The input is read twice and the output written once, against once each for the one-core scan;
 * on two cores that pays from a few pieces on (measured in docs/benchmarks.md). Every element gets
 * the same value as the sequential scan's, whatever the thread count. Floats never come here: their
 * running values round, and NumPy's are sequential.
 */
final class SplitScan {
  /** Lanes shorter than this many elements are scanned on one core. */
  static final int MIN_LENGTH = 4 * Parallel.GRAIN;

  private final boolean sum;
  private final ReduceLoop total;
  private final CarriedScan scan;

  private SplitScan(boolean sum, ReduceLoop total, CarriedScan scan) {
    this.sum = sum;
    this.total = total;
    this.scan = scan;
  }

  /**
   * The split scan of {@code dtype} input with {@code op} (SUM or PROD) for lanes of {@code n}
   * elements, or null when they are scanned on one core: a float dtype, a short lane, or no second
   * core to use (one thread, or already inside a fork/join worker).
   */
  static @Nullable SplitScan of(ReduceOp op, DType dtype, int n) {
    if (n < MIN_LENGTH || Parallel.threadsHere() < 2) {
      return null;
    }
    CarriedScan scan = ScanLoops.carried(op, dtype);
    return scan == null ? null : new SplitScan(op == ReduceOp.SUM, ReduceLoops.of(op, dtype), scan);
  }

  /** {@code out[o + j*os] = in[i] ⊕ … ⊕ in[i + j*s]} for {@code j < n}. */
  void run(Object in, int i, int s, Object out, int o, int os, int n) {
    int grain = Parallel.GRAIN;
    int pieces = Parallel.pieces(n, grain);
    long[] carry = new long[pieces];
    if (!sum) {
      Arrays.fill(carry, 1L);
    }
    Parallel.forEachPiece(
        (pieces - 1) * grain,
        grain,
        (from, to) -> total.run(in, i + from * s, s, to - from, carry, from / grain));
    long running = sum ? 0L : 1L;
    for (int p = 0; p < pieces; p++) { // totals to carries, in piece order
      long t = carry[p];
      carry[p] = running;
      running = sum ? running + t : running * t;
    }
    Parallel.forEachPiece(
        n,
        grain,
        (from, to) ->
            scan.run(in, i + from * s, s, out, o + from * os, os, to - from, carry[from / grain]));
  }
}
