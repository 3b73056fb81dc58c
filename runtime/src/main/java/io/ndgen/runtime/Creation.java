package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.storage.Float16;
import java.math.BigDecimal;

/**
 * NumPy's range factories: {@code linspace}, {@code arange(start, stop, step)} and {@code eye},
 * each reproducing NumPy's arithmetic (not just its intent) so the values match bit for bit.
 */
final class Creation {
  private Creation() {}

  /**
   * {@code np.linspace(start, stop, num, dtype=t)} (endpoint included). As NumPy: computed in
   * float64 as {@code i * step + start} (or {@code i / div * delta + start} when the step
   * underflows to zero), the last value set to {@code stop} exactly, floored for integer dtypes,
   * then cast as {@link StridedArray#astype}.
   *
   * @throws IllegalArgumentException if {@code num} is negative ("Number of samples, -1, must be
   *     non-negative.")
   */
  static StridedArray linspace(DType dtype, double start, double stop, int num) {
    if (num < 0) {
      throw new IllegalArgumentException("Number of samples, " + num + ", must be non-negative.");
    }
    int div = num - 1;
    // equal endpoints (also equal infinities) give a zero step, not inf - inf = nan
    double delta = start == stop ? 0.0 : stop - start;
    double[] y = new double[num];
    if (div > 0) {
      double step = delta / div;
      for (int i = 0; i < num; i++) {
        y[i] = step == 0 ? i / (double) div * delta : i * step; // NumPy's gh-5437 denormal case
      }
    } else {
      for (int i = 0; i < num; i++) {
        y[i] = i * delta;
      }
    }
    for (int i = 0; i < num; i++) {
      y[i] += start;
    }
    if (num > 1) {
      y[num - 1] = stop;
    }
    if (dtype.isInteger()) {
      for (int i = 0; i < num; i++) {
        y[i] = Math.floor(y[i]);
      }
    }
    StridedArray values = StridedArray.wrap(y, num);
    return dtype == DType.FLOAT64 ? values : values.astype(dtype);
  }

  /**
   * {@code np.arange(start, stop, step, dtype=t)} with Python-float arguments. As NumPy's {@code
   * PyArray_ArangeObj}: the length is {@code ceil((stop - start) / step)}; {@code start} and {@code
   * start + step} are stored as Python floats would be (integers: truncated and range-checked); the
   * rest is the dtype's fill, {@code first + i * (second - first)} computed in the dtype (integers
   * wrap; float32 and float16 compute in float).
   *
   * @throws ArithmeticException if {@code step} is zero (NumPy's ZeroDivisionError)
   * @throws IllegalArgumentException for a NaN length ("arange: cannot compute length"), a BOOL
   *     result longer than 2, or a first/second value an integer dtype cannot hold ("Python integer
   *     -1 out of bounds for uint8")
   */
  static StridedArray arange(DType dtype, double start, double stop, double step) {
    int n = arangeLength(start, stop, step);
    StridedArray out = StridedArray.zeros(dtype, n);
    if (n == 0) {
      return out;
    }
    if (dtype == DType.BOOL && n > 2) {
      throw new IllegalArgumentException(
          "arange() is only supported for booleans when the result has at most length 2.");
    }
    Object data = out.storage();
    double next = start + step;
    switch (dtype) {
      case BOOL:
        boolean[] b = (boolean[]) data;
        b[0] = start != 0;
        if (n > 1) {
          b[1] = next != 0;
        }
        break;
      case FLOAT64:
        double[] d = (double[]) data;
        double dd = next - start;
        d[0] = start;
        for (int i = 1; i < n; i++) {
          d[i] = i == 1 ? next : start + i * dd;
        }
        break;
      case FLOAT32:
        float[] f = (float[]) data;
        float f0 = (float) start;
        float fd = (float) next - f0;
        f[0] = f0;
        for (int i = 1; i < n; i++) {
          f[i] = i == 1 ? (float) next : f0 + i * fd;
        }
        break;
      case FLOAT16:
        short[] h = (short[]) data;
        h[0] = Float16.fromDouble(start);
        if (n > 1) {
          h[1] = Float16.fromDouble(next);
        }
        float h0 = Float16.toFloat(h[0]);
        float hd = n > 1 ? Float16.toFloat(h[1]) - h0 : 0f;
        for (int i = 2; i < n; i++) {
          h[i] = Float16.fromFloat(h0 + i * hd);
        }
        break;
      default:
        long v0 = pythonFloatToInt(dtype, start);
        long delta = n > 1 ? pythonFloatToInt(dtype, next) - v0 : 0;
        for (int i = 0; i < n; i++) {
          Storage.setWrapped(dtype, data, i, v0 + i * delta); // modular, as the C fill
        }
    }
    return out;
  }

  /** NumPy's {@code _calc_length}: {@code ceil((stop - start) / step)}, at least 0. */
  private static int arangeLength(double start, double stop, double step) {
    if (step == 0) {
      throw new ArithmeticException("division by zero: arange step is 0");
    }
    double span = stop - start;
    double value = span / step;
    double length;
    if (value == 0 && span != 0) { // underflow, or a finite span over an infinite step
      length = Math.copySign(1.0, value) < 0 ? 0 : 1;
    } else {
      length = Math.ceil(value);
      if (Double.isNaN(length)) {
        throw new IllegalArgumentException(
            "arange: cannot compute length (start "
                + start
                + ", stop "
                + stop
                + ", step "
                + step
                + ")");
      }
    }
    if (length <= 0) {
      return 0;
    }
    if (length > Integer.MAX_VALUE) {
      throw new ShapeException(
          ShapeException.Kind.OVERFLOW,
          "Maximum allowed size exceeded: arange of length " + length);
    }
    return (int) length;
  }

  /**
   * A Python float stored into an integer array (NumPy 2's setitem): truncated to a Python int,
   * which must be a value of the dtype. Returns the value (UINT64 as its bits).
   */
  private static long pythonFloatToInt(DType dtype, double value) {
    if (Double.isNaN(value)) {
      throw new IllegalArgumentException("cannot convert float NaN to integer");
    }
    if (Double.isInfinite(value)) {
      throw new IllegalArgumentException("cannot convert float infinity to integer");
    }
    double t = value < 0 ? Math.ceil(value) : Math.floor(value);
    boolean fits;
    if (dtype == DType.UINT64) {
      fits = t >= 0 && t < 0x1p64;
    } else if (dtype == DType.INT64) {
      fits = t >= -0x1p63 && t < 0x1p63;
    } else {
      fits = Math.abs(t) < 0x1p62 && Storage.fits(dtype, (long) t);
    }
    if (!fits) {
      throw Errors.integerOutOfBounds(new BigDecimal(t).toBigInteger(), dtype);
    }
    return t >= 0x1p63 ? (long) (t - 0x1p63) + Long.MIN_VALUE : (long) t;
  }

  /** {@code np.eye(n, dtype=t)}: an n×n C-ordered identity. */
  static StridedArray eye(DType dtype, int n) {
    StridedArray out = StridedArray.zeros(dtype, n, n);
    for (int i = 0; i < n; i++) {
      Storage.setLong(dtype, out.storage(), i * (n + 1), 1);
    }
    return out;
  }
}
