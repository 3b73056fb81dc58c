package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.runtime.StridedArray;
import java.math.BigDecimal;
import java.math.MathContext;
import org.junit.jupiter.api.Test;

/**
 * float64 {@code exp} on contiguous arrays (the Vector API's {@code EXP} when SIMD is on, {@code
 * Math.exp} otherwise): the special values and the edges of the double range bit for bit, and the 1
 * ulp bound against the correctly rounded result (from {@link #reference}, in double-double
 * arithmetic) on samples that reach the subnormal results and the overflow. Not asserted: that an
 * element's bits do not depend on its neighbours, which the Vector API's {@code EXP} does not keep
 * (its Java fallback and SVML differ in the last bit, e.g. at -707.30859375, and which one runs
 * depends on what C2 has compiled).
 */
class ExpFloat64Test {
  /** Error bound in ulp against the correctly rounded result. */
  private static final long BOUND = 1;

  /** Copies of each special value: two whole vectors of the widest species (8 doubles). */
  private static final int COPIES = 16;

  private static double[] exp(double[] x) {
    return (double[]) StridedArray.wrap(x.clone(), x.length).exp().storage();
  }

  @Test
  void specialValuesAndRangeEdges() {
    double[] in = {
      0.0,
      -0.0,
      Double.MIN_VALUE,
      -Double.MIN_VALUE,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.NaN,
      Double.longBitsToDouble(0xfff8_0000_0000_0001L), // a NaN with the sign bit and a payload
      Double.MAX_VALUE,
      -Double.MAX_VALUE,
      709.7827128933841, // the smallest x whose exp overflows
      -745.1332191019411, // e^x = 0.5000000000000000x * 2^-1074, above the half: rounds up
      -745.1332191019412, // below the half: rounds to 0
      -746.0
    };
    double[] want = {
      1,
      1,
      1,
      1,
      Double.POSITIVE_INFINITY,
      0,
      Double.NaN,
      Double.NaN,
      Double.POSITIVE_INFINITY,
      0,
      Double.POSITIVE_INFINITY,
      Double.MIN_VALUE,
      0,
      0
    };
    double[] x = new double[in.length * COPIES];
    for (int i = 0; i < x.length; i++) {
      x[i] = in[i / COPIES];
    }
    double[] got = exp(x);
    for (int i = 0; i < x.length; i++) {
      assertEquals(
          Double.doubleToLongBits(want[i / COPIES]),
          Double.doubleToLongBits(got[i]),
          "exp(" + x[i] + ") at " + i);
    }
  }

  /**
   * Every k-th double of [-745.2, 709.8] in bit order (half a million, most of them tiny), 1M
   * evenly spaced over the same interval, and 200K over [-745.2, -708] where the results are
   * subnormal or near it: within the bound of the correctly rounded result (positive results: bits
   * order values, one step is one ulp, subnormal or not, and the largest double is one step from
   * infinity).
   */
  @Test
  void withinTheStatedBound() {
    long hi = Double.doubleToRawLongBits(709.8);
    long lo = Double.doubleToRawLongBits(745.2);
    int m = 250_000;
    double[] x = new double[2 * m + 1_000_000 + 200_000];
    int k = 0;
    for (int i = 0; i < m; i++) {
      x[k++] = Double.longBitsToDouble(hi / m * i);
      x[k++] = -Double.longBitsToDouble(lo / m * i);
    }
    for (int i = 0; i < 1_000_000; i++) {
      x[k++] = -745.2 + (709.8 + 745.2) * i / 1_000_000;
    }
    for (int i = 0; i < 200_000; i++) {
      x[k++] = -745.2 + (745.2 - 708) * i / 200_000;
    }
    double[] got = exp(x);
    for (int i = 0; i < k; i++) {
      double want = reference(x[i]);
      if (Math.abs(Double.doubleToLongBits(want) - Double.doubleToLongBits(got[i])) > BOUND) {
        fail("exp(" + x[i] + ") = " + got[i] + ", want " + want);
      }
    }
  }

