package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float64 {@code sin} and {@code cos} on unit-stride runs: the Vector API's {@code SIN}/{@code COS}
 * (SVML's once compiled). NumPy's float64 loops call scalar libm, so these are already far inside
 * the target (0.08x, 0.09x in session 13's pass). The class exists because {@code
 * VectorFloat64Simd} is the source of its float32 twin, whose kernels are {@code
 * VectorSinCosFloat32}'s own (one algorithm per dtype, as {@code exp} and {@code tanh}).
 */
final class VectorSinCosFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  private VectorSinCosFloat64() {}

  /** {@code z[zo + i] = sin(x[xo + i])} for the leading full vectors of n: the count done. */
  static int sin(double[] x, int xo, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector.fromArray(S, x, xo + i).lanewise(VectorOperators.SIN).intoArray(z, zo + i);
    }
    return bound;
  }

  /** {@code z[zo + i] = cos(x[xo + i])} for the leading full vectors of n: the count done. */
  static int cos(double[] x, int xo, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector.fromArray(S, x, xo + i).lanewise(VectorOperators.COS).intoArray(z, zo + i);
    }
    return bound;
  }
}
