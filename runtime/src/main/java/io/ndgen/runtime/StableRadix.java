package io.ndgen.runtime;

/**
 * A stable least-significant-digit radix sort of 64-bit keys (unsigned order) carrying their
 * original positions: 8 passes of one byte, each a counting sort, so equal keys keep their order; a
 * byte that is the same in every key is skipped (its histogram has one full bucket), which makes
 * narrow dtypes cost their width only. Short rows use a stable insertion sort instead. One instance
 * serves many rows of the same length: its buffers are allocated once.
 */
final class StableRadix {
  private static final int INSERTION_BELOW = 48;

  private final int n;
  private final long[] keys;
  private final long[] keysTmp;
  private final int[] index;
  private final int[] indexTmp;
  private final int[][] counts = new int[8][256];

  StableRadix(int n) {
    this.n = n;
    this.keys = new long[n];
    this.keysTmp = new long[n];
    this.index = new int[n];
    this.indexTmp = new int[n];
  }

  /** The buffer the caller fills with one row's keys before {@link #sort}. */
  long[] keys() {
    return keys;
  }

  /** Sorts the keys; writes their original positions, in sorted order, to {@code out[at…]}. */
  void sort(long[] out, int at) {
    for (int i = 0; i < n; i++) {
      index[i] = i;
    }
    if (n < INSERTION_BELOW) {
      insertionSort();
      for (int i = 0; i < n; i++) {
        out[at + i] = index[i];
      }
      return;
    }
    for (int[] c : counts) {
      java.util.Arrays.fill(c, 0);
    }
    for (int i = 0; i < n; i++) {
      long k = keys[i];
      for (int d = 0; d < 8; d++) {
        counts[d][(int) (k >>> (8 * d)) & 0xFF]++;
      }
    }
    long[] srcKeys = keys;
    long[] dstKeys = keysTmp;
    int[] srcIndex = index;
    int[] dstIndex = indexTmp;
    for (int d = 0; d < 8; d++) {
      int[] c = counts[d];
      if (c[(int) (srcKeys[0] >>> (8 * d)) & 0xFF] == n) {
        continue; // every key has this byte: the pass would not move anything
      }
      int sum = 0;
      for (int b = 0; b < 256; b++) {
        int t = c[b];
        c[b] = sum;
        sum += t;
      }
      int shift = 8 * d;
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

  private void insertionSort() {
    for (int i = 1; i < n; i++) {
      long k = keys[i];
      int x = index[i];
      int j = i - 1;
      while (j >= 0 && Long.compareUnsigned(keys[j], k) > 0) {
        keys[j + 1] = keys[j];
        index[j + 1] = index[j];
        j--;
      }
      keys[j + 1] = k;
      index[j + 1] = x;
    }
  }
}
