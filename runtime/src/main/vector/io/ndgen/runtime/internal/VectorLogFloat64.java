package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float64 {@code log} on unit-stride runs: the Vector API's {@code LOG} (on JDK 17 with AVX-512 a
 * call to the JDK's SVML routine per vector, within 1 ulp). float32 has its own kernel, {@link
 * VectorLogFloat32}; this class exists so that the float32 twin derived from {@link
 * VectorFloat64Simd} calls that one.
 */
final class VectorLogFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  private VectorLogFloat64() {}

  /** {@code z[zo + i] = log(x[xo + i])} for the leading full vectors of n: the count done. */
  static int log(double[] x, int xo, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector.fromArray(S, x, xo + i).lanewise(VectorOperators.LOG).intoArray(z, zo + i);
    }
    return bound;
  }
}
