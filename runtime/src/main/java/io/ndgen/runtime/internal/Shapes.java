package io.ndgen.runtime.internal;

import io.ndgen.runtime.ShapeException;
import java.util.Arrays;

/** Shape helpers shared by the runtime: formatting, axis normalisation, checked arithmetic. */
public final class Shapes {
  /** NumPy's {@code NPY_MAXDIMS} since 2.0. */
  public static final int MAX_RANK = 64;

  private Shapes() {}

  /**
   * A shape as Python prints the tuple, as NumPy's Python-level messages do: {@code (3, 4)}, {@code
   * (5,)}, {@code ()}.
   */
  public static String format(int[] shape) {
    if (shape.length == 1) {
      return "(" + shape[0] + ",)";
    }
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < shape.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(shape[i]);
    }
    return sb.append(')').toString();
  }

  /**
   * A shape as NumPy's C-level messages print it (the iterator's, the ufuncs'): {@code (3,4)},
   * {@code (5,)}, {@code ()}.
   */
  public static String formatCompact(int[] shape) {
    return format(shape).replace(" ", "");
  }

  /** Rejects ranks above {@link #MAX_RANK}. */
  public static void checkRank(int rank) {
    if (rank > MAX_RANK) {
      throw new ShapeException(
          ShapeException.Kind.INVALID_ARGUMENT,
          "number of dimensions must be within [0, " + MAX_RANK + "], got " + rank);
    }
  }

  /**
   * Checks every extent is non-negative and the product fits an int; returns the product.
   *
   * @throws ShapeException naming the offending extent or the overflowing shape
   */
  public static int checkedSize(int[] shape) {
    checkRank(shape.length);
    long size = 1;
    boolean overflow = false;
    for (int axis = 0; axis < shape.length; axis++) {
      if (shape[axis] < 0) {
        throw new ShapeException(
            ShapeException.Kind.INVALID_ARGUMENT,
            "negative dimensions are not allowed: extent "
                + shape[axis]
                + " on axis "
                + axis
                + " of shape "
                + format(shape));
      }
      size *= shape[axis];
      if (size > Integer.MAX_VALUE) {
        overflow = true;
        size = 1; // keep scanning for negative extents, which take precedence
      }
    }
    if (overflow) {
      boolean empty = Arrays.stream(shape).anyMatch(n -> n == 0);
      if (!empty) {
        throw new ShapeException(
            ShapeException.Kind.OVERFLOW,
            "array of shape "
                + format(shape)
                + " has more than "
                + Integer.MAX_VALUE
                + " elements");
      }
      return 0;
    }
    return (int) size;
  }

  /**
   * Which axes an axis list reduces: none listed means all.
   *
   * @throws ShapeException for an axis out of range or listed twice
   */
  public static boolean[] reducedAxes(int[] axes, int rank) {
    boolean[] reduced = new boolean[rank];
    if (axes.length == 0) {
      Arrays.fill(reduced, true);
      return reduced;
    }
    for (int axis : axes) {
      int k = normalizeAxis(axis, rank);
      if (reduced[k]) {
        throw new ShapeException(
            ShapeException.Kind.INVALID_ARGUMENT,
            "duplicate value in 'axis': axis " + axis + " is listed twice");
      }
      reduced[k] = true;
    }
    return reduced;
  }

  /**
   * Normalises a possibly negative axis for an array of the given rank.
   *
   * @throws ShapeException "axis 3 is out of bounds for array of dimension 2"
   */
  public static int normalizeAxis(int axis, int rank) {
    if (axis < -rank || axis >= rank) {
      throw Errors.axisOutOfBounds(axis, rank);
    }
    return axis < 0 ? axis + rank : axis;
  }

  /** {@code a * b}, or a {@link ShapeException} naming {@code what} on int overflow. */
  public static int multiplyExact(int a, int b, String what) {
    long r = (long) a * b;
    if (r != (int) r) {
      throw new ShapeException(
          ShapeException.Kind.OVERFLOW, what + " overflows an int: " + a + " * " + b);
    }
    return (int) r;
  }

  /** {@code a + b}, or a {@link ShapeException} naming {@code what} on int overflow. */
  public static int addExact(long a, long b, String what) {
    long r = a + b;
    if (r != (int) r) {
      throw new ShapeException(
          ShapeException.Kind.OVERFLOW, what + " overflows an int: " + a + " + " + b);
    }
    return (int) r;
  }
}
