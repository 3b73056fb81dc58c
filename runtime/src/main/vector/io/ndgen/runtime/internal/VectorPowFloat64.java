package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
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
 * <p>The patch is about 19 vector operations, 40% of float32's time next to {@code POW}, and only a
 * negative or NaN base or a non-finite exponent can need it. So the run goes in blocks of {@link
 * #BLOCK} elements: a first pass over a block's inputs folds their bits into one maximum (a base of
 * bits {@code ^ sign} and an exponent of bits {@code | sign} below the bits of -inf, as signed
 * integers, is a base in [+0, inf) and a finite exponent) and the second pass is {@code POW} alone
 * if every lane is so, else {@code POW} and the patch. The block is still in cache for the second
 * pass, and the first reads its inputs before anything of it is written (in place: {@code out} is
 * an input).
 *
 * <p>The float32 kernel is derived from this file ({@code DerivedSources}): the Vector API's float
 * {@code POW}, SVML's {@code powf} or {@code (float) Math.pow} of the widened lanes.
 */
final class VectorPowFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** Elements per guard pass: a multiple of every L, in L1 with its inputs and output. */
  private static final int BLOCK = 1024;

  private static final DoubleVector ZERO = DoubleVector.zero(S);
  private static final DoubleVector NEGATIVE_ZERO =
      DoubleVector.broadcast(S, -0f); // float literals: the float32 twin compiles too
  private static final DoubleVector HALF = DoubleVector.broadcast(S, 0.5f);
  private static final DoubleVector ONE = DoubleVector.broadcast(S, 1);
  private static final DoubleVector MINUS_ONE = DoubleVector.broadcast(S, -1);
  private static final DoubleVector INFINITY = DoubleVector.broadcast(S, Double.POSITIVE_INFINITY);
  private static final DoubleVector NEGATIVE_INFINITY =
      DoubleVector.broadcast(S, Double.NEGATIVE_INFINITY);

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
    // three methods rather than a vector picked per input: a vector must not pass a phi
    if (xs == 1 && ys == 1) {
      both(x, xo, y, yo, z, zo, bound);
    } else if (ys == 0) {
      exponent(x, xo, y[yo], z, zo, bound);
    } else {
      base(x[xo], y, yo, z, zo, bound);
    }
    return bound;
  }

  /** Both inputs unit-stride. */
  private static void both(double[] x, int xo, double[] y, int yo, double[] z, int zo, int bound) {
    LongVector sign = NEGATIVE_ZERO.viewAsIntegralLanes();
    long limit = NEGATIVE_INFINITY.viewAsIntegralLanes().lane(0);
    for (int start = 0; start < bound; start += BLOCK) {
      int end = Math.min(start + BLOCK, bound);
      LongVector bits = sign;
      for (int i = start; i < end; i += L) {
        LongVector a = DoubleVector.fromArray(S, x, xo + i).viewAsIntegralLanes();
        LongVector b = DoubleVector.fromArray(S, y, yo + i).viewAsIntegralLanes();
        bits = bits.max(a.lanewise(VectorOperators.XOR, sign)).max(b.or(sign));
      }
      if (bits.reduceLanes(VectorOperators.MAX) < limit) {
        for (int i = start; i < end; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.lanewise(VectorOperators.POW, DoubleVector.fromArray(S, y, yo + i))
              .intoArray(z, zo + i);
        }
        continue;
      }
      for (int i = start; i < end; i += L) {
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
    }
  }

  /** A broadcast exponent {@code e}: the guard on the bases alone if e is finite. */
  private static void exponent(double[] x, int xo, double e, double[] z, int zo, int bound) {
    DoubleVector b = DoubleVector.broadcast(S, e);
    DoubleVector m = b.abs();
    DoubleVector r = m.mul(HALF).add(SHIFT).sub(SHIFT);
    VectorMask<Double> odd = m.sub(r.add(r)).abs().eq(ONE);
    VectorMask<Double> infinite = m.eq(INFINITY);
    LongVector sign = NEGATIVE_ZERO.viewAsIntegralLanes();
    // a non-finite exponent patches every block
    long limit =
        Double.isFinite(e) ? NEGATIVE_INFINITY.viewAsIntegralLanes().lane(0) : sign.lane(0);
    for (int start = 0; start < bound; start += BLOCK) {
      int end = Math.min(start + BLOCK, bound);
      LongVector bits = sign;
      for (int i = start; i < end; i += L) {
        LongVector a = DoubleVector.fromArray(S, x, xo + i).viewAsIntegralLanes();
        bits = bits.max(a.lanewise(VectorOperators.XOR, sign));
      }
      if (bits.reduceLanes(VectorOperators.MAX) < limit) {
        for (int i = start; i < end; i += L) {
          DoubleVector.fromArray(S, x, xo + i)
              .lanewise(VectorOperators.POW, b)
              .intoArray(z, zo + i);
        }
        continue;
      }
      for (int i = start; i < end; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector p = a.lanewise(VectorOperators.POW, b);
        VectorMask<Double> unit = a.eq(ONE).or(a.eq(MINUS_ONE).and(infinite));
        VectorMask<Double> negativeZero = p.eq(ZERO).and(a.lt(ZERO)).and(odd);
        p.blend(ONE, unit).blend(NEGATIVE_ZERO, negativeZero).intoArray(z, zo + i);
      }
    }
  }

  /**
   * A broadcast base {@code c}: no patch for a base in [+0, inf) other than 1 (exactly when every
   * lane passes the guard of {@link #both}), else every vector patched.
   */
  private static void base(double c, double[] y, int yo, double[] z, int zo, int bound) {
    DoubleVector a = DoubleVector.broadcast(S, c);
    if (c >= 0 && c < Double.POSITIVE_INFINITY && c != 1) {
      for (int i = 0; i < bound; i += L) {
        a.lanewise(VectorOperators.POW, DoubleVector.fromArray(S, y, yo + i)).intoArray(z, zo + i);
      }
      return;
    }
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
}
