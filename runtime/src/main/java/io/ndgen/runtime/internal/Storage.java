package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.storage.Float16;

/**
 * Element storage: one heap primitive array per dtype ({@code float[]} for FLOAT32, {@code short[]}
 * holding raw bits for FLOAT16 and INT16/UINT16, …). This class allocates storage and reads and
 * writes single elements by dtype; unsigned types are read as their unsigned values. For cold paths
 * and the generic array's element access — bulk work uses the iteration kernels.
 */
public final class Storage {
  private Storage() {}

  /** A zeroed primitive array of {@code n} elements for {@code dtype}. */
  public static Object allocate(DType dtype, int n) {
    Class<?> t = dtype.storageType();
    if (t == boolean.class) {
      return new boolean[n];
    } else if (t == byte.class) {
      return new byte[n];
    } else if (t == short.class) {
      return new short[n];
    } else if (t == int.class) {
      return new int[n];
    } else if (t == long.class) {
      return new long[n];
    } else if (t == float.class) {
      return new float[n];
    }
    return new double[n];
  }

  /** Length of a primitive storage array. */
  public static int length(Object data) {
    return java.lang.reflect.Array.getLength(data);
  }

  /**
   * Checks that {@code data} is the storage primitive array of {@code dtype}.
   *
   * @throws IllegalArgumentException "float32 is stored in a float[], not a double[]"
   */
  public static void checkType(DType dtype, Object data) {
    Class<?> c = data.getClass();
    if (!c.isArray() || c.getComponentType() != dtype.storageType()) {
      throw new IllegalArgumentException(
          dtype.numpyName()
              + " is stored in a "
              + dtype.storageType().getName()
              + "[], not a "
              + c.getSimpleName());
    }
  }

  /**
   * The element as a double (int64/uint64 above 2^53 round; uint64 reads unsigned). Integers and
   * bool are {@link #getLong}'s exact value.
   */
  public static double getDouble(DType dtype, Object data, int i) {
    switch (dtype) {
      case UINT64:
        return unsignedToDouble(((long[]) data)[i]);
      case FLOAT16:
        return Float16.toFloat(((short[]) data)[i]);
      case FLOAT32:
        return ((float[]) data)[i];
      case FLOAT64:
        return ((double[]) data)[i];
      default:
        return getLong(dtype, data, i);
    }
  }

  /**
   * The element of an integer or bool dtype as a long: exact, unsigned types read unsigned (UINT64
   * above {@code Long.MAX_VALUE} comes back as its two's-complement bits, as Java's unsigned
   * arithmetic expects). Float dtypes truncate toward zero.
   */
  public static long getLong(DType dtype, Object data, int i) {
    switch (dtype) {
      case BOOL:
        return ((boolean[]) data)[i] ? 1 : 0;
      case INT8:
        return ((byte[]) data)[i];
      case UINT8:
        return ((byte[]) data)[i] & 0xff;
      case INT16:
        return ((short[]) data)[i];
      case UINT16:
        return ((short[]) data)[i] & 0xffff;
      case INT32:
        return ((int[]) data)[i];
      case UINT32:
        return ((int[]) data)[i] & 0xffffffffL;
      case INT64:
      case UINT64:
        return ((long[]) data)[i];
      case FLOAT16:
      case FLOAT32:
      case FLOAT64:
        return (long) getDouble(dtype, data, i);
    }
    throw new AssertionError(dtype);
  }

  /**
   * Stores a double with NumPy's float-to-dtype cast for values in range: floats round to the
   * dtype's precision (FLOAT16 directly from double, no double rounding), integers truncate toward
   * zero, BOOL is {@code value != 0}.
   *
   * @throws IllegalArgumentException if an integer dtype cannot hold the truncated value, or it is
   *     NaN or infinite, with NumPy 2's message for storing a Python float ("Python integer -2 out
   *     of bounds for uint8", "cannot convert float NaN to integer"); the element is left unchanged
   */
  public static void setDouble(DType dtype, Object data, int i, double value) {
    switch (dtype) {
      case BOOL:
        ((boolean[]) data)[i] = value != 0;
        return;
      case FLOAT16:
        ((short[]) data)[i] = Float16.fromDouble(value);
        return;
      case FLOAT32:
        ((float[]) data)[i] = (float) value;
        return;
      case FLOAT64:
        ((double[]) data)[i] = value;
        return;
      default:
        setIntegral(dtype, data, i, checkedTruncate(dtype, value));
    }
  }

