package io.ndgen.runtime;

import io.ndgen.runtime.parallel.Parallel;
import java.util.Arrays;

/**
 * Least-significant-digit radix sort of 64-bit ({@link #keys()}) or 32-bit ({@link #intKeys()})
 * keys in unsigned order, for rows of one length {@code n} (the buffers are allocated once).
 *
 * <p>Contract: {@link #sort}, {@link #sortInts} and {@link #argsort} leave the keys in unsigned
 * ascending order; each pass is a stable counting sort, so {@link #argsort} (which carries every
 * key's original position along) ranks equal keys in index order.
 *
 * <ul>
 *   <li>Digits are 8 bits wide, except for 32-bit keys in rows of {@link #WIDE_FROM} or more: 11
 *       bits, 3 passes instead of 4. (11-bit digits of 64-bit keys, 6 passes instead of 8, measured
 *       slower: the 2048 write streams of 8-byte keys overflow the L1 cache; on short rows the
 *       2048-entry histograms cost more than the pass they save.)
 *   <li>One counting pass histograms every digit; a digit that is the same in every key is skipped
 *       (its histogram has one full bucket), so narrow values cost only their width.
 *   <li>From {@link #SPLIT_FROM} keys and with {@code threads > 1}, each pass is split into
 *       contiguous chunks sorted on several cores: chunk {@code c}'s keys go to bucket positions
 *       after those of chunks before it (so the pass stays stable), and while scattering, each
 *       chunk counts the next digit per destination chunk, which gives the next pass its offsets
 *       without another read.
 *   <li>Below {@link #INSERTION_BELOW} keys an insertion sort replaces the passes.
 * </ul>
 */
final class RadixSort {
  /** Below this length an insertion sort beats the histogram passes. */
  static final int INSERTION_BELOW = 48;

  /** Rows of 32-bit keys from this long use 11-bit digits. */
  static final int WIDE_FROM = 1 << 14;

  /** Rows from this long split each pass across cores when given more than one thread. */
  static final int SPLIT_FROM = 1 << 17;

  private final int n;
  private int bits; // of the current sort's digits (the counting loops know only 8 and 11)
  private int mask;
  private final int chunkShift; // position p lies in chunk p >>> chunkShift
  private final int chunks;
  private final int[][] counts; // [chunk][digit << bits | bucket], from the counting pass
  private final int[][] offsets; // [chunk][bucket] for the current pass
  private final int[][] nextCounts; // [chunk][destination chunk << bits | bucket] of the next digit
  // buffers, each allocated on first use (a sort of 32-bit keys needs no 64-bit ones)
  private long[] keys;
  private long[] keysTmp;
  private int[] index;
  private int[] indexTmp;
  private int[] intKeys;
  private int[] intKeysTmp;

  /** A sort of rows of {@code n} keys on one core. */
  RadixSort(int n) {
    this(n, 1);
  }

  /** A sort of rows of {@code n} keys that may use {@code threads} cores for long rows. */
  RadixSort(int n, int threads) {
    this.n = n;
    int shift = 31; // one chunk
    if (threads > 1 && n >= SPLIT_FROM) {
      shift = 32 - Integer.numberOfLeadingZeros((n + threads - 1) / threads - 1);
    }
    this.chunkShift = shift;
    this.chunks = (int) (((long) n + (1L << shift) - 1) >>> shift);
    int radix = n >= WIDE_FROM ? 1 << 11 : 1 << 8;
    this.counts = new int[chunks][Math.max(8 << 8, 3 * radix)]; // 8 digits of 8 bits, or 3 of 11
    this.offsets = new int[chunks][radix];
    this.nextCounts = new int[chunks][chunks * radix];
  }

  /** The row length. */
  int length() {
    return n;
  }

  /**
   * The buffer the caller fills with one row's keys before sorting, and reads after {@link #sort}.
   */
  long[] keys() {
    if (keys == null) {
      keys = new long[n];
      keysTmp = new long[n];
    }
    return keys;
  }

  /**
   * The 32-bit key buffer for {@link #sortInts} (allocated on first use): 32-bit dtypes sort half
   * the bytes of 64-bit keys per pass.
   */
  int[] intKeys() {
    if (intKeys == null) {
      intKeys = new int[n];
      intKeysTmp = new int[n];
    }
    return intKeys;
  }

  /** Sorts {@link #keys()} in place. */
  void sort() {
    long[] src = keys();
    if (n < INSERTION_BELOW) {
      insertionSort(src, null);
      return;
    }
    useDigits(8);
    countLongs(src);
    long[] dst = keysTmp;
    int digits = digits(64);
    long first = src[0];
    for (int d = nextPass(-1, digits, first), previous = -1; d >= 0; ) {
      int next = nextPass(d, digits, first);
      prepareOffsets(d, previous);
      long[] from = src;
      long[] to = dst;
      int shift = d * bits;
      int nextShift = next * bits;
      if (chunks == 1) {
        scatterLongs(from, to, 0, shift, -1, 0);
      } else {
        eachChunk(c -> scatterLongs(from, to, c, shift, next, nextShift));
      }
      src = to;
      dst = from;
      previous = d;
      d = next;
    }
    if (src != keys) {
      System.arraycopy(src, 0, keys, 0, n);
    }
  }

