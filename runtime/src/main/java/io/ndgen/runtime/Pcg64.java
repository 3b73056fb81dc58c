package io.ndgen.runtime;

/**
 * NumPy's {@code PCG64} bit generator (PCG XSL-RR 128/64): a 128-bit LCG with NumPy's multiplier
 * and an odd increment, output {@code rotr64(hi ^ lo, hi >>> 58)} of the stepped state. The 128-bit
 * state is two longs; products use {@link Math#multiplyHigh} corrected to unsigned.
 *
 * <p>{@link #next32} is NumPy's {@code pcg64_next32}: one 64-bit draw serves two 32-bit draws, low
 * half first, and the spare half is kept between calls (so float32 and float64 draws interleave
 * exactly as in NumPy).
 */
final class Pcg64 {
  private static final long MULT_HI = 2549297995355413924L;
  private static final long MULT_LO = 4865540595714422341L;

  private long stateHi;
  private long stateLo;
  private final long incHi;
  private final long incLo;
  private boolean hasUint32;
  private int uinteger;

  /** NumPy's {@code pcg64_set_seed}: state and sequence as (high, low) word pairs. */
  Pcg64(long seedHi, long seedLo, long seqHi, long seqLo) {
    incHi = (seqHi << 1) | (seqLo >>> 63);
    incLo = (seqLo << 1) | 1L;
    step();
    long lo = stateLo + seedLo;
    stateHi += seedHi + (Long.compareUnsigned(lo, seedLo) < 0 ? 1 : 0);
    stateLo = lo;
    step();
  }

  /** Seeded as {@code PCG64(SeedSequence(seed))}: four uint64 words, state then sequence. */
  static Pcg64 seeded(long seed) {
    long[] w = new SeedSequence(seed).generateState64(4);
    return new Pcg64(w[0], w[1], w[2], w[3]);
  }

  private void step() {
    long hi = unsignedMultiplyHigh(stateLo, MULT_LO) + stateLo * MULT_HI + stateHi * MULT_LO;
    long lo = stateLo * MULT_LO;
    long sum = lo + incLo;
    stateHi = hi + incHi + (Long.compareUnsigned(sum, lo) < 0 ? 1 : 0);
    stateLo = sum;
  }

  /** The high 64 bits of the unsigned 128-bit product (Java 18's {@code unsignedMultiplyHigh}). */
  static long unsignedMultiplyHigh(long a, long b) {
    return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
  }

  /** The next 64 random bits. */
  long next64() {
    step();
    return Long.rotateRight(stateHi ^ stateLo, (int) (stateHi >>> 58));
  }

  /** The next 32 random bits (half of a buffered 64-bit draw). */
  int next32() {
    if (hasUint32) {
      hasUint32 = false;
      return uinteger;
    }
    long next = next64();
    hasUint32 = true;
    uinteger = (int) (next >>> 32);
    return (int) next;
  }

  /** NumPy's {@code next_double}: the top 53 bits scaled to [0, 1). */
  double nextDouble() {
    return (next64() >>> 11) * 0x1.0p-53;
  }

  /** NumPy's {@code next_float}: the top 24 of 32 bits scaled to [0, 1). */
  float nextFloat() {
    return (next32() >>> 8) * 0x1.0p-24f;
  }
}
