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

  /** The number of result elements. */
  static long resultSize(StridedArray a, int... axes) {
    long count = count(a, axes);
    return count == 0 ? sizeWithout(a, axes) : a.size() / count;
  }

  private static long sizeWithout(StridedArray a, int... axes) {
    boolean[] reduced = new boolean[a.rank()];
    if (axes.length == 0) {
      return 1;
    }
    for (int axis : axes) {
      reduced[Shapes.normalizeAxis(axis, a.rank())] = true;
    }
    long n = 1;
    for (int k = 0; k < reduced.length; k++) {
      if (!reduced[k]) {
        n *= a.shape(k);
      }
    }
    return n;
  }
}
