package io.ndgen.runtime.internal;

/**
 * Scalar arithmetic with NumPy's results where Java's operators differ: floor division and
 * remainder with Python's sign rules (integer division by zero gives 0), integer powers by squaring
 * with C wrap-around, C99's {@code pow} for floats, NaN-propagating minimum/maximum with NumPy's
 * choice on a tie of -0.0 and +0.0, and sign. Called from the generated kernels; static, so the JIT
 * inlines them.
 */
final class Arith {
  static final String NEGATIVE_POWER = "Integers to negative integer powers are not allowed.";

  private Arith() {}

  static int floorDivide(int a, int b) {
    return b == 0 ? 0 : Math.floorDiv(a, b);
  }

  static long floorDivide(long a, long b) {
    return b == 0 ? 0 : Math.floorDiv(a, b);
  }

  static int remainder(int a, int b) {
    return b == 0 ? 0 : Math.floorMod(a, b);
  }

  static long remainder(long a, long b) {
    return b == 0 ? 0 : Math.floorMod(a, b);
  }

  static int floorDivideUnsigned(int a, int b) {
    return b == 0 ? 0 : Integer.divideUnsigned(a, b);
  }

  static long floorDivideUnsigned(long a, long b) {
    return b == 0 ? 0 : Long.divideUnsigned(a, b);
  }

  static int remainderUnsigned(int a, int b) {
    return b == 0 ? 0 : Integer.remainderUnsigned(a, b);
  }

  static long remainderUnsigned(long a, long b) {
    return b == 0 ? 0 : Long.remainderUnsigned(a, b);
  }

  /**
   * NumPy's {@code npy_floor_divide}: {@code a / b} for b == 0, else {@link #divmod}'s quotient.
   */
  static double floorDivide(double a, double b) {
    if (b == 0) {
      return a / b;
    }
    double mod = a % b;
    double div = (a - mod) / b;
    if (mod != 0 && (b < 0) != (mod < 0)) {
      div -= 1.0;
    }
    if (div == 0) {
      return Math.copySign(0.0, a / b);
    }
    double floor = Math.floor(div);
    return div - floor > 0.5 ? floor + 1.0 : floor;
  }

  /** NumPy's {@code npy_remainder}: the result has the sign of {@code b} (fmod for b == 0). */
  static double remainder(double a, double b) {
    double mod = a % b;
    if (b == 0) {
      return mod;
    }
    if (mod != 0) {
      return (b < 0) != (mod < 0) ? mod + b : mod;
    }
    return Math.copySign(0.0, b);
  }

  /** As {@link #floorDivide(double, double)} in float arithmetic ({@code npy_floor_dividef}). */
  static float floorDivide(float a, float b) {
    if (b == 0) {
      return a / b;
    }
    float mod = a % b;
    float div = (a - mod) / b;
    if (mod != 0 && (b < 0) != (mod < 0)) {
      div -= 1.0f;
    }
    if (div == 0) {
      return Math.copySign(0.0f, a / b);
    }
    float floor = (float) Math.floor(div);
    return div - floor > 0.5f ? floor + 1.0f : floor;
  }

  /** As {@link #remainder(double, double)} in float arithmetic. */
  static float remainder(float a, float b) {
    float mod = a % b;
    if (b == 0) {
      return mod;
    }
    if (mod != 0) {
      return (b < 0) != (mod < 0) ? mod + b : mod;
    }
    return Math.copySign(0.0f, b);
  }

  /**
   * {@code base ** exp} by squaring, wrapping like C.
   *
   * @throws ArithmeticException for a negative exponent, with NumPy's message
   */
  static int power(int base, int exp) {
    if (exp < 0) {
      throw new ArithmeticException(NEGATIVE_POWER);
    }
    return powerUnsigned(base, exp);
  }

  /** As {@link #power(int, int)}. */
  static long power(long base, long exp) {
    if (exp < 0) {
      throw new ArithmeticException(NEGATIVE_POWER);
    }
    return powerUnsigned(base, exp);
  }

