package io.ndgen.runtime.internal;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float32 {@code log} on unit-stride runs, Cephes' {@code logf} in float arithmetic without
 * branches: {@code x = 2^e m} with {@code m} in [sqrt(1/2), sqrt(2)), both taken from the bits
 * (adding {@code 1 - sqrt(1/2)}'s bit distance moves the binade boundary to sqrt(1/2)), then with
 * {@code f = m - 1} (exact) and {@code z = f²}: {@code log x = e ln2_hi + (f + (f z P(f) + e ln2_lo
 * - z/2))}, P Cephes' degree-8 polynomial as one Horner chain of FMAs, ln 2 in two parts ({@code e
 * ln2_hi} is exact).
 *
 * <p>Why: the Vector API's {@code LOG} calls the JDK's SVML routine per vector, 4.9-8.2 ns per 16
 * floats in cache where ndgen's float32 {@code exp} takes 3.7 (docs/benchmarks.md, "Why the
 * misses"); this kernel has no division and no call.
 *
 * <p>Vectors with a lane that is not a positive normal float (±0, a subnormal, a negative, ±inf,
 * NaN) take {@link #wide}: subnormals scaled by 2^23 first (their e lowered by 23), the same
 * operations, then the special results blended in: NaN below 0 and for NaN, -inf at ±0, +inf at
 * +inf. Both paths give the same bits on positive normal floats, so an element's result does not
 * depend on its neighbours. Error against the correctly rounded result: at most 1 ulp over every
 * positive float (99.36% exact; {@code LogTest} strides through them, docs/ops.md).
 *
 * <p>Constants are broadcast once before the loop and every vector a later call takes goes through
 * {@code Class.cast} to the species' exact class, as in {@link VectorTanhFloat64}: a call inlined
 * late (past C2's parse budget) otherwise returns only the declared type, and in a JVM with many
 * class-check traps the next call on it is dispatched virtually and every vector is boxed.
 */
final class VectorLogFloat32 {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** The exact classes of this species' float and int vectors: see the class comment. */
  private static final Class<?> FV = S.vectorType();

  private static final Class<?> IV = S.withLanes(int.class).vectorType();

  /**
   * Added to the bits of x, it maps the positive normal floats, and only those, below {@link
   * #SPECIAL_FROM} (an unsigned range test as one signed compare).
   */
  private static final int NORMAL_SHIFT = 0x7f80_0000;

  private static final int SPECIAL_FROM = 0xff00_0000;

  /** Bits of sqrt(1/2) rounded down: the mantissa m starts here. */
  private static final int SQRT_HALF_BITS = 0x3f35_04f3;

  /** Added to the bits of x, it carries m >= sqrt(1/2) into the next exponent. */
  private static final int SQRT_HALF_OFFSET = Float.floatToRawIntBits(1f) - SQRT_HALF_BITS;

  private static final int MANTISSA = 0x007f_ffff;

  /** 2^23 as bits: a biased exponent k added to them gives the float 2^23 + k. */
  private static final int MAGIC_BITS = Float.floatToRawIntBits(0x1p23f);

  /** 2^23 + 127: subtracted from that float, leaves the unbiased exponent e, exactly. */
  private static final float MAGIC_BIAS = 0x1p23f + 127f;

  private static final float TWO_23 = 0x1p23f;

  private static final float LN2_HI = 0.693359375f;
  private static final float LN2_LO = -2.12194440e-4f;

  // Cephes logf: log(1 + f) = f - f²/2 + f³ P(f), f in [sqrt(1/2) - 1, sqrt(2) - 1)
  private static final float P8 = 7.0376836292e-2f;
  private static final float P7 = -1.1514610310e-1f;
  private static final float P6 = 1.1676998740e-1f;
  private static final float P5 = -1.2420140846e-1f;
  private static final float P4 = 1.4249322787e-1f;
  private static final float P3 = -1.6668057665e-1f;
  private static final float P2 = 2.0000714765e-1f;
  private static final float P1 = -2.4999993993e-1f;
  private static final float P0 = 3.3333331174e-1f;

  private VectorLogFloat32() {}

  /** {@code z[zo + i] = log(x[xo + i])} for the leading full vectors of n: the count done. */
  static int log(float[] x, int xo, float[] z, int zo, int n) {
    int bound = S.loopBound(n);
    FloatVector p6 = FloatVector.broadcast(S, P6);
    FloatVector p5 = FloatVector.broadcast(S, P5);
    FloatVector p4 = FloatVector.broadcast(S, P4);
    FloatVector p3 = FloatVector.broadcast(S, P3);
    FloatVector p2 = FloatVector.broadcast(S, P2);
    FloatVector p1 = FloatVector.broadcast(S, P1);
    FloatVector p0 = FloatVector.broadcast(S, P0);
    FloatVector lnHi = FloatVector.broadcast(S, LN2_HI);
    FloatVector lnLo = FloatVector.broadcast(S, LN2_LO);
    FloatVector minusHalf = FloatVector.broadcast(S, -0.5f);
    for (int i = 0; i < bound; i += L) {
      // (FloatVector) FV.cast(...), (IntVector) IV.cast(...): see the class comment
      IntVector bits =
          (IntVector) IV.cast(FloatVector.fromArray(S, x, xo + i).viewAsIntegralLanes());
      if (bits.add(NORMAL_SHIFT).compare(VectorOperators.GE, SPECIAL_FROM).anyTrue()) {
        wide(x, xo + i, z, zo + i);
        continue;
      }
      IntVector t = (IntVector) IV.cast(bits.add(SQRT_HALF_OFFSET));
      IntVector k = (IntVector) IV.cast(t.lanewise(VectorOperators.ASHR, 23));
      FloatVector big = (FloatVector) FV.cast(k.add(MAGIC_BITS).viewAsFloatingLanes());
      FloatVector e = (FloatVector) FV.cast(big.sub(MAGIC_BIAS));
      IntVector mBits = (IntVector) IV.cast(t.lanewise(VectorOperators.AND, MANTISSA));
      FloatVector m = (FloatVector) FV.cast(mBits.add(SQRT_HALF_BITS).viewAsFloatingLanes());
      FloatVector f = (FloatVector) FV.cast(m.sub(1f));
      FloatVector z2 = (FloatVector) FV.cast(f.mul(f));
      FloatVector p =
          (FloatVector)
              FV.cast(
                  f.fma(P8, P7)
                      .fma(f, p6)
                      .fma(f, p5)
                      .fma(f, p4)
                      .fma(f, p3)
                      .fma(f, p2)
                      .fma(f, p1)
                      .fma(f, p0));
      FloatVector fz = (FloatVector) FV.cast(f.mul(z2));
      FloatVector y = (FloatVector) FV.cast(e.fma(lnLo, fz.mul(p)));
      FloatVector y2 = (FloatVector) FV.cast(z2.fma(minusHalf, y));
      FloatVector r = (FloatVector) FV.cast(f.add(y2));
      ((FloatVector) FV.cast(e.fma(lnHi, r))).intoArray(z, zo + i);
    }
    return bound;
  }

  /**
   * One vector at {@code xo} with a lane that is not a positive normal float: see the class
   * comment. Above C2's {@code FreqInlineSize} on purpose, so that it is never inlined into the
   * loop of {@link #log} (whose parse budget it would exhaust).
   */
  private static void wide(float[] x, int xo, float[] z, int zo) {
    FloatVector v = FloatVector.fromArray(S, x, xo);
    VectorMask<Float> tiny = v.compare(VectorOperators.LT, Float.MIN_NORMAL);
    FloatVector u = v.blend(v.mul(TWO_23), tiny);
    IntVector t = u.viewAsIntegralLanes().add(SQRT_HALF_OFFSET);
    FloatVector e =
        t.lanewise(VectorOperators.ASHR, 23)
            .add(MAGIC_BITS)
            .viewAsFloatingLanes()
            .sub(MAGIC_BIAS)
            .sub(23f, tiny);
    FloatVector f =
        t.lanewise(VectorOperators.AND, MANTISSA).add(SQRT_HALF_BITS).viewAsFloatingLanes().sub(1f);
    FloatVector z2 = f.mul(f);
    FloatVector p =
        f.fma(P8, P7)
            .fma(f, FloatVector.broadcast(S, P6))
            .fma(f, FloatVector.broadcast(S, P5))
            .fma(f, FloatVector.broadcast(S, P4))
            .fma(f, FloatVector.broadcast(S, P3))
            .fma(f, FloatVector.broadcast(S, P2))
            .fma(f, FloatVector.broadcast(S, P1))
            .fma(f, FloatVector.broadcast(S, P0));
    FloatVector y = e.fma(FloatVector.broadcast(S, LN2_LO), f.mul(z2).mul(p));
    FloatVector r =
        e.fma(FloatVector.broadcast(S, LN2_HI), f.add(z2.fma(FloatVector.broadcast(S, -0.5f), y)));
    r.blend(FloatVector.broadcast(S, Float.NaN), v.compare(VectorOperators.GE, 0f).not())
        .blend(FloatVector.broadcast(S, Float.NEGATIVE_INFINITY), v.eq(0f))
        .blend(v, v.eq(Float.POSITIVE_INFINITY)) // NaN above: negatives and NaN
        .intoArray(z, zo);
  }
}
