package io.ndgen.runtime.internal;

import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.B2I;
import static jdk.incubator.vector.VectorOperators.D2F;
import static jdk.incubator.vector.VectorOperators.F2D;
import static jdk.incubator.vector.VectorOperators.I2D;
import static jdk.incubator.vector.VectorOperators.I2F;
import static jdk.incubator.vector.VectorOperators.I2L;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MAX;
import static jdk.incubator.vector.VectorOperators.S2I;
import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.Vector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link CastSimd} on the Vector API. A widening cast reads a half-width vector and writes a
 * preferred-width one (the same lane count), a narrowing cast the reverse, so no lane is split
 * across parts. Loaded only through {@link io.ndgen.runtime.simd.Simd#load}.
 */
final class VectorCastSimd extends CastSimd {
  private static final VectorShape WIDE = VectorShape.preferredShape();
  private static final VectorShape HALF = VectorShape.forBitSize(WIDE.vectorBitSize() / 2);
  private static final VectorSpecies<Double> D = DoubleVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Long> J = LongVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Float> FH = FloatVector.SPECIES_PREFERRED.withShape(HALF);
  private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Integer> IH = IntVector.SPECIES_PREFERRED.withShape(HALF);
  private static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
  // bytes and shorts with as many lanes as F and as D: null where no vector shape is that small
  private static final VectorSpecies<Byte> BF = narrow(ByteVector.SPECIES_64, F.length());
  private static final VectorSpecies<Byte> BD = narrow(ByteVector.SPECIES_64, D.length());
  private static final VectorSpecies<Short> SF = narrow(ShortVector.SPECIES_64, F.length());
  private static final VectorSpecies<Short> SD = narrow(ShortVector.SPECIES_64, D.length());
  private static final int TWO_TO_31_BITS = Float.floatToRawIntBits(0x1p31f);

  // float32ToInt32's operands as vectors made once, and the receiver that makes a reinterpreted
  // vector's class exact (see there).
  private static final IntVector INT_ZERO = IntVector.zero(I);
  private static final IntVector MAGNITUDE = IntVector.broadcast(I, 0x7fffffff);
  private static final IntVector HIDDEN_BIT = IntVector.broadcast(I, 0x80000000);
  private static final IntVector BIAS = IntVector.broadcast(I, 127);
  private static final IntVector SHIFT_BASE = IntVector.broadcast(I, 158);

  VectorCastSimd() {}

  /**
   * {@code species} reshaped to {@code lanes} lanes, or null below the smallest shape (64 bits).
   */
  private static <E> VectorSpecies<E> narrow(VectorSpecies<E> species, int lanes) {
    int bits = lanes * species.elementSize();
    return bits < 64 ? null : species.withShape(VectorShape.forBitSize(bits));
  }

  @Override
  public int float32ToFloat64(float[] x, int xo, double[] z, int zo, int n) {
    int l = D.length();
    int bound = D.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      Vector<Double> w = FloatVector.fromArray(FH, x, xo + i).convertShape(F2D, D, 0);
      ((DoubleVector) w).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int float64ToFloat32(double[] x, int xo, float[] z, int zo, int n) {
    int l = D.length();
    int bound = D.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      Vector<Float> w = DoubleVector.fromArray(D, x, xo + i).convertShape(D2F, FH, 0);
      ((FloatVector) w).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int int32ToFloat32(int[] x, int xo, float[] z, int zo, int n) {
    int l = I.length();
    int bound = I.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      Vector<Float> w = IntVector.fromArray(I, x, xo + i).convert(I2F, 0);
      ((FloatVector) w).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int int32ToFloat64(int[] x, int xo, double[] z, int zo, int n) {
    int l = D.length();
    int bound = D.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      Vector<Double> w = IntVector.fromArray(IH, x, xo + i).convertShape(I2D, D, 0);
      ((DoubleVector) w).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int int32ToInt64(int[] x, int xo, long[] z, int zo, int n) {
    int l = J.length();
    int bound = J.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      Vector<Long> w = IntVector.fromArray(IH, x, xo + i).convertShape(I2L, J, 0);
      ((LongVector) w).intoArray(z, zo + i);
    }
    return bound;
  }

  // The small integers and bool: widened to int lanes (sign-extended, then masked for the unsigned
  // ones: 0xff, 0xffff; -1 keeps the sign), then converted to floats, which is exact (or stored
  // as int32). One load
  // and one store of the same lane count per step, as the widening casts above.

  @Override
  public int int8ToFloat32(byte[] x, int xo, float[] z, int zo, int n) {
    return bytesToFloat32(x, xo, z, zo, n, -1);
  }

  @Override
  public int uint8ToFloat32(byte[] x, int xo, float[] z, int zo, int n) {
    return bytesToFloat32(x, xo, z, zo, n, 0xff);
  }

  @Override
  public int int16ToFloat32(short[] x, int xo, float[] z, int zo, int n) {
    return shortsToFloat32(x, xo, z, zo, n, -1);
  }

  @Override
  public int uint16ToFloat32(short[] x, int xo, float[] z, int zo, int n) {
    return shortsToFloat32(x, xo, z, zo, n, 0xffff);
  }

  @Override
  public int int8ToFloat64(byte[] x, int xo, double[] z, int zo, int n) {
    return bytesToFloat64(x, xo, z, zo, n, -1);
  }

  @Override
  public int uint8ToFloat64(byte[] x, int xo, double[] z, int zo, int n) {
    return bytesToFloat64(x, xo, z, zo, n, 0xff);
  }

  @Override
  public int int16ToFloat64(short[] x, int xo, double[] z, int zo, int n) {
    return shortsToFloat64(x, xo, z, zo, n, -1);
  }

  @Override
  public int uint16ToFloat64(short[] x, int xo, double[] z, int zo, int n) {
    return shortsToFloat64(x, xo, z, zo, n, 0xffff);
  }

  @Override
  public int boolToFloat32(boolean[] x, int xo, float[] z, int zo, int n) {
    if (BF == null) {
      return 0;
    }
    int l = F.length();
    int bound = F.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ByteVector.fromBooleanArray(BF, x, xo + i).convertShape(B2I, I, 0);
      ((FloatVector) w.convert(I2F, 0)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int boolToFloat64(boolean[] x, int xo, double[] z, int zo, int n) {
    if (BD == null) {
      return 0;
    }
    int l = D.length();
    int bound = D.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ByteVector.fromBooleanArray(BD, x, xo + i).convertShape(B2I, IH, 0);
      ((DoubleVector) w.convertShape(I2D, D, 0)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int int8ToInt32(byte[] x, int xo, int[] z, int zo, int n) {
    return bytesToInt32(x, xo, z, zo, n, -1);
  }

  @Override
  public int uint8ToInt32(byte[] x, int xo, int[] z, int zo, int n) {
    return bytesToInt32(x, xo, z, zo, n, 0xff);
  }

  @Override
  public int int16ToInt32(short[] x, int xo, int[] z, int zo, int n) {
    return shortsToInt32(x, xo, z, zo, n, -1);
  }

  @Override
  public int uint16ToInt32(short[] x, int xo, int[] z, int zo, int n) {
    return shortsToInt32(x, xo, z, zo, n, 0xffff);
  }

  @Override
  public int boolToInt32(boolean[] x, int xo, int[] z, int zo, int n) {
    if (BF == null) {
      return 0;
    }
    int l = I.length();
    int bound = I.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      ((IntVector) ByteVector.fromBooleanArray(BF, x, xo + i).convertShape(B2I, I, 0))
          .intoArray(z, zo + i);
    }
    return bound;
  }

  private static int bytesToInt32(byte[] x, int xo, int[] z, int zo, int n, int mask) {
    if (BF == null) {
      return 0;
    }
    int l = I.length();
    int bound = I.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ByteVector.fromArray(BF, x, xo + i).convertShape(B2I, I, 0);
      w.and(mask).intoArray(z, zo + i);
    }
    return bound;
  }

  private static int shortsToInt32(short[] x, int xo, int[] z, int zo, int n, int mask) {
    if (SF == null) {
      return 0;
    }
    int l = I.length();
    int bound = I.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ShortVector.fromArray(SF, x, xo + i).convertShape(S2I, I, 0);
      w.and(mask).intoArray(z, zo + i);
    }
    return bound;
  }

  private static int bytesToFloat32(byte[] x, int xo, float[] z, int zo, int n, int mask) {
    if (BF == null) {
      return 0;
    }
    int l = F.length();
    int bound = F.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ByteVector.fromArray(BF, x, xo + i).convertShape(B2I, I, 0);
      ((FloatVector) w.and(mask).convert(I2F, 0)).intoArray(z, zo + i);
    }
    return bound;
  }

  private static int bytesToFloat64(byte[] x, int xo, double[] z, int zo, int n, int mask) {
    if (BD == null) {
      return 0;
    }
    int l = D.length();
    int bound = D.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ByteVector.fromArray(BD, x, xo + i).convertShape(B2I, IH, 0);
      ((DoubleVector) w.and(mask).convertShape(I2D, D, 0)).intoArray(z, zo + i);
    }
    return bound;
  }

  private static int shortsToFloat32(short[] x, int xo, float[] z, int zo, int n, int mask) {
    if (SF == null) {
      return 0;
    }
    int l = F.length();
    int bound = F.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ShortVector.fromArray(SF, x, xo + i).convertShape(S2I, I, 0);
      ((FloatVector) w.and(mask).convert(I2F, 0)).intoArray(z, zo + i);
    }
    return bound;
  }

  private static int shortsToFloat64(short[] x, int xo, double[] z, int zo, int n, int mask) {
    if (SD == null) {
      return 0;
    }
    int l = D.length();
    int bound = D.loopBound(n);
    for (int i = 0; i < bound; i += l) {
      IntVector w = (IntVector) ShortVector.fromArray(SD, x, xo + i).convertShape(S2I, IH, 0);
      ((DoubleVector) w.and(mask).convertShape(I2D, D, 0)).intoArray(z, zo + i);
    }
    return bound;
  }

  /**
   * Truncation by integer arithmetic on the float's bits: JDK 17 does not compile the Vector API's
   * {@code F2I} to an instruction (it runs about 13x slower than a scalar loop). For a magnitude
   * below 2^31, the mantissa with its hidden bit, placed at bit 31, shifted right by {@code 158 -
   * exponent} is the truncated magnitude; magnitudes below 1 are zeroed (their shift count would
   * wrap); the sign is applied last. The largest magnitude's bits, tracked per lane, tell at the
   * end whether every element was in range (NaN and infinity compare above 2^31 as bits).
   *
   * <p>Two vectors per step, written out: besides the overlap, that keeps this method above C2's
   * inlining size limit ({@code FreqInlineSize}, 325 bytecodes), so it compiles as its own root.
   * Inlined at the bottom of the cast driver's call chain, the Vector API's own calls passed {@code
   * MaxInlineLevel} and every vector was boxed (92 MB allocated per 4M-element cast).
   *
   * <p>Every call's receiver is a vector whose class C2 knows: the reinterpreted bits pass through
   * {@code INT_ZERO.or}, and the constants are vectors made once (fewer nodes, so the whole loop is
   * parsed before C2 starts delaying the Vector API's calls). With an inexact receiver C2 goes
   * through a type profile, and in most JVMs that had run many ops the profile's guard ended in a
   * call, the store's intrinsic failed and every vector was boxed (12 MB per 1024 x 1024 call;
   * issue 11, scripts/bench/boxing_sweep.py).
   */
  @Override
  public int float32ToInt32(float[] x, int xo, int[] z, int zo, int n) {
    int l = I.length();
    int bound = I.loopBound(n);
    IntVector largest = IntVector.zero(I);
    int i = 0;
    for (; i <= bound - 2 * l; i += 2 * l) {
      IntVector a = INT_ZERO.or(FloatVector.fromArray(F, x, xo + i).reinterpretAsInts());
      IntVector b = INT_ZERO.or(FloatVector.fromArray(F, x, xo + i + l).reinterpretAsInts());
      IntVector am = a.and(MAGNITUDE);
      IntVector bm = b.and(MAGNITUDE);
      largest = bm.max(am.max(largest));
      IntVector ae = am.lanewise(LSHR, 23);
      IntVector be = bm.lanewise(LSHR, 23);
      IntVector af = a.lanewise(LSHL, 8).or(HIDDEN_BIT).and(ae.sub(BIAS).lanewise(ASHR, 31).not());
      IntVector bf = b.lanewise(LSHL, 8).or(HIDDEN_BIT).and(be.sub(BIAS).lanewise(ASHR, 31).not());
      IntVector at = af.lanewise(LSHR, SHIFT_BASE.sub(ae));
      IntVector bt = bf.lanewise(LSHR, SHIFT_BASE.sub(be));
      IntVector as = a.lanewise(ASHR, 31); // 0 or -1: (t ^ -1) - -1 == -t
      IntVector bs = b.lanewise(ASHR, 31);
      at.lanewise(XOR, as).sub(as).intoArray(z, zo + i);
      bt.lanewise(XOR, bs).sub(bs).intoArray(z, zo + i + l);
    }
    if (i < bound) {
      IntVector a = INT_ZERO.or(FloatVector.fromArray(F, x, xo + i).reinterpretAsInts());
      IntVector am = a.and(MAGNITUDE);
      largest = am.max(largest);
      IntVector ae = am.lanewise(LSHR, 23);
      IntVector af = a.lanewise(LSHL, 8).or(HIDDEN_BIT).and(ae.sub(BIAS).lanewise(ASHR, 31).not());
      IntVector as = a.lanewise(ASHR, 31);
      af.lanewise(LSHR, SHIFT_BASE.sub(ae)).lanewise(XOR, as).sub(as).intoArray(z, zo + i);
    }
    return largest.reduceLanes(MAX) < TWO_TO_31_BITS ? bound : 0;
  }
}
