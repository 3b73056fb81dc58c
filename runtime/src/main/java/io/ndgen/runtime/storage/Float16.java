package io.ndgen.runtime.storage;

/**
 * Conversions between IEEE 754 binary16 ("half", NumPy's {@code float16}) and {@code float} /
 * {@code double}. A half is passed around as its raw bits in a {@code short}.
 *
 * <p>Contract: the results are bit for bit those of NumPy's portable conversions ({@code
 * npy_half_to_float}, {@code npy_half_to_double}, {@code npy_float_to_half}, {@code
 * npy_double_to_half}).
 *
 * <ul>
 *   <li>Widening ({@link #toFloat}, {@link #toDouble}) is exact.
 *   <li>Narrowing ({@link #fromFloat}, {@link #fromDouble}) rounds to nearest, ties to even, in one
 *       step from the source precision; a {@code double} is never rounded to {@code float} first,
 *       which could round twice and differ. Magnitudes from 65520 up become infinity, magnitudes up
 *       to 2<sup>-25</sup> become a zero of the same sign, and the subnormal range between rounds
 *       like any other.
 *   <li>NaN stays NaN with its sign. The top 10 bits of the significand carry over (padded with
 *       zeros when widening, truncated when narrowing; a narrowed NaN whose kept bits are all zero
 *       becomes {@code 0x7c01}). The quiet bit is neither set nor cleared, so a signalling NaN
 *       stays signalling, as in NumPy's software path (an F16C hardware conversion would quiet it).
 *       The JDK allows a platform to quiet a signalling NaN {@code float}/{@code double} in
 *       transit; where it does, so will these methods. HotSpot on x86-64 keeps the bits.
 * </ul>
 *
 * <p>All methods are allocation-free; the only branches split infinity/NaN, normal, subnormal and
 * underflow inputs.
 */
public final class Float16 {

  private Float16() {}

  /** Returns the {@code float} equal to the half {@code bits}; exact. */
  public static float toFloat(short bits) {
    int sign = (bits & 0x8000) << 16;
    int magnitude = bits & 0x7fff;
    if (magnitude >= 0x7c00) {
      // Infinity or NaN: all-ones exponent, the 10 significand bits moved to the top.
      return Float.intBitsToFloat(sign | 0x7f800000 | ((magnitude & 0x3ff) << 13));
    }
    if (magnitude >= 0x0400) {
      // Normal: rebias the exponent from 15 to 127 and widen the significand.
      return Float.intBitsToFloat(sign | ((magnitude + ((127 - 15) << 10)) << 13));
    }
    // Zero or subnormal: magnitude * 2^-24, exact in float.
    return Float.intBitsToFloat(sign | Float.floatToRawIntBits(magnitude * 0x1p-24f));
  }

  /** Returns the {@code double} equal to the half {@code bits}; exact. */
  public static double toDouble(short bits) {
    long sign = (long) (bits & 0x8000) << 48;
    int magnitude = bits & 0x7fff;
    if (magnitude >= 0x7c00) {
      return Double.longBitsToDouble(
          sign | 0x7ff0000000000000L | ((long) (magnitude & 0x3ff) << 42));
    }
    if (magnitude >= 0x0400) {
      return Double.longBitsToDouble(sign | ((long) (magnitude + ((1023 - 15) << 10)) << 42));
    }
    return Double.longBitsToDouble(sign | Double.doubleToRawLongBits(magnitude * 0x1p-24));
  }

  /**
   * Returns the half nearest to {@code f} (ties to even), as bits; overflow gives infinity, NaN
   * keeps its sign and the top 10 significand bits (see the class comment).
   */
  public static short fromFloat(float f) {
    int x = Float.floatToRawIntBits(f);
    int sign = (x >>> 16) & 0x8000;
    int abs = x & 0x7fffffff;
    if (abs >= 0x38800000 && abs < 0x47800000) {
      // [2^-14, 2^16): rebias the exponent from 127 to 15, then drop 13 significand bits rounding
      // to nearest even. A carry out of the significand steps the exponent up, which is the right
      // answer, up to infinity (0x7c00) from 65520 on.
      int t = abs - ((127 - 15) << 23);
      return (short) (sign | ((t + 0x0fff + ((t >>> 13) & 1)) >>> 13));
    }
    if (abs >= 0x47800000) {
      if (abs > 0x7f800000) {
        int payload = (abs >>> 13) & 0x3ff;
        return (short) (sign | 0x7c00 | (payload == 0 ? 1 : payload));
      }
      return (short) (sign | 0x7c00); // 2^16 or more, or infinity
    }
    if (abs > 0x33000000) {
      // (2^-25, 2^-14): a subnormal half, or the smallest normal if it rounds up. The value is
      // m * 2^(e - 150); in units of the half's 2^-24 that is m >> (126 - e), rounded to even.
      int e = abs >>> 23;
      int m = (abs & 0x007fffff) | 0x00800000;
      int shift = 126 - e; // 14 .. 24
      return (short) (sign | ((m + (1 << (shift - 1)) - 1 + ((m >>> shift) & 1)) >>> shift));
    }
    // Up to 2^-25 (the tie between 0 and 2^-24 goes to the even 0): a signed zero.
    return (short) sign;
  }

  /**
   * Returns the half nearest to {@code d} (ties to even), as bits, rounding once from {@code
   * double}; overflow gives infinity, NaN keeps its sign and the top 10 significand bits.
   */
  public static short fromDouble(double d) {
    long x = Double.doubleToRawLongBits(d);
    int sign = (int) (x >>> 48) & 0x8000;
    long abs = x & 0x7fffffffffffffffL;
    if (abs >= 0x3f10000000000000L && abs < 0x40f0000000000000L) {
      // [2^-14, 2^16): as in fromFloat, dropping 42 significand bits.
      long t = abs - ((long) (1023 - 15) << 52);
      return (short) (sign | (int) ((t + 0x1ffffffffffL + ((t >>> 42) & 1)) >>> 42));
    }
    if (abs >= 0x40f0000000000000L) {
      if (abs > 0x7ff0000000000000L) {
        int payload = (int) (abs >>> 42) & 0x3ff;
        return (short) (sign | 0x7c00 | (payload == 0 ? 1 : payload));
      }
      return (short) (sign | 0x7c00);
    }
    if (abs > 0x3e60000000000000L) {
      // (2^-25, 2^-14): m * 2^(e - 1075) is m >> (1051 - e) units of 2^-24, rounded to even.
      int e = (int) (abs >>> 52);
      long m = (abs & 0x000fffffffffffffL) | 0x0010000000000000L;
      int shift = 1051 - e; // 43 .. 53
      return (short) (sign | (int) ((m + (1L << (shift - 1)) - 1 + ((m >>> shift) & 1)) >>> shift));
    }
    return (short) sign;
  }
}
