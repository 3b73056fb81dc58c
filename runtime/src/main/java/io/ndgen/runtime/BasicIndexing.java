package io.ndgen.runtime;

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
    int consumed = 0;
    int ellipses = 0;
    int newAxes = 0;
    for (Index item : items) {
      if (item instanceof Index.Ellipsis) {
        ellipses++;
      } else if (item instanceof Index.NewAxis) {
        newAxes++;
      } else {
        consumed++;
      }
    }
    if (ellipses > 1) {
      throw new IllegalArgumentException("an index can only have a single ellipsis ('...')");
    }
    if (consumed > rank) {
      throw new IndexOutOfBoundsException(
          "too many indices for array: array is "
              + rank
              + "-dimensional, but "
              + consumed
              + " were indexed");
    }
    Shapes.checkRank(rank - countAt(items) + newAxes);
    Layout out = layout;
    int axis = 0; // position in the result being built
    int source = 0; // axis of the original layout
    for (Index item : items) {
      if (item instanceof Index.Ellipsis) {
        int skip = rank - consumed;
        axis += skip;
        source += skip;
      } else if (item instanceof Index.NewAxis) {
        out = out.expandDims(axis);
        axis++;
      } else if (item instanceof Index.At at) {
        int n = layout.shape(source);
        if (at.index() < -n || at.index() >= n) {
          throw new IndexOutOfBoundsException(
              "index " + at.index() + " is out of bounds for axis " + source + " with size " + n);
        }
        out = out.select(axis, at.index());
        source++;
      } else {
        Index.Slice s = (Index.Slice) item;
        out = out.slice(axis, s.start(), s.stop(), s.step());
        axis++;
        source++;
      }
    }
    return out;
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
