package io.ndgen.runtime.internal;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float32 {@code tanh} on unit-stride runs, as a rational function in float arithmetic: {@code
 * tanh(c) = c * P(c²) / Q(c²)} with P and Q of degree 4, {@code P(0) = Q(0) = 1} (coefficients from
 * {@code scripts/bench/tanh_fit.py}, relative error of the fit 2.2e-8), on {@code c = |x|} clamped
 * to {@link #CLAMP}.
 *
 * <p>Why this shape: the kernel is bound by its vector instructions, not by memory (in cache it
 * takes about four times a copy). The Vector API's {@code TANH} calls an out-of-line routine per
 * vector (2.2 ms of CPU for 4M floats, this kernel about 0.65). The clamps are integer {@code min}s
 * on the float bits (non-negative floats order as their bits), one instruction each, where
 * compares, masks and blends (JDK 17 keeps masks in vector registers) and Java's floating {@code
 * min} (NaN and ±0 rules) cost several; degree 4/4 instead of 5/4 keeps the same 5 ulp bound.
 *
 * <p>Contract: computed on {@code |x|} and given {@code x}'s sign bit, so it is odd bit for bit;
 * {@code ±0} and subnormals give themselves ({@code c²} vanishes against P(0) = Q(0) = 1); {@code
 * |x| >= 9.010913} and {@code ±inf} give ±1 (the rational rounds to 1 at the clamp; from 9.010914
 * on float32 tanh rounds to 1); any value the rational puts above 1 is 1; NaN stays NaN. Error
 * against the exactly rounded tanh: at most 5 ulp over every float32 in [0, 9.5] (its Horner steps
 * round in float; docs/ops.md has the measured table).
 */
final class VectorTanhFloat32 {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  private static final int SIGN_BIT = Integer.MIN_VALUE;
  private static final int ONE_BITS = Float.floatToRawIntBits(1f);

  /** Where |x| is clamped: the first float whose tanh rounds to 1. */
  private static final float CLAMP = 9.010914f;

  /**
   * Added to the bits of |x| before the clamp: NaNs (bits above +inf's) wrap to negative ints, so
   * the integer {@code min} keeps them and they propagate; every other |x| keeps its order.
   */
  private static final int NAN_SHIFT = 0x007F_FFFF;

  private static final int CLAMP_SHIFTED = Float.floatToRawIntBits(CLAMP) + NAN_SHIFT;

  private static final float P1 = 0.13382183015346527f;
  private static final float P2 = 0.0034968582913279533f;
  private static final float P3 = 2.0625921024475247e-05f;
  private static final float P4 = 1.3370484275299077e-08f;
  private static final float Q1 = 0.4671550393104553f;
  private static final float Q2 = 0.025882083922624588f;
  private static final float Q3 = 0.00032875355100259185f;
  private static final float Q4 = 7.784617537254235e-07f;

  private VectorTanhFloat32() {}

  /** {@code z[zo + i] = tanh(x[xo + i])} for the leading full vectors of n: the count done. */
  static int tanh(float[] x, int xo, float[] z, int zo, int n) {
    int bound = S.loopBound(n);
    // broadcasts inside the loop: C2 hoists them (static final vector fields measured slower)
    for (int i = 0; i < bound; i += L) {
      IntVector bits = FloatVector.fromArray(S, x, xo + i).viewAsIntegralLanes();
      IntVector shifted =
          bits.lanewise(VectorOperators.AND, Integer.MAX_VALUE).add(NAN_SHIFT).min(CLAMP_SHIFTED);
      FloatVector c = shifted.sub(NAN_SHIFT).viewAsFloatingLanes();
      FloatVector t = c.mul(c);
      FloatVector p =
          t.fma(P4, P3)
              .fma(t, FloatVector.broadcast(S, P2))
              .fma(t, FloatVector.broadcast(S, P1))
              .fma(t, FloatVector.broadcast(S, 1f));
      FloatVector q =
          t.fma(Q4, Q3)
              .fma(t, FloatVector.broadcast(S, Q2))
              .fma(t, FloatVector.broadcast(S, Q1))
              .fma(t, FloatVector.broadcast(S, 1f));
      IntVector r = c.mul(p).div(q).viewAsIntegralLanes().min(ONE_BITS); // NaN → 1 here ...
      IntVector nan = shifted.lanewise(VectorOperators.ASHR, 31); // ... and all ones here
      r.or(nan)
          .or(bits.lanewise(VectorOperators.AND, SIGN_BIT))
          .viewAsFloatingLanes()
          .intoArray(z, zo + i);
    }
    return bound;
  }
}
