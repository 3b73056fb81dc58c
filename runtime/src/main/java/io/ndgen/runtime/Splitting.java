package io.ndgen.runtime;

import io.ndgen.runtime.internal.Shapes;
import java.util.ArrayList;
import java.util.List;

/**
 * NumPy's {@code split}: pieces of an array along one axis, each a view ({@link
 * StridedArray#slice}), so splitting copies nothing and is O(rank) per piece.
 */
final class Splitting {
  private Splitting() {}

  /**
   * {@code np.split(a, sections, axis)}: {@code sections} views of equal extent.
   *
   * @throws ArithmeticException for zero sections (NumPy: "integer modulo by zero")
   * @throws IllegalArgumentException if the extent does not divide ("array split does not result in
   *     an equal division") or {@code sections} is negative ("number sections must be larger than
   *     0.")
   */
  static List<StridedArray> split(StridedArray a, int sections, int axis) {
    int ax = Shapes.normalizeAxis(axis, a.rank());
    int n = a.shape(ax);
    if (sections == 0) {
      throw new ArithmeticException("integer modulo by zero: cannot split into 0 sections");
    }
    if (Math.floorMod(n, sections) != 0) { // Python's %, as NumPy's check
      throw new IllegalArgumentException(
          "array split does not result in an equal division: "
              + n
              + " elements along axis "
              + ax
              + " into "
              + sections
              + " sections");
    }
    if (sections < 0) {
      throw new IllegalArgumentException("number sections must be larger than 0., got " + sections);
    }
    int each = n / sections;
    List<StridedArray> pieces = new ArrayList<>(sections);
    for (int i = 0; i < sections; i++) {
      pieces.add(a.slice(ax, i * each, (i + 1) * each, 1));
    }
    return pieces;
  }

  /**
   * {@code np.split(a, [i, j, …], axis)}: the views {@code a[:i]}, {@code a[i:j]}, …, {@code a[k:]}
   * along {@code axis}, with Python's slice rules (negative indices count from the end,
   * out-of-range ones clamp, a decreasing pair gives an empty piece).
   */
  static List<StridedArray> splitAt(StridedArray a, int axis, int... indices) {
    int ax = Shapes.normalizeAxis(axis, a.rank());
    List<StridedArray> pieces = new ArrayList<>(indices.length + 1);
    int start = 0;
    for (int index : indices) {
      pieces.add(a.slice(ax, start, index, 1));
      start = index;
    }
    pieces.add(a.slice(ax, start, Integer.MAX_VALUE, 1));
    return pieces;
  }
}