  /** Sorts {@link #intKeys()} in place. */
  void sortInts() {
    int[] src = intKeys();
    if (n < INSERTION_BELOW) {
      insertionSortInts(src);
      return;
    }
    useDigits(n >= WIDE_FROM ? 11 : 8);
    countInts(src);
    int[] dst = intKeysTmp;
    int digits = digits(32);
    long first = src[0] & 0xFFFFFFFFL;
    for (int d = nextPass(-1, digits, first), previous = -1; d >= 0; ) {
      int next = nextPass(d, digits, first);
      prepareOffsets(d, previous);
      int[] from = src;
      int[] to = dst;
      int shift = d * bits;
      int nextShift = next * bits;
      if (chunks == 1) {
        scatterInts(from, to, 0, shift, -1, 0);
      } else {
        eachChunk(c -> scatterInts(from, to, c, shift, next, nextShift));
      }
      src = to;
      dst = from;
      previous = d;
      d = next;
    }
    if (src != intKeys) {
      System.arraycopy(src, 0, intKeys, 0, n);
    }
  }

  /**
   * Sorts {@link #keys()} stably and writes their original positions, in sorted order, to {@code
   * out[at…]}. Runs on one core (rows are ranked in parallel by the caller).
   */
  void argsort(long[] out, int at) {
    if (chunks != 1) {
      throw new IllegalStateException("argsort ranks on one core; construct with threads = 1");
    }
    if (index == null) {
      index = new int[n];
      indexTmp = new int[n];
    }
    for (int i = 0; i < n; i++) {
      index[i] = i;
    }
    long[] srcKeys = keys();
    int[] srcIndex = index;
    if (n < INSERTION_BELOW) {
      insertionSort(srcKeys, srcIndex);
    } else {
      useDigits(8);
      countLongs(srcKeys);
      long[] dstKeys = keysTmp;
      int[] dstIndex = indexTmp;
      int digits = digits(64);
      for (int d = nextPass(-1, digits, srcKeys[0]); d >= 0; d = nextPass(d, digits, srcKeys[0])) {
        prepareOffsets(d, -1);
        scatterWithIndex(srcKeys, dstKeys, srcIndex, dstIndex, d * bits);
        long[] tk = srcKeys;
        srcKeys = dstKeys;
        dstKeys = tk;
        int[] ti = srcIndex;
        srcIndex = dstIndex;
        dstIndex = ti;
      }
    }
    for (int i = 0; i < n; i++) {
      out[at + i] = srcIndex[i];
    }
  }

  private void useDigits(int width) {
    bits = width;
    mask = (1 << width) - 1;
  }

  private int digits(int keyBits) {
    return (keyBits + bits - 1) / bits;
  }

  /** The digit after {@code d} whose value differs between keys, or -1. */
  private int nextPass(int d, int digits, long anyKey) {
    for (int e = d + 1; e < digits; e++) {
      int shift = e * bits;
      int bucket = (e << bits) | ((int) (anyKey >>> shift) & mask);
      int total = 0;
      for (int c = 0; c < chunks; c++) {
        total += counts[c][bucket];
      }
      if (total != n) {
        return e;
      }
    }
    return -1;
  }

  /** Runs {@code body} for each chunk, on several cores when there are several chunks. */
  private void eachChunk(java.util.function.IntConsumer body) {
    if (chunks == 1) {
      body.accept(0);
      return;
    }
    Parallel.forEachPiece(
        chunks,
        1,
        (first, last) -> {
          for (int c = first; c < last; c++) {
            body.accept(c);
          }
        });
  }

  private int chunkStart(int c) {
    return c << chunkShift;
  }

  private int chunkEnd(int c) {
    return (int) Math.min(n, (long) (c + 1) << chunkShift);
  }

  private int[] freshCounts(int c) {
    Arrays.fill(counts[c], 0);
    return counts[c];
  }

  // the counting loops are unrolled by hand: a loop over the digits runs several times slower

  /** Histograms of every digit, per chunk. */
  private void countLongs(long[] src) {
    if (chunks == 1) {
      countLongs(src, 0);
    } else {
      eachChunk(c -> countLongs(src, c));
    }
  }

  private void countInts(int[] src) {
    if (chunks == 1) {
      countInts(src, 0);
    } else {
      eachChunk(c -> countInts(src, c));
    }
  }

  private void countLongs(long[] src, int c) {
    int[] h = freshCounts(c);
    int m = mask;
    int start = chunkStart(c);
    int end = chunkEnd(c);
    for (int i = start; i < end; i++) { // 64-bit keys: 8-bit digits only
      long k = src[i];
      h[(int) k & m]++;
      h[0x100 | ((int) (k >>> 8) & m)]++;
      h[0x200 | ((int) (k >>> 16) & m)]++;
      h[0x300 | ((int) (k >>> 24) & m)]++;
      h[0x400 | ((int) (k >>> 32) & m)]++;
      h[0x500 | ((int) (k >>> 40) & m)]++;
      h[0x600 | ((int) (k >>> 48) & m)]++;
      h[0x700 | (int) (k >>> 56)]++;
    }
  }