  /**
   * Stores a long exactly: integer dtypes check the range (unsigned types take {@code 0 ≤ v <
   * 2^bits}; UINT64 takes any long as its bits), floats round as NumPy rounds a Python int (to
   * float64, then to the float dtype), BOOL is {@code value != 0}.
   *
   * @throws IllegalArgumentException "Python integer 300 out of bounds for uint8", as NumPy 2
   */
  public static void setLong(DType dtype, Object data, int i, long value) {
    switch (dtype) {
      case BOOL:
        ((boolean[]) data)[i] = value != 0;
        return;
      case FLOAT16:
        ((short[]) data)[i] = Float16.fromDouble((double) value);
        return;
      case FLOAT32:
        // Through float64 first, as NumPy converts a Python int (2^60 + 2^36 + 1 -> 2^60); a
        // direct long-to-float cast rounds once and gives 2^60 + 2^37.
        ((float[]) data)[i] = (float) (double) value;
        return;
      case FLOAT64:
        ((double[]) data)[i] = (double) value;
        return;
      default:
        if (!fits(dtype, value)) {
          throw Errors.integerOutOfBounds(value, dtype);
        }
        setIntegral(dtype, data, i, value);
    }
  }

  /** True if an integer dtype holds {@code value} exactly (UINT64: any long, as bits). */
  public static boolean fits(DType dtype, long value) {
    switch (dtype) {
      case INT8:
        return value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE;
      case UINT8:
        return value >= 0 && value <= 0xff;
      case INT16:
        return value >= Short.MIN_VALUE && value <= Short.MAX_VALUE;
      case UINT16:
        return value >= 0 && value <= 0xffff;
      case INT32:
        return value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE;
      case UINT32:
        return value >= 0 && value <= 0xffffffffL;
      default:
        return true;
    }
  }

  /**
   * A Python float stored into an integer dtype ({@code a[i] = x}, {@code a.fill(x)}), as NumPy 2
   * converts it: Python's {@code int(x)} (truncation; NaN and infinities refused), then C's {@code
   * long} (or {@code unsigned long long} for uint32 and uint64), then NEP 50's range check, each
   * with NumPy's message.
   */
  private static long checkedTruncate(DType dtype, double value) {
    if (Double.isNaN(value)) {
      throw new IllegalArgumentException("cannot convert float NaN to integer");
    }
    if (Double.isInfinite(value)) {
      throw new IllegalArgumentException("cannot convert float infinity to integer");
    }
    double t = value < 0 ? Math.ceil(value) : Math.floor(value);
    // NumPy converts for uint32 and uint64 through unsigned long long, which takes [2^63, 2^64) too
    boolean wideUnsigned = (dtype == DType.UINT64 || dtype == DType.UINT32) && t >= 0x1p63;
    if (!wideUnsigned && (t < -0x1p63 || t >= 0x1p63) || t >= 0x1p64) {
      throw new IllegalArgumentException("Python int too large to convert to C long");
    }
    if (wideUnsigned && dtype == DType.UINT32) {
      throw Errors.integerOutOfBounds(new java.math.BigDecimal(t).toBigInteger(), dtype);
    }
    if (wideUnsigned) {
      return (long) (t - 0x1p63) + Long.MIN_VALUE;
    }
    long v = (long) t;
    if (dtype == DType.UINT64 ? v < 0 : !fits(dtype, v)) {
      throw Errors.integerOutOfBounds(v, dtype);
    }
    return v;
  }

  /** Stores the low bits of {@code value} into an integer dtype (C's modular conversion). */
  public static void setWrapped(DType dtype, Object data, int i, long value) {
    setIntegral(dtype, data, i, value);
  }

  private static void setIntegral(DType dtype, Object data, int i, long value) {
    switch (dtype.storageType().getName()) {
      case "byte":
        ((byte[]) data)[i] = (byte) value;
        return;
      case "short":
        ((short[]) data)[i] = (short) value;
        return;
      case "int":
        ((int[]) data)[i] = (int) value;
        return;
      default:
        ((long[]) data)[i] = value;
    }
  }

  /**
   * An unsigned 64-bit value, given as its bits, as the nearest float (one rounding: converting
   * through double would round twice, e.g. 2^63 + 2^39 + 1 would become 2^63, not 2^63 + 2^40).
   */
  public static float unsignedToFloat(long bits) {
    // halving keeps the lowest bit as a sticky bit, so the rounding of the halved value is exact
    return bits >= 0 ? (float) bits : (float) (bits >>> 1 | (bits & 1)) * 2.0f;
  }

  /** An unsigned 64-bit value, given as its bits, as the nearest double. */
  public static double unsignedToDouble(long bits) {
    double d = (double) (bits >>> 1 | (bits & 1)) * 2.0;
    return bits >= 0 ? (double) bits : d;
  }
}
