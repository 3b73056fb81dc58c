package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.storage.Float16;
import java.math.BigInteger;

/**
 * Decimal digits of a binary float the way NumPy prints them: the Dragon4 digit generator (Steele
 * &amp; White, with Burger &amp; Dybvig's IEEE unbiased rounding) and NumPy's positional and
 * scientific renderings ({@code np.format_float_positional} / {@code np.format_float_scientific} in
 * unique mode).
 *
 * <p>Contract: for a finite float16, float32 or float64 value the digits are the shortest that read
 * back as the same value <em>in that dtype</em> (boundaries included when the significand is even),
 * the one nearest the exact value when several qualify; a {@code precision} cutoff rounds the exact
 * value to nearest there, ties to an even digit; {@code minDigits} extends the unique digits,
 * rounding the last one. Only unique digit mode is implemented (NumPy's {@code unique=False} exact
 * mode is not used by {@code str}). Exact big-integer arithmetic, no floating-point estimates; a
 * cold path.
 */
final class Dragon4 {
  private Dragon4() {}

  /** NumPy's trim modes: {@code 'k'}, {@code '.'}, {@code '0'}, {@code '-'}. */
  enum Trim {
    /** Keep trailing zeros and the point. */
    KEEP,
    /** Trim trailing zeros, keep the point: {@code "1."}. */
    ZEROS,
    /** Trim trailing zeros but leave one after the point: {@code "1.0"}. */
    LEAVE_ONE_ZERO,
    /** Trim trailing zeros and the point: {@code "1"}. */
    DPT_ZEROS
  }

  /**
   * A finite value as {@code (-1)^negative · mantissa · 2^exponent}; {@code unequalMargins} when
   * the gap to the next value below is half the gap above (an exact power of two above the smallest
   * normal).
   */
  record Parts(boolean negative, long mantissa, int exponent, boolean unequalMargins) {}

  /** Digits {@code d0 d1 d2 …} meaning {@code d0.d1d2… × 10^exponent}. */
  record Digits(String digits, int exponent) {}

  /**
   * Splits a finite value of a float dtype held exactly in a double (as storage reads it) into its
   * binary parts in that dtype.
   */
  static Parts parts(DType dtype, double value) {
    switch (dtype) {
      case FLOAT16:
        return parts(Float16.fromDouble(value) & 0xffffL, 5, 10);
      case FLOAT32:
        return parts(Float.floatToRawIntBits((float) value) & 0xffffffffL, 8, 23);
      case FLOAT64:
        return parts(Double.doubleToRawLongBits(value), 11, 52);
      default:
        throw new IllegalArgumentException(dtype.numpyName() + " is not a float dtype");
    }
  }

  private static Parts parts(long bits, int exponentBits, int fractionBits) {
    boolean negative = ((bits >>> (exponentBits + fractionBits)) & 1) != 0;
    int field = (int) ((bits >>> fractionBits) & ((1L << exponentBits) - 1));
    long fraction = bits & ((1L << fractionBits) - 1);
    int bias = (1 << (exponentBits - 1)) - 1;
    if (field == 0) {
      return new Parts(negative, fraction, 1 - bias - fractionBits, false);
    }
    return new Parts(
        negative,
        fraction | (1L << fractionBits),
        field - bias - fractionBits,
        field != 1 && fraction == 0);
  }