  /**
   * The reference is what the test takes it for: within 1 ulp of fdlibm's {@code StrictMath.exp}
   * (itself under 1 ulp from the exact result) everywhere, and equal to a 60-digit BigDecimal sum
   * of the series at a few points.
   */
  @Test
  void referenceIsCorrectlyRounded() {
    for (int i = 0; i <= 100_000; i++) {
      double x = -745.2 + (709.8 + 745.2) * i / 100_000;
      long d = Double.doubleToLongBits(reference(x)) - Double.doubleToLongBits(StrictMath.exp(x));
      assertTrue(Math.abs(d) <= 1, () -> "reference(" + x + ") against StrictMath.exp");
    }
    for (double x : new double[] {-700.25, -20.5, -1, 0.3, 1, 2.75, 40.125, 700.5}) {
      assertEquals(series(x), reference(x), "reference(" + x + ")");
    }
  }

  // ln 2 in three parts, each with enough zero low bits that n times it is exact for |n| < 2^11
  private static final double LN2_A = 0x1.62e42fefa3800p-1;
  private static final double LN2_B = 0x1.ef35793c76000p-45;
  private static final double LN2_C = 0x1.cc01f97b57a08p-87;

  /**
   * exp(x) correctly rounded (barring inputs within 2^-100 of a rounding boundary): {@code x = n ln
   * 2 + r} with r as a double-double, {@code e^r} by its Taylor series to degree 22 (the rest below
   * 2^-106) in double-double arithmetic, then {@code 2^n} applied exactly, and rounded once (by
   * hand where the result is subnormal).
   */
  static double reference(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    if (x > 710) {
      return Double.POSITIVE_INFINITY;
    }
    if (x < -746) {
      return 0;
    }
    int n = (int) Math.rint(x / Math.log(2));
    // r = x - n ln 2: the first step is exact (Sterbenz), the others as exact sums
    double rh = x - n * LN2_A;
    double[] r = twoSum(rh, -n * LN2_B);
    r = ddAdd(r[0], r[1], -n * LN2_C, 0);
    double[] s = {1, 0};
    for (int j = 22; j >= 1; j--) { // s = 1 + r s / j
      s = ddMul(s[0], s[1], r[0], r[1]);
      s = ddDiv(s, j);
      s = ddAdd(1, 0, s[0], s[1]);
    }
    if (n
        > -1022) { // a normal double or an overflow: s[0] + s[1] rounds once, the scaling is exact
      return Math.scalb(s[0] + s[1], n);
    }
    // subnormal or 0: round s 2^(n + 1074) to an integer (below 2^53), the count of 2^-1074
    double a = Math.scalb(s[0], n + 1074);
    double f = Math.rint(a);
    double rem = (a - f) + Math.scalb(s[1], n + 1074);
    f += rem > 0.5 ? 1 : rem < -0.5 ? -1 : 0; // a tie is not an exponential of a double
    return Math.scalb(f, -1074);
  }

  /** exp(x) from 200 terms of the series at 60 digits (x/ln 2 kept small enough for that). */
  private static double series(double x) {
    MathContext mc = new MathContext(60);
    BigDecimal bx = new BigDecimal(x).divide(BigDecimal.valueOf(64), mc);
    BigDecimal term = BigDecimal.ONE;
    BigDecimal sum = BigDecimal.ONE;
    for (int j = 1; j < 200; j++) {
      term = term.multiply(bx, mc).divide(BigDecimal.valueOf(j), mc);
      sum = sum.add(term, mc);
    }
    for (int j = 0; j < 6; j++) { // e^x = (e^(x/64))^64
      sum = sum.multiply(sum, mc);
    }
    return sum.doubleValue();
  }

  private static double[] twoSum(double a, double b) {
    double s = a + b;
    double bb = s - a;
    return new double[] {s, (a - (s - bb)) + (b - bb)};
  }

  private static double[] ddAdd(double ah, double al, double bh, double bl) {
    double[] s = twoSum(ah, bh);
    double lo = s[1] + al + bl;
    double hi = s[0] + lo;
    return new double[] {hi, lo - (hi - s[0])};
  }

  private static double[] ddMul(double ah, double al, double bh, double bl) {
    double p = ah * bh;
    double e = Math.fma(ah, bh, -p) + (ah * bl + al * bh);
    double hi = p + e;
    return new double[] {hi, e - (hi - p)};
  }

  private static double[] ddDiv(double[] a, int j) {
    double q = a[0] / j;
    double rem = Math.fma(-q, j, a[0]) + a[1]; // a - q j, exactly but for a[1]'s rounding
    double ql = rem / j;
    double hi = q + ql;
    return new double[] {hi, ql - (hi - q)};
  }
}
