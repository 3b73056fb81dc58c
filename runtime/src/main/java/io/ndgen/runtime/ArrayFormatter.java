package io.ndgen.runtime;

import io.ndgen.annotations.DType;

/** NumPy's {@code str(a)} layout: nested brackets, one element format for the whole array. */
final class ArrayFormatter {
  private ArrayFormatter() {}

  static String format(StridedArray a) {
    double[] values = a.toDoubleArray();
    String[] cells = new String[values.length];
    int width = 0;
    for (int i = 0; i < values.length; i++) {
      cells[i] = cell(a, values[i], i);
      width = Math.max(width, cells[i].length());
    }
    StringBuilder sb = new StringBuilder();
    if (a.rank() == 0) {
      return cells[0];
    }
    int[] pos = {0};
    nest(sb, a.shape(), 0, cells, width, pos);
    return sb.toString();
  }

  private static String cell(StridedArray a, double v, int i) {
    DType t = a.dtype();
    if (t == DType.BOOL) {
      return v != 0 ? "True" : "False";
    }
    if (!t.isFloatingPoint()) {
      if (t == DType.INT64 || t == DType.UINT64) {
        long bits = a.reshape(-1).getLong(i);
        return t == DType.UINT64 ? Long.toUnsignedString(bits) : Long.toString(bits);
      }
      return Long.toString((long) v);
    }
    if (Double.isNaN(v)) {
      return "nan";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "inf" : "-inf";
    }
    if (v == Math.rint(v) && Math.abs(v) < 1e16) {
      return (long) v + ".";
    }
    return t == DType.FLOAT64 ? Double.toString(v) : Float.toString((float) v);
  }

  private static void nest(
      StringBuilder sb, int[] shape, int axis, String[] cells, int width, int[] pos) {
    sb.append('[');
    int n = shape[axis];
    for (int i = 0; i < n; i++) {
      if (axis == shape.length - 1) {
        if (i > 0) {
          sb.append(' ');
        }
        String c = cells[pos[0]++];
        sb.append(" ".repeat(width - c.length())).append(c);
      } else {
        if (i > 0) {
          sb.append("\n".repeat(shape.length - 1 - axis)).append(" ".repeat(axis + 1));
        }
        nest(sb, shape, axis + 1, cells, width, pos);
      }
    }
    sb.append(']');
  }
}
