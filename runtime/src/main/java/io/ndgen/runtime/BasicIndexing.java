package io.ndgen.runtime;

import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Shapes;

/** Applies a NumPy basic index (integers, slices, new axes, one ellipsis) to a layout. */
final class BasicIndexing {
  private BasicIndexing() {}

  /**
   * The view layout of {@code layout[items]}.
   *
   * <p>Contract: at most one ellipsis; integers and slices consume one axis each and together may
   * not exceed the rank; the ellipsis (or, without one, the end of the list) stands for full slices
   * of the remaining axes. Errors name the original axis.
   */
  static Layout apply(Layout layout, Index... items) {
    int rank = layout.rank();
    int consumed = checkCount(rank, items);
    int newAxes = 0;
    for (Index item : items) {
      if (item instanceof Index.NewAxis) {
        newAxes++;
      }
    }
    int resultRank = rank - countAt(items) + newAxes;
    Shapes.checkRank(resultRank);
    // Integers and slices first, on a layout without the new axes, so that no intermediate
    // layout exceeds the rank limit (a[None, 0, ...] of a rank-64 array has rank 64); the new
    // axes are placed afterwards.
    Layout out = layout;
    boolean[] isNewAxis = new boolean[resultRank];
    int axis = 0; // axis of `out` the next item applies to
    int source = 0; // axis of the original layout
    int position = 0; // axis of the result
    for (Index item : items) {
      if (item instanceof Index.Ellipsis) {
        int skip = rank - consumed;
        axis += skip;
        source += skip;
        position += skip;
      } else if (item instanceof Index.NewAxis) {
        isNewAxis[position++] = true;
      } else if (item instanceof Index.At at) {
        int n = layout.shape(source);
        if (at.index() < -n || at.index() >= n) {
          throw Errors.indexOutOfBounds(at.index(), source, n);
        }
        out = out.select(axis, at.index());
        source++;
      } else {
        Index.Slice s = (Index.Slice) item;
        out = out.slice(axis, s.start(), s.stop(), s.step());
        axis++;
        source++;
        position++;
      }
    }
    if (newAxes == 0) {
      return out;
    }
    int[] shape = new int[resultRank];
    int[] strides = new int[resultRank];
    for (int k = 0, j = 0; k < resultRank; k++) {
      if (isNewAxis[k]) {
        shape[k] = 1; // its stride is never used; 0 as NumPy's a[None]
      } else {
        shape[k] = out.shape(j);
        strides[k] = out.stride(j++);
      }
    }
    return Layout.of(shape, strides, out.offset());
  }

  /**
   * NumPy's first check of an index, before any item's value: at most one ellipsis, and no more
   * integers and slices than the rank. Returns their number.
   */
  static int checkCount(int rank, Index[] items) {
    int consumed = 0;
    int ellipses = 0;
    for (Index item : items) {
      if (item instanceof Index.Ellipsis) {
        ellipses++;
      } else if (!(item instanceof Index.NewAxis)) {
        consumed++;
      }
    }
    if (ellipses > 1) {
      throw new IllegalArgumentException("an index can only have a single ellipsis ('...')");
    }
    if (consumed > rank) {
      throw Errors.indexCount(consumed, rank);
    }
    return consumed;
  }

  private static int countAt(Index[] items) {
    int n = 0;
    for (Index item : items) {
      if (item instanceof Index.At) {
        n++;
      }
    }
    return n;
  }
}
