package io.ndgen.runtime.internal;

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
   * As {@link #copy2d} for a transpose (the source's fastest axis is the outer one): the block is
   * walked in 64 x 64 tiles, each copied by 4 x 4 register blocks, so each block reads four source
   * lines and writes four destination lines instead of touching a source line per element.
   */
  void copyTransposed(
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
