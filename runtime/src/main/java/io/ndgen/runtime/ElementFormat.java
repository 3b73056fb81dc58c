package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Storage;

/**
 * Formats single elements of one array to a common width, as NumPy's per-dtype formatters do:
 * {@code BoolFormat} ({@code " True"}/{@code "False"}), {@code IntegerFormat} (right-aligned to the
 * widest of the largest and smallest value; UINT64 unsigned) and {@link FloatFormat}. The format is
 * fixed from the elements that will be printed (all of them, or only the edges of a summarized
 * array).
 */
abstract class ElementFormat {
  /** The element at storage index {@code pos}. */
  abstract String format(int pos);

  /** A format for the elements of {@code dtype} in {@code data} at the storage indices given. */
  static ElementFormat of(DType dtype, Object data, int[] shown) {
    if (dtype == DType.BOOL) {
      return new Bools((boolean[]) data);
    }
    if (dtype.isFloatingPoint()) {
      return new Floats(dtype, data, shown);
    }
    return new Integers(dtype, data, shown);
  }

  /** NumPy's {@code str} of the element as a scalar (what a rank-0 array prints). */
  static String scalar(DType dtype, Object data, int pos) {
    if (dtype == DType.BOOL) {
      return ((boolean[]) data)[pos] ? "True" : "False";
    }
    if (dtype.isFloatingPoint()) {
      return FloatFormat.scalar(dtype, Storage.getDouble(dtype, data, pos));
    }
    return Integers.text(dtype, Storage.getLong(dtype, data, pos));
  }

  private static final class Bools extends ElementFormat {
    private final boolean[] data;

    Bools(boolean[] data) {
      this.data = data;
    }

    @Override
    String format(int pos) {
      return data[pos] ? " True" : "False";
    }
  }

  private static final class Integers extends ElementFormat {
    private final DType dtype;
    private final Object data;
    private final int width;

    Integers(DType dtype, Object data, int[] shown) {
      this.dtype = dtype;
      this.data = data;
      long max = Storage.getLong(dtype, data, shown[0]);
      long min = max;
      for (int pos : shown) {
        long v = Storage.getLong(dtype, data, pos);
        if (dtype == DType.UINT64) {
          max = Long.compareUnsigned(v, max) > 0 ? v : max;
          min = Long.compareUnsigned(v, min) < 0 ? v : min;
        } else {
          max = Math.max(max, v);
          min = Math.min(min, v);
        }
      }
      this.width = Math.max(text(dtype, max).length(), text(dtype, min).length());
    }

    static String text(DType dtype, long v) {
      return dtype == DType.UINT64 ? Long.toUnsignedString(v) : Long.toString(v);
    }

    @Override
    String format(int pos) {
      String s = text(dtype, Storage.getLong(dtype, data, pos));
      return " ".repeat(width - s.length()) + s;
    }
  }

  private static final class Floats extends ElementFormat {
    private final DType dtype;
    private final Object data;
    private final FloatFormat format;

    Floats(DType dtype, Object data, int[] shown) {
      this.dtype = dtype;
      this.data = data;
      double[] values = new double[shown.length];
      for (int i = 0; i < shown.length; i++) {
        values[i] = Storage.getDouble(dtype, data, shown[i]);
      }
      this.format = new FloatFormat(dtype, values);
    }

    @Override
    String format(int pos) {
      return format.format(Storage.getDouble(dtype, data, pos));
    }
  }
}
