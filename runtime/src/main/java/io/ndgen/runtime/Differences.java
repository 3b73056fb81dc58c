package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Shapes;

/** NumPy's {@code diff}: neighbouring differences along one axis, through the elementwise ops. */
final class Differences {
  private Differences() {}

  /**
   * {@code np.diff(a, axis=axis)}: {@code a[1:] - a[:-1]} along {@code axis} (for BOOL, {@code
   * a[1:] != a[:-1]}, as NumPy); the result keeps the dtype and has one element fewer on the axis.
   *
   * @throws IllegalArgumentException for a rank-0 array ("diff requires input that is at least one
   *     dimensional")
   */
  static StridedArray diff(StridedArray a, int axis) {
    if (a.rank() == 0) {
      throw new IllegalArgumentException("diff requires input that is at least one dimensional");
    }
    int ax = Shapes.normalizeAxis(axis, a.rank());
    int n = a.shape(ax);
    StridedArray later = a.slice(ax, 1, Integer.MAX_VALUE, 1);
    StridedArray earlier = a.slice(ax, 0, Math.max(n - 1, 0), 1);
    return a.dtype() == DType.BOOL ? later.notEqual(earlier) : later.subtract(earlier);
  }
}
