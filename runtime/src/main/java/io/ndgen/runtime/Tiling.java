package io.ndgen.runtime;

import io.ndgen.runtime.internal.Shapes;

/**
 * NumPy's {@code tile} and {@code repeat}. Each is one strided copy: the result, viewed with every
 * repeated axis split into (repeat, extent) or (extent, repeat), receives the input broadcast over
 * the repeat axes (stride 0), so the copy planner walks the result in memory order and no element
 * is computed twice.
 */
final class Tiling {
  private Tiling() {}

  /**
   * {@code np.tile(a, reps)}: a C-ordered copy with shape {@code shape[k] * reps[k]}; the shorter
   * of shape and reps is padded with leading ones. All-ones reps give a copy in this array's memory
   * order, as NumPy's {@code np.array(a, copy=True)}.
   *
   * @throws ShapeException for a negative repetition
   */
  static StridedArray tile(StridedArray a, int... reps) {
    int d = Math.max(a.rank(), reps.length);
    StridedArray c = a;
    while (c.rank() < d) {
      c = c.expandDims(0);
    }
    int[] r = new int[d];
    System.arraycopy(reps, 0, r, d - reps.length, reps.length);
    for (int k = 0; k < d - reps.length; k++) {
      r[k] = 1;
    }
    boolean allOnes = true;
    int[] shapeOut = new int[d];
    for (int k = 0; k < d; k++) {
      if (r[k] < 0) {
        throw negativeRepeats(r[k]);
      }
      allOnes &= r[k] == 1;
      shapeOut[k] = Shapes.multiplyExact(c.shape(k), r[k], "tiled extent");
    }
    if (allOnes) {
      return c.astype(c.dtype());
    }
    StridedArray out = StridedArray.zeros(c.dtype(), shapeOut);
    if (out.size() == 0) {
      return out;
    }
    int[] split = new int[2 * d]; // (reps0, n0, reps1, n1, …): a view of the C-ordered result
    StridedArray source = c;
    for (int k = 0; k < d; k++) {
      split[2 * k] = r[k];
      split[2 * k + 1] = c.shape(k);
      source = source.expandDims(2 * k);
    }
    source.copyInto(out.view(split));
    return out;
  }

  /**
   * {@code np.repeat(a, repeats, axis)}: each element repeated along {@code axis}, C-ordered.
   *
   * @throws ShapeException for a negative count or an axis out of range
   */
  static StridedArray repeat(StridedArray array, int repeats, int axis) {
    StridedArray a = array.rank() == 0 ? array.reshape(1) : array; // as NumPy's PyArray_CheckAxis
    int ax = Shapes.normalizeAxis(axis, a.rank());
    if (repeats < 0) {
      throw negativeRepeats(repeats);
    }
    int[] shape = a.shape();
    int n = shape[ax];
    shape[ax] = Shapes.multiplyExact(n, repeats, "repeated extent");
    StridedArray out = StridedArray.zeros(a.dtype(), shape);
    if (out.size() == 0) {
      return out;
    }
    int[] split = new int[shape.length + 1]; // axis ax becomes (n, repeats)
    for (int k = 0, j = 0; k < shape.length; k++) {
      split[j++] = k == ax ? n : shape[k];
      if (k == ax) {
        split[j++] = repeats;
      }
    }
    a.expandDims(ax + 1).copyInto(out.view(split));
    return out;
  }

  /** {@code np.repeat(a, repeats)} without an axis: the flattened (C-order) array repeated. */
  static StridedArray repeat(StridedArray a, int repeats) {
    return repeat(a.reshape(-1), repeats, 0);
  }

  private static ShapeException negativeRepeats(int value) {
    return new ShapeException(
        ShapeException.Kind.INVALID_ARGUMENT,
        "negative dimensions are not allowed: " + value + " repetitions");
  }
}
