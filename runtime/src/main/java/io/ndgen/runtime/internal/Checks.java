package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ReadOnlyArrayException;
import io.ndgen.runtime.StridedArray;

/**
 * Error builders and checks for generated array classes. Each builder returns the exception for the
 * caller to throw, so the call site in a generated {@code get}/{@code set} stays one small cold
 * branch and the message is built only when it fails.
 */
public final class Checks {
  private Checks() {}

  /** "index 7 is out of bounds for axis 1 with size 5". */
  public static IndexOutOfBoundsException outOfBounds(int index, int axis, int size) {
    return new IndexOutOfBoundsException(
        "index " + index + " is out of bounds for axis " + axis + " with size " + size);
  }

  /** NumPy's AxisError message: "axis 3 is out of bounds for array of dimension 2". */
  public static IndexOutOfBoundsException axisOutOfBounds(int axis, int rank) {
    return new IndexOutOfBoundsException(
        "axis " + axis + " is out of bounds for array of dimension " + rank);
  }

  /** "integer 300 out of bounds for uint8", the message NumPy 2 gives for a Python int. */
  public static IllegalArgumentException valueOutOfRange(long value, DType dtype) {
    return new IllegalArgumentException(
        "integer " + value + " out of bounds for " + dtype.numpyName());
  }

  /** The error for a write through a read-only (broadcast, overlapping or readOnly()) array. */
  public static ReadOnlyArrayException readOnly() {
    return new ReadOnlyArrayException(
        "assignment destination is read-only (a readOnly() view, or a broadcast or"
            + " overlapping view whose elements share storage)");
  }

  /**
   * NumPy's error for min/max of an empty array: "zero-size array to reduction operation minimum
   * which has no identity".
   */
  public static IllegalStateException emptyReduction(String operation) {
    return new IllegalStateException(
        "zero-size array to reduction operation " + operation + " which has no identity");
  }

  /**
   * Checks that {@code array} has the dtype and rank of the generated class {@code className}.
   *
   * @throws IllegalArgumentException "cannot view a float64 array of rank 2 as VolumeArray, which
   *     holds float32 arrays of rank 3"
   */
  public static void checkSpec(StridedArray array, DType dtype, int rank, String className) {
    if (array.dtype() != dtype || array.rank() != rank) {
      throw new IllegalArgumentException(
          "cannot view a "
              + array.dtype().numpyName()
              + " array of rank "
              + array.rank()
              + " as "
              + className
              + ", which holds "
              + dtype.numpyName()
              + " arrays of rank "
              + rank);
    }
  }

  /**
   * Checks a rank-fixed argument array (as {@code asStrided}'s shape and strides).
   *
   * @throws IllegalArgumentException "shape has 2 entries, expected 3 (the rank of VolumeArray)"
   */
  public static void checkLength(String what, int[] values, int rank, String className) {
    if (values.length != rank) {
      throw new IllegalArgumentException(
          what
              + " has "
              + values.length
              + " entries, expected "
              + rank
              + " (the rank of "
              + className
              + ")");
    }
  }
}
