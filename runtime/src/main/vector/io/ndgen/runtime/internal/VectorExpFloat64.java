package io.ndgen.runtime.internal;

import java.util.Objects;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float64 {@code exp} on unit-stride runs: {@code e^x = 2^n e^r} with {@code n = round(x / ln 2)},
 * {@code r = x - n ln 2} (ln 2 in two parts, fdlibm's, the first with 21 zero low bits), {@code |r|
 * <= ln 2 / 2}, and {@code e^r = 1 + r + r² P(r)}, P of degree 9 interpolating {@code (e^r - 1 - r)
 * / r²} at the Chebyshev nodes of that interval ({@code scripts/bench/exp64_fit.py}; 0.14 ulp from
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
 * Every vector method is called on a vector whose class C2 knows from the parse (a load, a
 * constant, or the result of such a call); reinterpreted vectors are only arguments. A call on a
 * reinterpreted vector is dispatched on a type profile, and in JVMs whose earlier code had left
 * class-check traps in shared JDK methods that call became virtual and every vector was boxed: 4 of
 * 5 JVMs of {@code boxing_sweep.py} with the first version of this kernel (docs/benchmarks.md,
 * "Session 12: float64 exp"). {@link #exp} stays above C2's {@code FreqInlineSize} (325 bytes of
 * bytecode; {@code VectorExpFloat64Test} pins it), so it compiles as its own root rather than at
 * the bottom of a caller's inlining chain.
 */
final class VectorExpFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Long> LS = S.withLanes(long.class);
  private static final int L = S.length();

  /** The largest |x| of the fast path: e^-708 and e^708 are normal doubles. */
  private static final DoubleVector FAST = DoubleVector.broadcast(S, 708.0);

  private static final DoubleVector LOG2E = DoubleVector.broadcast(S, 1.4426950408889634);

  /** -ln 2 in two parts (fdlibm's); n times the first is exact. */
  private static final DoubleVector MINUS_LN2_HI =
      DoubleVector.broadcast(S, -6.93147180369123816490e-01);

  private static final DoubleVector MINUS_LN2_LO =
      DoubleVector.broadcast(S, -1.90821492927058770002e-10);

  /** 1.5 * 2^52: {@code x / ln 2 + SHIFTER} rounds to an integer, held in the low mantissa bits. */
  private static final DoubleVector SHIFTER = DoubleVector.broadcast(S, 0x1.8p52);

  private static final LongVector SHIFTER_BITS =
      LongVector.broadcast(LS, Double.doubleToRawLongBits(0x1.8p52));

  private static final LongVector ZERO_BITS = LongVector.zero(LS);
  private static final LongVector EXPONENT_BIAS = LongVector.broadcast(LS, 1023);
  private static final DoubleVector ZERO = DoubleVector.zero(S);
  private static final DoubleVector ONE = DoubleVector.broadcast(S, 1.0);

  /** Clamps of {@link #wide}: e^-746 rounds to 0, e^710 to infinity. */
  private static final DoubleVector LOW = DoubleVector.broadcast(S, -746.0);

  private static final DoubleVector HIGH = DoubleVector.broadcast(S, 710.0);

  // e^r = 1 + r + r²(C2 + r(C3 + ... + r C11))
  private static final DoubleVector C11 = DoubleVector.broadcast(S, 2.5100375832561234e-08);
  private static final DoubleVector C10 = DoubleVector.broadcast(S, 2.7620075879983367e-07);
  private static final DoubleVector C9 = DoubleVector.broadcast(S, 2.7557268480310024e-06);
  private static final DoubleVector C8 = DoubleVector.broadcast(S, 2.4801521322368692e-05);
  private static final DoubleVector C7 = DoubleVector.broadcast(S, 0.00019841269863040545);
  private static final DoubleVector C6 = DoubleVector.broadcast(S, 0.0013888888917196719);
  private static final DoubleVector C5 = DoubleVector.broadcast(S, 0.008333333333330065);
  private static final DoubleVector C4 = DoubleVector.broadcast(S, 0.041666666666624164);
  private static final DoubleVector C3 = DoubleVector.broadcast(S, 0.16666666666666669);
  private static final DoubleVector C2 = DoubleVector.broadcast(S, 0.5000000000000001);

  private VectorExpFloat64() {}

  /**
   * {@code z[zo + i] = exp(x[xo + i])} for the leading full vectors of n: the count done. The
   * assertion and the range checks, which every caller already meets, keep the method above {@code
   * FreqInlineSize}.
   */
  static int exp(double[] x, int xo, double[] z, int zo, int n) {
    assert xo >= 0 && zo >= 0 && n >= 0 && n <= x.length - xo && n <= z.length - zo
        : "exp(x, " + xo + ", z, " + zo + ", " + n + ")";
    int bound = S.loopBound(n);
    Objects.checkFromIndexSize(xo, bound, x.length);
    Objects.checkFromIndexSize(zo, bound, z.length);
    for (int i = 0; i < bound; i += L) {
      DoubleVector v = DoubleVector.fromArray(S, x, xo + i);
      if (!v.abs().compare(VectorOperators.LE, FAST).allTrue()) { // NaN compares false
        wide(x, xo + i, z, zo + i);
        continue;
      }
      DoubleVector t = v.fma(LOG2E, SHIFTER);
      DoubleVector k = t.sub(SHIFTER); // n, as a double
      DoubleVector r = k.fma(MINUS_LN2_LO, k.fma(MINUS_LN2_HI, v)); // x - n ln 2
      DoubleVector er = // e^r, |r| <= ln 2 / 2
          r.fma(C11, C10)
              .fma(r, C9)
              .fma(r, C8)
              .fma(r, C7)
              .fma(r, C6)
              .fma(r, C5)
              .fma(r, C4)
              .fma(r, C3)
              .fma(r, C2)
              .fma(r, ONE)
              .fma(r, ONE);
      // n << 52 is the bits of t shifted by 52: SHIFTER's own bits shift out
      LongVector scale = ZERO_BITS.or(t.viewAsIntegralLanes()).lanewise(VectorOperators.LSHL, 52);
      // 0 + y is y for the positive normal results here: a receiver of known class for the store
      ZERO.add(scale.add(er.viewAsIntegralLanes()).viewAsFloatingLanes()).intoArray(z, zo + i);
    }
    return bound;
  }

  /**
   * One vector at {@code xo} with a NaN, an infinity or an |x| above 708: see the class comment.
   */
  private static void wide(double[] x, int xo, double[] z, int zo) {
    DoubleVector v = LOW.max(DoubleVector.fromArray(S, x, xo)).min(HIGH); // NaN stays NaN
    DoubleVector t = v.fma(LOG2E, SHIFTER);
    DoubleVector k = t.sub(SHIFTER);
    DoubleVector r = k.fma(MINUS_LN2_LO, k.fma(MINUS_LN2_HI, v));
    DoubleVector er =
        r.fma(C11, C10)
            .fma(r, C9)
            .fma(r, C8)
            .fma(r, C7)
            .fma(r, C6)
            .fma(r, C5)
            .fma(r, C4)
            .fma(r, C3)
            .fma(r, C2)
            .fma(r, ONE)
            .fma(r, ONE);
    LongVector n = ZERO_BITS.or(t.viewAsIntegralLanes()).sub(SHIFTER_BITS); // in [-1076, 1024]
    LongVector half = n.lanewise(VectorOperators.ASHR, 1);
    LongVector first = half.add(EXPONENT_BIAS).lanewise(VectorOperators.LSHL, 52);
    LongVector second = n.sub(half).add(EXPONENT_BIAS).lanewise(VectorOperators.LSHL, 52);
    er.mul(first.viewAsFloatingLanes()).mul(second.viewAsFloatingLanes()).intoArray(z, zo);
  }
}
