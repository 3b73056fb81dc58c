package io.ndgen.runtime.internal;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float32 {@code tanh} on unit-stride runs, as a rational function in float arithmetic: {@code
 * tanh(x) = x * P(x²) / Q(x²)} with P of degree 5 and Q of degree 4, {@code P(0) = Q(0) = 1}
 * (coefficients from {@code scripts/bench/tanh_fit.py}, relative error of the fit 1.7e-9).
 *
 * <p>Why not the Vector API's {@code TANH}: it calls an out-of-line routine per vector and took 2.2
 * ms of CPU for 4M floats where this takes 0.8–0.9 ms, close to {@code sqrt}'s 0.6–0.7 ms on the
 * 2-core VM of docs/benchmarks.md. Java's {@code min}/{@code max} on vectors are avoided on purpose
 * (their NaN and ±0 rules cost several instructions each): saturation is a compare and a blend.
 *
 * <p>Contract: computed on {@code |x|} and given {@code x}'s sign bit, so it is odd bit for bit;
 * {@code ±0} and subnormals give themselves ({@code t} vanishes against P(0) = Q(0) = 1); {@code
 * |x| > 9.010913} (from 9.010914 on, float32 tanh rounds to 1) and {@code ±inf} give ±1; any value
 * the rational puts above 1 is 1; NaN stays NaN. Error against the exactly rounded tanh: at most 5
 * ulp over every float32 in [0, 9.5] (its Horner steps round in float; docs/ops.md has the measured
 * table).
 */
final class VectorTanhFloat32 {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  private static final int SIGN_BIT = Integer.MIN_VALUE;

  /** The largest float whose tanh does not round to 1. */
  private static final float SATURATION = 9.010913f;

  private static final float P1 = 0.13672159612178802f;
  private static final float P2 = 0.003858582116663456f;
  private static final float P3 = 2.7809315724880435e-05f;
  private static final float P4 = 3.010337934483687e-08f;
  private static final float P5 = -1.1842606756351515e-11f;
  private static final float Q1 = 0.4700549244880676f;
  private static final float Q2 = 0.027210241183638573f;
  private static final float Q3 = 0.0003921393072232604f;
  private static final float Q4 = 1.2734501524391817e-06f;

  private VectorTanhFloat32() {}

  /** {@code z[zo + i] = tanh(x[xo + i])} for the leading full vectors of n: the count done. */
  static int tanh(float[] x, int xo, float[] z, int zo, int n) {
    int bound = S.loopBound(n);
    // broadcasts inside the loop: C2 hoists them (static final vector fields measured slower)
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      FloatVector ax = a.abs();
      FloatVector t = ax.mul(ax);
      FloatVector p =
          t.fma(P5, P4)
              .fma(t, FloatVector.broadcast(S, P3))
              .fma(t, FloatVector.broadcast(S, P2))
              .fma(t, FloatVector.broadcast(S, P1))
              .fma(t, FloatVector.broadcast(S, 1f));
      FloatVector q =
          t.fma(Q4, Q3)
              .fma(t, FloatVector.broadcast(S, Q2))
              .fma(t, FloatVector.broadcast(S, Q1))
              .fma(t, FloatVector.broadcast(S, 1f));
      FloatVector r = ax.mul(p).div(q);
      VectorMask<Float> one =
          ax.compare(VectorOperators.GT, SATURATION).or(r.compare(VectorOperators.GT, 1f));
      IntVector sign = a.viewAsIntegralLanes().lanewise(VectorOperators.AND, SIGN_BIT);
      r.blend(1f, one).viewAsIntegralLanes().or(sign).viewAsFloatingLanes().intoArray(z, zo + i);
    }
    return bound;
  }
}