  private void countInts(int[] src, int c) {
    int[] h = freshCounts(c);
    int m = mask;
    int start = chunkStart(c);
    int end = chunkEnd(c);
    if (bits == 8) {
      for (int i = start; i < end; i++) {
        int k = src[i];
        h[k & m]++;
        h[0x100 | ((k >>> 8) & m)]++;
        h[0x200 | ((k >>> 16) & m)]++;
        h[0x300 | (k >>> 24)]++;
      }
    } else {
      for (int i = start; i < end; i++) {
        int k = src[i];
        h[k & m]++;
        h[(1 << 11) | ((k >>> 11) & m)]++;
        h[(2 << 11) | (k >>> 22)]++;
      }
    }
  }

  /**
   * Bucket starts of digit {@code d} per chunk: bucket by bucket, chunk by chunk (stable). On the
   * first pass the per-chunk counts are the counting pass's; later ones are what the previous
   * scatter counted ({@link #nextCounts}), which it then clears for the next.
   */
  private void prepareOffsets(int d, int previous) {
    int radix = 1 << bits;
    if (chunks == 1) {
      int[] h = counts[0];
      int[] o = offsets[0];
      int base = d << bits;
      for (int b = 0, sum = 0; b < radix; b++) {
        o[b] = sum;
        sum += h[base | b];
      }
      return;
    }
    int sum = 0;
    for (int b = 0; b < radix; b++) {
      for (int c = 0; c < chunks; c++) {
        int count;
        if (previous < 0) {
          count = counts[c][(d << bits) | b];
        } else {
          count = 0;
          for (int t = 0; t < chunks; t++) {
            count += nextCounts[t][(c << bits) | b];
          }
        }
        offsets[c][b] = sum;
        sum += count;
      }
    }
    for (int[] h : nextCounts) {
      Arrays.fill(h, 0);
    }
  }

  private void scatterLongs(long[] src, long[] dst, int c, int shift, int next, int nextShift) {
    int[] o = offsets[c];
    int m = mask; // locals: the loops below store to arrays only
    int b = bits;
    int cs = chunkShift;
    int start = chunkStart(c);
    int end = chunkEnd(c);
    if (chunks == 1 || next < 0) {
      for (int i = start; i < end; i++) {
        long k = src[i];
        dst[o[(int) (k >>> shift) & m]++] = k;
      }
      return;
    }
    int[] h = nextCounts[c];
    for (int i = start; i < end; i++) {
      long k = src[i];
      int p = o[(int) (k >>> shift) & m]++;
      dst[p] = k;
      h[((p >>> cs) << b) | ((int) (k >>> nextShift) & m)]++;
    }
  }

  private void scatterInts(int[] src, int[] dst, int c, int shift, int next, int nextShift) {
    int[] o = offsets[c];
    int m = mask; // locals: the loops below store to arrays only
    int b = bits;
    int cs = chunkShift;
    int start = chunkStart(c);
    int end = chunkEnd(c);
    if (chunks == 1 || next < 0) {
      for (int i = start; i < end; i++) {
        int k = src[i];
        dst[o[(k >>> shift) & m]++] = k;
      }
      return;
    }
    int[] h = nextCounts[c];
    for (int i = start; i < end; i++) {
      int k = src[i];
      int p = o[(k >>> shift) & m]++;
      dst[p] = k;
      h[((p >>> cs) << b) | ((k >>> nextShift) & m)]++;
    }
  }

  private void scatterWithIndex(long[] src, long[] dst, int[] srcIndex, int[] dstIndex, int shift) {
    int[] o = offsets[0];
    int m = mask;
    for (int i = 0; i < n; i++) {
      long k = src[i];
      int p = o[(int) (k >>> shift) & m]++;
      dst[p] = k;
      dstIndex[p] = srcIndex[i];
    }
  }

  private static void insertionSort(long[] keys, int[] index) {
    for (int i = 1; i < keys.length; i++) {
      long k = keys[i];
      int x = index != null ? index[i] : 0;
      int j = i - 1;
      while (j >= 0 && Long.compareUnsigned(keys[j], k) > 0) {
        keys[j + 1] = keys[j];
        if (index != null) {
          index[j + 1] = index[j];
        }
        j--;
      }
      keys[j + 1] = k;
      if (index != null) {
        index[j + 1] = x;
      }
    }
  }

  private static void insertionSortInts(int[] keys) {
    for (int i = 1; i < keys.length; i++) {
      int k = keys[i];
      int j = i - 1;
      for (; j >= 0 && Integer.compareUnsigned(keys[j], k) > 0; j--) {
        keys[j + 1] = keys[j];
      }
      keys[j + 1] = k;
    }
  }
}
