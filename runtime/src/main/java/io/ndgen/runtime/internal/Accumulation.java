package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ops.ReduceOp;

/**
 * NumPy's {@code add.accumulate} / {@code multiply.accumulate} along one axis ({@code cumsum},
 * {@code cumprod}): every lane along the axis is one call of the dtype's scan kernel, which folds
 * left to right as NumPy does (not pairwise). Lanes are visited in the output's C index order.
 */
public final class Accumulation {
  private Accumulation() {}

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
    int s = inLayout.stride(axis);
    int os = outLayout.stride(axis);
    Layout inLanes = inLayout.select(axis, 0);
    Layout outLanes = outLayout.select(axis, 0);
    Odometer lanes =
        new Odometer(
            inLanes.shape(),
            new int[][] {inLanes.strides(), outLanes.strides()},
            new int[] {inLanes.offset(), outLanes.offset()});
    do {
      scan.run(in, lanes.position(0), s, out, lanes.position(1), os, n);
    } while (lanes.next());
  }
}
