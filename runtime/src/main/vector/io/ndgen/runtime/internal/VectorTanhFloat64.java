package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float64 {@code tanh} on unit-stride runs, Cephes' algorithm (coefficients from its {@code tanh.c}
 * and {@code exp.c}) without branches: on {@code u = |x|} clamped to 20,
 *
 * <ul>
 *   <li>{@code u <= 0.625}: {@code u + u t P(t) / Q(t)}, {@code t = u²}, P of degree 2, Q of 3;
 *   <li>above: {@code 1 - 2 / (e^{2u} + 1) = (A - B) / (A + B)} with {@code e^{2u} = 2^n (Q + rP) /
 *       (Q - rP)}, {@code n = round(2u / ln 2)}, {@code r = 2u - n ln 2}: {@code A = 2^n (Q + rP)}
 *       (n added to the exponent bits), {@code B = Q - rP}, one division for both.
 * </ul>
 *
 * <p>Why not the Vector API's {@code TANH}: it calls an out-of-line routine per vector, 12 ns per 8
 * doubles in cache on the 2-core VM of docs/benchmarks.md where this takes 5.3. Both branches are
 * computed and one blend picks; |x| is clamped by an integer {@code min} on its bits, NaNs wrapped
 * to negative ints first so that they propagate (as in {@link VectorTanhFloat32}).
 *
 * <p>Contract: the sign bit of x is given to the result, so it is odd bit for bit; {@code ±0} and
 * subnormals give themselves ({@code u t} vanishes); {@code |x| >= 20} and {@code ±inf} give ±1
 * (from 19.07 on float64 tanh rounds to 1); NaN stays NaN. Error against the exactly rounded tanh:
 * at most 2 ulp on 7M samples over [-21, 21], dense around 0.625 and down to 1e-300 (docs/ops.md).
 *
 * <p>Why the casts to {@code DV} and {@code LV} (the species' exact vector classes): the loop is
 * about 50 Vector API calls, past C2's parse budget ({@code NodeCountInliningCutoff}), so the calls
 * parsed last are inlined late and their results have only the declared type ({@code
 * DoubleVector}), as do reinterpreted vectors. A call on such a vector is dispatched on the type
 * profile, and in a JVM whose earlier code left class-check traps in shared JDK methods (a
 * compile-wide total past {@code PerMethodTrapLimit}) its miss path became a virtual call; the
 * vectors merged with that call's result were no longer of known class, the Vector API intrinsics
 * refused them, and every vector was boxed (12-74 MB per 1024² call in 7 of 8 JVMs of {@code
 * boxing_sweep.py}'s all mix). {@code Class.cast} with a constant class gives the value its exact
 * class where it is parsed, and folds away where C2 already knew it (docs/benchmarks.md, "Session
 * 13").
 */
final class VectorTanhFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** The exact classes of this species' double and long vectors: see the class comment. */
  private static final Class<?> DV = S.vectorType();

  private static final Class<?> LV = S.withLanes(long.class).vectorType();

  private static final long SIGN_BIT = Long.MIN_VALUE;

  /** Added to the bits of |x| before the clamp so that NaNs wrap to negative longs. */
  private static final long NAN_SHIFT = 0x000F_FFFF_FFFF_FFFFL;

  private static final long CLAMP_SHIFTED = Double.doubleToRawLongBits(20.0) + NAN_SHIFT;

  /** Where the series branch ends. */
  private static final double SMALL = 0.625;

  private static final double P0 = -9.64399179425052238628E-1;
  private static final double P1 = -9.92877231001918586564E1;
  private static final double P2 = -1.61468768441708447952E3;
  private static final double Q0 = 1.12811678491632931402E2;
  private static final double Q1 = 2.23548839060100448583E3;
  private static final double Q2 = 4.84406305325125486048E3;

  private static final double EP0 = 1.26177193074810590878E-4;
  private static final double EP1 = 3.02994407707441961300E-2;
  private static final double EP2 = 9.99999999999999999910E-1;
  private static final double EQ0 = 3.00198505138664455042E-6;
  private static final double EQ1 = 2.52448340349684104192E-3;
  private static final double EQ2 = 2.27265548208155028766E-1;
  private static final double EQ3 = 2.00000000000000000009E0;

  /** ln 2 in two parts; n times the first is exact. */
  private static final double LN2_HI = 6.93145751953125E-1;

  private static final double LN2_LO = 1.42860682030941723212E-6;
  private static final double LOG2E = 1.4426950408889634;

  /** 1.5 * 2^52: adding it rounds to an integer that the low bits of the sum hold. */
  private static final double ROUND = 0x1.8p52;

  private VectorTanhFloat64() {}

  /** {@code z[zo + i] = tanh(x[xo + i])} for the leading full vectors of n: the count done. */
  static int tanh(double[] x, int xo, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      // (DoubleVector) DV.cast(...): see the class comment
      LongVector bits =
          (LongVector) LV.cast(DoubleVector.fromArray(S, x, xo + i).viewAsIntegralLanes());
      LongVector shifted =
          bits.lanewise(VectorOperators.AND, Long.MAX_VALUE).add(NAN_SHIFT).min(CLAMP_SHIFTED);
      DoubleVector u = (DoubleVector) DV.cast(shifted.sub(NAN_SHIFT).viewAsFloatingLanes());

      DoubleVector t = u.mul(u);
      DoubleVector p = t.fma(P0, P1).fma(t, DoubleVector.broadcast(S, P2));
      DoubleVector q =
          t.add(Q0).fma(t, DoubleVector.broadcast(S, Q1)).fma(t, DoubleVector.broadcast(S, Q2));
      DoubleVector small = (DoubleVector) DV.cast(u.mul(t).mul(p).div(q).add(u));

      DoubleVector y = u.add(u);
      DoubleVector k = y.fma(LOG2E, ROUND); // low bits: n
      DoubleVector nd = k.sub(ROUND);
      DoubleVector r =
          (DoubleVector) DV.cast(nd.fma(DoubleVector.broadcast(S, -LN2_HI), y).sub(nd.mul(LN2_LO)));
      DoubleVector r2 = (DoubleVector) DV.cast(r.mul(r));
      DoubleVector rp0 =
          (DoubleVector) DV.cast(r2.fma(EP0, EP1).fma(r2, DoubleVector.broadcast(S, EP2)));
      DoubleVector rp = (DoubleVector) DV.cast(rp0.mul(r));
      DoubleVector eq0 =
          (DoubleVector) DV.cast(r2.fma(EQ0, EQ1).fma(r2, DoubleVector.broadcast(S, EQ2)));
      DoubleVector eq = (DoubleVector) DV.cast(eq0.fma(r2, DoubleVector.broadcast(S, EQ3)));
      LongVector kBits = (LongVector) LV.cast(k.viewAsIntegralLanes());
      LongVector twoToN = (LongVector) LV.cast(kBits.lanewise(VectorOperators.LSHL, 52));
      DoubleVector sum = (DoubleVector) DV.cast(eq.add(rp));
      LongVector sumBits = (LongVector) LV.cast(sum.viewAsIntegralLanes());
      DoubleVector a = (DoubleVector) DV.cast(sumBits.add(twoToN).viewAsFloatingLanes());
      DoubleVector b = (DoubleVector) DV.cast(eq.sub(rp));
      DoubleVector diff = (DoubleVector) DV.cast(a.sub(b));
      DoubleVector large = (DoubleVector) DV.cast(diff.div(a.add(b)));

      DoubleVector blended =
          (DoubleVector) DV.cast(small.blend(large, u.compare(VectorOperators.GT, SMALL)));
      LongVector blendedBits = (LongVector) LV.cast(blended.viewAsIntegralLanes());
      LongVector signed =
          (LongVector) LV.cast(blendedBits.or(bits.lanewise(VectorOperators.AND, SIGN_BIT)));
      ((DoubleVector) DV.cast(signed.viewAsFloatingLanes())).intoArray(z, zo + i);
    }
    return bound;
  }
}
