package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float64 {@code tanh} on unit-stride runs: the Vector API's {@code TANH} (an out-of-line vector
 * routine, within 2 ulp of the exact result; docs/ops.md). float32 has its own rational kernel,
 * {@link VectorTanhFloat32}, because a float64 rational this fast is not accurate enough.
 */
final class VectorTanhFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  private VectorTanhFloat64() {}

  /** {@code z[zo + i] = tanh(x[xo + i])} for the leading full vectors of n: the count done. */
  static int tanh(double[] x, int xo, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector.fromArray(S, x, xo + i).lanewise(VectorOperators.TANH).intoArray(z, zo + i);
    }
    return bound;
  }
}
