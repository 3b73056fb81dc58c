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
 * <p>Loaded only through {@link io.ndgen.runtime.simd.Simd#load}; no method takes or returns a
 * vector (C2 boxes those when it does not inline the call: VectorSignaturesTest).
 */
final class VectorDivisionSimd extends DivisionSimd {
  private static final VectorSpecies<Integer> S = IntVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** The low and the high int of a long lane. */
  private static final long LOW = 0xFFFF_FFFFL;

  private static final long HIGH = ~LOW;

  private static final VectorSpecies<Short> S16 = ShortVector.SPECIES_PREFERRED;
  private static final int L16 = S16.length();
  private static final VectorSpecies<Byte> S8 = ByteVector.SPECIES_PREFERRED;
  private static final int L8 = S8.length();

  VectorDivisionSimd() {}

  @Override
  public int floorDivide(
      int[] x, int xo, int xs, int[] y, int yo, int ys, int[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L || y[yo] == 0) {
      return 0;
    }
    int d = y[yo];
    long e = Math.abs((long) d);
    int l = shift(e);
    long m = multiplier(e, l);
    int neg = d >> 31; // all ones when d < 0: t = -x
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      IntVector v = IntVector.fromArray(S, x, xo + i);
      IntVector t = v.lanewise(XOR, neg).lanewise(SUB, neg);
      // t < 0 as a number: its sign bit, unless it is -MIN (x == MIN, d < 0), which is 2^31
      IntVector g = t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, 31);
      LongVector u = t.lanewise(XOR, g).reinterpretAsLongs();
      LongVector even = u.lanewise(AND, LOW).lanewise(MUL, m).lanewise(LSHR, 32 + l);
      LongVector odd = u.lanewise(LSHR, 32).lanewise(MUL, m).lanewise(LSHR, l).lanewise(AND, HIGH);
      even.lanewise(OR, odd).reinterpretAsInts().lanewise(XOR, g).intoArray(z, zo + i);
    }
    return bound;
  }

  /** {@link #floorDivide}'s loop, then {@code x - q d}. */
  @Override
  public int remainder(
      int[] x, int xo, int xs, int[] y, int yo, int ys, int[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L || y[yo] == 0) {
      return 0;
    }
    int d = y[yo];
    long e = Math.abs((long) d);
    int l = shift(e);
    long m = multiplier(e, l);
    int neg = d >> 31;
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      IntVector v = IntVector.fromArray(S, x, xo + i);
      IntVector t = v.lanewise(XOR, neg).lanewise(SUB, neg);
      IntVector g = t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, 31);
      LongVector u = t.lanewise(XOR, g).reinterpretAsLongs();
      LongVector even = u.lanewise(AND, LOW).lanewise(MUL, m).lanewise(LSHR, 32 + l);
      LongVector odd = u.lanewise(LSHR, 32).lanewise(MUL, m).lanewise(LSHR, l).lanewise(AND, HIGH);
      IntVector q = even.lanewise(OR, odd).reinterpretAsInts().lanewise(XOR, g);
      v.lanewise(SUB, q.lanewise(MUL, d)).intoArray(z, zo + i);
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
  // product fits the unsigned int (short) lane that holds an even and an odd element.

  @Override
  public int floorDivide(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L16 || y[yo] == 0) {
      return 0;
    }
    short d = y[yo];
    int e = Math.abs(d);
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    int m = (int) (((1L << (16 + l)) - 1) / e + 1);
    short neg = (short) (d >> 15);
    int bound = S16.loopBound(n);
    for (int i = 0; i < bound; i += L16) {
      ShortVector v = ShortVector.fromArray(S16, x, xo + i);
      ShortVector t = v.lanewise(XOR, neg).lanewise(SUB, neg);
      ShortVector g = t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, 15);
      IntVector u = t.lanewise(XOR, g).reinterpretAsInts();
      IntVector even = u.lanewise(AND, 0xFFFF).lanewise(MUL, m).lanewise(LSHR, 16 + l);
      IntVector odd =
          u.lanewise(LSHR, 16).lanewise(MUL, m).lanewise(LSHR, l).lanewise(AND, ~0xFFFF);
      even.lanewise(OR, odd).reinterpretAsShorts().lanewise(XOR, g).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int remainder(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L16 || y[yo] == 0) {
      return 0;
    }
    short d = y[yo];
    int e = Math.abs(d);
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    int m = (int) (((1L << (16 + l)) - 1) / e + 1);
    short neg = (short) (d >> 15);
    int bound = S16.loopBound(n);
    for (int i = 0; i < bound; i += L16) {
      ShortVector v = ShortVector.fromArray(S16, x, xo + i);
      ShortVector t = v.lanewise(XOR, neg).lanewise(SUB, neg);
      ShortVector g = t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, 15);
      IntVector u = t.lanewise(XOR, g).reinterpretAsInts();
      IntVector even = u.lanewise(AND, 0xFFFF).lanewise(MUL, m).lanewise(LSHR, 16 + l);
      IntVector odd =
          u.lanewise(LSHR, 16).lanewise(MUL, m).lanewise(LSHR, l).lanewise(AND, ~0xFFFF);
      ShortVector q = even.lanewise(OR, odd).reinterpretAsShorts().lanewise(XOR, g);
      v.lanewise(SUB, q.lanewise(MUL, d)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int floorDivide(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L8 || y[yo] == 0) {
      return 0;
    }
    byte d = y[yo];
    int e = Math.abs(d);
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    short m = (short) (((1 << (8 + l)) - 1) / e + 1);
    byte neg = (byte) (d >> 7);
    int bound = S8.loopBound(n);
    for (int i = 0; i < bound; i += L8) {
      ByteVector v = ByteVector.fromArray(S8, x, xo + i);
      ByteVector t = v.lanewise(XOR, neg).lanewise(SUB, neg);
      ByteVector g = t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, 7);
      ShortVector u = t.lanewise(XOR, g).reinterpretAsShorts();
      ShortVector even = u.lanewise(AND, (short) 0xFF).lanewise(MUL, m).lanewise(LSHR, 8 + l);
      ShortVector odd =
          u.lanewise(LSHR, 8).lanewise(MUL, m).lanewise(LSHR, l).lanewise(AND, (short) ~0xFF);
      even.lanewise(OR, odd).reinterpretAsBytes().lanewise(XOR, g).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int remainder(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L8 || y[yo] == 0) {
      return 0;
    }
    byte d = y[yo];
    int e = Math.abs(d);
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    short m = (short) (((1 << (8 + l)) - 1) / e + 1);
    byte neg = (byte) (d >> 7);
    int bound = S8.loopBound(n);
    for (int i = 0; i < bound; i += L8) {
      ByteVector v = ByteVector.fromArray(S8, x, xo + i);
      ByteVector t = v.lanewise(XOR, neg).lanewise(SUB, neg);
      ByteVector g = t.lanewise(AND_NOT, v.lanewise(AND, neg)).lanewise(ASHR, 7);
      ShortVector u = t.lanewise(XOR, g).reinterpretAsShorts();
      ShortVector even = u.lanewise(AND, (short) 0xFF).lanewise(MUL, m).lanewise(LSHR, 8 + l);
      ShortVector odd =
          u.lanewise(LSHR, 8).lanewise(MUL, m).lanewise(LSHR, l).lanewise(AND, (short) ~0xFF);
      ByteVector q = even.lanewise(OR, odd).reinterpretAsBytes().lanewise(XOR, g);
      v.lanewise(SUB, q.lanewise(MUL, d)).intoArray(z, zo + i);
    }
    return bound;
  }

  // uint8 and uint16: an unsigned dividend reaches 2^N - 1, so u * m needs 2N + 1 bits. A lane of
  // four times the width holds four elements, each multiplied in its own lane-sized product
  // (u * m < 2^(2N+1) <= 2^(4N)) and its quotient shifted back into its quarter.

  @Override
  public int floorDivideUnsigned(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L8 || y[yo] == 0) {
      return 0;
    }
    int e = y[yo] & 0xFF;
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    int m = (int) (((1L << (8 + l)) - 1) / e + 1);
    int bound = S8.loopBound(n);
    for (int i = 0; i < bound; i += L8) {
      IntVector w = ByteVector.fromArray(S8, x, xo + i).reinterpretAsInts();
      IntVector q0 = w.lanewise(AND, 0xFF).lanewise(MUL, m).lanewise(LSHR, 8 + l);
      IntVector q1 = w.lanewise(LSHR, 8).lanewise(AND, 0xFF).lanewise(MUL, m);
      IntVector q2 = w.lanewise(LSHR, 16).lanewise(AND, 0xFF).lanewise(MUL, m);
      IntVector q3 = w.lanewise(LSHR, 24).lanewise(MUL, m);
      q0.lanewise(OR, q1.lanewise(LSHR, 8 + l).lanewise(LSHL, 8))
          .lanewise(OR, q2.lanewise(LSHR, 8 + l).lanewise(LSHL, 16))
          .lanewise(OR, q3.lanewise(LSHR, 8 + l).lanewise(LSHL, 24))
          .reinterpretAsBytes()
          .intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int remainderUnsigned(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L8 || y[yo] == 0) {
      return 0;
    }
    byte d = y[yo];
    int e = d & 0xFF;
    int l = 32 - Integer.numberOfLeadingZeros(e - 1);
    int m = (int) (((1L << (8 + l)) - 1) / e + 1);
    int bound = S8.loopBound(n);
    for (int i = 0; i < bound; i += L8) {
      ByteVector v = ByteVector.fromArray(S8, x, xo + i);
      IntVector w = v.reinterpretAsInts();
      IntVector q0 = w.lanewise(AND, 0xFF).lanewise(MUL, m).lanewise(LSHR, 8 + l);
      IntVector q1 = w.lanewise(LSHR, 8).lanewise(AND, 0xFF).lanewise(MUL, m);
      IntVector q2 = w.lanewise(LSHR, 16).lanewise(AND, 0xFF).lanewise(MUL, m);
      IntVector q3 = w.lanewise(LSHR, 24).lanewise(MUL, m);
      ByteVector q =
          q0.lanewise(OR, q1.lanewise(LSHR, 8 + l).lanewise(LSHL, 8))
              .lanewise(OR, q2.lanewise(LSHR, 8 + l).lanewise(LSHL, 16))
              .lanewise(OR, q3.lanewise(LSHR, 8 + l).lanewise(LSHL, 24))
              .reinterpretAsBytes();
      v.lanewise(SUB, q.lanewise(MUL, d)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int floorDivideUnsigned(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L16 || y[yo] == 0) {
      return 0;
    }
    long e = y[yo] & 0xFFFF;
    int l = 64 - Long.numberOfLeadingZeros(e - 1);
    long m = ((1L << (16 + l)) - 1) / e + 1;
    int bound = S16.loopBound(n);
    for (int i = 0; i < bound; i += L16) {
      LongVector w = ShortVector.fromArray(S16, x, xo + i).reinterpretAsLongs();
      LongVector q0 = w.lanewise(AND, 0xFFFF).lanewise(MUL, m).lanewise(LSHR, 16 + l);
      LongVector q1 = w.lanewise(LSHR, 16).lanewise(AND, 0xFFFF).lanewise(MUL, m);
      LongVector q2 = w.lanewise(LSHR, 32).lanewise(AND, 0xFFFF).lanewise(MUL, m);
      LongVector q3 = w.lanewise(LSHR, 48).lanewise(MUL, m);
      q0.lanewise(OR, q1.lanewise(LSHR, 16 + l).lanewise(LSHL, 16))
          .lanewise(OR, q2.lanewise(LSHR, 16 + l).lanewise(LSHL, 32))
          .lanewise(OR, q3.lanewise(LSHR, 16 + l).lanewise(LSHL, 48))
          .reinterpretAsShorts()
          .intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int remainderUnsigned(
      short[] x, int xo, int xs, short[] y, int yo, int ys, short[] z, int zo, int zs, int n) {
    if (xs != 1 || ys != 0 || zs != 1 || n < L16 || y[yo] == 0) {
      return 0;
    }
    short d = y[yo];
    long e = d & 0xFFFF;
    int l = 64 - Long.numberOfLeadingZeros(e - 1);
    long m = ((1L << (16 + l)) - 1) / e + 1;
    int bound = S16.loopBound(n);
    for (int i = 0; i < bound; i += L16) {
      ShortVector v = ShortVector.fromArray(S16, x, xo + i);
      LongVector w = v.reinterpretAsLongs();
      LongVector q0 = w.lanewise(AND, 0xFFFF).lanewise(MUL, m).lanewise(LSHR, 16 + l);
      LongVector q1 = w.lanewise(LSHR, 16).lanewise(AND, 0xFFFF).lanewise(MUL, m);
      LongVector q2 = w.lanewise(LSHR, 32).lanewise(AND, 0xFFFF).lanewise(MUL, m);
      LongVector q3 = w.lanewise(LSHR, 48).lanewise(MUL, m);
      ShortVector q =
          q0.lanewise(OR, q1.lanewise(LSHR, 16 + l).lanewise(LSHL, 16))
              .lanewise(OR, q2.lanewise(LSHR, 16 + l).lanewise(LSHL, 32))
              .lanewise(OR, q3.lanewise(LSHR, 16 + l).lanewise(LSHL, 48))
              .reinterpretAsShorts();
      v.lanewise(SUB, q.lanewise(MUL, d)).intoArray(z, zo + i);
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
