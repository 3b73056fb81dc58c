package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Storage;
import org.jspecify.annotations.Nullable;

/**
 * NumPy 2's weak Python scalars (NEP 50): a Python int adopts the array's dtype (int64 with a bool
 * array) and must fit it; a Python float adopts a float array's dtype and gives float64 with a bool
 * or integer array. The scalar becomes a rank-0 array of that dtype and the ordinary binary path
 * does the rest.
 *
 * <p>Two exceptions, as NumPy 2.4: comparisons of an integer array with a Python int outside its
 * range compare by value, and {@code divide} of a bool or integer array by any Python int computes
 * in float64 ({@code double(v)}) with no range check, because its loop is float64 anyway. A Python
 * int meeting a float array is converted through float64 (see {@link Storage#setLong}).
 */
final class Scalars {
  private Scalars() {}

  /** {@code a op v} for a Python int {@code v}. */
  static StridedArray binary(BinaryOp op, StridedArray a, long v, @Nullable StridedArray out) {
    DType t = a.dtype();
    if (op.isComparison() && t.isInteger() && !fitsPythonInt(t, v)) {
      return constantComparison(op, a, v, out);
    }
    if (op == BinaryOp.DIVIDE && !t.isFloatingPoint()) {
      return binary(op, a, (double) v, out);
    }
    DType st = t == DType.BOOL ? DType.INT64 : t;
    if (st.isInteger() && !fitsPythonInt(st, v)) {
      throw Errors.integerOutOfBounds(v, st);
    }
    StridedArray s = StridedArray.zeros(st);
    Storage.setLong(st, s.storage(), 0, v);
    return Elementwise.binary(op, a, s, out);
  }

  /** {@code a op v} for a Python float {@code v}. */
  static StridedArray binary(BinaryOp op, StridedArray a, double v, @Nullable StridedArray out) {
    DType st = a.dtype().isFloatingPoint() ? a.dtype() : DType.FLOAT64;
    StridedArray s = StridedArray.zeros(st);
    Storage.setDouble(st, s.storage(), 0, v);
    return Elementwise.binary(op, a, s, out);
  }

  /** True if the Python int {@code v} is a value of the integer dtype (UINT64: v ≥ 0). */
  static boolean fitsPythonInt(DType t, long v) {
    return t == DType.UINT64 ? v >= 0 : Storage.fits(t, v);
  }

  /**
   * NumPy 2 compares integer arrays with out-of-range Python ints by value: every element is below
   * a too-large {@code v} and above a too-small one.
   */
  private static StridedArray constantComparison(
      BinaryOp op, StridedArray a, long v, @Nullable StridedArray out) {
    boolean above = v > 0; // v exceeds the dtype's maximum (else it is below its minimum)
    boolean value;
    switch (op) {
      case EQUAL:
        value = false;
        break;
      case NOT_EQUAL:
        value = true;
        break;
      case LESS:
      case LESS_EQUAL:
        value = above;
        break;
      default:
        value = !above;
        break;
    }
    StridedArray s = StridedArray.zeros(DType.BOOL);
    Storage.setLong(DType.BOOL, s.storage(), 0, value ? 1 : 0);
    int[] shape = Elementwise.resultShape(out, a.shape());
    StridedArray target = Elementwise.target(op.numpyName(), DType.BOOL, shape, out, a);
    s.copyInto(target);
    return Elementwise.finish(target, out);
  }
}