  /**
   * Generates the digits of {@code |p|}.
   *
   * @param fractional true: the cutoffs count digits after the decimal point; false: significant
   *     digits
   * @param cutoffMax stop after this many digits, rounding; -1 for none
   * @param cutoffMin print at least this many digits; -1 for none
   */
  static Digits digits(Parts p, boolean fractional, int cutoffMax, int cutoffMin) {
    if (p.mantissa() == 0) {
      return new Digits("0", 0);
    }
    BigInteger mantissa = BigInteger.valueOf(p.mantissa());
    int e = p.exponent();
    // value = scaled / scale; the margins are half the gaps to the neighbouring floats.
    int extra = p.unequalMargins() ? 2 : 1;
    BigInteger scaled;
    BigInteger scale;
    BigInteger marginLow;
    if (e > 0) {
      scaled = mantissa.shiftLeft(e + extra);
      scale = BigInteger.ONE.shiftLeft(extra);
      marginLow = BigInteger.ONE.shiftLeft(e);
    } else {
      scaled = mantissa.shiftLeft(extra);
      scale = BigInteger.ONE.shiftLeft(-e + extra);
      marginLow = BigInteger.ONE;
    }
    BigInteger marginHigh = p.unequalMargins() ? marginLow.shiftLeft(1) : marginLow;
    boolean even = (p.mantissa() & 1) == 0;

    // The decimal exponent: first an estimate that is right or one too low, then corrected.
    int highBit = 63 - Long.numberOfLeadingZeros(p.mantissa());
    int k = (int) Math.ceil((highBit + e) * 0.30102999566398119521373889472449 - 0.69);
    if (cutoffMax >= 0 && fractional && k <= -cutoffMax) {
      k = -cutoffMax + 1; // start at the cutoff digit, which rounds the tiny value
    }
    if (k > 0) {
      scale = scale.multiply(BigInteger.TEN.pow(k));
    } else if (k < 0) {
      BigInteger pow = BigInteger.TEN.pow(-k);
      scaled = scaled.multiply(pow);
      marginLow = marginLow.multiply(pow);
      marginHigh = marginHigh.multiply(pow);
    }
    if (scaled.compareTo(scale) >= 0) {
      k++;
    } else {
      scaled = scaled.multiply(BigInteger.TEN);
      marginLow = marginLow.multiply(BigInteger.TEN);
      marginHigh = marginHigh.multiply(BigInteger.TEN);
    }

    int stopAt = Integer.MIN_VALUE / 2; // exponent of the last digit allowed
    if (cutoffMax >= 0) {
      stopAt = Math.max(stopAt, fractional ? -cutoffMax : k - cutoffMax);
    }
    int uniqueFrom = k; // unique digits may stop only at or after this exponent
    if (cutoffMin >= 0) {
      uniqueFrom = Math.min(uniqueFrom, fractional ? -cutoffMin : k - cutoffMin);
    }

    StringBuilder out = new StringBuilder();
    int printExponent = k - 1;
    int digit;
    boolean low;
    boolean high;
    while (true) {
      k--;
      BigInteger[] qr = scaled.divideAndRemainder(scale);
      digit = qr[0].intValue();
      scaled = qr[1];
      int cmpLow = scaled.compareTo(marginLow);
      int cmpHigh = scaled.add(marginHigh).compareTo(scale);
      low = even ? cmpLow <= 0 : cmpLow < 0;
      high = even ? cmpHigh >= 0 : cmpHigh > 0;
      if ((low || high) && k <= uniqueFrom || k == stopAt) {
        break;
      }
      out.append((char) ('0' + digit));
      scaled = scaled.multiply(BigInteger.TEN);
      marginLow = marginLow.multiply(BigInteger.TEN);
      marginHigh = marginHigh.multiply(BigInteger.TEN);
    }

    // Round the final digit: toward the side still inside the rounding interval, else nearest
    // (ties to an even digit).
    boolean roundDown = low;
    if (low == high) {
      int half = scaled.shiftLeft(1).compareTo(scale);
      roundDown = half < 0 || half == 0 && (digit & 1) == 0;
    }
    if (roundDown) {
      out.append((char) ('0' + digit));
    } else if (digit < 9) {
      out.append((char) ('0' + digit + 1));
    } else {
      // Carry through trailing nines; all nines become a single 1 one decade up.
      int n = out.length();
      while (n > 0 && out.charAt(n - 1) == '9') {
        n--;
      }
      if (n == 0) {
        out.setLength(0);
        out.append('1');
        printExponent++;
      } else {
        out.setLength(n);
        out.setCharAt(n - 1, (char) (out.charAt(n - 1) + 1));
      }
    }
    return new Digits(out.toString(), printExponent);
  }

