package io.ndgen.runtime.iter;

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
  static final int TILE = 32;

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
    if (rank >= 2 && srcFastest != inner && Math.abs(plan.stride(1, inner)) > TILE) {
      copyBlocked(plan, kernel, dst, src, srcFastest);
    } else {
      copyRows(plan, kernel, dst, src);
    }
  }

  /** True if a stride spans a multiple of 4 KiB: rows of a tile would share cache sets. */
  private static boolean aliases(int stride, int itemSize) {
    long bytes = Math.abs((long) stride) * itemSize;
    return bytes >= 4096 && bytes % 4096 == 0;
  }

  private static int itemSize(Class<?> primitive) {
    if (primitive == long.class || primitive == double.class) {
      return 8;
    } else if (primitive == int.class || primitive == float.class) {
      return 4;
    } else if (primitive == short.class) {
      return 2;
    }
    return 1;
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
    int[] counter = new int[Math.max(rank - 2, 0)];
    int d = plan.offset(0);
    int s = plan.offset(1);
    while (true) {
      kernel.copy2d(
          dst,
          d,
          dOuter,
          plan.stride(0, inner),
          src,
          s,
          sOuter,
          plan.stride(1, inner),
          outerCount,
          plan.extent(inner));
      int k = rank - 3;
      for (; k >= 0; k--) {
        if (++counter[k] < plan.extent(k)) {
          d += plan.stride(0, k);
          s += plan.stride(1, k);
          break;
        }
        counter[k] = 0;
        d -= plan.stride(0, k) * (plan.extent(k) - 1);
        s -= plan.stride(1, k) * (plan.extent(k) - 1);
      }
      if (k < 0) {
        return;
      }
    }
  }

  /**
   * Walks loops {@code a} (the source's fastest) and the innermost loop {@code b} (the
   * destination's fastest) in tiles; all other loops by an odometer.
   *
   * <p>Tile shapes were chosen with {@code CopyBenchmark} on 2-D transposes and 3-D permutes. When
   * a stride of the tiled loops is a multiple of 4 KiB, the rows of a tile map to the same cache
   * sets and evict each other; then the tile is narrow along {@code b} (16) and eight rows of
   * {@code a} are copied per pass so each source line is used while it is still cached. Otherwise
   * tiles are long along {@code b} (32 x 256) for long sequential write runs.
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
    int[] counter = new int[others.length];
    int d = plan.offset(0);
    int s = plan.offset(1);
    int na = plan.extent(a);
    int nb = plan.extent(b);
    int dA = plan.stride(0, a);
    int dB = plan.stride(0, b);
    int sA = plan.stride(1, a);
    int sB = plan.stride(1, b);
    int itemSize = itemSize(dst.getClass().getComponentType());
    boolean aliasing =
        aliases(dA, itemSize)
            || aliases(dB, itemSize)
            || aliases(sA, itemSize)
            || aliases(sB, itemSize);
    int tileA = aliasing ? 64 : 32;
    int tileB = aliasing ? 16 : 256;
    while (true) {
      for (int ia = 0; ia < na; ia += tileA) {
        int ta = Math.min(tileA, na - ia);
        for (int ib = 0; ib < nb; ib += tileB) {
          int tb = Math.min(tileB, nb - ib);
          int dTile = d + ia * dA + ib * dB;
          int sTile = s + ia * sA + ib * sB;
          if (aliasing) {
            kernel.copy2dInterleaved(dst, dTile, dA, dB, src, sTile, sA, sB, ta, tb);
          } else {
            kernel.copy2d(dst, dTile, dA, dB, src, sTile, sA, sB, ta, tb);
          }
        }
      }
      int j = others.length - 1;
      for (; j >= 0; j--) {
        int k = others[j];
        if (++counter[j] < plan.extent(k)) {
          d += plan.stride(0, k);
          s += plan.stride(1, k);
          break;
        }
        counter[j] = 0;
        d -= plan.stride(0, k) * (plan.extent(k) - 1);
        s -= plan.stride(1, k) * (plan.extent(k) - 1);
      }
      if (j < 0) {
        return;
      }
    }
  }
}
