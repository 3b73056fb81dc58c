package io.ndgen.runtime;

/**
 * NumPy's {@code SeedSequence} for an integer seed (no spawn key, pool of four 32-bit words): the
 * seed's 32-bit words, lowest first, are hashed into the pool, the pool words are mixed with each
 * other, and {@link #generateState64} draws state words from the pool by a second hash. Mirrors
 * {@code numpy/random/bit_generator.pyx} ({@code mix_entropy}, {@code generate_state}) constant for
 * constant; all arithmetic is uint32 modulo 2^32, which Java's {@code int} gives directly.
 */
final class SeedSequence {
  private static final int POOL_SIZE = 4;
  private static final int INIT_A = 0x43b0d7e5;
  private static final int MULT_A = 0x931e8875;
  private static final int INIT_B = 0x8b51f9dd;
  private static final int MULT_B = 0x58f38ded;
  private static final int MIX_MULT_L = 0xca01f9dd;
  private static final int MIX_MULT_R = 0x4973f715;
  private static final int XSHIFT = 16;

  private final int[] pool = new int[POOL_SIZE];

  /**
   * Mixes a non-negative seed into the pool.
   *
   * @throws IllegalArgumentException for a negative seed ("expected non-negative integer")
   */
  SeedSequence(long seed) {
    if (seed < 0) {
      throw new IllegalArgumentException("expected non-negative integer, got seed " + seed);
    }
    mixEntropy(entropyWords(seed));
  }

  /** NumPy's {@code _int_to_uint32_array}: 32-bit words, lowest first; zero is one word. */
  private static int[] entropyWords(long seed) {
    return (seed >>> 32) == 0
        ? new int[] {(int) seed}
        : new int[] {(int) seed, (int) (seed >>> 32)};
  }

  private void mixEntropy(int[] entropy) {
    int[] hashConst = {INIT_A};
    for (int i = 0; i < POOL_SIZE; i++) {
      pool[i] = hashmix(i < entropy.length ? entropy[i] : 0, hashConst);
    }
    for (int src = 0; src < POOL_SIZE; src++) {
      for (int dst = 0; dst < POOL_SIZE; dst++) {
        if (src != dst) {
          pool[dst] = mix(pool[dst], hashmix(pool[src], hashConst));
        }
      }
    }
    for (int src = POOL_SIZE; src < entropy.length; src++) {
      for (int dst = 0; dst < POOL_SIZE; dst++) {
        pool[dst] = mix(pool[dst], hashmix(entropy[src], hashConst));
      }
    }
  }

  private static int hashmix(int value, int[] hashConst) {
    value ^= hashConst[0];
    hashConst[0] *= MULT_A;
    value *= hashConst[0];
    return value ^ (value >>> XSHIFT);
  }

  private static int mix(int x, int y) {
    int result = MIX_MULT_L * x - MIX_MULT_R * y;
    return result ^ (result >>> XSHIFT);
  }

  /**
   * {@code generate_state(n, np.uint64)}: {@code 2n} 32-bit words cycled from the pool and hashed,
   * paired little-endian (the even word is the low half).
   */
  long[] generateState64(int n) {
    long[] out = new long[n];
    int hashConst = INIT_B;
    for (int i = 0; i < 2 * n; i++) {
      int value = pool[i % POOL_SIZE];
      value ^= hashConst;
      hashConst *= MULT_B;
      value *= hashConst;
      value ^= value >>> XSHIFT;
      long word = Integer.toUnsignedLong(value);
      out[i / 2] |= (i % 2 == 0) ? word : word << 32;
    }
    return out;
  }
}
