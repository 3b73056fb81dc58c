package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Accumulation;
import io.ndgen.runtime.internal.Reduction;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.internal.StrideOrder;
import io.ndgen.runtime.ops.ReduceOp;

/**
 * NumPy's {@code cumsum} and {@code cumprod}: the result has NumPy's accumulator dtype (int64 for
 * bool and signed integers, uint64 for unsigned, a float's own), this array's memory order (NumPy
 * allocates it as {@code order='K'}; C order for a broadcast input), and each lane along the axis
 * is one scan kernel call.
 */
final class Cumulative {
  private Cumulative() {}

  /**
   * {@code np.cumsum(a, axis)} / {@code np.cumprod(a, axis)}. A rank-0 array counts as rank 1, as
   * NumPy's {@code PyArray_CheckAxis} makes it.
   */
  static StridedArray along(ReduceOp op, StridedArray a, int axis) {
    StridedArray x = a.rank() == 0 ? a.reshape(1) : a;
    int ax = Shapes.normalizeAxis(axis, x.rank());
    Layout layout = StrideOrder.keepOrder(x.shape(), x.strides(), Order.C); // NumPy's order 'K'
    DType acc = Reduction.accumulator(x.dtype());
    Object storage =
        Accumulation.accumulateNew(
            op,
            x.dtype(),
            x.storage(),
            x.layout(),
            () -> Storage.allocate(acc, layout.size()),
            layout,
            ax);
    return StridedArray.wrap(acc, storage, layout);
  }

  /** {@code np.cumsum(a)} / {@code np.cumprod(a)}: over the flattened (C-order) array. */
  static StridedArray flat(ReduceOp op, StridedArray a) {
    return along(op, a.reshape(-1), 0);
  }
}
