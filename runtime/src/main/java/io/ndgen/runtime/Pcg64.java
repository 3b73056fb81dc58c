package io.ndgen.runtime;

import io.ndgen.runtime.parallel.Parallel;
import java.util.concurrent.ForkJoinTask;

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
    long hi = nextHi(stateHi, stateLo, incHi, incLo);
    stateLo = nextLo(stateLo, incLo);
    stateHi = hi;
  }

  /**
   * The high word of the state after one step from {@code (hi, lo)}: {@code state * MULT + inc} mod
   * 2^128. Every loop steps through this and {@link #nextLo}, which C2 inlines (the bulk loops keep
   * the state in locals, not fields).
   */
  private static long nextHi(long hi, long lo, long incHi, long incLo) {
    long product = lo * MULT_LO;
    return unsignedMultiplyHigh(lo, MULT_LO)
        + lo * MULT_HI
        + hi * MULT_LO
        + incHi
        + carry(incLo, product + incLo);
  }

  /** The low word of the state after one step from low word {@code lo}. */
  private static long nextLo(long lo, long incLo) {
    return lo * MULT_LO + incLo;
  }

  /** PCG64's output function (XSL RR) of the state {@code (hi, lo)}. */
  private static long output(long hi, long lo) {
    return Long.rotateRight(hi ^ lo, (int) (hi >>> 58));
  }

  /**
   * The carry out of an unsigned sum (0 or 1): set when {@code sum} is below {@code addend}, one of
   * its two terms. The carry is a coin flip, so a branch would be mispredicted half the time (it
   * doubled the bulk draws' time once); C2 compiles this compare of the sign-flipped words without
   * one, in fewer instructions than the bitwise carry formula: about 8% less time per bulk draw on
   * one thread. {@code Long.compareUnsigned} was slower than either.
   */
  private static long carry(long addend, long sum) {
    return (sum ^ Long.MIN_VALUE) < (addend ^ Long.MIN_VALUE) ? 1 : 0;
  }

  /** The high 64 bits of the unsigned 128-bit product (Java 18's {@code unsignedMultiplyHigh}). */
  static long unsignedMultiplyHigh(long a, long b) {
    return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
  }

  /** The next 64 random bits. */
  long next64() {
    step();
    return output(stateHi, stateLo);
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

  /**
   * {@code next64()} {@code n} times into {@code out[0, n)}. The bulk forms keep the state in
   * locals (C2 does not keep fields in registers across a loop: the per-draw form is about 3x
   * slower). From {@link #SPLIT_DRAWS} draws on, the pieces are drawn on several cores ({@link
   * #inPieces}).
   */
  void next64(long[] out, int n) {
    if (n >= SPLIT_DRAWS) {
      inPieces(n, Parallel.GRAIN, (from, to, hi, lo) -> next64(out, from, to, hi, lo));
      return;
    }
    long hi = stateHi;
    long lo = stateLo;
    for (int i = 0; i < n; i++) {
      hi = nextHi(hi, lo, incHi, incLo);
      lo = nextLo(lo, incLo);
      out[i] = output(hi, lo);
    }
    stateHi = hi;
    stateLo = lo;
  }

  /**
   * Starts drawing the next {@code n} draws into {@code out[0, n)} on another core and moves the
   * state past them now; {@code out} may be read once the returned task is joined.
   */
  ForkJoinTask<?> next64Ahead(long[] out, int n) {
    long hi = stateHi;
    long lo = stateLo;
    advance(0, n);
    return ForkJoinTask.adapt(() -> next64(out, 0, n, hi, lo)).fork();
  }

  /** {@code out[from, to)}: the draws after the state {@code (hi, lo)}. */
  private void next64(long[] out, int from, int to, long hi, long lo) {
    long ih = incHi;
    long il = incLo;
    for (int i = from; i < to; i++) {
      hi = nextHi(hi, lo, ih, il);
      lo = nextLo(lo, il);
      out[i] = output(hi, lo);
    }
  }

  /**
   * The smallest bulk {@link #next64(long[], int)} drawn on several cores: two pieces, below which
   * the jumps and the fork cost more than they save.
   */
  static final int SPLIT_DRAWS = 2 * Parallel.GRAIN;

  /** {@code next32()} {@code n} times into {@code out[0, n)} (the spare half first, if any). */
  void next32(int[] out, int n) {
    int i = 0;
    if (n > 0 && hasUint32) {
      hasUint32 = false;
      out[i++] = uinteger;
    }
    long hi = stateHi;
    long lo = stateLo;
    for (; i + 2 <= n; i += 2) {
      hi = nextHi(hi, lo, incHi, incLo);
      lo = nextLo(lo, incLo);
      long r = output(hi, lo);
      out[i] = (int) r;
      out[i + 1] = (int) (r >>> 32);
    }
    stateHi = hi;
    stateLo = lo;
    if (i < n) {
      out[i] = next32(); // keeps the high half as the spare, as NumPy
    }
  }

  /**
   * {@link #nextDouble} for every element of {@code out}. One 64-bit output per element, so the
   * stream splits across cores ({@link #inPieces}).
   */
  void fillDoubles(double[] out) {
    inPieces(out.length, Parallel.GRAIN, (from, to, hi, lo) -> fillDoubles(out, from, to, hi, lo));
  }

  /**
   * {@code out[from, to)} from the state {@code (hi, lo)} (the draws and the scaling in one loop,
   * the state in locals).
   */
  private void fillDoubles(double[] out, int from, int to, long hi, long lo) {
    long ih = incHi;
    long il = incLo;
    for (int i = from; i < to; i++) {
      hi = nextHi(hi, lo, ih, il);
      lo = nextLo(lo, il);
      out[i] = (output(hi, lo) >>> 11) * 0x1.0p-53;
    }
  }

  /**
   * Moves the state {@code delta} steps ahead, {@code delta} an unsigned 128-bit count as (high,
   * low) words: NumPy's {@code pcg64_advance}. The spare 32-bit half is left as it is (NumPy's
   * {@code advance()} clears it; nothing here advances with one pending).
   */
  void advance(long deltaHi, long deltaLo) {
    long[] s = jumped(stateHi, stateLo, deltaHi, deltaLo);
    stateHi = s[0];
    stateLo = s[1];
  }

  /** Draws {@code [from, to)} of a split fill from {@code (hi, lo)}, the state before draw from. */
  @FunctionalInterface
  private interface Piece {
    void draw(int from, int to, long hi, long lo);
  }

  /**
   * The next {@code draws} draws in {@link Parallel}'s pieces of {@code grain} (fixed by size),
   * each piece from the state jumped ahead to its first draw, so the draws are the sequential ones
   * on any thread count; then the state moves past all of them.
   */
  private void inPieces(int draws, int grain, Piece piece) {
    long hi = stateHi;
    long lo = stateLo;
    Parallel.forEachPiece(
        draws,
        grain,
        (from, to) -> {
          long[] start = jumped(hi, lo, 0, from);
          piece.draw(from, to, start[0], start[1]);
        });
    advance(0, draws);
  }

  /**
   * The state {@code delta} steps after {@code (hi, lo)}, as {@code {hi, lo}}: NumPy's {@code
   * pcg_advance_lcg_128} (Brown, "Random number generation with arbitrary strides", 1994). The step
   * {@code x -> m*x + c} composed with itself by repeated squaring, one bit of {@code delta} at a
   * time, so at most 128 rounds of a few 128-bit products.
   */
  private long[] jumped(long hi, long lo, long deltaHi, long deltaLo) {
    long multHi = MULT_HI; // the step 2^k times: x -> mult*x + plus
    long multLo = MULT_LO;
    long plusHi = incHi;
    long plusLo = incLo;
    long accMultHi = 0; // the steps taken so far: x -> accMult*x + accPlus
    long accMultLo = 1;
    long accPlusHi = 0;
    long accPlusLo = 0;
    while ((deltaHi | deltaLo) != 0) {
      if ((deltaLo & 1) != 0) {
        long aHi = highOfProduct(accMultHi, accMultLo, multHi, multLo);
        accMultLo *= multLo;
        accMultHi = aHi;
        long pLo = accPlusLo * multLo;
        long pHi = highOfProduct(accPlusHi, accPlusLo, multHi, multLo);
        accPlusLo = pLo + plusLo;
        accPlusHi = pHi + plusHi + carry(plusLo, accPlusLo);
      }
      long m1Lo = multLo + 1; // plus = (mult + 1) * plus
      long m1Hi = multHi + (m1Lo == 0 ? 1 : 0);
      long nextPlusHi = highOfProduct(m1Hi, m1Lo, plusHi, plusLo);
      plusLo *= m1Lo;
      plusHi = nextPlusHi;
      long nextMultHi = highOfProduct(multHi, multLo, multHi, multLo); // mult = mult * mult
      multLo *= multLo;
      multHi = nextMultHi;
      deltaLo = (deltaLo >>> 1) | (deltaHi << 63);
      deltaHi >>>= 1;
    }
    long xLo = accMultLo * lo; // accMult * state + accPlus
    long xHi = highOfProduct(accMultHi, accMultLo, hi, lo);
    long newLo = xLo + accPlusLo;
    return new long[] {xHi + accPlusHi + carry(accPlusLo, newLo), newLo};
  }

  /** The high word of the product of two 128-bit numbers, modulo 2^128. */
  private static long highOfProduct(long aHi, long aLo, long bHi, long bLo) {
    return unsignedMultiplyHigh(aLo, bLo) + aLo * bHi + aHi * bLo;
  }

  /**
   * {@link #nextFloat} for every element of {@code out}: the spare half first, if any, then two
   * elements per 64-bit draw (low half first), the draws split across cores ({@link #inPieces}); an
   * odd last element takes the low half of one more draw and keeps the high half as the spare, as
   * NumPy's {@code next_uint32} does.
   */
  void fillFloats(float[] out) {
    int first = 0;
    if (out.length > 0 && hasUint32) {
      hasUint32 = false;
      out[first++] = (uinteger >>> 8) * 0x1.0p-24f;
    }
    int pairs = (out.length - first) / 2;
    int at = first;
    inPieces(
        pairs,
        Parallel.GRAIN / 2,
        (from, to, hi, lo) -> fillFloatPairs(out, at + 2 * from, to - from, hi, lo));
    if (at + 2 * pairs < out.length) {
      out[out.length - 1] = nextFloat();
    }
  }

  /**
   * {@code pairs} draws from the state {@code (hi, lo)}, two float32 each, into {@code out[o...]}.
   */
  private void fillFloatPairs(float[] out, int o, int pairs, long hi, long lo) {
    long ih = incHi;
    long il = incLo;
    for (int p = 0; p < pairs; p++, o += 2) {
      hi = nextHi(hi, lo, ih, il);
      lo = nextLo(lo, il);
      long r = output(hi, lo);
      out[o] = ((int) r >>> 8) * 0x1.0p-24f;
      out[o + 1] = ((int) (r >>> 32) >>> 8) * 0x1.0p-24f;
    }
  }

  /** Draws per bulk call: small enough to stay in L1. */
  static final int BLOCK = 512;

  /** NumPy's {@code next_double}: the top 53 bits scaled to [0, 1). */
  double nextDouble() {
    return (next64() >>> 11) * 0x1.0p-53;
  }

  /** NumPy's {@code next_float}: the top 24 of 32 bits scaled to [0, 1). */
  float nextFloat() {
    return (next32() >>> 8) * 0x1.0p-24f;
  }
}
