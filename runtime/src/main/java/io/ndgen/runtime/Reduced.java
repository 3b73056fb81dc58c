package io.ndgen.runtime;

import io.ndgen.runtime.internal.Reduction;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.Storage;

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

  /** A fold of {@code a}'s storage over the {@code reduced} axes into {@code out}. */
  interface Fold {
    void into(boolean[] reduced, Object out, Layout outLayout);
  }

  /**
   * The result of {@code fold} over {@code axes} of {@code a}: an array of {@code a}'s dtype laid
   * out as NumPy's reduction allocates it (zeroed before the fold), the reduced axes removed unless
   * {@code keepDims}.
   */
  static StridedArray fold(StridedArray a, boolean keepDims, int[] axes, Fold fold) {
    boolean[] reduced = Shapes.reducedAxes(axes, a.rank());
    Layout layout = Reduction.outLayout(a.layout(), reduced);
    Object out = Storage.allocate(a.dtype(), layout.size());
    fold.into(reduced, out, layout);
    StridedArray result = StridedArray.wrap(a.dtype(), out, layout);
    if (!keepDims) {
      for (int k = reduced.length - 1; k >= 0; k--) {
        if (reduced[k]) {
          result = result.squeeze(k);
        }
      }
    }
    return result;
  }
}
