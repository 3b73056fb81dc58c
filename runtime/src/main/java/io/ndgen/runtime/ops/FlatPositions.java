package io.ndgen.runtime.ops;

/** Storage positions of a multi-axis loop by flat visiting index. */
interface FlatPositions {
  /** Writes the positions of visits {@code start … start+n-1} into {@code dst[0 … n-1]}. */
  void fill(long start, int n, int[] dst);
}
