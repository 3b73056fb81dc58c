package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ReadOnlyArrayException;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import java.math.BigInteger;

/**
 * ndgen's error vocabulary, made in one place: every mistake has one builder here, so {@code
 * StridedArray}, the ops, I/O and generated classes throw the same exception class with the same
 * message for it (docs/errors.md lists them). Messages are NumPy's where NumPy has one, and name
 * the values. Each builder returns the exception for the caller to throw, so a call site in a hot
 * path (a generated {@code get}) stays one small cold branch and the message is built only on
 * failure.
 */
public final class Errors {
  private Errors() {}

  /** NumPy's IndexError: "index 7 is out of bounds for axis 1 with size 5". */
  public static IndexOutOfBoundsException indexOutOfBounds(long index, int axis, int size) {
    return new IndexOutOfBoundsException(
        "index " + index + " is out of bounds for axis " + axis + " with size " + size);
  }

  /**
   * NumPy's IndexError for a wrong number of indices: "too many indices for array: array is
   * 2-dimensional, but 3 were indexed".
   */
  public static IndexOutOfBoundsException indexCount(int given, int rank) {
    return new IndexOutOfBoundsException(
        (given > rank ? "too many" : "too few")
            + " indices for array: array is "
            + rank
            + "-dimensional, but "
            + given
            + " were indexed");
  }

  /** NumPy's AxisError: "axis 3 is out of bounds for array of dimension 2". */
  public static ShapeException axisOutOfBounds(int axis, int rank) {
    return new ShapeException(
        ShapeException.Kind.OUT_OF_BOUNDS,
        "axis " + axis + " is out of bounds for array of dimension " + rank);
  }

  /** As {@link #axisOutOfBounds(int, int)}, prefixed as NumPy names the argument ("axis1: "). */
  public static ShapeException axisOutOfBounds(String argument, int axis, int rank) {
    return new ShapeException(
        ShapeException.Kind.OUT_OF_BOUNDS,
        argument + ": axis " + axis + " is out of bounds for array of dimension " + rank);
  }

  /** NumPy's ValueError: "slice step cannot be zero". */
  public static ShapeException zeroStep() {
    return zeroStep("");
  }

  /** As {@link #zeroStep()}, NumPy's words followed by where the step was given. */
  public static ShapeException zeroStep(String where) {
    return new ShapeException(
        ShapeException.Kind.INVALID_ARGUMENT, "slice step cannot be zero" + where);
  }

  /**
   * NumPy's ValueError for min/max of no elements: "zero-size array to reduction operation minimum
   * which has no identity".
   */
  public static IllegalArgumentException emptyReduction(String ufunc) {
    return new IllegalArgumentException(
        "zero-size array to reduction operation " + ufunc + " which has no identity");
  }

  /**
   * NumPy's ValueError for argmin/argmax of no elements: "attempt to get argmin of an empty
   * sequence".
   */
  public static IllegalArgumentException emptyArg(String function) {
    return new IllegalArgumentException("attempt to get " + function + " of an empty sequence");
  }

  /** A write through a read-only array: NumPy's "assignment destination is read-only". */
  public static ReadOnlyArrayException readOnly() {
    return new ReadOnlyArrayException(
        "assignment destination is read-only (a readOnly() view, or a broadcast or"
            + " overlapping view whose elements share storage)");
  }

  /** A read-only {@code out=} array of an op: NumPy's "output array is read-only". */
  public static ReadOnlyArrayException readOnlyOutput() {
    return new ReadOnlyArrayException("output array is read-only");
  }

  /**
   * An integer the dtype cannot hold, as NumPy 2 refuses a Python int: "Python integer 300 out of
   * bounds for uint8".
   */
  public static IllegalArgumentException integerOutOfBounds(long value, DType dtype) {
    return integerOutOfBounds(BigInteger.valueOf(value), dtype);
  }

  /** As {@link #integerOutOfBounds(long, DType)}, for an integer beyond {@code long}'s range. */
  public static IllegalArgumentException integerOutOfBounds(BigInteger value, DType dtype) {
    return new IllegalArgumentException(
        "Python integer " + value + " out of bounds for " + dtype.numpyName());
  }

  /**
   * A float an integer dtype cannot hold (NaN, infinite or out of range), which NumPy leaves
   * undefined and ndgen refuses: "cannot store 1.0E300 in int8: out of range".
   */
  public static IllegalArgumentException floatOutOfRange(double value, DType dtype) {
    return new IllegalArgumentException(
        "cannot store " + value + " in " + dtype.numpyName() + ": out of range");
  }

  /**
   * NumPy's TypeError of {@code np.copyto} across kinds: "Cannot cast array data from
   * dtype('float64') to dtype('int64') according to the rule 'same_kind'".
   */
  public static IllegalArgumentException cannotCopy(DType from, DType to) {
    return new IllegalArgumentException(
        "Cannot cast array data from dtype('"
            + from.numpyName()
            + "') to dtype('"
            + to.numpyName()
            + "') according to the rule 'same_kind'");
  }

  /** NumPy's ValueError: "operands could not be broadcast together with shapes (3,4) (5,)". */
  public static ShapeException notBroadcastable(int[]... shapes) {
    StringBuilder sb = new StringBuilder("operands could not be broadcast together with shapes");
    for (int[] s : shapes) {
      sb.append(' ').append(Shapes.formatCompact(s));
    }
    return new ShapeException(ShapeException.Kind.INCOMPATIBLE_SHAPE, sb.toString());
  }

  /**
   * NumPy's ValueError when its iterator cannot broadcast operands whose axes it was given remapped
   * ({@code broadcast_to}, a gufunc's loop axes): "operands could not be broadcast together with
   * remapped shapes [original->remapped]: (2,3,4)->(2,newaxis,newaxis) (3,4,2)->(3,newaxis,newaxis)
   * &nbsp;and requested shape (3,2)". {@code operands} is the part after the colon, as NumPy prints
   * it; the two spaces before "and" are NumPy's.
   */
  public static ShapeException remappedShapes(String operands, int[] requested) {
    return new ShapeException(
        ShapeException.Kind.INCOMPATIBLE_SHAPE,
        "operands could not be broadcast together with remapped shapes [original->remapped]: "
            + operands
            + "  and requested shape "
            + Shapes.formatCompact(requested));
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
