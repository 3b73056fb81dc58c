package io.ndgen.runtime.ops;

import io.ndgen.annotations.Order;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.StridedArray;
import java.util.Arrays;

/**
 * Long runs for inputs broadcast against a short inner axis. Multiplying a (64, 240, 320, 3) clip
 * by three channel weights plans as rows of 3, because the weights' strides (0, 0, 0, 1) do not
 * merge with the clip's: one kernel call per pixel. When an input is broadcast over the leading
 * axes and varies only within a small trailing block, that block (the weights tiled to (320, 3)
 * here) is copied into a contiguous buffer that walks in step with a C-contiguous target, so the
 * loop planner merges the block's axes into long unit-stride runs (960 elements here) that the SIMD
 * kernels take. The buffer holds the same values at the same indices: results do not change.
 */
final class ShortRuns {
  /** The largest block copied, in elements: small enough to stay in the L1/L2 cache. */
  static final int MAX_BLOCK = 8192;

  /** Targets smaller than this run as planned (the copy would not pay for itself). */
  static final int MIN_SIZE = 4 * MAX_BLOCK;

  /** Inner runs at least this long are long enough already. */
  static final int LONG_RUN = 256;

  private ShortRuns() {}

  /**
   * {@code x} (already broadcast to {@code target}'s shape), or the same values over a tiled block
   * buffer when that gives longer runs; see the class comment.
   */
  static StridedArray tiled(StridedArray x, StridedArray target) {
    int rank = target.rank();
    int[] shape = target.shape();
    if (rank < 2 || target.size() < MIN_SIZE || shape[rank - 1] >= LONG_RUN) {
      return x;
    }
    int[] xs = x.strides();
    int first = 0;
    while (first < rank && (xs[first] == 0 || shape[first] == 1)) {
      first++;
    }
    if (first == rank) {
      return x; // one value broadcast everywhere: kernels take it with stride 0
    }
    long block = 1;
    for (int k = first; k < rank; k++) {
      block *= shape[k];
    }
    int start = first;
    while (start > 0 && block * shape[start - 1] <= MAX_BLOCK) {
      start--;
      block *= shape[start];
    }
    if (block > MAX_BLOCK || !cContiguousFrom(target, start)) {
      return x;
    }
    int[] ts = target.strides();
    if (Arrays.equals(xs, start, rank, ts, start, rank)) {
      return x; // x already walks the block as the target does
    }
    StridedArray view = x;
    for (int k = 0; k < start; k++) {
      view = view.select(0, 0); // x does not vary along these axes
    }
    StridedArray buffer = view.copy(Order.C);
    int[] strides = new int[rank];
    System.arraycopy(buffer.strides(), 0, strides, start, rank - start);
    return StridedArray.wrap(
        x.dtype(), buffer.storage(), Layout.of(shape, strides, buffer.layout().offset()));
  }

  /** True when {@code a}'s axes from {@code start} on are nested C-order strides. */
  private static boolean cContiguousFrom(StridedArray a, int start) {
    int[] shape = a.shape();
    int[] strides = a.strides();
    long want = 1;
    for (int k = shape.length - 1; k >= start; k--) {
      if (shape[k] != 1 && strides[k] != want) {
        return false;
      }
      want *= shape[k];
    }
    return true;
  }
}
