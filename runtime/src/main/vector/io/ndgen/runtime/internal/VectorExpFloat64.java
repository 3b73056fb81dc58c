package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float64 {@code exp} on unit-stride runs: {@code e^x = 2^n e^r} with {@code n = round(x / ln 2)},
 * {@code r = x - n ln 2} (ln 2 in two parts, fdlibm's, the first with 21 zero low bits), {@code |r|
 * <= ln 2 / 2}, and {@code e^r = 1 + r + r² P(r)}, P of degree 9 interpolating {@code (e^r - 1 - r)
 * / r²} at the Chebyshev nodes of that interval ({@code scripts/bench/exp64_fit.py}; 0.15 ulp from
 * e^r before rounding), evaluated as one Horner chain of eleven FMAs down to the constant 1; {@code
 * 2^n} is put in by adding n to the exponent bits. float32 has its own kernel, {@link
 * VectorExpFloat32}, which the float32 twin derived from {@link VectorFloat64Simd} calls.
 *
 * <p>Why: the Vector API's {@code EXP} calls the JDK's SVML routine out of line per vector; this
 * loop is plain arithmetic the compiler keeps in registers (numbers: docs/benchmarks.md, "Session
 * 12: float64 exp").
 *
 * <p>Vectors with an element outside {@code |x| <= 708} (where the result may not be a normal
 * double, or x is NaN or infinite) take {@link #wide}, the same formula on x clamped to [-746, 710]
 * with 2^n as two factors, so that results round into the subnormals, overflow to infinity and NaN
 * propagates. Both give the same bits on |x| <= 708, so an element's result does not depend on its
 * neighbours. Error against the correctly rounded result: at most 1 ulp ({@code ExpFloat64Test};
 * docs/ops.md).
 *
 * <p>No method here takes or returns a vector, so the reduction and the polynomial are written out
 * in both paths (see {@link VectorExpFloat32}: a helper called out of line gets its vectors boxed).
 */
final class VectorExpFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** Bits of the largest |x| of the fast path: e^-708 and e^708 are normal doubles. */
  private static final long FAST_BITS = Double.doubleToRawLongBits(708.0);

  private static final double LOG2E = 1.4426950408889634;
  private static final double LN2_HI = 6.93147180369123816490e-01;
  private static final double LN2_LO = 1.90821492927058770002e-10;

  /** 1.5 * 2^52: {@code x / ln 2 + SHIFTER} rounds to an integer, held in the low mantissa bits. */
  private static final double SHIFTER = 0x1.8p52;

  private static final long SHIFTER_BITS = Double.doubleToRawLongBits(SHIFTER);

  /** Clamps of {@link #wide}: e^-746 rounds to 0, e^710 to infinity. */
  private static final double LOW = -746.0;

  private static final double HIGH = 710.0;

  // e^r = 1 + r + r²(C2 + r(C3 + ... + r C11))
  private static final double C11 = 2.5100375832561234e-08;
  private static final double C10 = 2.7620075879983367e-07;
  private static final double C9 = 2.7557268480310024e-06;
  private static final double C8 = 2.4801521322368692e-05;
  private static final double C7 = 0.00019841269863040545;
  private static final double C6 = 0.0013888888917196719;
  private static final double C5 = 0.008333333333330065;
  private static final double C4 = 0.041666666666624164;
  private static final double C3 = 0.16666666666666669;
  private static final double C2 = 0.5000000000000001;

  private VectorExpFloat64() {}

  /** {@code z[zo + i] = exp(x[xo + i])} for the leading full vectors of n: the count done. */
  static int exp(double[] x, int xo, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector v = DoubleVector.fromArray(S, x, xo + i);
      if (v.viewAsIntegralLanes()
          .lanewise(VectorOperators.AND, Long.MAX_VALUE)
          .compare(VectorOperators.GT, FAST_BITS)
          .anyTrue()) { // NaN's bits are above every finite double's
        wide(x, xo + i, z, zo + i);
        continue;
      }
      DoubleVector t = v.fma(LOG2E, SHIFTER);
      DoubleVector k = t.sub(SHIFTER); // n, as a double
      DoubleVector r = // x - n ln 2
          k.fma(DoubleVector.broadcast(S, -LN2_LO), k.fma(DoubleVector.broadcast(S, -LN2_HI), v));
      DoubleVector one = DoubleVector.broadcast(S, 1.0);
      DoubleVector er = // e^r, |r| <= ln 2 / 2
          r.fma(C11, C10)
              .fma(r, DoubleVector.broadcast(S, C9))
              .fma(r, DoubleVector.broadcast(S, C8))
              .fma(r, DoubleVector.broadcast(S, C7))
              .fma(r, DoubleVector.broadcast(S, C6))
              .fma(r, DoubleVector.broadcast(S, C5))
              .fma(r, DoubleVector.broadcast(S, C4))
              .fma(r, DoubleVector.broadcast(S, C3))
              .fma(r, DoubleVector.broadcast(S, C2))
              .fma(r, one)
              .fma(r, one);
      // n << 52 is the bits of t shifted by 52: SHIFTER's own bits shift out
      LongVector scale = t.viewAsIntegralLanes().lanewise(VectorOperators.LSHL, 52);
      er.viewAsIntegralLanes().add(scale).viewAsFloatingLanes().intoArray(z, zo + i);
    }
    return bound;
  }

  /**
   * One vector at {@code xo} with a NaN, an infinity or an |x| above 708: see the class comment.
   */
  private static void wide(double[] x, int xo, double[] z, int zo) {
    DoubleVector v = DoubleVector.fromArray(S, x, xo).max(LOW).min(HIGH); // NaN stays NaN
    DoubleVector t = v.fma(LOG2E, SHIFTER);
    DoubleVector k = t.sub(SHIFTER);
    DoubleVector r =
        k.fma(DoubleVector.broadcast(S, -LN2_LO), k.fma(DoubleVector.broadcast(S, -LN2_HI), v));
    DoubleVector one = DoubleVector.broadcast(S, 1.0);
    DoubleVector er =
        r.fma(C11, C10)
            .fma(r, DoubleVector.broadcast(S, C9))
            .fma(r, DoubleVector.broadcast(S, C8))
            .fma(r, DoubleVector.broadcast(S, C7))
            .fma(r, DoubleVector.broadcast(S, C6))
            .fma(r, DoubleVector.broadcast(S, C5))
            .fma(r, DoubleVector.broadcast(S, C4))
            .fma(r, DoubleVector.broadcast(S, C3))
            .fma(r, DoubleVector.broadcast(S, C2))
            .fma(r, one)
            .fma(r, one);
    LongVector n = t.viewAsIntegralLanes().sub(SHIFTER_BITS); // in [-1076, 1024]
    LongVector half = n.lanewise(VectorOperators.ASHR, 1);
    DoubleVector first = half.add(1023).lanewise(VectorOperators.LSHL, 52).viewAsFloatingLanes();
    DoubleVector second =
        n.sub(half).add(1023).lanewise(VectorOperators.LSHL, 52).viewAsFloatingLanes();
    er.mul(first).mul(second).intoArray(z, zo);
  }
}
