package io.ndgen.runtime;

import io.ndgen.runtime.internal.Shapes;

/** Shape facts about a reduction over some axes (none: every axis), for the composed reductions. */
final class Reduced {
  private Reduced() {}

  /** The number of elements each result element reduces (NumPy's {@code _count_reduce_items}). */
  static long count(StridedArray a, int... axes) {
    long n = 1;
    if (axes.length == 0) {
      for (int extent : a.shape()) {
        n *= extent;
      }
      return n;
    }
    for (int axis : axes) {
      n *= a.shape(Shapes.normalizeAxis(axis, a.rank()));
    }
    return n;
  }
}
