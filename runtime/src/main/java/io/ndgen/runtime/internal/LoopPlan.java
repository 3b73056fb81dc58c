package io.ndgen.runtime.internal;

import java.util.Arrays;

/**
 * The loop nest that visits every element of one or more operands of a common shape in memory
 * order, as NumPy's nditer plans it.
 *
 * <p>Contract: given a shape and, per operand, strides (in elements; 0 for a broadcast axis) and an
 * offset, {@link #plan} returns an equivalent loop nest, outermost axis first, that
 *
 * <ol>
 *   <li>drops axes of extent one (their strides never matter);
 *   <li>flips axes on which every operand's stride is negative (or zero), moving the offsets to the
 *       other end, so reversed views are walked forwards;
 *   <li>orders axes by decreasing |stride| of the first operand that has unequal nonzero strides on
 *       the two axes compared ({@link StrideOrder#forIteration}), so the innermost loop has the
 *       smallest stride — operand 0 is the one that decides, usually the destination;
 *   <li>merges adjacent axes when, for every operand, {@code stride[outer] == stride[inner] *
 *       extent[inner]}, giving long inner runs.
 * </ol>
 *
 * The visiting order of elements changes; the pairing of elements across operands does not, so any
 * elementwise operation gives the same result. A rank-0 or size-one input plans as one axis of
 * extent one; an empty input as one axis of extent zero. Not handled here: choosing block sizes for
 * transposes (see {@link StridedCopy}).
 */
public final class LoopPlan {
  private final int[] shape;
  private final int[][] strides;
  private final int[] offsets;

  private LoopPlan(int[] shape, int[][] strides, int[] offsets) {
    this.shape = shape;
    this.strides = strides;
    this.offsets = offsets;
  }

  /**
   * Plans a loop over {@code shape} for operands with the given strides and offsets ({@code
   * strides[op][axis]}, {@code offsets[op]}).
   */
  public static LoopPlan plan(int[] shape, int[][] strides, int[] offsets) {
    return plan(shape, strides, offsets, true);
  }

  /**
   * As {@link #plan(int[], int[][], int[])}; with {@code flipNegative} false, step 2 is skipped and
   * reversed views are walked backwards, in their logical order along each axis (NumPy's {@code
   * NPY_ITER_DONT_NEGATE_STRIDES}, which reductions use so that float sums round as NumPy's do).
   */
  public static LoopPlan plan(int[] shape, int[][] strides, int[] offsets, boolean flipNegative) {
    int ops = offsets.length;
    int[] off = offsets.clone();
    for (int n : shape) {
      if (n == 0) {
        return new LoopPlan(new int[] {0}, new int[ops][1], off);
      }
    }
    // 1. keep the axes that matter
    int rank = 0;
    int[] axes = new int[shape.length];
    for (int k = 0; k < shape.length; k++) {
      if (shape[k] != 1) {
        axes[rank++] = k;
      }
    }
    if (rank == 0) {
      return new LoopPlan(new int[] {1}, new int[ops][1], off);
    }
    int[] dims = new int[rank];
    int[][] st = new int[ops][rank];
    for (int j = 0; j < rank; j++) {
      dims[j] = shape[axes[j]];
      for (int op = 0; op < ops; op++) {
        st[op][j] = strides[op][axes[j]];
      }
    }
    // 2. flip axes that every operand walks backwards
    for (int j = 0; j < rank && flipNegative; j++) {
      boolean anyNegative = false;
      boolean allNonPositive = true;
      for (int op = 0; op < ops; op++) {
        anyNegative |= st[op][j] < 0;
        allNonPositive &= st[op][j] <= 0;
      }
      if (anyNegative && allNonPositive) {
        for (int op = 0; op < ops; op++) {
          off[op] += st[op][j] * (dims[j] - 1);
          st[op][j] = -st[op][j];
        }
      }
    }
    // 3. order axes: largest stride outermost
    int[] order = StrideOrder.forIteration(st, rank, true);
    return coalesced(dims, st, off, order);
  }