  /** {@code base ** exp} with {@code exp} read as unsigned. */
  static int powerUnsigned(int base, int exp) {
    int r = 1;
    for (int b = base, e = exp; e != 0; e >>>= 1, b *= b) {
      if ((e & 1) != 0) {
        r *= b;
      }
    }
    return r;
  }

  /** {@code base ** exp} with {@code exp} read as unsigned. */
  static long powerUnsigned(long base, long exp) {
    long r = 1;
    for (long b = base, e = exp; e != 0; e >>>= 1, b *= b) {
      if ((e & 1) != 0) {
        r *= b;
      }
    }
    return r;
  }

  /**
   * C99's {@code pow}, which NumPy's float {@code power} calls: as {@link Math#pow} except that a
   * base of 1 gives 1 for any exponent (NaN too) and a base of -1 gives 1 for an infinite exponent,
   * where Java gives NaN.
   */
  static double power(double a, double b) {
    if (a == 1.0 || a == -1.0 && Double.isInfinite(b)) {
      return 1.0;
    }
    return Math.pow(a, b);
  }

  /** As {@link #power(double, double)} for float32 and float16 ({@code powf}). */
  static float power(float a, float b) {
    return (float) power((double) a, (double) b);
  }

  /** NumPy's {@code maximum}: {@code a} if it is greater or NaN, else {@code b}. */
  static double maximum(double a, double b) {
    return a > b || a != a ? a : b;
  }

  /** NumPy's {@code minimum}: {@code a} if it is smaller or NaN, else {@code b}. */
  static double minimum(double a, double b) {
    return a < b || a != a ? a : b;
  }

  static float maximum(float a, float b) {
    return a > b || a != a ? a : b;
  }

  static float minimum(float a, float b) {
    return a < b || a != a ? a : b;
  }

  /**
   * NumPy's {@code fmax} as its reduction folds: {@code x} skipped if NaN, {@code acc} replaced if
   * NaN; else {@link #maximum}'s rule (a tie gives {@code x}).
   */
  static double fmax(double acc, double x) {
    return x != x || acc > x ? acc : x;
  }

  /** NumPy's {@code fmin} as its reduction folds; see {@link #fmax(double, double)}. */
  static double fmin(double acc, double x) {
    return x != x || acc < x ? acc : x;
  }

  static float fmax(float acc, float x) {
    return x != x || acc > x ? acc : x;
  }

  static float fmin(float acc, float x) {
    return x != x || acc < x ? acc : x;
  }

  /**
   * NumPy's float16 {@code maximum}: as {@link #maximum(float, float)} but a tie (of -0.0 and +0.0)
   * gives the first operand, as NumPy's half loops do.
   */
  static float maximumHalf(float a, float b) {
    return a >= b || a != a ? a : b;
  }

  /** NumPy's float16 {@code minimum}: a tie gives the first operand. */
  static float minimumHalf(float a, float b) {
    return a <= b || a != a ? a : b;
  }

  static int maximumUnsigned(int a, int b) {
    return Integer.compareUnsigned(a, b) >= 0 ? a : b;
  }

  static int minimumUnsigned(int a, int b) {
    return Integer.compareUnsigned(a, b) <= 0 ? a : b;
  }

  static long maximumUnsigned(long a, long b) {
    return Long.compareUnsigned(a, b) >= 0 ? a : b;
  }

  static long minimumUnsigned(long a, long b) {
    return Long.compareUnsigned(a, b) <= 0 ? a : b;
  }

  /** NumPy's {@code sign}: -1, 0 (for both zeros) or 1; NaN stays NaN. */
  static double sign(double a) {
    return a > 0 ? 1.0 : a < 0 ? -1.0 : a == 0 ? 0.0 : a;
  }

  static float sign(float a) {
    return a > 0 ? 1.0f : a < 0 ? -1.0f : a == 0 ? 0.0f : a;
  }

  /** NumPy's {@code trunc}: rounds toward zero; -0.5 gives -0.0, NaN and infinities stay. */
  static double trunc(double a) {
    // no branch on the sign (a coin flip on mixed data); C2 vectorises all three calls
    return Math.copySign(Math.floor(Math.abs(a)), a);
  }

  static float trunc(float a) {
    return (float) trunc((double) a);
  }
}
