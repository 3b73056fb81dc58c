package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import java.util.Arrays;

/** NumPy's {@code a[mask]} for a BOOL mask over the leading axes: always a copy. */
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
      throw new IndexOutOfBoundsException(
          "too many indices for array: array is "
              + shape.length
              + "-dimensional, but "
              + maskShape.length
              + " were indexed");
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
    StridedArray out = StridedArray.zeros(array.dtype(), outShape);
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
}
