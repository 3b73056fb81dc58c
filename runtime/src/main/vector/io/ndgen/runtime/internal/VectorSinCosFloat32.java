package io.ndgen.runtime.internal;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float32 {@code sin} and {@code cos} on unit-stride runs, NumPy's own float32 algorithm ({@code
 * simd_sincos_f32}) with its constants: {@code n = rint(x * 2/π)}, {@code r = x - n π/2} by
 * Cody-Waite with π/2 in three float parts and FMAs ({@code |r| <= π/4}), then {@code sin r} and
 * {@code cos r} by one Horner chain each (degree 9 odd, degree 8 even), the one the quadrant {@code
 * n} (for {@code cos}, {@code n + 1}) names chosen and negated as {@code n} says.
 *
 * <p>Why: the Vector API's {@code SIN}/{@code COS} call an out-of-line SVML routine per vector, 9.0
 * and 9.5 ns per 16 floats in cache where ndgen's float32 {@code exp} takes 3.7 (session 13), so
 * they were compute-bound at 0.79x and 0.54x NumPy's time. This loop is plain float arithmetic, the
 * same bits compiled or interpreted, and is NumPy's formula, so results mostly match NumPy's bits.
 *
 * <p>Vectors holding an {@code |x|} above NumPy's Cody-Waite range (117435.992 for sin, 71476.0625
 * for cos; above it the three-part π/2 cancels), an infinity or a NaN go to {@link #oneByOne},
 * which gives those elements {@code (float) Math.sin((double) x)} (exactly reduced; NaN for ±inf
 * and NaN, as NumPy's libm fallback) and the others the same formula in scalar float arithmetic,
 * the same bits as the vector lanes: an element's result does not depend on its neighbours.
 *
 * <p>{@code -0.0} stays {@code -0.0} for sin: {@code r = -0.0} in quadrant 0, and the factor of
 * {@code r³} is an FMA with +0, as NumPy's, which gives +0 where a product gives -0. No method here
 * takes or returns a vector (see {@code VectorExpFloat32}).
 *
 * <p>Why the casts to {@code FV} and {@code IV} (the species' exact vector classes), as in {@code
 * VectorTanhFloat64}: the loop is about 45 Vector API calls, past C2's parse budget, so the calls
 * parsed last are inlined late and their results have only the declared type; in a JVM with many
 * class-check traps a call on such a vector was dispatched virtually and every vector boxed (48 MB
 * per 1024² call under {@code -XX:PerMethodTrapLimit=0} without the casts). The range test counts
 * the mask's true lanes rather than asking {@code anyTrue}: in such JVMs C2 refused {@code
 * anyTrue}'s intrinsic and boxed the mask once per vector (6 MB per call); {@code trueCount}'s is
 * taken (0 MB).
 */
final class VectorSinCosFloat32 {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** The exact classes of this species' float and int vectors: see the class comment. */
  private static final Class<?> FV = S.vectorType();

  private static final Class<?> IV = S.withLanes(int.class).vectorType();

  private static final Class<?> IM = S.withLanes(int.class).maskAll(true).getClass();

  private static final int SIGN_BIT = Integer.MIN_VALUE;

  /** Bits of the largest |x| each function reduces in float: NumPy's thresholds. */
  private static final int SIN_LIMIT = Float.floatToRawIntBits(117435.992f);

  private static final int COS_LIMIT = Float.floatToRawIntBits(71476.0625f);

  private static final float TWO_OVER_PI = 0x1.45f306p-1f;

  /** 1.5 * 2^23: {@code x * 2/π + MAGIC} rounds to an integer n, held in the low mantissa bits. */
  private static final float MAGIC = 0x1.8p23f;

  // -π/2 in three parts (Cody-Waite): n * PIO2_HI is exact for |n| < 2^11, and so on
  private static final float PIO2_HI = -0x1.921fb0p+00f;
  private static final float PIO2_MED = -0x1.5110b4p-22f;
  private static final float PIO2_LO = -0x1.846988p-48f;

  // cos r = 1 + r²(-1/2 + r²(C4 + r²(C6 + r² C8))) on [-π/4, π/4]
  private static final float C8 = 0x1.98e616p-16f;
  private static final float C6 = -0x1.6c06dcp-10f;
  private static final float C4 = 0x1.55553cp-05f;
  private static final float C2 = -0.5f;

  // sin r = r + r³(S3 + r²(S5 + r²(S7 + r² S9)))
  private static final float S9 = 0x1.7d3bbcp-19f;
  private static final float S7 = -0x1.a06bbap-13f;
  private static final float S5 = 0x1.11119ap-07f;
  private static final float S3 = -0x1.555556p-03f;

  private VectorSinCosFloat32() {}

  /** {@code z[zo + i] = sin(x[xo + i])} for the leading full vectors of n: the count done. */
  static int sin(float[] x, int xo, float[] z, int zo, int n) {
    return run(x, xo, z, zo, n, 0, SIN_LIMIT);
  }

  /** {@code z[zo + i] = cos(x[xo + i])} for the leading full vectors of n: the count done. */
  static int cos(float[] x, int xo, float[] z, int zo, int n) {
    return run(x, xo, z, zo, n, 1, COS_LIMIT);
  }

  /**
   * The loop: {@code shift} is added to the quadrant (cos x = sin(x + π/2)), {@code limit} bounds
   * the |x| reduced in float.
   */
  private static int run(float[] x, int xo, float[] z, int zo, int n, int shift, int limit) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      // (FloatVector) FV.cast(...), (IntVector) IV.cast(...): see the class comment
      FloatVector v = (FloatVector) FV.cast(FloatVector.fromArray(S, x, xo + i));
      IntVector bits = (IntVector) IV.cast(v.viewAsIntegralLanes());
      IntVector magnitude =
          (IntVector) IV.cast(bits.lanewise(VectorOperators.AND, Integer.MAX_VALUE));
      VectorMask<?> big = (VectorMask<?>) IM.cast(magnitude.compare(VectorOperators.GT, limit));
      if (big.trueCount() != 0) { // NaN's bits are above every finite float's
        oneByOne(x, xo + i, z, zo + i, shift, limit);
        continue;
      }
      // fused, as NumPy's build: the same quadrants
      FloatVector t = (FloatVector) FV.cast(v.fma(TWO_OVER_PI, MAGIC));
      FloatVector k = (FloatVector) FV.cast(t.sub(MAGIC)); // n, as a float
      FloatVector r1 = (FloatVector) FV.cast(k.fma(FloatVector.broadcast(S, PIO2_HI), v));
      FloatVector r2 = (FloatVector) FV.cast(k.fma(FloatVector.broadcast(S, PIO2_MED), r1));
      FloatVector r = (FloatVector) FV.cast(k.fma(FloatVector.broadcast(S, PIO2_LO), r2));
      FloatVector rr = (FloatVector) FV.cast(r.mul(r));
      FloatVector c1 = (FloatVector) FV.cast(rr.fma(C8, C6));
      FloatVector cc2 = (FloatVector) FV.cast(c1.fma(rr, FloatVector.broadcast(S, C4)));
      FloatVector c3 = (FloatVector) FV.cast(cc2.fma(rr, FloatVector.broadcast(S, C2)));
      FloatVector c = (FloatVector) FV.cast(c3.fma(rr, FloatVector.broadcast(S, 1f)));
      FloatVector s1 = (FloatVector) FV.cast(rr.fma(S9, S7));
      FloatVector s2 = (FloatVector) FV.cast(s1.fma(rr, FloatVector.broadcast(S, S5)));
      FloatVector ss3 = (FloatVector) FV.cast(s2.fma(rr, FloatVector.broadcast(S, S3)));
      // not mul: r³'s factor is +0 for r = ±0 (NumPy's FMA with +0), so sin(-0) stays -0
      FloatVector s4 = (FloatVector) FV.cast(ss3.fma(rr, FloatVector.zero(S)));
      FloatVector s = (FloatVector) FV.cast(s4.fma(r, r));
      IntVector tBits = (IntVector) IV.cast(t.viewAsIntegralLanes());
      IntVector q = (IntVector) IV.cast(tBits.add(shift)); // n + shift in the low bits
      IntVector sBits = (IntVector) IV.cast(s.viewAsIntegralLanes());
      IntVector cBits = (IntVector) IV.cast(c.viewAsIntegralLanes());
      // odd quadrants take the cos polynomial: all ones where q's bit 0 is set
      IntVector odd = (IntVector) IV.cast(q.lanewise(VectorOperators.LSHL, 31));
      IntVector oddMask = (IntVector) IV.cast(odd.lanewise(VectorOperators.ASHR, 31));
      IntVector diff = (IntVector) IV.cast(sBits.lanewise(VectorOperators.XOR, cBits));
      IntVector flip = (IntVector) IV.cast(diff.lanewise(VectorOperators.AND, oddMask));
      IntVector picked = (IntVector) IV.cast(sBits.lanewise(VectorOperators.XOR, flip));
      IntVector q30 = (IntVector) IV.cast(q.lanewise(VectorOperators.LSHL, 30));
      IntVector sign = (IntVector) IV.cast(q30.lanewise(VectorOperators.AND, SIGN_BIT));
      IntVector signed = (IntVector) IV.cast(picked.lanewise(VectorOperators.XOR, sign));
      ((FloatVector) FV.cast(signed.viewAsFloatingLanes())).intoArray(z, zo + i);
    }
    return bound;
  }

  /** One vector at {@code xo} element by element: see the class comment. */
  private static void oneByOne(float[] x, int xo, float[] z, int zo, int shift, int limit) {
    for (int j = 0; j < L; j++) {
      z[zo + j] = one(x[xo + j], shift, limit);
    }
  }

  /** One element: the vector loop's arithmetic in scalar, or Math's exactly reduced result. */
  static float one(float x, int shift, int limit) {
    if ((Float.floatToRawIntBits(x) & Integer.MAX_VALUE) > limit) {
      return (float) (shift == 0 ? Math.sin(x) : Math.cos(x));
    }
    float t = Math.fma(x, TWO_OVER_PI, MAGIC);
    float k = t - MAGIC;
    float r = Math.fma(k, PIO2_LO, Math.fma(k, PIO2_MED, Math.fma(k, PIO2_HI, x)));
    float r2 = r * r;
    float c = Math.fma(Math.fma(Math.fma(Math.fma(C8, r2, C6), r2, C4), r2, C2), r2, 1f);
    float s =
        Math.fma(Math.fma(Math.fma(Math.fma(Math.fma(S9, r2, S7), r2, S5), r2, S3), r2, 0f), r, r);
    int q = Float.floatToRawIntBits(t) + shift;
    int bits = Float.floatToRawIntBits((q & 1) == 0 ? s : c);
    return Float.intBitsToFloat(bits ^ ((q << 30) & SIGN_BIT));
  }
}
