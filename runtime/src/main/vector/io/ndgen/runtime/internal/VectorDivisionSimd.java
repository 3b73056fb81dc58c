package io.ndgen.runtime.internal;

import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.AND_NOT;
import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.MUL;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.SUB;
import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link DivisionSimd} on the Vector API: a contiguous int32, int16, int8, uint16 or uint8 run
 * divided by one divisor {@code d != 0} into a contiguous output, in full vectors of the preferred
 * species. int32 is described here; the narrower types are the same algorithm at their width
 * (comments at their methods).
 *
 * <p>The quotient. With {@code e = |d|} (2^31 for {@code MIN}), {@code l = ceil(log2 e)} and {@code
 * m = ceil(2^(32+l) / e)} ({@code m < 2^33}), {@code floor(u / e) == (u * m) >>> (32 + l)} for
 * every {@code 0 <= u <= 2^32} (Granlund and Montgomery: {@code u * (m e - 2^(32+l)) < u e <=
 * 2^(32+l)}), and {@code u * m < 2^64}, so the product is one 64-bit multiply. The int lanes are
 * viewed as long lanes, each holding an even and an odd element, each multiplied in its own long
 * (Java 17 has no lane-wise multiply-high). Python's floor for either sign comes from one unsigned
 * quotient: with {@code t = x} for {@code d > 0} and {@code t = -x} for {@code d < 0}, {@code
 * floor(x / d) == floor(t / e)}, which for {@code t >= 0} is {@code floor(t / e)} ({@code t ==
 * 2^31} when {@code x == MIN, d < 0}: its bits read unsigned) and for {@code t < 0} is {@code
 * ~floor(~t / e)}, since {@code floor((-u - 1) / e) == -floor(u / e) - 1}; so {@code q = g ^
 * floor((t ^ g) / e)} with {@code g} all ones where {@code t} is negative. The remainder is {@code
 * x - q d} in wrapping int arithmetic, exact because the true remainder fits. {@code MIN // -1}
 * gives {@code MIN} and {@code MIN % -1} gives 0, as the scalar loop and NumPy.
 *
 * <p>The int32 loops take every operand as a vector hoisted out of the loop and give every
 * intermediate vector its species' own class ({@code IV.cast}, {@code LV.cast}): the Vector API's
 * forms that take a scalar ({@code lanewise(MUL, m)}) and the reinterpretations are the JDK's own
 * methods, which dispatch through one type profile shared by the whole JVM, and in JMH forks whose
 * setup had run other vector code the int32 loop then boxed every vector (75 MB per 4M-element
 * call, 22-31 ms against 0.7 ms; session 16).
 *
 * <p>Loaded only through {@link io.ndgen.runtime.simd.Simd#load}; no method takes or returns a
 * vector (C2 boxes those when it does not inline the call: VectorSignaturesTest).
 */
final class VectorDivisionSimd extends DivisionSimd {
  private static final VectorSpecies<Integer> S = IntVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** The long species of {@link #S}'s shape, and the two species' own vector classes. */
  private static final VectorSpecies<Long> LS = S.withLanes(long.class);

  private static final Class<?> IV = S.vectorType();
  private static final Class<?> LV = LS.vectorType();

  /** The low and the high int of a long lane. */
  private static final long LOW = 0xFFFF_FFFFL;

  private static final long HIGH = ~LOW;

  private static final VectorSpecies<Short> S16 = ShortVector.SPECIES_PREFERRED;
  private static final int L16 = S16.length();
  private static final VectorSpecies<Byte> S8 = ByteVector.SPECIES_PREFERRED;
  private static final int L8 = S8.length();

  /** The wider species of the narrow loops' shape, and every species' own vector class. */
  private static final VectorSpecies<Integer> IS16 = S16.withLanes(int.class);

  private static final VectorSpecies<Long> LS16 = S16.withLanes(long.class);
  private static final VectorSpecies<Short> SS8 = S8.withLanes(short.class);
  private static final VectorSpecies<Integer> IS8 = S8.withLanes(int.class);
  private static final Class<?> SV = S16.vectorType();
  private static final Class<?> IV16 = IS16.vectorType();
  private static final Class<?> LV16 = LS16.vectorType();
  private static final Class<?> BV = S8.vectorType();
  private static final Class<?> SV8 = SS8.vectorType();
  private static final Class<?> IV8 = IS8.vectorType();

  VectorDivisionSimd() {}

  @Override
  public int floorDivide(
      int[] x, int xo, int xs, int[] y, int yo, int ys, int[] z, int zo, int zs, int n) {
    return int32(x, xo, xs, y, yo, ys, z, zo, zs, n, false);
  }

  @Override
  public int remainder(
      int[] x, int xo, int xs, int[] y, int yo, int ys, int[] z, int zo, int zs, int n) {
    return int32(x, xo, xs, y, yo, ys, z, zo, zs, n, true);
  }

  /**
   * floorDivide, or with {@code remainder} {@code x - q d}: the flag is the same for the whole
   * loop.
   */
  private static int int32(
      int[] x,
      int xo,
      int xs,
      int[] y,
      int yo,
      int ys,
      int[] z,
      int zo,
      int zs,
      int n,
      boolean remainder) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L || y[yo] == 0) {
      return 0;
    }
    int d = y[yo];
    long e = Math.abs((long) d);
    int l = shift(e);
    long m = multiplier(e, l);
    // every operand a vector of the species' own class, hoisted: see the class comment
    IntVector neg = (IntVector) IV.cast(IntVector.broadcast(S, d >> 31)); // all ones: t = -x
    IntVector ds = (IntVector) IV.cast(IntVector.broadcast(S, d));
    IntVector signBit = (IntVector) IV.cast(IntVector.broadcast(S, 31));
    LongVector low = (LongVector) LV.cast(LongVector.broadcast(LS, LOW));
    LongVector high = (LongVector) LV.cast(LongVector.broadcast(LS, HIGH));
    LongVector ms = (LongVector) LV.cast(LongVector.broadcast(LS, m));
    LongVector evenShift = (LongVector) LV.cast(LongVector.broadcast(LS, 32 + l));
    LongVector half = (LongVector) LV.cast(LongVector.broadcast(LS, 32));
    LongVector oddShift = (LongVector) LV.cast(LongVector.broadcast(LS, l));
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      IntVector v = (IntVector) IV.cast(IntVector.fromArray(S, x, xo + i));
      IntVector t = (IntVector) IV.cast(v.lanewise(XOR, neg).lanewise(SUB, neg));
      // t < 0 as a number: its sign bit, unless it is -MIN (x == MIN, d < 0), which is 2^31
      IntVector g =
          (IntVector) IV.cast(t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, signBit));
      LongVector u = (LongVector) LV.cast(t.lanewise(XOR, g).reinterpretAsLongs());
      LongVector even =
          (LongVector) LV.cast(u.lanewise(AND, low).lanewise(MUL, ms).lanewise(LSHR, evenShift));
      LongVector odd =
          (LongVector)
              LV.cast(
                  u.lanewise(LSHR, half)
                      .lanewise(MUL, ms)
                      .lanewise(LSHR, oddShift)
                      .lanewise(AND, high));
      IntVector q =
          (IntVector) IV.cast(even.lanewise(OR, odd).reinterpretAsInts().lanewise(XOR, g));
      if (remainder) {
        v.lanewise(SUB, q.lanewise(MUL, ds)).intoArray(z, zo + i);
      } else {
        q.intoArray(z, zo + i);
      }
    }
    return bound;
  }

  /** {@code l = ceil(log2 e)} for {@code 1 <= e <= 2^31}. */
  private static int shift(long e) {
    return 64 - Long.numberOfLeadingZeros(e - 1);
  }

  /** {@code m = ceil(2^(32+l) / e)}, below 2^33. */
  private static long multiplier(long e, int l) {
    return Long.divideUnsigned((1L << (32 + l)) - 1, e) + 1;
  }

  // int16 and int8: the int32 algorithm at half and quarter width. With N = 16 (8) the
  // multiplier m = ceil(2^(N+l) / e) is below 2^(N+1) and u <= 2^(N-1), so u * m < 2^(2N): the
  // product fits the unsigned int (short) lane that holds an even and an odd element. Operands are
  // hoisted vectors of the species' own classes, as in the int32 loops.

  @Override
  public int floorDivide(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return int16(x, xo, xs, y, yo, ys, z, zo, zs, n, false);
  }

  @Override
  public int remainder(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return int16(x, xo, xs, y, yo, ys, z, zo, zs, n, true);
  }

  /**
   * floorDivide, or with {@code remainder} {@code x - q d}: the flag is the same for the whole
   * loop.
   */
  private static int int16(
      short[] x,
      int xo,
      int xs,
      short[] y,
      int yo,
      int ys,
      short[] z,
      int zo,
      int zs,
      int n,
      boolean remainder) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L16 || y[yo] == 0) {
      return 0;
    }
    short d = y[yo];
    int e = Math.abs(d);
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    int m = (int) (((1L << (16 + l)) - 1) / e + 1);
    ShortVector neg = (ShortVector) SV.cast(ShortVector.broadcast(S16, (short) (d >> 15)));
    ShortVector ds = (ShortVector) SV.cast(ShortVector.broadcast(S16, d));
    ShortVector signBit = (ShortVector) SV.cast(ShortVector.broadcast(S16, (short) 15));
    IntVector low = (IntVector) IV16.cast(IntVector.broadcast(IS16, 0xFFFF));
    IntVector high = (IntVector) IV16.cast(IntVector.broadcast(IS16, ~0xFFFF));
    IntVector ms = (IntVector) IV16.cast(IntVector.broadcast(IS16, m));
    IntVector evenShift = (IntVector) IV16.cast(IntVector.broadcast(IS16, (16 + l)));
    IntVector half = (IntVector) IV16.cast(IntVector.broadcast(IS16, 16));
    IntVector oddShift = (IntVector) IV16.cast(IntVector.broadcast(IS16, l));
    int bound = S16.loopBound(n);
    for (int i = 0; i < bound; i += L16) {
      ShortVector v = (ShortVector) SV.cast(ShortVector.fromArray(S16, x, xo + i));
      ShortVector t = (ShortVector) SV.cast(v.lanewise(XOR, neg).lanewise(SUB, neg));
      ShortVector g =
          (ShortVector) SV.cast(t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, signBit));
      IntVector u = (IntVector) IV16.cast(t.lanewise(XOR, g).reinterpretAsInts());
      IntVector even =
          (IntVector) IV16.cast(u.lanewise(AND, low).lanewise(MUL, ms).lanewise(LSHR, evenShift));
      IntVector odd =
          (IntVector)
              IV16.cast(
                  u.lanewise(LSHR, half)
                      .lanewise(MUL, ms)
                      .lanewise(LSHR, oddShift)
                      .lanewise(AND, high));
      ShortVector q =
          (ShortVector) SV.cast(even.lanewise(OR, odd).reinterpretAsShorts().lanewise(XOR, g));
      if (remainder) {
        v.lanewise(SUB, q.lanewise(MUL, ds)).intoArray(z, zo + i);
      } else {
        q.intoArray(z, zo + i);
      }
    }
    return bound;
  }

  @Override
  public int floorDivide(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return int8(x, xo, xs, y, yo, ys, z, zo, zs, n, false);
  }

  @Override
  public int remainder(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return int8(x, xo, xs, y, yo, ys, z, zo, zs, n, true);
  }

  /**
   * floorDivide, or with {@code remainder} {@code x - q d}: the flag is the same for the whole
   * loop.
   */
  private static int int8(
      byte[] x,
      int xo,
      int xs,
      byte[] y,
      int yo,
      int ys,
      byte[] z,
      int zo,
      int zs,
      int n,
      boolean remainder) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L8 || y[yo] == 0) {
      return 0;
    }
    byte d = y[yo];
    int e = Math.abs(d);
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    short m = (short) (((1 << (8 + l)) - 1) / e + 1);
    ByteVector neg = (ByteVector) BV.cast(ByteVector.broadcast(S8, (byte) (d >> 7)));
    ByteVector ds = (ByteVector) BV.cast(ByteVector.broadcast(S8, d));
    ByteVector signBit = (ByteVector) BV.cast(ByteVector.broadcast(S8, (byte) 7));
    ShortVector low = (ShortVector) SV8.cast(ShortVector.broadcast(SS8, (short) 0xFF));
    ShortVector high = (ShortVector) SV8.cast(ShortVector.broadcast(SS8, (short) ~0xFF));
    ShortVector ms = (ShortVector) SV8.cast(ShortVector.broadcast(SS8, m));
    ShortVector evenShift = (ShortVector) SV8.cast(ShortVector.broadcast(SS8, (short) (8 + l)));
    ShortVector half = (ShortVector) SV8.cast(ShortVector.broadcast(SS8, (short) 8));
    ShortVector oddShift = (ShortVector) SV8.cast(ShortVector.broadcast(SS8, (short) l));
    int bound = S8.loopBound(n);
    for (int i = 0; i < bound; i += L8) {
      ByteVector v = (ByteVector) BV.cast(ByteVector.fromArray(S8, x, xo + i));
      ByteVector t = (ByteVector) BV.cast(v.lanewise(XOR, neg).lanewise(SUB, neg));
      ByteVector g =
          (ByteVector) BV.cast(t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, signBit));
      ShortVector u = (ShortVector) SV8.cast(t.lanewise(XOR, g).reinterpretAsShorts());
      ShortVector even =
          (ShortVector) SV8.cast(u.lanewise(AND, low).lanewise(MUL, ms).lanewise(LSHR, evenShift));
      ShortVector odd =
          (ShortVector)
              SV8.cast(
                  u.lanewise(LSHR, half)
                      .lanewise(MUL, ms)
                      .lanewise(LSHR, oddShift)
                      .lanewise(AND, high));
      ByteVector q =
          (ByteVector) BV.cast(even.lanewise(OR, odd).reinterpretAsBytes().lanewise(XOR, g));
      if (remainder) {
        v.lanewise(SUB, q.lanewise(MUL, ds)).intoArray(z, zo + i);
      } else {
        q.intoArray(z, zo + i);
      }
    }
    return bound;
  }

  // uint8 and uint16: an unsigned dividend reaches 2^N - 1, so u * m needs 2N + 1 bits. A lane of
  // four times the width holds four elements, each multiplied in its own lane-sized product
  // (u * m < 2^(2N+1) <= 2^(4N)) and its quotient shifted back into its quarter.

  @Override
  public int floorDivideUnsigned(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return uint8(x, xo, xs, y, yo, ys, z, zo, zs, n, false);
  }

  @Override
  public int remainderUnsigned(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    return uint8(x, xo, xs, y, yo, ys, z, zo, zs, n, true);
  }

  /**
   * floorDivideUnsigned, or with {@code remainder} {@code x - q d}: the flag is the same for the
   * whole loop.
   */
  private static int uint8(
      byte[] x,
      int xo,
      int xs,
      byte[] y,
      int yo,
      int ys,
      byte[] z,
      int zo,
      int zs,
      int n,
      boolean remainder) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L8 || y[yo] == 0) {
      return 0;
    }
    int e = y[yo] & 0xFF;
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    int m = (int) (((1L << (8 + l)) - 1) / e + 1);
    ByteVector ds = (ByteVector) BV.cast(ByteVector.broadcast(S8, y[yo]));
    IntVector mask = (IntVector) IV8.cast(IntVector.broadcast(IS8, 0xFF));
    IntVector ms = (IntVector) IV8.cast(IntVector.broadcast(IS8, m));
    IntVector down = (IntVector) IV8.cast(IntVector.broadcast(IS8, 8 + l));
    IntVector one = (IntVector) IV8.cast(IntVector.broadcast(IS8, 8));
    IntVector two = (IntVector) IV8.cast(IntVector.broadcast(IS8, 16));
    IntVector three = (IntVector) IV8.cast(IntVector.broadcast(IS8, 24));
    int bound = S8.loopBound(n);
    for (int i = 0; i < bound; i += L8) {
      ByteVector v = (ByteVector) BV.cast(ByteVector.fromArray(S8, x, xo + i));
      IntVector w = (IntVector) IV8.cast(v.reinterpretAsInts());
      IntVector q0 =
          (IntVector) IV8.cast(w.lanewise(AND, mask).lanewise(MUL, ms).lanewise(LSHR, down));
      IntVector q1 =
          (IntVector) IV8.cast(w.lanewise(LSHR, one).lanewise(AND, mask).lanewise(MUL, ms));
      IntVector q2 =
          (IntVector) IV8.cast(w.lanewise(LSHR, two).lanewise(AND, mask).lanewise(MUL, ms));
      IntVector q3 = (IntVector) IV8.cast(w.lanewise(LSHR, three).lanewise(MUL, ms));
      IntVector qs =
          (IntVector)
              IV8.cast(
                  q0.lanewise(OR, q1.lanewise(LSHR, down).lanewise(LSHL, one))
                      .lanewise(OR, q2.lanewise(LSHR, down).lanewise(LSHL, two))
                      .lanewise(OR, q3.lanewise(LSHR, down).lanewise(LSHL, three)));
      ByteVector q = (ByteVector) BV.cast(qs.reinterpretAsBytes());
      if (remainder) {
        v.lanewise(SUB, q.lanewise(MUL, ds)).intoArray(z, zo + i);
      } else {
        q.intoArray(z, zo + i);
      }
    }
    return bound;
  }

  @Override
  public int floorDivideUnsigned(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return uint16(x, xo, xs, y, yo, ys, z, zo, zs, n, false);
  }

  @Override
  public int remainderUnsigned(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    return uint16(x, xo, xs, y, yo, ys, z, zo, zs, n, true);
  }

  /**
   * floorDivideUnsigned, or with {@code remainder} {@code x - q d}: the flag is the same for the
   * whole loop.
   */
  private static int uint16(
      short[] x,
      int xo,
      int xs,
      short[] y,
      int yo,
      int ys,
      short[] z,
      int zo,
      int zs,
      int n,
      boolean remainder) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L16 || y[yo] == 0) {
      return 0;
    }
    long e = y[yo] & 0xFFFF;
    int l = 64 - Long.numberOfLeadingZeros(e - 1);
    long m = ((1L << (16 + l)) - 1) / e + 1;
    ShortVector ds = (ShortVector) SV.cast(ShortVector.broadcast(S16, y[yo]));
    LongVector mask = (LongVector) LV16.cast(LongVector.broadcast(LS16, 0xFFFF));
    LongVector ms = (LongVector) LV16.cast(LongVector.broadcast(LS16, m));
    LongVector down = (LongVector) LV16.cast(LongVector.broadcast(LS16, 16 + l));
    LongVector one = (LongVector) LV16.cast(LongVector.broadcast(LS16, 16));
    LongVector two = (LongVector) LV16.cast(LongVector.broadcast(LS16, 32));
    LongVector three = (LongVector) LV16.cast(LongVector.broadcast(LS16, 48));
    int bound = S16.loopBound(n);
    for (int i = 0; i < bound; i += L16) {
      ShortVector v = (ShortVector) SV.cast(ShortVector.fromArray(S16, x, xo + i));
      LongVector w = (LongVector) LV16.cast(v.reinterpretAsLongs());
      LongVector q0 =
          (LongVector) LV16.cast(w.lanewise(AND, mask).lanewise(MUL, ms).lanewise(LSHR, down));
      LongVector q1 =
          (LongVector) LV16.cast(w.lanewise(LSHR, one).lanewise(AND, mask).lanewise(MUL, ms));
      LongVector q2 =
          (LongVector) LV16.cast(w.lanewise(LSHR, two).lanewise(AND, mask).lanewise(MUL, ms));
      LongVector q3 = (LongVector) LV16.cast(w.lanewise(LSHR, three).lanewise(MUL, ms));
      LongVector qs =
          (LongVector)
              LV16.cast(
                  q0.lanewise(OR, q1.lanewise(LSHR, down).lanewise(LSHL, one))
                      .lanewise(OR, q2.lanewise(LSHR, down).lanewise(LSHL, two))
                      .lanewise(OR, q3.lanewise(LSHR, down).lanewise(LSHL, three)));
      ShortVector q = (ShortVector) SV.cast(qs.reinterpretAsShorts());
      if (remainder) {
        v.lanewise(SUB, q.lanewise(MUL, ds)).intoArray(z, zo + i);
      } else {
        q.intoArray(z, zo + i);
      }
    }
    return bound;
  }

  // int64: Java 17 has no 64-bit multiply-high lane, so this is a scalar loop, with Math
  // .multiplyHigh in place of a hardware division (0.1-0.2x its time). N = 63: m = ceil(2^(63+l) /
  // e) < 2^64 and u <= 2^63; a power of two is a shift.

  @Override
  public int floorDivide(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || y[yo] == 0) {
      return 0;
    }
    long d = y[yo];
    long e = Math.abs(d); // MIN stays MIN: 2^63 read unsigned
    int l = 64 - Long.numberOfLeadingZeros(e - 1);
    boolean power = (e & (e - 1)) == 0;
    long m = power ? 0 : reciprocal(1L << (l - 1), e) + 1;
    long neg = d >> 63;
    for (int i = 0; i < n; i++) {
      long v = x[xo + i];
      long t = (v ^ neg) - neg;
      long g = (t & ~(v & neg)) >> 63;
      long u = t ^ g;
      long q = power ? u >>> l : unsignedMultiplyHigh(u, m) >>> (l - 1);
      z[zo + i] = q ^ g;
    }
    return n;
  }

  @Override
  public int remainder(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || y[yo] == 0) {
      return 0;
    }
    long d = y[yo];
    long e = Math.abs(d);
    int l = 64 - Long.numberOfLeadingZeros(e - 1);
    boolean power = (e & (e - 1)) == 0;
    long m = power ? 0 : reciprocal(1L << (l - 1), e) + 1;
    long neg = d >> 63;
    for (int i = 0; i < n; i++) {
      long v = x[xo + i];
      long t = (v ^ neg) - neg;
      long g = (t & ~(v & neg)) >> 63;
      long u = t ^ g;
      long q = power ? u >>> l : unsignedMultiplyHigh(u, m) >>> (l - 1);
      z[zo + i] = v - (q ^ g) * d;
    }
    return n;
  }

  /** {@code floor(hi * 2^64 / e)} for unsigned {@code hi < e}: bit by bit (once per call). */
  private static long reciprocal(long hi, long e) {
    long q = 0;
    long r = hi;
    for (int i = 0; i < 64; i++) {
      boolean carry = r < 0; // r * 2 >= 2^64 > e
      r <<= 1;
      q <<= 1;
      if (carry || Long.compareUnsigned(r, e) >= 0) {
        r -= e;
        q |= 1;
      }
    }
    return q;
  }

  /** The high 64 bits of the unsigned 128-bit product (Java 18's Math.unsignedMultiplyHigh). */
  private static long unsignedMultiplyHigh(long a, long b) {
    return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
  }
}
