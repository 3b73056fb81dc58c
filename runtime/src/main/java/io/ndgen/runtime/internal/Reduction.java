package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The one reduction path: {@code StridedArray}'s reductions and the whole-array reductions of
 * generated classes ({@code VolumeArray.sum()}) both run here, so they give the same bits —
 * NumPy's.
 *
 * <p>Contract: {@code out} is a fresh zeroed array of the reduction's result dtype laid out as
 * {@link #outLayout} gives (the input's shape with every reduced axis of extent one, the kept axes
 * nested in NumPy's iteration order). It is initialised with the identity, or for min/max with the
 * first element along the reduced axes; then the input is walked as NumPy's reduction iterator
 * walks it ({@link ReduceIteration}: axes ordered by the input's strides, never flipped, coalesced)
 * and folded in the groups NumPy's inner loop sees: a call whose output position is fixed folds its
 * elements into one accumulator (floats by one pairwise sum, NumPy's {@code pairwise_sum}; float16
 * in float, rounded once per call), a call along a kept axis combines elementwise. So float sums,
 * float16 products and the like round exactly as NumPy's do. {@code loopType} is the dtype the
 * kernels run in: the input's, or for {@code mean} float64 (float32 for float16 input), the input
 * then being cast call by call as NumPy's buffered cast does. Not handled here: MEAN, ARGMIN,
 * ARGMAX (see {@code ops.Reductions}).
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
      DType loopType,
      Object in,
      Layout inLayout,
      boolean[] reduced,
      Object out,
      Layout outLayout) {
    reduce(op, null, false, dtype, loopType, in, inLayout, reduced, out, outLayout);
  }

  /**
   * {@link #reduce} with {@code fused} (when not null) as the loops in place of {@code op}'s: a
   * fused kernel ({@link FusedReductions}) folding as {@code op} folds (SUM: from zero, pairwise;
   * MIN/MAX: from the first element, associatively), so every path below applies to it. {@code
   * byOutput} marks loops that read data of their own by the output index: then the paths that fold
   * into private partial results (column blocks, leaf sums) are not taken.
   */
  static void reduce(
      ReduceOp op,
      @Nullable ReduceLoop fused,
      boolean byOutput,
      DType dtype,
      DType loopType,
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
    if (inLayout.size() == 0) {
      initialise(op, dtype, in, inLayout, reduced, count, out, outLayout);
      return;
    }
    int[] outStrides = outLayout.strides();
    for (int k = 0; k < rank; k++) {
      if (reduced[k]) {
        outStrides[k] = 0;
      }
    }
    LoopPlan plan =
        LoopPlan.ordered(
            inLayout.shape(),
            new int[][] {outStrides, inLayout.strides()},
            new int[] {outLayout.offset(), inLayout.offset()},
            iterationOrder(inLayout));
    boolean shortAxis = loopType == dtype && ShortReducedAxis.applies(op, dtype, plan);
    if (!shortAxis && !byOutput && ParallelExtreme.applies(op, dtype, loopType, plan)) {
      // each output starts from its own run's first element there, on the thread that reads the
      // run: no serial gather of the first elements (one cache line and page per row) beforehand
      ParallelExtreme.run(loops(op, fused, dtype), dtype, plan, in, out);
      return;
    }
    initialise(op, dtype, in, inLayout, reduced, count, out, outLayout);
    if (shortAxis) {
      ShortReducedAxis.fold(loops(op, fused, dtype), plan, in, out);
      return;
    }
    if (ParallelColumns.applies(dtype, loopType, plan)) {
      ParallelColumns.run(fused == null ? op : null, loops(op, fused, dtype), plan, in, out);
      return;
    }
    ReduceIteration it = ReduceIteration.of(plan, loopType != dtype);
    if (ParallelSum.applies(op, dtype, loopType, it) && !(byOutput && plan.rank() == 1)) {
      ParallelSum.run(it, fused, dtype, in, out);
      return;
    }
    ReduceLoop loop = loops(op, fused, loopType);
    int split = KeptSplit.loop(it);
    if (split >= 0) {
      // each piece folds its own outputs, each in the serial walk's order: the same bits
      Parallel.forEachPiece(
          KeptSplit.units(it, split),
          KeptSplit.grain(it, split),
          (from, to) -> new Walk(it, loop, dtype, loopType, in, out).run(split, from, to));
      return;
    }
    new Walk(it, loop, dtype, loopType, in, out).run(-1, 0, 0);
  }

  /** {@code fused} if given, else {@code op}'s loops for {@code dtype}. */
  private static ReduceLoop loops(ReduceOp op, @Nullable ReduceLoop fused, DType dtype) {
    return fused != null ? fused : ReduceLoops.of(op, dtype);
  }

  /**
   * Reduces every element of {@code in} (viewed through {@code layout}) into {@code acc[0]}, a
   * fresh one-element array of the result dtype.
   */
  public static void reduceAll(ReduceOp op, DType dtype, Object in, Layout layout, Object acc) {
    int rank = layout.rank();
    boolean[] all = new boolean[rank];
    Arrays.fill(all, true);
    int[] ones = new int[rank];
    Arrays.fill(ones, 1);
    reduce(op, dtype, dtype, in, layout, all, acc, Layout.contiguous(ones));
  }

  /**
   * The layout NumPy's iterator allocates for the result of reducing {@code in} over {@code
   * reduced} (with keepdims): the reduced axes of extent one, the kept axes contiguous and nested
   * in iteration order, so a reduction over a transposed array gives a transposed result.
   */
  public static Layout outLayout(Layout in, boolean[] reduced) {
    int rank = in.rank();
    int[] shape = in.shape();
    for (int k = 0; k < rank; k++) {
      if (reduced[k]) {
        shape[k] = 1;
      }
    }
    return Layout.of(shape, StrideOrder.nestedStrides(shape, iterationOrder(in)), 0);
  }

  /**
   * NumPy's axis order for a reduction of {@code in}: its output is not allocated yet when the
   * iterator orders the axes, so the input's strides alone decide (extent-one axes abstain).
   */
  private static int[] iterationOrder(Layout in) {
    int rank = in.rank();
    int[] strides = new int[rank];
    for (int k = 0; k < rank; k++) {
      strides[k] = in.shape(k) == 1 ? 0 : in.stride(k);
    }
    return StrideOrder.forIteration(new int[][] {strides}, rank, false);
  }

  /** One walk of a {@link ReduceIteration}: the calls NumPy's inner loop sees, in order. */
  private static final class Walk {
    private final ReduceIteration it;
    private final LoopPlan plan;
    private final ReduceLoop loop;
    private final DType dtype;
    private final DType loopType;
    private final Object in;
    private final Object out;
    private final int rank;
    private @Nullable Object buffer;
    private @Nullable Object castBuffer;

    /** A call's loops for {@link #gather} (outer to innermost); entry 0's extent varies. */
    private final int[] callExtents;

    private final int[] callStrides;
    private final int[] bufferStrides;

    Walk(ReduceIteration it, ReduceLoop loop, DType dtype, DType loopType, Object in, Object out) {
      this.it = it;
      this.plan = it.plan;
      this.loop = loop;
      this.dtype = dtype;
      this.loopType = loopType;
      this.in = in;
      this.out = out;
      this.rank = plan.rank();
      int depth = rank - it.outer;
      callExtents = new int[depth];
      callStrides = new int[depth];
      bufferStrides = new int[depth];
      int stride = 1;
      for (int k = depth - 1; k >= 0; k--) {
        callExtents[k] = plan.extent(it.outer + k);
        callStrides[k] = plan.stride(1, it.outer + k);
        bufferStrides[k] = stride;
        stride *= callExtents[k];
      }
    }

    /**
     * The walk, or with {@code split >= 0} only its calls whose index along that kept loop ({@link
     * KeptSplit}) is in {@code [from, to)}: the calls along {@link ReduceIteration#outer} in groups
     * of one call's cores, a loop outside it by its index.
     */
    void run(int split, int from, int to) {
      int outer = it.outer;
      int extent = plan.extent(outer);
      int perCall = KeptSplit.coresPerCall(it);
      int coreSize = Math.toIntExact(it.core);
      int start = 0;
      int stop = extent;
      if (split == outer) {
        start = from * perCall;
        stop = Math.min(extent, to * perCall);
      }
      Odometer slabs = Odometer.outer(plan, rank - outer);
      do {
        if (split >= 0
            && split < outer
            && (slabs.index(split) < from || slabs.index(split) >= to)) {
          continue;
        }
        int o = slabs.position(0);
        int i = slabs.position(1);
        for (int r = start; r < stop; r += perCall) {
          int cores = Math.min(perCall, extent - r);
          call(
              o + r * plan.stride(0, outer),
              i + r * plan.stride(1, outer),
              cores,
              cores * coreSize);
        }
      } while (slabs.next());
    }

    /**
     * One inner-loop call over {@code cores} consecutive cores along the outer loop ({@code n}
     * elements), the first at positions {@code o} (output) and {@code i} (input).
     */
    private void call(int o, int i, int cores, int n) {
      Object src = in;
      int si = i;
      int ss = plan.innerStride(1);
      if (!it.inSingleStride) {
        src = gather(i, cores, n);
        si = 0;
        ss = 1;
      }
      int os = plan.innerStride(0);
      if (os == 0) {
        loop.run(src, si, ss, n, out, o);
      } else {
        loop.accumulate(src, si, ss, out, o, os, n);
      }
    }

    /**
     * Copies the call's input elements (loops {@code outer} to innermost, {@code cores} of them
     * along {@code outer}) into the buffer in visiting order, cast to the loop type: NumPy's
     * buffering.
     */
    private Object gather(int i, int cores, int n) {
      callExtents[0] = cores; // the buffer strides do not depend on it
      Object b = buffer;
      if (b == null) {
        b = Storage.allocate(dtype, Math.toIntExact(it.reduceMode ? it.core : it.bufferSize));
        buffer = b;
      }
      StridedCopy.copy(callExtents, in, callStrides, i, b, bufferStrides, 0);
      if (loopType == dtype) {
        return b;
      }
      Object c = castBuffer;
      if (c == null) {
        c = Storage.allocate(loopType, Storage.length(b));
        castBuffer = c;
      }
      for (int j = 0; j < n; j++) {
        Storage.setDouble(loopType, c, j, Storage.getDouble(dtype, b, j));
      }
      return c;
    }
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
          throw Errors.emptyReduction(op.numpyName());
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
