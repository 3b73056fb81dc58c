package io.ndgen.runtime;

/**
 * Visits the storage index of every element of a layout in C index order. For cold paths
 * (formatting, overlap checks, fancy indexing); bulk work goes through the iteration planner.
 */
final class IndexWalker {
  private final int[] shape;
  private final int[] strides;
  private final int[] counter;
  private int position;
  private int remaining;

  IndexWalker(Layout layout) {
    this.shape = layout.shape();
    this.strides = layout.strides();
    this.counter = new int[shape.length];
    this.position = layout.offset();
    this.remaining = layout.size();
  }

  boolean hasNext() {
    return remaining > 0;
  }

  /** The next storage index. Only valid while {@link #hasNext()}. */
  int next() {
    int current = position;
    if (--remaining > 0) {
      for (int k = shape.length - 1; k >= 0; k--) {
        if (++counter[k] < shape[k]) {
          position += strides[k];
          break;
        }
        counter[k] = 0;
        position -= strides[k] * (shape[k] - 1);
      }
    }
    return current;
  }
}