  /**
   * A plan that visits the axes in the given {@code order} (axis indices, outermost first): axes of
   * extent one dropped, the rest coalesced where every operand allows it, no axis flipped. For
   * loops whose order is fixed elsewhere, as NumPy's reductions fix it ({@code Reduction}).
   */
  public static LoopPlan ordered(int[] shape, int[][] strides, int[] offsets, int[] order) {
    int ops = offsets.length;
    int rank = 0;
    for (int axis : order) {
      if (shape[axis] != 1) {
        rank++;
      }
    }
    if (rank == 0) {
      return new LoopPlan(new int[] {1}, new int[ops][1], offsets.clone());
    }
    int[] dims = new int[rank];
    int[][] st = new int[ops][rank];
    int[] identity = new int[rank];
    int j = 0;
    for (int axis : order) {
      if (shape[axis] != 1) {
        dims[j] = shape[axis];
        for (int op = 0; op < ops; op++) {
          st[op][j] = strides[op][axis];
        }
        identity[j] = j;
        j++;
      }
    }
    return coalesced(dims, st, offsets.clone(), identity);
  }

  /** Step 4: the loops in {@code order}, neighbours merged where every operand allows it. */
  private static LoopPlan coalesced(int[] dims, int[][] st, int[] off, int[] order) {
    int ops = off.length;
    int rank = dims.length;
    int[] sortedDims = new int[rank];
    int[][] sortedStrides = new int[ops][rank];
    for (int j = 0; j < rank; j++) {
      sortedDims[j] = dims[order[j]];
      for (int op = 0; op < ops; op++) {
        sortedStrides[op][j] = st[op][order[j]];
      }
    }
    // 4. coalesce neighbours that form one run for every operand
    int merged = 0;
    for (int j = 1; j < rank; j++) {
      boolean joinable = true;
      for (int op = 0; op < ops && joinable; op++) {
        joinable = (long) sortedStrides[op][merged] == (long) sortedStrides[op][j] * sortedDims[j];
      }
      if (joinable) {
        sortedDims[merged] *= sortedDims[j];
        for (int op = 0; op < ops; op++) {
          sortedStrides[op][merged] = sortedStrides[op][j];
        }
      } else {
        merged++;
        sortedDims[merged] = sortedDims[j];
        for (int op = 0; op < ops; op++) {
          sortedStrides[op][merged] = sortedStrides[op][j];
        }
      }
    }
    int finalRank = merged + 1;
    int[][] finalStrides = new int[ops][];
    for (int op = 0; op < ops; op++) {
      finalStrides[op] = Arrays.copyOf(sortedStrides[op], finalRank);
    }
    return new LoopPlan(Arrays.copyOf(sortedDims, finalRank), finalStrides, off);
  }

  /** Number of loops after coalescing (at least one). */
  public int rank() {
    return shape.length;
  }

  /** Number of operands. */
  public int operands() {
    return offsets.length;
  }

  /** Extent of loop {@code k}, outermost first. */
  public int extent(int k) {
    return shape[k];
  }

  /** Stride of operand {@code op} along loop {@code k}. */
  public int stride(int op, int k) {
    return strides[op][k];
  }

  /** Extent of the innermost loop. */
  public int innerExtent() {
    return shape[shape.length - 1];
  }

  /** Stride of operand {@code op} along the innermost loop. */
  public int innerStride(int op) {
    return strides[op][shape.length - 1];
  }

  /** Storage index of the first visited element of operand {@code op}. */
  public int offset(int op) {
    return offsets[op];
  }

  /** Total number of elements visited. */
  public long size() {
    long s = 1;
    for (int n : shape) {
      s *= n;
    }
    return s;
  }

  @Override
  public String toString() {
    return "LoopPlan(shape="
        + Arrays.toString(shape)
        + ", strides="
        + Arrays.deepToString(strides)
        + ", offsets="
        + Arrays.toString(offsets)
        + ")";
  }
}
