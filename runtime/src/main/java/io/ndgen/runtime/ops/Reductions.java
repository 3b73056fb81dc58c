package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.LoopPlan;
import io.ndgen.runtime.internal.Reduction;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.Storage;

/**
 * Reductions over a set of axes with NumPy's result dtypes (sum/prod: int64 for bool and signed,
 * uint64 for unsigned, the float's own dtype; min/max: the input's; any/all: bool; mean: float),
 * and argmin/argmax. The folding itself is {@link Reduction}'s, the one path generated classes
 * share. Empty axis lists mean every axis (NumPy's {@code axis=None}).
 */
final class Reductions {
  private Reductions() {}

  static StridedArray reduce(ReduceOp op, StridedArray a, boolean keepDims, int[] axes) {
    if (op == ReduceOp.MEAN) {
      return mean(a, keepDims, axes);
    }
    if (op == ReduceOp.ARGMIN || op == ReduceOp.ARGMAX) {
      throw new IllegalArgumentException(op + " takes at most one axis; use Ops.arg");
    }
    boolean[] reduced = reducedAxes(axes, a.rank());
    return fold(op, a, a.dtype(), resultType(op, a.dtype()), keepDims, reduced);
  }

  /**
   * {@code a} folded with {@code op} over the {@code reduced} axes, the kernels running in {@code
   * loopType} (the input cast to it as NumPy's buffers do), into a new array of {@code result} laid
   * out as NumPy's iterator allocates it.
   */
  private static StridedArray fold(
      ReduceOp op,
      StridedArray a,
      DType loopType,
      DType result,
      boolean keepDims,
      boolean[] reduced) {
    Layout layout = Reduction.outLayout(a.layout(), reduced);
    StridedArray out = StridedArray.wrap(result, Storage.allocate(result, layout.size()), layout);
    Reduction.reduce(
        op, a.dtype(), loopType, a.storage(), a.layout(), reduced, out.storage(), out.layout());
    if (!keepDims) {
      for (int k = reduced.length - 1; k >= 0; k--) {
        if (reduced[k]) {
          out = out.squeeze(k);
        }
      }
    }
    return out;
  }

  static DType resultType(ReduceOp op, DType in) {
    switch (op) {
      case SUM:
      case PROD:
        return Reduction.accumulator(in);
      case ANY:
      case ALL:
        return DType.BOOL;
      default:
        return in;
    }
  }

  /**
   * NumPy's mean: the sum in float64 for bool and integer input, in float32 for float16, in the
   * float's own dtype otherwise, divided by the count in that dtype; float16 input gives float16.
   */
  private static StridedArray mean(StridedArray a, boolean keepDims, int[] axes) {
    DType in = a.dtype();
    DType loop = in == DType.FLOAT16 ? DType.FLOAT32 : in.isFloatingPoint() ? in : DType.FLOAT64;
    boolean[] reduced = reducedAxes(axes, a.rank());
    long count = 1;
    for (int k = 0; k < reduced.length; k++) {
      count *= reduced[k] ? a.shape(k) : 1;
    }
    StridedArray sum;
    if (exactInFloat64(in, count)) {
      // the integer sum, exact in any order, is the value of NumPy's float64 sum: its bits
      // without casting every element into a buffer first
      sum = fold(ReduceOp.SUM, a, in, Reduction.accumulator(in), keepDims, reduced).astype(loop);
    } else {
      sum = fold(ReduceOp.SUM, a, loop, loop, keepDims, reduced);
    }
    StridedArray mean = Scalars.binary(BinaryOp.DIVIDE, sum, (double) count, sum);
    return in == DType.FLOAT16 ? mean.astype(DType.FLOAT16) : mean;
  }

  /**
   * True when NumPy's float64 sum of {@code count} elements of the bool or integer dtype {@code in}
   * is exact in any order of additions: every partial sum is an integer of magnitude at most {@code
   * count} times the dtype's largest magnitude, and float64 holds every integer up to 2^53.
   */
  static boolean exactInFloat64(DType in, long count) {
    if (in.isFloatingPoint() || in.itemSize() == 8) {
      return false;
    }
    int bits = 8 * in.itemSize();
    long largest = in == DType.BOOL ? 1 : in.isUnsigned() ? (1L << bits) - 1 : 1L << (bits - 1);
    return count <= (1L << 53) / largest;
  }

  /** argmin/argmax over the flattened array (C order): a rank-0 INT64 flat index. */
  static StridedArray arg(ReduceOp op, StridedArray a, boolean keepDims) {
    if (a.size() == 0) {
      throw emptyArg(op);
    }
    StridedArray flat = a.reshape(-1);
    int at =
        ParallelArg.run(
            ArgLoops.of(op, a.dtype()), flat.storage(), flat.offset(), flat.strides()[0], a.size());
    StridedArray out = StridedArray.zeros(DType.INT64, keepDims ? ones(a.rank()) : new int[0]);
    ((long[]) out.storage())[0] = at;
    return out;
  }

  /** argmin/argmax along one axis: INT64 indices, the axis removed (or kept with extent one). */
  static StridedArray arg(ReduceOp op, StridedArray a, int axis, boolean keepDims) {
    if (a.rank() == 0) { // NumPy's PyArray_CheckAxis takes a rank-0 array as rank 1
      return arg(op, a.reshape(1), axis, false).reshape();
    }
    int rank = a.rank();
    int ax = Shapes.normalizeAxis(axis, rank);
    int n = a.shape(ax);
    if (n == 0) {
      throw emptyArg(op);
    }
    int[] perm = new int[rank];
    for (int k = 0, j = 0; k < rank; k++) {
      if (k != ax) {
        perm[j++] = k;
      }
    }
    perm[rank - 1] = ax;
    StridedArray moved = a.permute(perm);
    int[] outShape = removeReduced(a.shape(), single(ax, rank));
    StridedArray out = StridedArray.zeros(DType.INT64, outShape);
    if (out.size() > 0) {
      int[] movedStrides = moved.strides();
      int stride = movedStrides[rank - 1];
      int[] outerStrides = java.util.Arrays.copyOf(movedStrides, rank - 1);
      LoopPlan plan =
          LoopPlan.plan(
              outShape,
              new int[][] {out.strides(), outerStrides},
              new int[] {out.offset(), moved.offset()});
      ParallelArg.runs(
          ArgLoops.of(op, a.dtype()), plan, a.storage(), stride, n, (long[]) out.storage());
    }
    return keepDims ? out.expandDims(ax) : out;
  }

  private static IllegalArgumentException emptyArg(ReduceOp op) {
    return Errors.emptyArg(op.numpyName());
  }

  /**
   * Which axes an axis list reduces: none listed means all.
   *
   * @throws ShapeException for an axis out of range or listed twice
   */
  static boolean[] reducedAxes(int[] axes, int rank) {
    return Shapes.reducedAxes(axes, rank);
  }

  private static boolean[] single(int axis, int rank) {
    boolean[] r = new boolean[rank];
    r[axis] = true;
    return r;
  }

  private static int[] ones(int rank) {
    int[] s = new int[rank];
    java.util.Arrays.fill(s, 1);
    return s;
  }

  private static int[] removeReduced(int[] shape, boolean[] reduced) {
    int n = 0;
    for (boolean r : reduced) {
      n += r ? 0 : 1;
    }
    int[] s = new int[n];
    for (int k = 0, j = 0; k < shape.length; k++) {
      if (!reduced[k]) {
        s[j++] = shape[k];
      }
    }
    return s;
  }
}
