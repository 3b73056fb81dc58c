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
 * {@code f = m - 1} (exact): {@code log x = e ln2_hi + (f + (f² (f P(f) - 1/2) + e ln2_lo))}, P of
 * degree 7 ({@code scripts/bench/log_fit.py}) and the -1/2 as one Horner chain of FMAs, ln 2 in two
 * parts ({@code e ln2_hi} is exact): 15 floating-point operations per vector, no division.
 *
 * <p>Why: the Vector API's {@code LOG} calls the JDK's SVML routine per vector, 4.9-8.2 ns per 16
 * floats in cache where ndgen's float32 {@code exp} takes 3.7 (docs/benchmarks.md, "Why the
 * misses"); this kernel has no division and no call.
 *
 * <p>Runs are taken in blocks of {@link #BLOCK} elements. A first pass over a block checks that
 * every element is a positive normal float (an integer add and {@code max} per vector, one
 * reduction per block); such blocks go through {@link #fast}. A block with any other value (±0, a
 * subnormal, a negative, ±inf, NaN) goes through {@link #wide}: subnormals scaled by 2^23 first
 * (their e lowered by 23), the same operations, then the special results blended in: NaN below 0
 * and for NaN, -inf at ±0, +inf at +inf (in the probe of the last paragraph about 1.8x {@code
 * fast}'s time). Both give the same bits on positive normal floats, so an element's result does not
 * depend on its neighbours. Error against the correctly rounded result: at most 1 ulp over every
 * positive float, subnormals included (99.37% exact; checked on all 2^32 inputs, specials as {@code
 * Math.log}; {@code LogTest} strides through them, docs/ops.md).
 *
 * <p>Why the shape: no method here takes or returns a vector, and no vector lives across a call.
 * {@link #fast} and {@link #wide} are above C2's {@code FreqInlineSize}, so each compiles as its
 * own root within C2's parse budget; constants are broadcast once before the loops; the species are
 * constants (a species computed in the method, {@code S.withLanes(int.class)}, boxed every vector);
 * every vector a later call takes goes through {@code Class.cast} to the species' exact class where
 * it is used (as in {@link VectorTanhFloat64}), the block's running maximum included, since a
 * loop-carried vector or a reinterpreted one has only its declared type at parse time. A call on
 * such a vector is dispatched on the type profile, and in a JVM with many class-check traps its
 * miss path is a virtual call that boxes every vector. Measured on a million floats per call under
 * {@code -XX:PerMethodTrapLimit=0} (every JVM trap-heavy): a per-vector {@code anyTrue()} test
 * boxed 12 MB per call, a per-vector {@code reduceLanes} 6 MB, one {@code wide} per vector with its
 * own broadcasts 21 MB; this shape allocates nothing there, with and without specials.
 */
final class VectorLogFloat32 {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Integer> SI = S.withLanes(int.class);
  private static final int L = S.length();

  /** The exact classes of this species' float and int vectors: see the class comment. */
  private static final Class<?> FV = S.vectorType();

  private static final Class<?> IV = SI.vectorType();

  /**
   * Elements per block: 32 vectors (2 KiB with AVX-512), read again from L1 by the second pass; a
   * block with one value that is not a positive normal float takes {@link #wide} for all of it.
   */
  private static final int BLOCK = 32 * L;

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

  // log(1 + f) = f + f² (f P(f) - 1/2), f in [sqrt(1/2) - 1, sqrt(2) - 1): P of degree 7 fitted by
  // scripts/bench/log_fit.py (relative error of the fit 6.4e-9, 0.11 ulp), Cephes' logf form
  private static final float P7 = -0.0763397142291069f;
  private static final float P6 = 0.12760858237743378f;
  private static final float P5 = -0.13160040974617004f;
  private static final float P4 = 0.14201846718788147f;
  private static final float P3 = -0.16623379290103912f;
  private static final float P2 = 0.2000122368335724f;
  private static final float P1 = -0.2500081956386566f;
  private static final float P0 = 0.3333333134651184f;

  private VectorLogFloat32() {}

  /** {@code z[zo + i] = log(x[xo + i])} for the leading full vectors of n: the count done. */
  static int log(float[] x, int xo, float[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int b = 0; b < bound; b += BLOCK) {
      int end = Math.min(b + BLOCK, bound);
      if (positiveNormal(x, xo + b, end - b)) {
        fast(x, xo + b, z, zo + b, end - b);
      } else {
        wide(x, xo + b, z, zo + b, end - b);
      }
    }
    return bound;
  }

  /** Whether the n elements at {@code xo} (whole vectors) are all positive normal floats. */
  private static boolean positiveNormal(float[] x, int xo, int n) {
    IntVector shift = IntVector.broadcast(SI, NORMAL_SHIFT);
    IntVector acc = IntVector.broadcast(SI, Integer.MIN_VALUE);
    for (int i = 0; i < n; i += L) {
      IntVector bits =
          (IntVector) IV.cast(FloatVector.fromArray(S, x, xo + i).viewAsIntegralLanes());
      IntVector key = (IntVector) IV.cast(bits.add(shift));
      acc = ((IntVector) IV.cast(acc)).max(key);
    }
    return ((IntVector) IV.cast(acc)).reduceLanes(VectorOperators.MAX) < SPECIAL_FROM;
  }

  /** The n elements at {@code xo} (whole vectors), all positive normal floats. */
  private static void fast(float[] x, int xo, float[] z, int zo, int n) {
    IntVector offset = IntVector.broadcast(SI, SQRT_HALF_OFFSET);
    IntVector magic = IntVector.broadcast(SI, MAGIC_BITS);
    IntVector mantissa = IntVector.broadcast(SI, MANTISSA);
    IntVector sqrtHalf = IntVector.broadcast(SI, SQRT_HALF_BITS);
    FloatVector bias = FloatVector.broadcast(S, MAGIC_BIAS);
    FloatVector one = FloatVector.broadcast(S, 1f);
    FloatVector p7 = FloatVector.broadcast(S, P7);
    FloatVector p6 = FloatVector.broadcast(S, P6);
    FloatVector p5 = FloatVector.broadcast(S, P5);
    FloatVector p4 = FloatVector.broadcast(S, P4);
    FloatVector p3 = FloatVector.broadcast(S, P3);
    FloatVector p2 = FloatVector.broadcast(S, P2);
    FloatVector p1 = FloatVector.broadcast(S, P1);
    FloatVector p0 = FloatVector.broadcast(S, P0);
    FloatVector minusHalf = FloatVector.broadcast(S, -0.5f);
    FloatVector lnHi = FloatVector.broadcast(S, LN2_HI);
    FloatVector lnLo = FloatVector.broadcast(S, LN2_LO);
    for (int i = 0; i < n; i += L) {
      // (FloatVector) FV.cast(...), (IntVector) IV.cast(...): see the class comment
      IntVector bits =
          (IntVector) IV.cast(FloatVector.fromArray(S, x, xo + i).viewAsIntegralLanes());
      IntVector t = (IntVector) IV.cast(bits.add(offset));
      IntVector k = (IntVector) IV.cast(t.lanewise(VectorOperators.ASHR, 23));
      IntVector kBits = (IntVector) IV.cast(k.add(magic));
      FloatVector big = (FloatVector) FV.cast(kBits.viewAsFloatingLanes());
      FloatVector e = (FloatVector) FV.cast(big.sub(bias));
      IntVector mBits = (IntVector) IV.cast(t.and(mantissa));
      IntVector mBits2 = (IntVector) IV.cast(mBits.add(sqrtHalf));
      FloatVector m = (FloatVector) FV.cast(mBits2.viewAsFloatingLanes());
      FloatVector f = (FloatVector) FV.cast(m.sub(one));
      FloatVector z2 = (FloatVector) FV.cast(f.mul(f));
      FloatVector q = // f P(f) - 1/2
          (FloatVector)
              FV.cast(
                  f.fma(p7, p6)
                      .fma(f, p5)
                      .fma(f, p4)
                      .fma(f, p3)
                      .fma(f, p2)
                      .fma(f, p1)
                      .fma(f, p0)
                      .fma(f, minusHalf));
      FloatVector eLo = (FloatVector) FV.cast(e.mul(lnLo));
      FloatVector y = (FloatVector) FV.cast(z2.fma(q, eLo));
      FloatVector r = (FloatVector) FV.cast(f.add(y));
      ((FloatVector) FV.cast(e.fma(lnHi, r))).intoArray(z, zo + i);
    }
  }

  /**
   * The n elements at {@code xo} (whole vectors), some of them not positive normal floats: see the
   * class comment.
   */
  private static void wide(float[] x, int xo, float[] z, int zo, int n) {
    IntVector offset = IntVector.broadcast(SI, SQRT_HALF_OFFSET);
    IntVector magic = IntVector.broadcast(SI, MAGIC_BITS);
    IntVector mantissa = IntVector.broadcast(SI, MANTISSA);
    IntVector sqrtHalf = IntVector.broadcast(SI, SQRT_HALF_BITS);
    FloatVector bias = FloatVector.broadcast(S, MAGIC_BIAS);
    FloatVector one = FloatVector.broadcast(S, 1f);
    FloatVector p7 = FloatVector.broadcast(S, P7);
    FloatVector p6 = FloatVector.broadcast(S, P6);
    FloatVector p5 = FloatVector.broadcast(S, P5);
    FloatVector p4 = FloatVector.broadcast(S, P4);
    FloatVector p3 = FloatVector.broadcast(S, P3);
    FloatVector p2 = FloatVector.broadcast(S, P2);
    FloatVector p1 = FloatVector.broadcast(S, P1);
    FloatVector p0 = FloatVector.broadcast(S, P0);
    FloatVector minusHalf = FloatVector.broadcast(S, -0.5f);
    FloatVector lnHi = FloatVector.broadcast(S, LN2_HI);
    FloatVector lnLo = FloatVector.broadcast(S, LN2_LO);
    FloatVector nan = FloatVector.broadcast(S, Float.NaN);
    FloatVector minusInf = FloatVector.broadcast(S, Float.NEGATIVE_INFINITY);
    FloatVector two23 = FloatVector.broadcast(S, TWO_23);
    FloatVector twentyThree = FloatVector.broadcast(S, 23f);
    for (int i = 0; i < n; i += L) {
      FloatVector v = (FloatVector) FV.cast(FloatVector.fromArray(S, x, xo + i));
      VectorMask<Float> tiny = v.compare(VectorOperators.LT, Float.MIN_NORMAL);
      FloatVector scaled = (FloatVector) FV.cast(v.mul(two23));
      FloatVector u = (FloatVector) FV.cast(v.blend(scaled, tiny));
      IntVector bits = (IntVector) IV.cast(u.viewAsIntegralLanes());
      IntVector t = (IntVector) IV.cast(bits.add(offset));
      IntVector k = (IntVector) IV.cast(t.lanewise(VectorOperators.ASHR, 23));
      IntVector kBits = (IntVector) IV.cast(k.add(magic));
      FloatVector big = (FloatVector) FV.cast(kBits.viewAsFloatingLanes());
      FloatVector e0 = (FloatVector) FV.cast(big.sub(bias));
      FloatVector e = (FloatVector) FV.cast(e0.sub(twentyThree, tiny));
      IntVector mBits = (IntVector) IV.cast(t.and(mantissa));
      IntVector mBits2 = (IntVector) IV.cast(mBits.add(sqrtHalf));
      FloatVector m = (FloatVector) FV.cast(mBits2.viewAsFloatingLanes());
      FloatVector f = (FloatVector) FV.cast(m.sub(one));
      FloatVector z2 = (FloatVector) FV.cast(f.mul(f));
      FloatVector q = // f P(f) - 1/2
          (FloatVector)
              FV.cast(
                  f.fma(p7, p6)
                      .fma(f, p5)
                      .fma(f, p4)
                      .fma(f, p3)
                      .fma(f, p2)
                      .fma(f, p1)
                      .fma(f, p0)
                      .fma(f, minusHalf));
      FloatVector eLo = (FloatVector) FV.cast(e.mul(lnLo));
      FloatVector y = (FloatVector) FV.cast(z2.fma(q, eLo));
      FloatVector r = (FloatVector) FV.cast(f.add(y));
      FloatVector log = (FloatVector) FV.cast(e.fma(lnHi, r));
      VectorMask<Float> positive = v.compare(VectorOperators.GE, 0f);
      FloatVector a = (FloatVector) FV.cast(nan.blend(log, positive)); // NaN: negatives and NaN
      VectorMask<Float> zero = v.eq(0f);
      FloatVector b = (FloatVector) FV.cast(a.blend(minusInf, zero));
      VectorMask<Float> inf = v.eq(Float.POSITIVE_INFINITY);
      ((FloatVector) FV.cast(b.blend(v, inf))).intoArray(z, zo + i);
    }
  }
}
