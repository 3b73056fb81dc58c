package io.ndgen.runtime.io;

import io.ndgen.runtime.internal.Shapes;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * Checks the parsed header dict as NumPy's {@code _read_array_header} does — exactly the keys
 * {@code descr}, {@code fortran_order}, {@code shape}; a dtype string, a bool, a tuple of ints —
 * and then what an ndgen array needs: a supported dtype, rank at most 64, non-negative extents that
 * fit an int and at most {@link Npy#MAX_ELEMENTS} elements.
 */
final class HeaderValidator {
  private static final List<String> KEYS = List.of("descr", "fortran_order", "shape");

  private HeaderValidator() {}

  static NpyHeader validate(Map<String, Object> dict, NpyVersion version, long dataOffset)
      throws NpyFormatException {
    for (String key : dict.keySet()) {
      if (!KEYS.contains(key)) {
        throw new NpyFormatException(
            "header has the unexpected key "
                + HeaderParser.repr(key)
                + "; a .npy header has exactly 'descr', 'fortran_order' and 'shape'");
      }
    }
    for (String key : KEYS) {
      if (!dict.containsKey(key)) {
        throw new NpyFormatException("header has no '" + key + "' key: " + HeaderParser.repr(dict));
      }
    }
    Descr descr = descr(dict.get("descr"));
    Object fortran = dict.get("fortran_order");
    if (!(fortran instanceof Boolean)) {
      throw new NpyFormatException(
          "fortran_order must be True or False, got " + HeaderParser.repr(fortran));
    }
    int[] shape = shape(dict.get("shape"));
    int size = size(shape);
    return new NpyHeader(
        version, descr.dtype, descr.byteOrder, (Boolean) fortran, shape, size, dataOffset);
  }

  private static Descr descr(Object value) throws NpyFormatException {
    if (value instanceof String) {
      return Descr.parse((String) value);
    }
    if (value instanceof List) {
      throw new NpyFormatException(
          "structured dtypes are not supported: descr is " + HeaderParser.repr(value));
    }
    if (value instanceof HeaderParser.Tuple) {
      throw new NpyFormatException(
          "subarray dtypes are not supported: descr is " + HeaderParser.repr(value));
    }
    throw new NpyFormatException(
        "descr must be a dtype string such as '<f4', got " + HeaderParser.repr(value));
  }

  private static int[] shape(Object value) throws NpyFormatException {
    if (!(value instanceof HeaderParser.Tuple)) {
      throw new NpyFormatException(
          "shape must be a tuple of integers, got " + HeaderParser.repr(value));
    }
    List<Object> items = ((HeaderParser.Tuple) value).items;
    for (Object item : items) {
      if (!(item instanceof BigInteger)) {
        throw new NpyFormatException(
            "shape must be a tuple of integers, got " + HeaderParser.repr(value));
      }
    }
    if (items.size() > Shapes.MAX_RANK) {
      throw new NpyFormatException(
          "shape has " + items.size() + " dimensions, more than the maximum of " + Shapes.MAX_RANK);
    }
    int[] shape = new int[items.size()];
    for (int axis = 0; axis < shape.length; axis++) {
      BigInteger n = (BigInteger) items.get(axis);
      if (n.signum() < 0) {
        throw new NpyFormatException(
            "negative dimensions are not allowed: extent "
                + n
                + " on axis "
                + axis
                + " of shape "
                + HeaderParser.repr(value));
      }
      if (n.bitLength() > 31) {
        throw new NpyFormatException(
            "extent "
                + HeaderParser.repr(n)
                + " on axis "
                + axis
                + " of shape "
                + HeaderParser.repr(value)
                + " is larger than "
                + Integer.MAX_VALUE
                + ", the largest extent of an ndgen array");
      }
      shape[axis] = n.intValue();
    }
    return shape;
  }

  /** Product of the extents, checked against {@link Npy#MAX_ELEMENTS}. */
  private static int size(int[] shape) throws NpyFormatException {
    BigInteger size = BigInteger.ONE;
    for (int n : shape) {
      size = size.multiply(BigInteger.valueOf(n));
    }
    if (size.compareTo(BigInteger.valueOf(Npy.MAX_ELEMENTS)) > 0) {
      throw new NpyFormatException(
          "shape "
              + Shapes.format(shape)
              + " has "
              + size
              + " elements, more than the "
              + Npy.MAX_ELEMENTS
              + " an ndgen array can hold");
    }
    return size.intValue();
  }
}
