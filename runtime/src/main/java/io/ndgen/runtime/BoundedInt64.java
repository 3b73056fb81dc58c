package io.ndgen.runtime;

import java.util.Arrays;

/**
 * NumPy's {@code random_bounded_uint64_fill} with Lemire's method ({@code use_masked=False}, as
 * {@code Generator.integers} always uses): draws in the closed range {@code [off, off + rng]}, all
 * values unsigned 64-bit. Ranges that fit 32 bits draw from the buffered 32-bit stream, as NumPy
 * does, so the bits consumed (and the next draws) match NumPy's.
 */
final class BoundedInt64 {
  private BoundedInt64() {}

  static void fill(Pcg64 bits, long off, long rng, long[] out) {
    if (rng == 0) {
      Arrays.fill(out, off);
    } else if (Long.compareUnsigned(rng, 0xFFFFFFFFL) < 0) {
      int rngExcl = (int) rng + 1;
      for (int i = 0; i < out.length; i++) {
        out[i] = off + lemire32(bits, rngExcl);
      }
    } else if (rng == 0xFFFFFFFFL) { // Lemire's 32-bit form cannot take a range of 2^32
      for (int i = 0; i < out.length; i++) {
        out[i] = off + Integer.toUnsignedLong(bits.next32());
      }
    } else if (rng == -1L) { // nor its 64-bit form a range of 2^64
      for (int i = 0; i < out.length; i++) {
        out[i] = off + bits.next64();
      }
    } else {
      long rngExcl = rng + 1;
      for (int i = 0; i < out.length; i++) {
        out[i] = off + lemire64(bits, rngExcl);
      }
    }
  }

  /** A uniform value in {@code [0, rngExcl)}, {@code rngExcl} unsigned in (1, 2^32). */
  private static long lemire32(Pcg64 bits, int rngExcl) {
    long range = Integer.toUnsignedLong(rngExcl);
    long m = Integer.toUnsignedLong(bits.next32()) * range;
    long leftover = m & 0xFFFFFFFFL;
    if (leftover < range) {
      long threshold = (0xFFFFFFFFL - (range - 1)) % range;
      while (leftover < threshold) {
        m = Integer.toUnsignedLong(bits.next32()) * range;
        leftover = m & 0xFFFFFFFFL;
      }
    }
    return m >>> 32;
  }

  /** A uniform value in {@code [0, rngExcl)}, {@code rngExcl} unsigned above 2^32. */
  private static long lemire64(Pcg64 bits, long rngExcl) {
    long x = bits.next64();
    long leftover = x * rngExcl;
    if (Long.compareUnsigned(leftover, rngExcl) < 0) {
      long threshold = Long.remainderUnsigned(-rngExcl, rngExcl); // (2^64 - 1 - rng) % rngExcl
      while (Long.compareUnsigned(leftover, threshold) < 0) {
        x = bits.next64();
        leftover = x * rngExcl;
      }
    }
    return Pcg64.unsignedMultiplyHigh(x, rngExcl);
  }
}
