package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Dragon4.Parts;
import io.ndgen.runtime.Dragon4.Trim;
import io.ndgen.runtime.storage.Float16;

/**
 * One float format for a whole array, as NumPy's {@code FloatingFormat} with the default print
 * options ({@code precision=8}, {@code floatmode='maxprec'}, {@code suppress=False}, {@code
 * sign='-'}).
 *
 * <p>Contract: built from every value that will be printed; chooses scientific notation when the
 * largest nonzero finite magnitude reaches {@code 10^min(8, decimal digits of the dtype)} (1e3 for
 * float16, 1e6 for float32, 1e8 for float64) or the smallest is below 1e-4 or their ratio exceeds
 * 1000, each compared in the dtype's own arithmetic as NumPy 2 does with a Python float operand.
 * Then every finite value gets the same number of fraction digits (positional: up to 8, padded on
 * the right with spaces; scientific: exactly as many as the longest unique value, at most 8) and
 * the same width; nan and inf are right-aligned to that width.
 */
final class FloatFormat {
  private static final int PRECISION = 8;

  private final DType dtype;
  private final boolean scientific;
  private final int precision;
  private final int padLeft;
  private final int padRight;
  private final int expSize;

  /** Builds the format for the values (held exactly as doubles) of a float dtype. */
  FloatFormat(DType dtype, double[] values) {
    this.dtype = dtype;
    double max = 0;
    double min = Double.POSITIVE_INFINITY;
    boolean anyFinite = false;
    boolean anyNonFinite = false;
    boolean negativeInfinity = false;
    for (double v : values) {
      if (Double.isFinite(v)) {
        anyFinite = true;
        double a = Math.abs(v);
        if (a != 0) {
          max = Math.max(max, a);
          min = Math.min(min, a);
        }
      } else {
        anyNonFinite = true;
        negativeInfinity |= v == Double.NEGATIVE_INFINITY;
      }
    }
    scientific = max != 0 && needsScientific(dtype, max, min);

    int left = 0;
    int right = 0;
    int prec = PRECISION;
    int exp = -1;
    if (anyFinite && scientific) {
      int fraction = 0;
      for (double v : values) {
        if (Double.isFinite(v)) {
          String s = Dragon4.scientific(Dragon4.parts(dtype, v), PRECISION, -1, Trim.ZEROS, -1, -1);
          int e = s.indexOf('e');
          int point = s.indexOf('.');
          fraction = Math.max(fraction, e - point - 1);
          exp = Math.max(exp, s.length() - e - 2);
          left = Math.max(left, point);
        }
      }
      prec = fraction;
      right = exp + 2 + prec;
    } else if (anyFinite) {
      for (double v : values) {
        if (Double.isFinite(v)) {
          String s = Dragon4.positional(Dragon4.parts(dtype, v), PRECISION, -1, Trim.ZEROS, -1, -1);
          int point = s.indexOf('.');
          left = Math.max(left, point);
          right = Math.max(right, s.length() - point - 1);
        }
      }
    }
    if (anyNonFinite) {
      int offset = right + 1;
      left = Math.max(left, Math.max(3 - offset, 3 + (negativeInfinity ? 1 : 0) - offset));
    }
    this.precision = prec;
    this.padLeft = left;
    this.padRight = right;
    this.expSize = exp;
  }

  /**
   * NumPy's choice of scientific notation for the largest and smallest nonzero finite magnitudes,
   * with the cutoffs rounded to the dtype and the ratio computed in it.
   */
  private static boolean needsScientific(DType dtype, double max, double min) {
    switch (dtype) {
      case FLOAT16:
        return max >= 1e3
            || min < Float16.toDouble(Float16.fromDouble(1e-4))
            || Float16.toDouble(Float16.fromDouble(max / min)) > 1e3;
      case FLOAT32:
        return (float) max >= 1e6f || (float) min < 1e-4f || (float) max / (float) min > 1e3f;
      default:
        return max >= 1e8 || min < 1e-4 || max / min > 1e3;
    }
  }

  /** One value, padded to the common width. */
  String format(double v) {
    if (!Double.isFinite(v)) {
      String s = Double.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
      return " ".repeat(Math.max(0, padLeft + padRight + 1 - s.length())) + s;
    }
    Parts p = Dragon4.parts(dtype, v);
    if (scientific) {
      return Dragon4.scientific(p, precision, precision, Trim.KEEP, padLeft, expSize);
    }
    return Dragon4.positional(p, precision, 0, Trim.ZEROS, padLeft, padRight);
  }

  /**
   * NumPy's {@code str} of one float scalar (a rank-0 array): positional for zero, nan and
   * magnitudes in [1e-4, 10^(3|6|16)), else scientific; unique digits, no padding.
   */
  static String scalar(DType dtype, double v) {
    if (Double.isNaN(v)) {
      return "nan";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "inf" : "-inf";
    }
    double a = Math.abs(v);
    double maxPositional = dtype == DType.FLOAT16 ? 1e3 : dtype == DType.FLOAT32 ? 1e6 : 1e16;
    Parts p = Dragon4.parts(dtype, v);
    if (a == 0 || a >= 1e-4 && a < maxPositional) {
      return Dragon4.positional(p, -1, -1, Trim.LEAVE_ONE_ZERO, -1, -1);
    }
    return Dragon4.scientific(p, -1, -1, Trim.DPT_ZEROS, -1, -1);
  }
}
