package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
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
 *       (an exact product: 2^n is built from n's bits), {@code B = Q - rP}, one division for both.
 * </ul>
 *
 * <p>Why not the Vector API's {@code TANH}: it calls an out-of-line routine per vector, 12 ns per 8
 * doubles in cache on the 2-core VM of docs/benchmarks.md where this takes 5.3. Both branches are
 * computed and one blend picks; NaNs propagate through the clamp ({@code min} keeps a NaN).
 *
 * <p>Written so that C2 keeps its vectors in registers in as many JVMs as possible (issue 11): this
 * loop is close to C2's parse budget ({@code NodeCountInliningCutoff}); calls past it are inlined
 * late, their receivers lose their exact class, and C2 then dispatches them on the type profile. In
 * a JVM where the shared Vector API helpers have recorded class-check traps (an order of ops
 * decides it), the compile-wide trap total passes {@code PerMethodTrapLimit} and those dispatches
 * get a real virtual call on their miss path: every vector is boxed (24 MB and 3-6x the time per
 * 2048² call). Hence: (1) every vector method is called on a vector whose class C2 knows exactly (a
 * load, a constant, or the result of an op on such a vector); the results of {@code viewAs*Lanes}
 * (typed only by a profiled cast) are passed as arguments, never used as receivers; (2) the
 * constants are static final vectors (a broadcast costs parse nodes, a constant none), so the loop
 * mostly parses within the budget. Still at its edge: some drivers compile it with profiled calls
 * at the end and it boxes in fewer JVMs, not none (scripts/bench/ProfileSites.java counts them).
 * The price: 1.25-1.3x the CPU time of the previous kernel in healthy JVMs (docs/benchmarks.md).
 *
 * <p>Contract: the sign of x is given to the result (a negation under the sign bits' mask), so it
 * is odd bit for bit; {@code ±0} and subnormals give themselves ({@code u t} vanishes); {@code |x|
 * >= 20} and {@code ±inf} give ±1 (from 19.07 on float64 tanh rounds to 1); NaN stays NaN. Error
 * against the exactly rounded tanh: at most 2 ulp on 7M samples over [-21, 21], dense around 0.625
 * and down to 1e-300 (docs/ops.md).
 */
final class VectorTanhFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Long> LS = S.withLanes(long.class);
  private static final int L = S.length();

  private static final DoubleVector P0 = DoubleVector.broadcast(S, -9.64399179425052238628E-1);
  private static final DoubleVector P1 = DoubleVector.broadcast(S, -9.92877231001918586564E1);
  private static final DoubleVector P2 = DoubleVector.broadcast(S, -1.61468768441708447952E3);
  private static final DoubleVector Q0 = DoubleVector.broadcast(S, 1.12811678491632931402E2);
  private static final DoubleVector Q1 = DoubleVector.broadcast(S, 2.23548839060100448583E3);
  private static final DoubleVector Q2 = DoubleVector.broadcast(S, 4.84406305325125486048E3);

  /** -ln 2 in two parts; n times the first is exact. */
  private static final DoubleVector MINUS_LN2_HI = DoubleVector.broadcast(S, -6.93145751953125E-1);

  private static final DoubleVector LN2_LO = DoubleVector.broadcast(S, 1.42860682030941723212E-6);

  private static final DoubleVector LOG2E = DoubleVector.broadcast(S, 1.4426950408889634);

  /** 1.5 * 2^52: adding it rounds to an integer that the low bits of the sum hold. */
  private static final DoubleVector ROUND = DoubleVector.broadcast(S, 0x1.8p52);

  /** Where |x| is clamped. */
  private static final DoubleVector CLAMP = DoubleVector.broadcast(S, 20);

  /** Where the series branch ends. */
  private static final DoubleVector SMALL = DoubleVector.broadcast(S, 0.625);

  private static final DoubleVector EP0 = DoubleVector.broadcast(S, 1.26177193074810590878E-4);
  private static final DoubleVector EP1 = DoubleVector.broadcast(S, 3.02994407707441961300E-2);
  private static final DoubleVector EP2 = DoubleVector.broadcast(S, 9.99999999999999999910E-1);
  private static final DoubleVector EQ0 = DoubleVector.broadcast(S, 3.00198505138664455042E-6);
  private static final DoubleVector EQ1 = DoubleVector.broadcast(S, 2.52448340349684104192E-3);
  private static final DoubleVector EQ2 = DoubleVector.broadcast(S, 2.27265548208155028766E-1);
  private static final DoubleVector EQ3 = DoubleVector.broadcast(S, 2.00000000000000000009E0);

  /** The exponent bias: {@code (n + 1023) << 52} are the bits of 2^n. */
  private static final LongVector EXPONENT_BIAS = LongVector.broadcast(LS, 1023);

  private static final LongVector ZERO_BITS = LongVector.zero(LS);

  private VectorTanhFloat64() {}

  /** {@code z[zo + i] = tanh(x[xo + i])} for the leading full vectors of n: the count done. */
  static int tanh(double[] x, int xo, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector xv = DoubleVector.fromArray(S, x, xo + i);
      DoubleVector u = xv.abs().min(CLAMP);

      DoubleVector t = u.mul(u);
      DoubleVector p = t.fma(P0, P1).fma(t, P2);
      DoubleVector q = t.add(Q0).fma(t, Q1).fma(t, Q2);
      DoubleVector small = u.mul(t).mul(p).div(q).add(u);

      DoubleVector y = u.add(u);
      DoubleVector k = y.fma(LOG2E, ROUND); // low bits: n
      DoubleVector nd = k.sub(ROUND);
      DoubleVector r = nd.fma(MINUS_LN2_HI, y).sub(nd.mul(LN2_LO));
      DoubleVector r2 = r.mul(r);
      DoubleVector rp = r2.fma(EP0, EP1).fma(r2, EP2).mul(r);
      DoubleVector eq = r2.fma(EQ0, EQ1).fma(r2, EQ2).fma(r2, EQ3);
      // (k's bits + 1023) << 52 keeps n + 1023 in the exponent field: 2^n (0 <= n <= 58)
      DoubleVector twoToN =
          EXPONENT_BIAS
              .add(k.viewAsIntegralLanes())
              .lanewise(VectorOperators.LSHL, 52)
              .viewAsFloatingLanes();
      DoubleVector a = eq.add(rp).mul(twoToN);
      DoubleVector b = eq.sub(rp);
      DoubleVector large = a.sub(b).div(a.add(b));

      // the sign bit of x (also of -0.0 and of a NaN); both branches are >= +0 or a positive NaN
      VectorMask<Double> negative =
          ZERO_BITS.compare(VectorOperators.GT, xv.viewAsIntegralLanes()).cast(S);
      small
          .blend(large, u.compare(VectorOperators.GT, SMALL))
          .lanewise(VectorOperators.NEG, negative)
          .intoArray(z, zo + i);
    }
    return bound;
  }
}
