package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ops.ReduceOp;
import java.util.function.Supplier;

/**
 * NumPy's {@code add.accumulate} / {@code multiply.accumulate} along one axis ({@code cumsum},
 * {@code cumprod}): every lane along the axis is one call of the dtype's scan kernel, which folds
 * left to right as NumPy does (not pairwise). Lanes are visited in the output's C index order. When
 * the axis is not the output's fastest in memory, lanes side by side advance together, one scan
 * step per element along the axis, so memory is walked in layout order. A long lane of integers or
 * bools is scanned on several cores ({@link SplitScan}: exact, so the bits are the same).
 */
public final class Accumulation {
  private Accumulation() {}

  /**
   * As {@link #accumulate}, into the storage {@code allocate} returns (for {@code outLayout});
   * returns it. A single long integer lane is scanned on several cores while the calling thread
   * allocates (and the JVM zeroes) the result ({@link SplitScan#runAllocating}).
   */
  public static Object accumulateNew(
      ReduceOp op,
      DType dtype,
      Object in,
      Layout inLayout,
      Supplier<Object> allocate,
      Layout outLayout,
      int axis) {
    int n = inLayout.shape(axis);
    SplitScan split = inLayout.size() == n ? SplitScan.of(op, dtype, n) : null;
    if (split == null) {
      Object out = allocate.get();
      accumulate(op, dtype, in, inLayout, out, outLayout, axis);
      return out;
    }
    return split.runAllocating(
        in,
        inLayout.offset(),
        inLayout.stride(axis),
        allocate,
        outLayout.offset(),
        outLayout.stride(axis),
        n);
  }

  /**
   * Writes the running {@code op} (SUM or PROD) of {@code in} along {@code axis} into {@code out}
   * (same shape, dtype {@link Reduction#accumulator} of {@code dtype}).
   */
  public static void accumulate(
      ReduceOp op,
      DType dtype,
      Object in,
      Layout inLayout,
      Object out,
      Layout outLayout,
      int axis) {
    ScanLoop scan = ScanLoops.of(op, dtype);
    if (scan == null) {
      throw new IllegalArgumentException("no accumulate loop for " + op + " on " + dtype);
    }
    int n = inLayout.shape(axis);
    if (inLayout.size() == 0) {
      return;
    }
    int lane = fastestOtherAxis(outLayout, axis);
    if (lane >= 0 && Math.abs(outLayout.stride(lane)) < Math.abs(outLayout.stride(axis))) {
      acrossLanes(op, dtype, scan, in, inLayout, out, outLayout, axis, lane);
      return;
    }
    int s = inLayout.stride(axis);
    int os = outLayout.stride(axis);
    Layout inLanes = inLayout.select(axis, 0);
    Layout outLanes = outLayout.select(axis, 0);
    Odometer lanes =
        new Odometer(
            inLanes.shape(),
            new int[][] {inLanes.strides(), outLanes.strides()},
            new int[] {inLanes.offset(), outLanes.offset()});
    SplitScan split = SplitScan.of(op, dtype, n); // a long integer lane: on several cores
    do {
      if (split != null) {
        split.run(in, lanes.position(0), s, out, lanes.position(1), os, n);
      } else {
        scan.run(in, lanes.position(0), s, out, lanes.position(1), os, n);
      }
    } while (lanes.next());
  }

  /** The output's axis other than {@code axis}, of extent above one, with the smallest stride. */
  private static int fastestOtherAxis(Layout out, int axis) {
    int best = -1;
    for (int k = 0; k < out.rank(); k++) {
      if (k != axis
          && out.shape(k) > 1
          && (best < 0 || Math.abs(out.stride(k)) < Math.abs(out.stride(best)))) {
        best = k;
      }
    }
    return best;
  }

  /**
   * The accumulation when the axis is not the output's fastest: for each position of the other
   * axes, the first element of every lane along {@code lane} is copied into the accumulator dtype,
   * then each next element along {@code axis} is one {@link ScanStep} over all lanes (previous
   * running value ⊕ element). Memory is walked a row of lanes at a time instead of one long strided
   * lane at a time; every lane sees the same operations in the same order, so the bits are the
   * per-lane scan's.
   */
  private static void acrossLanes(
      ReduceOp op,
      DType dtype,
      ScanLoop scan,
      Object in,
      Layout inLayout,
      Object out,
      Layout outLayout,
      int axis,
      int lane) {
    ScanStep step = ScanLoops.step(op, dtype);
    if (step == null) {
      throw new IllegalArgumentException("no accumulate loop for " + op + " on " + dtype);
    }
    int n = inLayout.shape(axis);
    int s = inLayout.stride(axis);
    int os = outLayout.stride(axis);
    int lanes = inLayout.shape(lane);
    int ls = inLayout.stride(lane);
    int los = outLayout.stride(lane);
    int laneAfter = lane > axis ? lane - 1 : lane; // its index once axis is selected away
    Layout inRest = inLayout.select(axis, 0).select(laneAfter, 0);
    Layout outRest = outLayout.select(axis, 0).select(laneAfter, 0);
    Odometer rest =
        new Odometer(
            inRest.shape(),
            new int[][] {inRest.strides(), outRest.strides()},
            new int[] {inRest.offset(), outRest.offset()});
    do {
      int i = rest.position(0);
      int o = rest.position(1);
      for (int l = 0; l < lanes; l++) {
        scan.run(in, i + l * ls, s, out, o + l * los, os, 1); // the first element, widened
      }
      for (int j = 1; j < n; j++) {
        step.run(in, i + j * s, ls, out, o + j * os, los, os, lanes);
      }
    } while (rest.next());
  }
}
