package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float64 {@code power} on unit-stride runs, one input possibly broadcast: the Vector API's {@code
 * POW} (on JDK 17 with AVX-512 a call to the JDK's SVML routine per vector once C2 has compiled the
 * loop, {@link Math#pow} per lane before), with the lanes where C99's {@code pow}, which NumPy
 * calls, differs patched by masks, branch-free:
 *
 * <ul>
 *   <li>a base of 1 gives 1 for any exponent (NaN too), a base of -1 gives 1 for an infinite
 *       exponent; Java gives NaN for both;
 *   <li>a negative base to an odd integer power whose result underflows gives -0.0; SVML gives +0.0
 *       (e.g. {@code (-2) ** -1075}, float32 {@code (-0.5) ** 151}).
 * </ul>
 *
 * Every other special case of the grid in {@code power_grid.txt} (zeros, subnormals, infinities,
 * NaN, negative bases to integer and non-integer powers, overflow) is the same in C99, Java and
 * SVML. The scalar loop that finishes a run is {@code Arith.power}, the same rules on {@link
 * Math#pow}.
 *
 * <p>The float32 kernel is derived from this file ({@code DerivedSources}): the Vector API's float
 * {@code POW}, SVML's {@code powf} or {@code (float) Math.pow} of the widened lanes.
 */
final class VectorPowFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  private static final DoubleVector ZERO = DoubleVector.zero(S);
  private static final DoubleVector NEGATIVE_ZERO =
      DoubleVector.broadcast(S, -0f); // float literals: the float32 twin compiles too
  private static final DoubleVector HALF = DoubleVector.broadcast(S, 0.5f);
  private static final DoubleVector ONE = DoubleVector.broadcast(S, 1);
  private static final DoubleVector MINUS_ONE = DoubleVector.broadcast(S, -1);
  private static final DoubleVector INFINITY = DoubleVector.broadcast(S, Double.POSITIVE_INFINITY);

  /** 2^52 (float32: 2^23): {@code (h + SHIFT) - SHIFT} is h rounded to an integer, for h below. */
  private static final DoubleVector SHIFT = DoubleVector.broadcast(S, 1 / Math.ulp((double) 1));

  private VectorPowFloat64() {}

  /**
   * {@code z[zo + i] = x ** y} for the leading full vectors of n: the count done. Strides are 1, or
   * 0 for one of the inputs (not both); the output's is 1.
   */
  static int power(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int n) {
    int bound = S.loopBound(n);
    // three loops rather than a vector picked per input: a vector must not pass a phi or a call
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        DoubleVector p = a.lanewise(VectorOperators.POW, b);
        // odd: |b| - 2 rint(|b| / 2) is +-1 (NaN for infinities, 0 or more than 1 for the rest)
        DoubleVector m = b.abs();
        DoubleVector r = m.mul(HALF).add(SHIFT).sub(SHIFT);
        VectorMask<Double> odd = m.sub(r.add(r)).abs().eq(ONE);
        VectorMask<Double> unit = a.eq(ONE).or(a.eq(MINUS_ONE).and(m.eq(INFINITY)));
        VectorMask<Double> negativeZero = p.eq(ZERO).and(a.lt(ZERO)).and(odd);
        p.blend(ONE, unit).blend(NEGATIVE_ZERO, negativeZero).intoArray(z, zo + i);
      }
    } else if (ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      DoubleVector m = b.abs();
      DoubleVector r = m.mul(HALF).add(SHIFT).sub(SHIFT);
      VectorMask<Double> odd = m.sub(r.add(r)).abs().eq(ONE);
      VectorMask<Double> infinite = m.eq(INFINITY);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector p = a.lanewise(VectorOperators.POW, b);
        VectorMask<Double> unit = a.eq(ONE).or(a.eq(MINUS_ONE).and(infinite));
        VectorMask<Double> negativeZero = p.eq(ZERO).and(a.lt(ZERO)).and(odd);
        p.blend(ONE, unit).blend(NEGATIVE_ZERO, negativeZero).intoArray(z, zo + i);
      }
    } else {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      VectorMask<Double> one = a.eq(ONE);
      VectorMask<Double> minusOne = a.eq(MINUS_ONE);
      VectorMask<Double> negative = a.lt(ZERO);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        DoubleVector p = a.lanewise(VectorOperators.POW, b);
        DoubleVector m = b.abs();
        DoubleVector r = m.mul(HALF).add(SHIFT).sub(SHIFT);
        VectorMask<Double> odd = m.sub(r.add(r)).abs().eq(ONE);
        VectorMask<Double> unit = one.or(minusOne.and(m.eq(INFINITY)));
        VectorMask<Double> negativeZero = p.eq(ZERO).and(negative).and(odd);
        p.blend(ONE, unit).blend(NEGATIVE_ZERO, negativeZero).intoArray(z, zo + i);
      }
    }
    return bound;
  }
}
