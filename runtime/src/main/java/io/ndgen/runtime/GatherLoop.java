package io.ndgen.runtime;

/**
 * Copies chosen elements of one primitive storage type: the per-type loops of boolean and integer
 * indexing ({@code a[mask]}, {@code take}). One instance per primitive, from {@code
 * GatherLoops.forComponent}.
 */
interface GatherLoop {
  /**
   * Copies {@code src[s + i*ss]} for each {@code i < n} with {@code keep[k + i]}, in order, to
   * {@code dst[d]}, {@code dst[d + 1]}, … and returns how many; stops after {@code limit} (the
   * number of true flags, so {@code dst} needs no room beyond them).
   */
  int compress(
      boolean[] keep, int k, Object src, int s, int ss, Object dst, int d, int n, int limit);

  /** {@code dst[d + j] = src[s + index[j] * ss]} for every {@code j < index.length}. */
  void gather(Object src, int s, int ss, int[] index, Object dst, int d);
}
