package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ops.ReduceOp;

/**
 * The one reduction path: {@code StridedArray}'s reductions and the whole-array reductions of
 * generated classes ({@code VolumeArray.sum()}) both run here, so they give the same bits.
 *
 * <p>Contract: {@code out} is a fresh zeroed array of the reduction's result dtype laid out as
 * {@code outLayout} (the input's shape with every reduced axis of extent one). It is initialised
 * with the identity, or for min/max with the first element along the reduced axes, then every input
 * element is folded into its accumulator. The input is walked by a {@link LoopPlan} ordered by its
 * own strides, the accumulator seen with stride 0 on reduced axes; a run along a reduced axis is
 * folded into one accumulator (floats summed pairwise, NumPy's {@code pairwise_sum}), a run along a
 * kept axis is combined elementwise — the order NumPy's iterator gives, so float sums round as
 * NumPy's do (like NumPy's reductions, axes with negative strides are not flipped). A whole float
 * sum over a layout that does not coalesce to one run is summed pairwise over all its elements in
 * memory order, as NumPy's buffered reduction does. Not handled here: MEAN, ARGMIN, ARGMAX (see
 * {@code ops.Reductions}).
 *
 * <p>Throws {@code IllegalArgumentException} for min/max over an empty set of elements (NumPy's
 * "zero-size array to reduction operation minimum which has no identity"), even when the result is
 * empty.
 */
public final class Reduction {
  private Reduction() {}

  /** Reduces {@code in} over the axes marked in {@code reduced} into {@code out}; see the class. */
  public static void reduce(
      ReduceOp op,
      DType dtype,
      Object in,
      Layout inLayout,
      boolean[] reduced,
      Object out,
      Layout outLayout) {
    int rank = inLayout.rank();
    long count = 1;
    for (int k = 0; k < rank; k++) {
      if (reduced[k]) {
        count *= inLayout.shape(k);
      }
    }
    initialise(op, dtype, in, inLayout, reduced, count, out, outLayout);
    int[] outStrides = outLayout.strides();
    for (int k = 0; k < rank; k++) {
      if (reduced[k]) {
        outStrides[k] = 0;
      }
    }
    LoopPlan plan =
        LoopPlan.plan(
            inLayout.shape(),
            new int[][] {inLayout.strides(), outStrides},
            new int[] {inLayout.offset(), outLayout.offset()},
            false);
    if (plan.size() == 0) {
      return;
    }
    ReduceLoop loop = ReduceLoops.of(op, dtype);
    if (op == ReduceOp.SUM && dtype.isFloatingPoint() && outLayout.size() == 1 && plan.rank() > 1) {
      // NumPy buffers such an operand and sums the buffer pairwise as one block
      int n = Math.toIntExact(plan.size());
      Object buffer = Storage.allocate(dtype, n);
      gather(plan, in, buffer);
      loop.run(buffer, 0, 1, n, out, outLayout.offset());
      return;
    }
    int n = plan.innerExtent();
    int is = plan.innerStride(0);
    int os = plan.innerStride(1);
    Odometer od = Odometer.outer(plan, 1);
    if (os == 0) {
      do {
        loop.run(in, od.position(0), is, n, out, od.position(1));
      } while (od.next());
    } else {
      do {
        loop.accumulate(in, od.position(0), is, out, od.position(1), os, n);
      } while (od.next());
    }
  }

  /**
   * Reduces every element of {@code in} (viewed through {@code layout}) into {@code acc[0]}, a
   * fresh one-element array of the result dtype.
   */
  public static void reduceAll(ReduceOp op, DType dtype, Object in, Layout layout, Object acc) {
    int rank = layout.rank();
    boolean[] all = new boolean[rank];
    java.util.Arrays.fill(all, true);
    int[] ones = new int[rank];
    java.util.Arrays.fill(ones, 1);
    reduce(op, dtype, in, layout, all, acc, Layout.contiguous(ones));
  }

  /**
   * Copies operand 0 of {@code plan} into {@code buffer}, contiguous in the plan's visiting order.
   */
  private static void gather(LoopPlan plan, Object in, Object buffer) {
    int rank = plan.rank();
    int[] extents = new int[rank];
    int[] strides = new int[rank];
    int[] nested = new int[rank];
    int stride = 1;
    for (int k = rank - 1; k >= 0; k--) {
      extents[k] = plan.extent(k);
      strides[k] = plan.stride(0, k);
      nested[k] = stride;
      stride *= extents[k];
    }
    StridedCopy.copy(extents, in, strides, plan.offset(0), buffer, nested, 0);
  }

  /** The identity for sum/prod/any/all; for min/max the first element along the reduced axes. */
  private static void initialise(
      ReduceOp op,
      DType dtype,
      Object in,
      Layout inLayout,
      boolean[] reduced,
      long count,
      Object out,
      Layout outLayout) {
    switch (op) {
      case PROD:
      case ALL:
        DType result = op == ReduceOp.ALL ? DType.BOOL : accumulator(dtype);
        for (int i = 0, n = Storage.length(out); i < n; i++) {
          Storage.setDouble(result, out, i, 1);
        }
        return;
      case MIN:
      case MAX:
        if (count == 0) {
          throw new IllegalArgumentException(
              "zero-size array to reduction operation "
                  + op.numpyName()
                  + " which has no identity");
        }
        if (outLayout.size() > 0) {
          Layout first = inLayout;
          for (int k = 0; k < reduced.length; k++) {
            if (reduced[k]) {
              first = first.slice(k, 0, 1, 1);
            }
          }
          StridedCopy.copy(
              first.shape(),
              in,
              first.strides(),
              first.offset(),
              out,
              outLayout.strides(),
              outLayout.offset());
        }
        return;
      default:
        return; // zeros: the identity of sum and any
    }
  }

  /** The dtype sum and prod accumulate {@code in} in: int64, uint64 or the float's own. */
  public static DType accumulator(DType in) {
    if (in.isFloatingPoint()) {
      return in;
    }
    return in.isUnsigned() ? DType.UINT64 : DType.INT64;
  }
}
