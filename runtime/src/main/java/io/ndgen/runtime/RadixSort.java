package io.ndgen.runtime;

import io.ndgen.runtime.parallel.Parallel;
import java.util.Arrays;

/**
 * Radix sorts of 64-bit ({@link #keys()}) or 32-bit ({@link #intKeys()}) keys in unsigned order,
 * for rows of one length {@code n} (the buffers are allocated once).
 *
 * <p>Contract: {@link #sort} and {@link #sortInts} leave the keys in unsigned ascending order in
 * {@link #keys()} / {@link #intKeys()} (read them after sorting: the buffers may have swapped).
 * {@link #argsort} is stable: it carries every key's original position along, equal keys in index
 * order. The sorted order of a multiset is unique, so no result depends on how the work is split or
 * on the thread count.
 *
 * <ul>
 *   <li>{@link #sort}: a least-significant-digit sort of the bits that differ between keys (found
 *       by one OR pass, so narrow values cost only their width). Each pass is a stable counting
 *       scatter that also counts the next digit; a digit equal in every key is skipped. The digits
 *       split the varying bits evenly, at most 8 bits wide, or 11 in ranges of {@link #WIDE_FROM}
 *       keys or more (their histograms then cost little per key).
 *   <li>Rows of {@link #SPLIT_FROM} keys or more are first split by their {@link #SPLIT_BITS}
 *       highest varying bits (a most-significant-digit pass: counted and scattered on several
 *       cores, per piece of {@link Parallel#GRAIN} keys), and each bucket is then sorted by the
 *       passes above while it sits in the core's cache. The buckets go to the cores in groups of
 *       whole buckets of about {@link #GROUP} keys. (On one core the split costs about what the
 *       plain passes over the whole row cost, see {@link #SPLIT_BITS}; unlike those passes, each a
 *       scatter over the whole row, its buckets are independent work for several cores.)
 *   <li>{@link #argsort}: 8-bit digits, all counted in one pass before the first scatter.
 *   <li>Below {@link #INSERTION_BELOW} keys an insertion sort replaces the passes.
 * </ul>
 */
final class RadixSort {
  /** Below this length an insertion sort beats the histogram passes. */
  static final int INSERTION_BELOW = 48;

  /** Ranges from this long use digits of up to 11 bits. */
  static final int WIDE_FROM = 1 << 12;

  /** Rows from this long are split by their highest digit first. */
  static final int SPLIT_FROM = 1 << 16;

  /** Keys per group of buckets, the unit of work on one core after the split. */
  static final int GROUP = 1 << 16;

  /**
   * Width of the splitting digit. One core, 1M uniform keys, CPU time against the plain passes: 10
   * bits 0.83-0.98x (float32, int64 below 2^40, float64); 11 bits 1.09-1.36x (the scatter's 2048
   * write streams over the whole row miss the TLB); 9 bits about even.
   */
  static final int SPLIT_BITS = 10;

  /** Keys sampled to guess a long row's varying bits. */
  static final int SAMPLE = 1024;

  private static final int NARROW_BITS = 8;
  static final int WIDE_BITS = 11;

  private final int n;
  private final int[] histogram = new int[1 << WIDE_BITS]; // of the sequential passes
  private final int[] nextHistogram = new int[1 << WIDE_BITS];
  // buffers, each allocated on first use (a sort of 32-bit keys needs no 64-bit ones)
  private long[] keys;
  private long[] keysTmp;
  private int[] index;
  private int[] indexTmp;
  private int[] intKeys;
  private int[] intKeysTmp;
  private int[] argsortCounts;

  /** A sort of rows of {@code n} keys. */
  RadixSort(int n) {
    this.n = n;
  }

  /** The row length. */
  int length() {
    return n;
  }

  /** The buffer the caller fills with one row's keys before sorting, and reads after. */
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

  /** Sorts {@link #keys()}; long rows on several cores. */
  void sort() {
    if (RadixPasses.sort(keys(), keysTmp, histogram, nextHistogram)) {
      long[] sorted = keysTmp;
      keysTmp = keys;
      keys = sorted;
    }
  }

  /** Sorts {@link #intKeys()}; long rows on several cores. */
  void sortInts() {
    if (RadixPasses.sort(intKeys(), intKeysTmp, histogram, nextHistogram)) {
      int[] sorted = intKeysTmp;
      intKeysTmp = intKeys;
      intKeys = sorted;
    }
  }

  /** The shift of the splitting digit when bits {@code [0, top)} vary. */
  static int splitShift(int top) {
    return Math.max(0, top - SPLIT_BITS);
  }

