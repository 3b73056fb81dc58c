package io.ndgen.runtime.internal;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * Stores a comparison's mask into a {@code boolean[]} without leaving vector registers.
 *
 * <p>Why: on JDK 17 {@code VectorMask.intoArray(boolean[], int)} is no intrinsic. It materialises
 * the mask as its own {@code boolean[]} (a heap array per vector: 8 MB allocated per 4M float32
 * comparisons) and copies that with {@code System.arraycopy}, so {@code less} into a bool array ran
 * slower than {@code add}, which stores four times the bytes. Here the mask is cast to the integral
 * lanes of the same shape (an intrinsic when the shape matches), made 1/0 lanes by a blend,
 * narrowed to bytes (I2B, L2B: one {@code vpmovdb}/{@code vpmovqb} on AVX-512) and stored by {@code
 * ByteVector.intoBooleanArray}: no allocation.
 *
 * <p>Contract: {@code storeX(m, z, at)} sets {@code z[at + i] = m.laneIsSet(i)} for every lane, as
 * {@code m.intoArray(z, at)} does. A species of fewer than 8 lanes has no byte species to narrow to
 * (the smallest holds 8 bytes), so it keeps {@code intoArray}. One method per element type, named
 * by it, so the float32 sources derived from the float64 ones call {@link #storeFloat}
 * (io.ndgen.codegen.DerivedSources swaps "Double" for "Float").
 */
final class VectorBooleans {
  private static final VectorSpecies<Double> DOUBLES = DoubleVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Float> FLOATS = FloatVector.SPECIES_PREFERRED;

  private static final VectorSpecies<Long> LONGS =
      VectorSpecies.of(long.class, DOUBLES.vectorShape());
  private static final VectorSpecies<Integer> INTS =
      VectorSpecies.of(int.class, FLOATS.vectorShape());

  private static final boolean NARROW_DOUBLES = DOUBLES.length() >= 8;
  private static final boolean NARROW_FLOATS = FLOATS.length() >= 8;

  private static final VectorSpecies<Byte> DOUBLE_BYTES = bytes(DOUBLES.length());
  private static final VectorSpecies<Byte> FLOAT_BYTES = bytes(FLOATS.length());

  private static final LongVector LONG_ZERO = LongVector.zero(LONGS);
  private static final LongVector LONG_ONE = LongVector.broadcast(LONGS, 1);
  private static final IntVector INT_ZERO = IntVector.zero(INTS);
  private static final IntVector INT_ONE = IntVector.broadcast(INTS, 1);

  private VectorBooleans() {}

  static void storeDouble(VectorMask<Double> m, boolean[] z, int at) {
    if (!NARROW_DOUBLES) {
      m.intoArray(z, at);
      return;
    }
    ((ByteVector)
            LONG_ZERO
                .blend(LONG_ONE, m.cast(LONGS))
                .convertShape(VectorOperators.L2B, DOUBLE_BYTES, 0))
        .intoBooleanArray(z, at);
  }

  static void storeFloat(VectorMask<Float> m, boolean[] z, int at) {
    if (!NARROW_FLOATS) {
      m.intoArray(z, at);
      return;
    }
    ((ByteVector)
            INT_ZERO.blend(INT_ONE, m.cast(INTS)).convertShape(VectorOperators.I2B, FLOAT_BYTES, 0))
        .intoBooleanArray(z, at);
  }

  /** The byte species of {@code lanes} lanes, or of 8 when there is none that small. */
  private static VectorSpecies<Byte> bytes(int lanes) {
    return VectorSpecies.of(byte.class, VectorShape.forBitSize(Math.max(8, lanes) * Byte.SIZE));
  }
}
