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
    double[] flags = mask.toDoubleArray();
    int count = 0;
    for (double f : flags) {
      if (f != 0) {
        count++;
      }
    }
    int[] outShape = new int[shape.length - maskShape.length + 1];
    outShape[0] = count;
    System.arraycopy(shape, maskShape.length, outShape, 1, shape.length - maskShape.length);
    StridedArray out =
        StridedArray.wrap(
            array.dtype(),
            allocate(array, count, outShape),
            resultLayout(array.layout(), maskShape.length, count));
    // the masked axes flattened into one: a view when possible, else a copy
    int[] flatShape = outShape.clone();
    flatShape[0] = flags.length;
    StridedArray flat = array.reshape(flatShape);
    int j = 0;
    for (int i = 0; i < flags.length; i++) {
      if (flags[i] != 0) {
        flat.select(0, i).copyInto(out.select(0, j++));
      }
    }
    assert j == count : Arrays.toString(flatShape);
    return out;
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
