package io.ndgen.runtime.iter;

/** Copies a 2-D strided block between two arrays of one primitive type. */
interface CopyKernel {
  /**
   * For {@code i < outer, j < inner}: {@code dst[dst + i*dstOuter + j*dstInner] = src[src +
   * i*srcOuter + j*srcInner]}. A unit inner stride on both sides uses {@code System.arraycopy}.
   * Source and destination must not overlap.
   */
  void copy2d(
      Object dstArray,
      int dst,
      int dstOuter,
      int dstInner,
      Object srcArray,
      int src,
      int srcOuter,
      int srcInner,
      int outer,
      int inner);

  /**
   * As {@link #copy2d}, eight outer rows per pass of the inner loop: when the source's
   * fastest-varying axis is the outer one, each source cache line then serves eight writes at once
   * instead of being fetched again for every row.
   */
  void copy2dInterleaved(
      Object dstArray,
      int dst,
      int dstOuter,
      int dstInner,
      Object srcArray,
      int src,
      int srcOuter,
      int srcInner,
      int outer,
      int inner);
}
