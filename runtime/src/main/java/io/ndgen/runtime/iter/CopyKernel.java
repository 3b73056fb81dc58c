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
   * As {@link #copy2d} for a tile of a transpose (the source's fastest axis is the outer one): 4x4
   * blocks go through registers, so each block reads four source lines and writes four destination
   * lines instead of touching a source line per element.
   */
  void copyTile(
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
