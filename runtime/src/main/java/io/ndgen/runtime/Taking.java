package io.ndgen.runtime;

import io.ndgen.runtime.internal.Errors;

/**
 * NumPy's {@code take(a, indices, axis)}: a C-ordered copy of the positions {@code indices} along
 * one axis. A C-contiguous source is read as {@code (outer, n, inner)} blocks, as NumPy's take loop
 * reads its (contiguous) input: a gather per outer row when the axis is the last, else one {@code
 * arraycopy} of {@code inner} elements per taken position. Other layouts copy one strided slab per
 * index through the copy kernels, which costs O(output) without copying the whole source first.
 */
final class Taking {
  private Taking() {}

  static StridedArray take(StridedArray a, int ax, int[] indices) {
    int n = a.shape(ax);
    int[] index = new int[indices.length]; // negative indices counted from the end
    for (int j = 0; j < indices.length; j++) {
      int i = indices[j];
      if (i < -n || i >= n) {
        throw Errors.indexOutOfBounds(i, ax, n);
      }
      index[j] = i < 0 ? i + n : i;
    }
    int[] shape = a.shape();
    shape[ax] = index.length;
    StridedArray out = StridedArray.zeros(a.dtype(), shape);
    if (out.size() == 0) {
      return out;
    }
    if (a.isCContiguous()) {
      takeBlocks(a, ax, index, out);
    } else {
      for (int j = 0; j < index.length; j++) {
        ElementCopies.copy(a.select(ax, index[j]), out.select(ax, j));
      }
    }
    return out;
  }

  private static void takeBlocks(StridedArray a, int ax, int[] index, StridedArray out) {
    int n = a.shape(ax);
    int m = index.length;
    int outer = 1;
    for (int k = 0; k < ax; k++) {
      outer *= a.shape(k);
    }
    int inner = out.size() / outer / m;
    Object src = a.storage();
    Object dst = out.storage();
    int s = a.offset();
    if (inner == 1) {
      GatherLoop loop = GatherLoops.forComponent(src.getClass().getComponentType());
      for (int o = 0; o < outer; o++) {
        loop.gather(src, s + o * n, 1, index, dst, o * m);
      }
      return;
    }
    for (int o = 0, d = 0; o < outer; o++) {
      int row = s + o * n * inner;
      for (int j = 0; j < m; j++, d += inner) {
        System.arraycopy(src, row + index[j] * inner, dst, d, inner);
      }
    }
  }
}