  /**
   * Turns per-piece histograms into scatter offsets, bucket by bucket and piece by piece, and
   * returns the end of each bucket.
   */
  static int[] bucketEnds(int[][] offsets) {
    int radix = offsets[0].length;
    int[] ends = new int[radix];
    int sum = 0;
    for (int b = 0; b < radix; b++) {
      for (int[] o : offsets) {
        int count = o[b];
        o[b] = sum;
        sum += count;
      }
      ends[b] = sum;
    }
    return ends;
  }

  /**
   * Cuts the buckets into groups of whole buckets of about {@link #GROUP} keys: group {@code g} is
   * buckets {@code [groups[g], groups[g + 1])}. Depends only on the bucket sizes.
   */
  static int[] groups(int[] ends) {
    int[] cuts = new int[ends.length + 1];
    int groups = 0;
    int groupStart = 0;
    for (int b = 0; b < ends.length; b++) {
      if (ends[b] - groupStart >= GROUP || b == ends.length - 1) {
        cuts[++groups] = b + 1;
        groupStart = ends[b];
      }
    }
    return Arrays.copyOf(cuts, groups + 1);
  }

  /** LSD passes over {@code top} varying bits of {@code m} keys. */
  static int passes(int m, int top) {
    int widest = m >= WIDE_FROM ? WIDE_BITS : NARROW_BITS;
    return (top + widest - 1) / widest;
  }

  /**
   * Sorts {@link #keys()} stably and writes their original positions, in sorted order, to {@code
   * out[at…]}. Runs on one core (rows are ranked in parallel by the caller).
   */
  void argsort(long[] out, int at) {
    if (index == null) {
      index = new int[n];
      indexTmp = new int[n];
      argsortCounts = new int[8 << NARROW_BITS];
    }
    for (int i = 0; i < n; i++) {
      index[i] = i;
    }
    long[] srcKeys = keys();
    int[] srcIndex = index;
    if (n < INSERTION_BELOW) {
      insertionSort(srcKeys, srcIndex);
    } else {
      int[] h = argsortCounts;
      countDigits(srcKeys, h);
      long[] dstKeys = keysTmp;
      int[] dstIndex = indexTmp;
      for (int d = nextDigit(-1, srcKeys[0]); d >= 0; d = nextDigit(d, srcKeys[0])) {
        int base = d << NARROW_BITS;
        for (int b = 0, sum = 0; b < 1 << NARROW_BITS; b++) {
          int count = h[base | b];
          h[base | b] = sum;
          sum += count;
        }
        scatterWithIndex(srcKeys, dstKeys, srcIndex, dstIndex, h, base, d * NARROW_BITS);
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

  /** The 8-bit digit after {@code d} whose value differs between keys, or -1. */
  private int nextDigit(int d, long anyKey) {
    for (int e = d + 1; e < 8; e++) {
      int bucket = (e << NARROW_BITS) | ((int) (anyKey >>> (e * NARROW_BITS)) & 0xFF);
      if (argsortCounts[bucket] != n) {
        return e;
      }
    }
    return -1;
  }

  // unrolled by hand: a loop over the digits runs several times slower
  private void countDigits(long[] src, int[] h) {
    Arrays.fill(h, 0);
    for (int i = 0; i < n; i++) {
      long k = src[i];
      h[(int) k & 0xFF]++;
      h[0x100 | ((int) (k >>> 8) & 0xFF)]++;
      h[0x200 | ((int) (k >>> 16) & 0xFF)]++;
      h[0x300 | ((int) (k >>> 24) & 0xFF)]++;
      h[0x400 | ((int) (k >>> 32) & 0xFF)]++;
      h[0x500 | ((int) (k >>> 40) & 0xFF)]++;
      h[0x600 | ((int) (k >>> 48) & 0xFF)]++;
      h[0x700 | (int) (k >>> 56)]++;
    }
  }

  private void scatterWithIndex(
      long[] src, long[] dst, int[] srcIndex, int[] dstIndex, int[] o, int base, int shift) {
    for (int i = 0; i < n; i++) {
      long k = src[i];
      int p = o[base | ((int) (k >>> shift) & 0xFF)]++;
      dst[p] = k;
      dstIndex[p] = srcIndex[i];
    }
  }

  private static void insertionSort(long[] keys, int[] index) {
    for (int i = 1; i < keys.length; i++) {
      long k = keys[i];
      int x = index[i];
      int j = i - 1;
      for (; j >= 0 && Long.compareUnsigned(keys[j], k) > 0; j--) {
        keys[j + 1] = keys[j];
        index[j + 1] = index[j];
      }
      keys[j + 1] = k;
      index[j + 1] = x;
    }
  }
}
