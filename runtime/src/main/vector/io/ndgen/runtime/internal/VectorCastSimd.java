package io.ndgen.runtime.internal;

import static jdk.incubator.vector.VectorOperators.D2F;
import static jdk.incubator.vector.VectorOperators.F2D;
import static jdk.incubator.vector.VectorOperators.I2D;
import static jdk.incubator.vector.VectorOperators.I2F;
import static jdk.incubator.vector.VectorOperators.I2L;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
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

  VectorCastSimd() {}

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
}
