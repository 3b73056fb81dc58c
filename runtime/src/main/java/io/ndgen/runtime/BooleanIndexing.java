package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Shapes;
import java.util.Arrays;

/**
 * NumPy's {@code a[mask]} for a BOOL mask over the leading axes: always a copy. As NumPy lays it
 * out, the result's first axis (the selected positions) is outermost and the remaining axes keep
 * the memory order of the unmasked sub-array ({@link Layout#contiguousLike}).
 */
final class BooleanIndexing {
  private BooleanIndexing() {}

  static StridedArray apply(StridedArray array, StridedArray mask) {
    if (mask.dtype() != DType.BOOL) {
      throw new IllegalArgumentException(
          "a boolean mask must have dtype bool, got " + mask.dtype().numpyName());
    }
    int[] shape = array.shape();
    int[] maskShape = mask.shape();
    if (maskShape.length > shape.length) {
      throw Errors.indexCount(maskShape.length, shape.length);
    }
    for (int k = 0; k < maskShape.length; k++) {
      if (maskShape[k] != shape[k]) {
        throw new IndexOutOfBoundsException(
            "boolean index did not match indexed array along axis "
                + k
                + "; size of axis is "
                + shape[k]
                + " but size of corresponding boolean axis is "
                + maskShape[k]);
      }
    }
    StridedArray flags = mask.contiguous(); // C order: the selected positions' order
    boolean[] keep = (boolean[]) flags.storage();
    int k = flags.offset();
    int n = flags.size();
    int count = 0;
    for (int i = 0; i < n; i++) {
      count += keep[k + i] ? 1 : 0;
    }
    int[] outShape = new int[shape.length - maskShape.length + 1];
    outShape[0] = count;
    System.arraycopy(shape, maskShape.length, outShape, 1, shape.length - maskShape.length);
    StridedArray out =
        StridedArray.wrap(
            array.dtype(),
            allocate(array, count, outShape),
            resultLayout(array.layout(), maskShape.length, count));
    if (count == 0 || out.size() == 0) {
      return out;
    }
    // the masked axes flattened into one: a view when possible, else a copy
    int[] flatShape = outShape.clone();
    flatShape[0] = n;
    StridedArray flat = array.reshape(flatShape);
    int block = out.size() / count; // elements per selected position
    if (block == 1) {
      int copied =
          GatherLoops.forComponent(flat.storage().getClass().getComponentType())
              .compress(
                  keep,
                  k,
                  flat.storage(),
                  flat.offset(),
                  flat.layout().stride(0),
                  out.storage(),
                  0,
                  n,
                  count);
      assert copied == count;
    } else if (flat.isCContiguous() && out.isCContiguous()) {
      copyBlocks(keep, k, flat, out, block);
    } else {
      copyPositions(keep, k, flat, out);
    }
    return out;
  }

  /** Each selected position's sub-array, contiguous on both sides: one arraycopy each. */
  private static void copyBlocks(
      boolean[] keep, int k, StridedArray flat, StridedArray out, int block) {
    Object src = flat.storage();
    Object dst = out.storage();
    int s = flat.offset();
    for (int i = 0, j = 0; j < out.size(); i++, s += block) {
      if (keep[k + i]) {
        System.arraycopy(src, s, dst, j, block);
        j += block;
      }
    }
  }

  /** Any layout: each selected position's sub-array copied as a view, O(rank) set-up each. */
  private static void copyPositions(boolean[] keep, int k, StridedArray flat, StridedArray out) {
    for (int i = 0, j = 0; j < out.shape(0); i++) {
      if (keep[k + i]) {
        flat.select(0, i).copyInto(out.select(0, j++));
      }
    }
  }

  private static Object allocate(StridedArray array, int count, int[] outShape) {
    return io.ndgen.runtime.internal.Storage.allocate(array.dtype(), Shapes.checkedSize(outShape));
  }

  /** {@code (count, *sub)} with the unmasked axes {@code sub} in their source memory order. */
  private static Layout resultLayout(Layout source, int masked, int count) {
    int rank = source.rank();
    int[] subShape = new int[rank - masked];
    int[] subStrides = new int[rank - masked];
    for (int k = masked; k < rank; k++) {
      subShape[k - masked] = source.shape(k);
      subStrides[k - masked] = source.stride(k);
    }
    Layout sub = Layout.contiguousLike(Layout.of(subShape, subStrides, 0));
    int[] shape = new int[subShape.length + 1];
    int[] strides = new int[shape.length];
    shape[0] = count;
    System.arraycopy(subShape, 0, shape, 1, subShape.length);
    System.arraycopy(sub.strides(), 0, strides, 1, subShape.length);
    strides[0] = count == 0 ? 0 : sub.size();
    if (count == 0 || sub.size() == 0) {
      Arrays.fill(strides, 0); // empty: no stride is used (NumPy allocates zeros)
    }
    return Layout.of(shape, strides, 0);
  }
}
