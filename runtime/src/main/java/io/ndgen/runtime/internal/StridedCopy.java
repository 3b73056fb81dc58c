package io.ndgen.runtime.internal;

/**
 * Copies elements between two strided layouts over primitive arrays of the same type, in memory
 * order.
 *
 * <p>Contract: {@code dst[dstOffset + Σ i·dstStrides] = src[srcOffset + Σ i·srcStrides]} for every
 * index {@code i} of {@code shape}. Source strides may be 0 (broadcast). Both arrays must have the
 * same primitive component type and every index must be in bounds (callers check with {@code
 * Layout}). Source and destination must not overlap; callers that cannot rule it out copy through a
 * temporary (see {@code StridedArray.copyInto}).
 *
 * <p>The loop nest comes from {@link LoopPlan} with the destination deciding the order, so writes
 * are sequential and contiguous runs become {@code System.arraycopy}. When the source's
 * fastest-varying axis is not the destination's (a transpose or permute), the two axes are walked
 * in square tiles so that both sides stay in cache.
 */
public final class StridedCopy {
  /** Below this source stride on the innermost loop, plain row copies are cache-friendly. */
  static final int TILED_STRIDE = 32;

  private StridedCopy() {}

  /** Copies {@code shape} elements from {@code src} to {@code dst}; see the class contract. */
  public static void copy(
      int[] shape,
      Object src,
      int[] srcStrides,
      int srcOffset,
      Object dst,
      int[] dstStrides,
      int dstOffset) {
    LoopPlan plan =
        LoopPlan.plan(
            shape, new int[][] {dstStrides, srcStrides}, new int[] {dstOffset, srcOffset});
    if (plan.size() == 0) {
      return;
    }
    CopyKernel kernel = CopyKernels.forComponent(dst.getClass().getComponentType());
    int rank = plan.rank();
    int srcFastest = fastestAxis(plan, 1);
    int inner = rank - 1;
    if (rank >= 2 && srcFastest != inner && Math.abs(plan.stride(1, inner)) > TILED_STRIDE) {
      copyBlocked(plan, kernel, dst, src, srcFastest);
    } else {
      copyRows(plan, kernel, dst, src);
    }
  }

  /** The loop with the smallest nonzero |stride| for one operand, or the innermost loop. */
  private static int fastestAxis(LoopPlan plan, int op) {
    int best = plan.rank() - 1;
    int bestStride = Integer.MAX_VALUE;
    for (int k = 0; k < plan.rank(); k++) {
      int s = Math.abs(plan.stride(op, k));
      if (s != 0 && s < bestStride) {
        best = k;
        bestStride = s;
      }
    }
    return best;
  }

  /** Innermost two loops in one kernel call, the rest by an odometer. */
  private static void copyRows(LoopPlan plan, CopyKernel kernel, Object dst, Object src) {
    int rank = plan.rank();
    int inner = rank - 1;
    int outerAxis = rank - 2; // -1 when the plan has one loop
    int outerCount = outerAxis >= 0 ? plan.extent(outerAxis) : 1;
    int dOuter = outerAxis >= 0 ? plan.stride(0, outerAxis) : 0;
    int sOuter = outerAxis >= 0 ? plan.stride(1, outerAxis) : 0;
    Odometer rows = Odometer.outer(plan, 2);
    do {
      kernel.copy2d(
          dst,
          rows.position(0),
          dOuter,
          plan.stride(0, inner),
          src,
          rows.position(1),
          sOuter,
          plan.stride(1, inner),
          outerCount,
          plan.extent(inner));
    } while (rows.next());
  }

  /**
   * Walks loops {@code a} (the source's fastest) and the innermost loop {@code b} (the
   * destination's fastest) with {@link CopyKernel#copyTransposed} (64 x 64 tiles, each copied by 4
   * x 4 register blocks); all other loops by an odometer.
   *
   * <p>The tile shape was chosen with {@code CopyBenchmark}-like runs of 2-D transposes (4096^2,
   * 4000^2) and 3-D permutes (256^3, 250^3): 64 x 64 with register blocks was the fastest or within
   * a few percent of it at every size, including the power-of-two extents whose rows share cache
   * sets, where plain row copies of the same tiles were 2.5x slower.
   */
  private static void copyBlocked(LoopPlan plan, CopyKernel kernel, Object dst, Object src, int a) {
    int rank = plan.rank();
    int b = rank - 1;
    int[] others = new int[rank - 2];
    for (int k = 0, j = 0; k < rank; k++) {
      if (k != a && k != b) {
        others[j++] = k;
      }
    }
    int na = plan.extent(a);
    int nb = plan.extent(b);
    int dA = plan.stride(0, a);
    int dB = plan.stride(0, b);
    int sA = plan.stride(1, a);
    int sB = plan.stride(1, b);
    Odometer tiles = Odometer.over(plan, others);
    do {
      kernel.copyTransposed(dst, tiles.position(0), dA, dB, src, tiles.position(1), sA, sB, na, nb);
    } while (tiles.next());
  }
}
