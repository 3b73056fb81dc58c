package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.parallel.Parallel;

/**
 * NumPy's {@code concatenate} and {@code stack}: the result dtype is {@link ResultType} of the
 * inputs, the result is laid out in the inputs' common memory order ({@link
 * Layout#contiguousLike(int[], Layout...)}), and each input is copied into its window of the result
 * by the strided copy machinery (casting where its dtype differs), so every copy walks memory in
 * layout order; the copies of large inputs run on several cores.
 */
final class Joining {
  private Joining() {}

  /** {@code np.concatenate(arrays, axis)}. */
  static StridedArray concatenate(int axis, StridedArray... arrays) {
    if (arrays.length == 0) {
      throw new IllegalArgumentException("need at least one array to concatenate");
    }
    int rank = arrays[0].rank();
    if (rank == 0) {
      throw new IllegalArgumentException("zero-dimensional arrays cannot be concatenated");
    }
    int ax = Shapes.normalizeAxis(axis, rank);
    int[] shape = arrays[0].shape();
    long extent = shape[ax];
    DType[] dtypes = new DType[arrays.length];
    Layout[] layouts = new Layout[arrays.length];
    for (int i = 0; i < arrays.length; i++) {
      StridedArray a = arrays[i];
      dtypes[i] = a.dtype();
      layouts[i] = a.layout();
      if (i == 0) {
        continue;
      }
      if (a.rank() != rank) {
        throw new ShapeException(
            ShapeException.Kind.INCOMPATIBLE_SHAPE,
            "all the input arrays must have same number of dimensions, but the array at index 0 has "
                + rank
                + " dimension(s) and the array at index "
                + i
                + " has "
                + a.rank()
                + " dimension(s)");
      }
      for (int k = 0; k < rank; k++) {
        if (k == ax) {
          extent += a.shape(k);
        } else if (a.shape(k) != shape[k]) {
          throw new ShapeException(
              ShapeException.Kind.INCOMPATIBLE_SHAPE,
              "all the input array dimensions except for the concatenation axis must match"
                  + " exactly, but along dimension "
                  + k
                  + ", the array at index 0 has size "
                  + shape[k]
                  + " and the array at index "
                  + i
                  + " has size "
                  + a.shape(k));
        }
      }
    }
    if (extent > Integer.MAX_VALUE) {
      throw new ShapeException(
          ShapeException.Kind.OVERFLOW,
          "concatenation along axis " + ax + " has " + extent + " elements, more than an int");
    }
    shape[ax] = (int) extent;
    DType dtype = ResultType.of(dtypes);
    Layout layout = Layout.contiguousLike(shape, layouts);
    StridedArray out = StridedArray.wrap(dtype, Storage.allocate(dtype, layout.size()), layout);
    StridedArray[] windows = new StridedArray[arrays.length];
    for (int i = 0, at = 0; i < arrays.length; i++) {
      int n = arrays[i].shape(ax);
      windows[i] = out.slice(ax, at, at + n, 1);
      at += n;
    }
    // the windows are disjoint: large inputs are copied on several cores, one input per piece
    int grain = out.size() >= 2 * Parallel.GRAIN ? 1 : arrays.length;
    Parallel.forEachPiece(
        arrays.length,
        grain,
        (from, to) -> {
          for (int i = from; i < to; i++) {
            arrays[i].copyInto(windows[i]);
          }
        });
    return out;
  }

  /** {@code np.stack(arrays, axis)}: each input gains an axis of extent one, then concatenate. */
  static StridedArray stack(int axis, StridedArray... arrays) {
    if (arrays.length == 0) {
      throw new IllegalArgumentException("need at least one array to stack");
    }
    int[] shape = arrays[0].shape();
    for (int i = 1; i < arrays.length; i++) {
      if (!java.util.Arrays.equals(arrays[i].shape(), shape)) {
        throw new ShapeException(
            ShapeException.Kind.INCOMPATIBLE_SHAPE,
            "all input arrays must have the same shape, but the array at index 0 has shape "
                + Shapes.format(shape)
                + " and the array at index "
                + i
                + " has shape "
                + Shapes.format(arrays[i].shape()));
      }
    }
    int ax = Shapes.normalizeAxis(axis, shape.length + 1);
    StridedArray[] expanded = new StridedArray[arrays.length];
    for (int i = 0; i < arrays.length; i++) {
      expanded[i] = arrays[i].expandDims(ax);
    }
    return concatenate(ax, expanded);
  }
}
