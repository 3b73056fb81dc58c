package io.ndgen.runtime.internal;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * float32 {@code exp} on unit-stride runs: {@code e^x = 2^n e^r} with {@code n = round(x / ln 2)},
 * {@code r = x - n ln 2} (ln 2 in two parts, Cephes' {@code expf}), {@code |r| <= ln 2 / 2}, and
 * {@code e^r} by Cephes' {@code expf} polynomial evaluated as one Horner chain of seven FMAs down
 * to the constant 1; {@code 2^n} is put in by adding n to the exponent bits.
 *
 * <p>Why: in cache the Vector API's {@code EXP} (on JDK 17 a call to the JDK's SVML routine per
 * vector) took 4.5-4.65 ns per 16 floats on the 2-core VM of docs/benchmarks.md, this 3.9-4.2 ns;
 * both are bound by the floating-point pipes, so the kernel counts its floating ops: 4 for the
 * reduction (n by the 1.5 * 2^23 rounding trick, whose low bits are n), 7 for the polynomial.
 *
 * <p>Vectors with an element outside {@code |x| <= 86} (where the result is not a normal float, or
 * x is NaN or infinite) take {@link #wide}, the same formula on x clamped to [-104, 89] with 2^n as
 * two factors, so that results round into the subnormals, overflow to infinity and NaN propagates.
 * Both give the same bits on |x| <= 86, so an element's result does not depend on its neighbours.
 * Error against the correctly rounded result: at most 1 ulp ({@code ExpTest}: every 97th float in
 * [-104, 89], subnormal results included; docs/ops.md).
 *
 * <p>No method here takes or returns a vector, so the reduction and the polynomial are written out
 * in both paths: a caller that inlines several kernels (one unary loop serving {@code tanh} and
 * {@code exp}) can exhaust C2's node budget ({@code NodeCountInliningCutoff}), and a helper then
 * called out of line gets every vector it is passed boxed on the heap; {@code exp} took 5-6x its
 * time per call that way ({@code scripts/bench/UnaryCpu.java split exp,tanh}).
 *
 * <p>Why the casts to {@code FV} and {@code IV} (the species' exact vector classes) in {@link
 * #exp}'s loop: a result whose call C2 inlined late, and every reinterpreted vector, has only the
 * declared type ({@code FloatVector}, {@code IntVector}); a call on it is dispatched on the type
 * profile, and in a JVM whose earlier code left many class-check traps its miss path is a virtual
 * call that boxes every vector (21 MB per 1024² call under {@code -XX:PerMethodTrapLimit=0}, which
 * makes every JVM such a JVM). {@code Class.cast} with a constant class gives the value its exact
 * class where it is parsed and folds away where C2 knew it (as in {@code VectorTanhFloat64}).
 */
final class VectorExpFloat32 {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** The exact classes of this species' float and int vectors: see the class comment. */
  private static final Class<?> FV = S.vectorType();

  private static final Class<?> IV = S.withLanes(int.class).vectorType();

  /** Bits of the largest |x| of the fast path: e^-86 and e^86 are normal floats. */
  private static final int FAST_BITS = Float.floatToRawIntBits(86f);

  private static final float LOG2E = 1.44269504088896341f;
  private static final float LN2_HI = 0.693359375f;
  private static final float LN2_LO = -2.12194440e-4f;

  /** 1.5 * 2^23: {@code x / ln 2 + SHIFTER} rounds to an integer, held in the low mantissa bits. */
  private static final float SHIFTER = 0x1.8p23f;

  private static final int SHIFTER_BITS = Float.floatToRawIntBits(SHIFTER);

  /** Clamps of {@link #wide}: e^-104 rounds to 0, e^89 to infinity. */
  private static final float LOW = -104f;

  private static final float HIGH = 89f;

  // Cephes expf: e^r = 1 + r + r²(C2 + r(C3 + ... + r C7))
  private static final float C7 = 1.9875691500e-4f;
  private static final float C6 = 1.3981999507e-3f;
  private static final float C5 = 8.3334519073e-3f;
  private static final float C4 = 4.1665795894e-2f;
  private static final float C3 = 1.6666665459e-1f;
  private static final float C2 = 5.0000001201e-1f;

  private VectorExpFloat32() {}

  /** {@code z[zo + i] = exp(x[xo + i])} for the leading full vectors of n: the count done. */
  static int exp(float[] x, int xo, float[] z, int zo, int n) {
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      // (FloatVector) FV.cast(...), (IntVector) IV.cast(...): see the class comment
      FloatVector v = FloatVector.fromArray(S, x, xo + i);
      IntVector bits = (IntVector) IV.cast(v.viewAsIntegralLanes());
      if (bits.lanewise(VectorOperators.AND, Integer.MAX_VALUE)
          .compare(VectorOperators.GT, FAST_BITS)
          .anyTrue()) { // NaN's bits are above every finite float's
        wide(x, xo + i, z, zo + i);
        continue;
      }
      FloatVector t = (FloatVector) FV.cast(v.fma(LOG2E, SHIFTER));
      FloatVector k = (FloatVector) FV.cast(t.sub(SHIFTER)); // n, as a float
      FloatVector r = // x - n ln 2
          (FloatVector)
              FV.cast(
                  k.fma(
                      FloatVector.broadcast(S, -LN2_LO),
                      k.fma(FloatVector.broadcast(S, -LN2_HI), v)));
      FloatVector one = FloatVector.broadcast(S, 1f);
      FloatVector er0 =
          (FloatVector)
              FV.cast(
                  r.fma(C7, C6)
                      .fma(r, FloatVector.broadcast(S, C5))
                      .fma(r, FloatVector.broadcast(S, C4)));
      FloatVector er = // e^r, |r| <= ln 2 / 2
          (FloatVector)
              FV.cast(
                  er0.fma(r, FloatVector.broadcast(S, C3))
                      .fma(r, FloatVector.broadcast(S, C2))
                      .fma(r, one)
                      .fma(r, one));
      // n << 23 is the bits of t shifted by 23: SHIFTER's own bits shift out
      IntVector tBits = (IntVector) IV.cast(t.viewAsIntegralLanes());
      IntVector scale = (IntVector) IV.cast(tBits.lanewise(VectorOperators.LSHL, 23));
      IntVector erBits = (IntVector) IV.cast(er.viewAsIntegralLanes());
      IntVector sum = (IntVector) IV.cast(erBits.add(scale));
      ((FloatVector) FV.cast(sum.viewAsFloatingLanes())).intoArray(z, zo + i);
    }
    return bound;
  }

  /** One vector at {@code xo} with a NaN, an infinity or an |x| above 86: see the class comment. */
  private static void wide(float[] x, int xo, float[] z, int zo) {
    FloatVector v = FloatVector.fromArray(S, x, xo).max(LOW).min(HIGH); // NaN stays NaN
    FloatVector t = v.fma(LOG2E, SHIFTER);
    FloatVector k = t.sub(SHIFTER);
    FloatVector r =
        k.fma(FloatVector.broadcast(S, -LN2_LO), k.fma(FloatVector.broadcast(S, -LN2_HI), v));
    FloatVector one = FloatVector.broadcast(S, 1f);
    FloatVector er =
        r.fma(C7, C6)
            .fma(r, FloatVector.broadcast(S, C5))
            .fma(r, FloatVector.broadcast(S, C4))
            .fma(r, FloatVector.broadcast(S, C3))
            .fma(r, FloatVector.broadcast(S, C2))
            .fma(r, one)
            .fma(r, one);
    IntVector n = t.viewAsIntegralLanes().sub(SHIFTER_BITS); // in [-150, 128]
    IntVector half = n.lanewise(VectorOperators.ASHR, 1);
    FloatVector first = half.add(127).lanewise(VectorOperators.LSHL, 23).viewAsFloatingLanes();
    FloatVector second =
        n.sub(half).add(127).lanewise(VectorOperators.LSHL, 23).viewAsFloatingLanes();
    er.mul(first).mul(second).intoArray(z, zo);
  }
}
