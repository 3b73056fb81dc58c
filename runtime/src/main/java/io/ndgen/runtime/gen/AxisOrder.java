package io.ndgen.runtime.gen;

import io.ndgen.annotations.Order;
import io.ndgen.runtime.Layout;

/**
 * Axis orders chosen from strides at run time, for loops that must keep logical indices (a
 * generated {@code forEach}) and for results laid out like their operand (NumPy's {@code
 * order='K'}).
 */
public final class AxisOrder {
  private AxisOrder() {}

  /**
   * The axes sorted by decreasing |stride|, outermost first; ties keep the logical order (earlier
   * axis outer). A loop nest that runs {@code result[0]} outermost and {@code result[rank-1]}
   * innermost walks memory with the smallest stride innermost.
   */
  public static int[] byStride(int[] strides) {
    int n = strides.length;
    int[] order = new int[n];
    for (int k = 0; k < n; k++) {
      order[k] = k;
    }
    // insertion sort: stable, and rank is at most a handful
    for (int i = 1; i < n; i++) {
      int axis = order[i];
      long key = Math.abs((long) strides[axis]);
      int j = i - 1;
      while (j >= 0 && Math.abs((long) strides[order[j]]) < key) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = axis;
    }
    return order;
  }

  /**
   * A fresh contiguous layout of {@code shape} whose axes are nested in the order {@link #byStride}
   * gives for {@code strides}: NumPy's {@code order='K'} for a new array shaped like an operand, so
   * that a transposed operand gives a transposed (F-ordered) result and both are walked in memory
   * order. Offset 0; extents of zero do not scale the other strides. A broadcast operand (a zero
   * stride on an axis of extent above one) says nothing about the order of that axis, so the result
   * is then simply contiguous in {@code fallback} order.
   */
  public static Layout keepOrder(int[] shape, int[] strides, Order fallback) {
    int n = shape.length;
    for (int k = 0; k < n; k++) {
      if (strides[k] == 0 && shape[k] > 1) {
        return Layout.contiguous(fallback, shape);
      }
    }
    int[] order = byStride(strides);
    int[] fresh = new int[n];
    int stride = 1;
    for (int k = n - 1; k >= 0; k--) {
      int axis = order[k];
      fresh[axis] = stride;
      if (shape[axis] != 0) {
        stride = Math.multiplyExact(stride, shape[axis]);
      }
    }
    return Layout.of(shape, fresh, 0);
  }
}
