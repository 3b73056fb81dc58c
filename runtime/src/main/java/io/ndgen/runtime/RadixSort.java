package io.ndgen.runtime;

import java.util.Arrays;

/**
 * Least-significant-digit radix sort of 64-bit keys in unsigned order: 8 passes of one byte, each a
 * stable counting sort; a byte that is the same in every key is skipped (its histogram has one full
 * bucket), so keys of narrow dtypes cost only their width. {@link #argsort} carries each key's
 * original position along, which makes it a stable ranking; {@link #sort} moves the keys alone.
 * Short rows use an insertion sort instead. One instance serves many rows of one length: the
 * buffers are allocated once. {@link #sortInts} is the same sort on 32-bit keys.
 */
final class RadixSort {
  /** Below this length an insertion sort beats the eight histogram passes. */
  static final int INSERTION_BELOW = 48;

  private final int n;
  private final int[][] counts = new int[8][256];
  // buffers, each allocated on first use (a sort of 32-bit keys needs no 64-bit ones)
  private long[] keys;
  private long[] keysTmp;
  private int[] index;
  private int[] indexTmp;
  private int[] intKeys;
  private int[] intKeysTmp;

  RadixSort(int n) {
    this.n = n;
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

  /** Sorts {@link #keys()} in place. */
  void sort() {
    if (n < INSERTION_BELOW) {
      insertionSort(false);
      return;
    }
    countBytes();
    long[] src = keys;
    long[] dst = keysTmp;
    for (int d = 0; d < 8; d++) {
      int shift = 8 * d;
      int[] c = counts[d];
      if (!prefixSums(c, src[0], shift)) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        long k = src[i];
        dst[c[(int) (k >>> shift) & 0xFF]++] = k;
      }
      long[] t = src;
      src = dst;
      dst = t;
    }
    if (src != keys) {
      System.arraycopy(src, 0, keys, 0, n);
    }
  }

  /**
   * Sorts {@link #keys()} stably and writes their original positions, in sorted order, to {@code
   * out[at…]}.
   */
  void argsort(long[] out, int at) {
    if (index == null) {
      index = new int[n];
      indexTmp = new int[n];
    }
    for (int i = 0; i < n; i++) {
      index[i] = i;
    }
    if (n < INSERTION_BELOW) {
      insertionSort(true);
      for (int i = 0; i < n; i++) {
        out[at + i] = index[i];
      }
      return;
    }
    countBytes();
    long[] srcKeys = keys;
    long[] dstKeys = keysTmp;
    int[] srcIndex = index;
    int[] dstIndex = indexTmp;
    for (int d = 0; d < 8; d++) {
      int shift = 8 * d;
      int[] c = counts[d];
      if (!prefixSums(c, srcKeys[0], shift)) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        long k = srcKeys[i];
        int pos = c[(int) (k >>> shift) & 0xFF]++;
        dstKeys[pos] = k;
        dstIndex[pos] = srcIndex[i];
      }
      long[] tk = srcKeys;
      srcKeys = dstKeys;
      dstKeys = tk;
      int[] ti = srcIndex;
      srcIndex = dstIndex;
      dstIndex = ti;
    }
    for (int i = 0; i < n; i++) {
      out[at + i] = srcIndex[i];
    }
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

  /** Sorts {@link #intKeys()} in place, in unsigned order. */
  void sortInts() {
    int[] src = intKeys();
    if (n < INSERTION_BELOW) {
      for (int i = 1; i < n; i++) {
        int k = src[i];
        int j = i - 1;
        for (; j >= 0 && Integer.compareUnsigned(src[j], k) > 0; j--) {
          src[j + 1] = src[j];
        }
        src[j + 1] = k;
      }
      return;
    }
    for (int d = 0; d < 4; d++) {
      Arrays.fill(counts[d], 0);
    }
    int[] c0 = counts[0];
    int[] c1 = counts[1];
    int[] c2 = counts[2];
    int[] c3 = counts[3];
    for (int i = 0; i < n; i++) {
      int k = src[i];
      c0[k & 0xFF]++;
      c1[(k >>> 8) & 0xFF]++;
      c2[(k >>> 16) & 0xFF]++;
      c3[k >>> 24]++;
    }
    int[] dst = intKeysTmp;
    for (int d = 0; d < 4; d++) {
      int shift = 8 * d;
      int[] c = counts[d];
      if (!prefixSums(c, src[0] & 0xFFFFFFFFL, shift)) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        int k = src[i];
        dst[c[(k >>> shift) & 0xFF]++] = k;
      }
      int[] t = src;
      src = dst;
      dst = t;
    }
    if (src != intKeys) {
      System.arraycopy(src, 0, intKeys, 0, n);
    }
  }

  /** One pass over the keys counts every byte position's values. */
  private void countBytes() {
    for (int[] c : counts) {
      Arrays.fill(c, 0);
    }
    int[] c0 = counts[0];
    int[] c1 = counts[1];
    int[] c2 = counts[2];
    int[] c3 = counts[3];
    int[] c4 = counts[4];
    int[] c5 = counts[5];
    int[] c6 = counts[6];
    int[] c7 = counts[7];
    for (int i = 0; i < n; i++) {
      long k = keys[i];
      c0[(int) k & 0xFF]++;
      c1[(int) (k >>> 8) & 0xFF]++;
      c2[(int) (k >>> 16) & 0xFF]++;
      c3[(int) (k >>> 24) & 0xFF]++;
      c4[(int) (k >>> 32) & 0xFF]++;
      c5[(int) (k >>> 40) & 0xFF]++;
      c6[(int) (k >>> 48) & 0xFF]++;
      c7[(int) (k >>> 56)]++;
    }
  }

  /**
   * Turns a byte histogram into bucket starts; false (nothing to do) if every key has the same byte
   * as {@code anyKey}.
   */
  private boolean prefixSums(int[] c, long anyKey, int shift) {
    if (c[(int) (anyKey >>> shift) & 0xFF] == n) {
      return false;
    }
    int sum = 0;
    for (int b = 0; b < 256; b++) {
      int t = c[b];
      c[b] = sum;
      sum += t;
    }
    return true;
  }

  private void insertionSort(boolean withIndex) {
    for (int i = 1; i < n; i++) {
      long k = keys[i];
      int x = withIndex ? index[i] : 0;
      int j = i - 1;
      while (j >= 0 && Long.compareUnsigned(keys[j], k) > 0) {
        keys[j + 1] = keys[j];
        if (withIndex) {
          index[j + 1] = index[j];
        }
        j--;
      }
      keys[j + 1] = k;
      if (withIndex) {
        index[j + 1] = x;
      }
    }
  }
}