  /**
   * NumPy's positional rendering ({@code dragon4_positional}, unique digits, fractional cutoff).
   *
   * @param precision maximum digits after the point, -1 for none
   * @param minDigits minimum digits after the point, -1 for none
   * @param padLeft pad with spaces to this many characters before the point (sign included), -1
   * @param padRight pad with spaces to this many characters after the point, -1
   */
  static String positional(
      Parts p, int precision, int minDigits, Trim trim, int padLeft, int padRight) {
    Digits d = digits(p, true, precision, minDigits);
    String digits = d.digits();
    int n = digits.length();
    StringBuilder b = new StringBuilder();
    int whole;
    int fraction = 0;
    if (d.exponent() >= 0) {
      whole = d.exponent() + 1;
      if (n <= whole) {
        b.append(digits).append("0".repeat(whole - n));
      } else {
        fraction = n - whole;
        b.append(digits, 0, whole).append('.').append(digits, whole, n);
      }
    } else {
      int zeros = -(d.exponent() + 1);
      b.append("0.").append("0".repeat(zeros)).append(digits);
      fraction = zeros + n;
      whole = 1;
    }
    fraction = trimFraction(b, fraction, trim, minDigits, true);
    if (padRight >= fraction) {
      if (trim == Trim.DPT_ZEROS && fraction == 0) {
        b.append(' ');
      }
      b.append(" ".repeat(padRight - fraction));
    }
    String sign = p.negative() ? "-" : "";
    int left = whole + sign.length();
    return " ".repeat(Math.max(0, padLeft - left)) + sign + b;
  }

  /**
   * NumPy's scientific rendering ({@code dragon4_scientific}, unique digits).
   *
   * @param precision maximum digits after the point, -1 for none
   * @param minDigits minimum digits after the point, -1 for none
   * @param padLeft pad with spaces to this many characters before the point (sign included), -1
   * @param expDigits minimum exponent digits, -1 for the default of 2
   */
  static String scientific(
      Parts p, int precision, int minDigits, Trim trim, int padLeft, int expDigits) {
    Digits d =
        digits(p, false, precision < 0 ? -1 : precision + 1, minDigits < 0 ? -1 : minDigits + 1);
    String digits = d.digits();
    StringBuilder b = new StringBuilder();
    String sign = p.negative() ? "-" : "";
    b.append(" ".repeat(Math.max(0, padLeft - 1 - sign.length()))).append(sign);
    b.append(digits.charAt(0));
    int fraction = digits.length() - 1;
    if (fraction > 0) {
      b.append('.').append(digits, 1, digits.length());
    }
    trimFraction(b, fraction, trim, minDigits, false);
    int exponent = d.exponent();
    String magnitude = Integer.toString(Math.abs(exponent));
    int width = Math.min(expDigits < 0 ? 2 : expDigits, 5);
    b.append('e').append(exponent < 0 ? '-' : '+');
    b.append("0".repeat(Math.max(0, width - magnitude.length()))).append(magnitude);
    return b.toString();
  }

  /**
   * The fraction's end, as both of NumPy's renderings write it after the digits: the point (unless
   * {@code DPT_ZEROS}) when there is no fraction, then {@code trim}'s zeros added ({@code KEEP} up
   * to {@code minDigits}, {@code LEAVE_ONE_ZERO} one) or trailing zeros removed ({@code
   * LEAVE_ONE_ZERO} puts one back after a bare point). A bare point left by trimming is removed for
   * {@code DPT_ZEROS} in positional form only, as NumPy does.
   *
   * @param fraction the digits after the point so far
   * @return the digits after the point now
   */
  private static int trimFraction(
      StringBuilder b, int fraction, Trim trim, int minDigits, boolean positional) {
    if (trim != Trim.DPT_ZEROS && fraction == 0) {
      b.append('.');
    }
    int wanted = Math.max(minDigits, 0);
    if (trim == Trim.LEAVE_ONE_ZERO) {
      if (fraction == 0) {
        b.append('0');
        fraction++;
      }
    } else if (trim == Trim.KEEP && wanted > fraction) {
      b.append("0".repeat(wanted - fraction));
      fraction = wanted;
    }
    if (trim != Trim.KEEP && fraction > 0) {
      while (b.charAt(b.length() - 1) == '0') {
        b.setLength(b.length() - 1);
        fraction--;
      }
      if (b.charAt(b.length() - 1) == '.') {
        if (trim == Trim.LEAVE_ONE_ZERO) {
          b.append('0');
          fraction++;
        } else if (trim == Trim.DPT_ZEROS && positional) {
          b.setLength(b.length() - 1);
        }
      }
    }
    return fraction;
  }
}
