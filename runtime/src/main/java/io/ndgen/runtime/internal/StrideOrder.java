package io.ndgen.runtime.internal;

import io.ndgen.annotations.Order;
import io.ndgen.runtime.Layout;

/**
 * Axis orders chosen from strides: the runtime's one stride sort. NumPy orders axes by stride in
 * two places with two rules about zero strides, and each has exactly one implementation here:
 *
 * <ul>
 *   <li>{@link #forIteration} — how NumPy's iterator ({@code npyiter_find_best_axis_ordering})
 *       nests the loops over several operands: a zero stride says nothing about memory order, so an
 *       operand with a zero stride on either axis abstains from comparing them;
 *   <li>{@link #forNewArray} — how NumPy lays out a new array like a prototype ({@code
 *       PyArray_CreateSortedStridePerm}, used by {@code order='K'}): a zero stride is the smallest,
 *       so a broadcast axis becomes the innermost.
 * </ul>
 *
 * Both are stable: axes that compare equal keep their logical order (the earlier axis outer), as C
 * order would have them.
 */
public final class StrideOrder {
  private StrideOrder() {}

  /**
   * The iterator axis order for operands with {@code strides[op][axis]} over {@code rank} axes: the
   * axes outermost first, the one with the smallest strides innermost.
   *
   * <p>Contract (NumPy's insertion sort, run from the innermost axis out): an axis moves inwards
   * past another when the operands with a nonzero stride on both say its |stride| is smaller; where
   * every operand has a zero stride on one of the two, the comparison is skipped. Equal |strides|
   * keep C order. When operands disagree, {@code firstOperandDecides} picks the rule: NumPy's
   * iterator lets C order win (any operand can veto a move), which reductions need so that float
   * sums visit elements in NumPy's order; copies and elementwise loops let the first operand with
   * unequal strides decide — the destination, so writes are sequential and a transposing copy can
   * be tiled around them.
   */
  public static int[] forIteration(int[][] strides, int rank, boolean firstOperandDecides) {
    // perm lists the axes innermost first, as NumPy's reversed AXISDATA: C order is rank-1 .. 0
    int[] perm = new int[rank];
    for (int i = 0; i < rank; i++) {
      perm[i] = rank - 1 - i;
    }
    for (int i0 = 1; i0 < rank; i0++) {
      int insertAt = i0;
      int axis0 = perm[i0];
      for (int i1 = i0 - 1; i1 >= 0; i1--) {
        int axis1 = perm[i1];
        boolean ambiguous = true;
        boolean swap = false;
        for (int[] s : strides) {
          if (s[axis0] != 0 && s[axis1] != 0) {
            long inner = Math.abs((long) s[axis1]);
            long outer = Math.abs((long) s[axis0]);
            if (firstOperandDecides) {
              ambiguous = false;
              swap = inner > outer;
              if (inner != outer) {
                break;
              }
              continue;
            }
            if (inner <= outer) {
              swap = false;
            } else if (ambiguous) {
              swap = true;
            }
            ambiguous = false;
          }
        }
        if (!ambiguous) {
          if (!swap) {
            break;
          }
          insertAt = i1;
        }
      }
      if (insertAt != i0) {
        System.arraycopy(perm, insertAt, perm, insertAt + 1, i0 - insertAt);
        perm[insertAt] = axis0;
      }
    }
    int[] outermostFirst = new int[rank];
    for (int i = 0; i < rank; i++) {
      outermostFirst[i] = perm[rank - 1 - i];
    }
    return outermostFirst;
  }

  /**
   * The axes of a new array laid out like a prototype with {@code strides}, outermost first: by
   * decreasing |stride|, a zero stride smallest, ties in axis order (NumPy's {@code
   * PyArray_CreateSortedStridePerm}).
   */
  public static int[] forNewArray(int[] strides) {
    int n = strides.length;
    int[] order = new int[n];
    for (int k = 0; k < n; k++) {
      order[k] = k;
    }
    // insertion sort: stable, and ranks are small
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
   * The axes of a new array laid out like several prototypes of one rank, outermost first (NumPy's
   * {@code PyArray_CreateMultiSortedStridePerm}, used by {@code concatenate}): a stable insertion
   * sort by decreasing |stride| in which each pair of axes is decided by the first prototype where
   * neither axis has extent one; a later prototype that disagrees can only keep C order. Axes that
   * no prototype decides keep their order.
   */
  public static int[] forNewArray(int[][] shapes, int[][] strides) {
    int n = shapes[0].length;
    int[] order = new int[n];
    for (int k = 0; k < n; k++) {
      order[k] = k;
    }
    for (int i0 = 1; i0 < n; i0++) {
      int insertAt = i0;
      int ax0 = order[i0];
      for (int i1 = i0 - 1; i1 >= 0; i1--) {
        boolean ambiguous = true;
        boolean swap = false;
        int ax1 = order[i1];
        for (int p = 0; p < shapes.length; p++) {
          if (shapes[p][ax0] != 1 && shapes[p][ax1] != 1) {
            if (Math.abs((long) strides[p][ax0]) <= Math.abs((long) strides[p][ax1])) {
              swap = false; // on conflicts between prototypes C order wins
            } else if (ambiguous) {
              swap = true;
            }
            ambiguous = false;
          }
        }
        if (!ambiguous) {
          if (swap) {
            insertAt = i1;
          } else {
            break;
          }
        }
      }
      if (insertAt != i0) {
        System.arraycopy(order, insertAt, order, insertAt + 1, i0 - insertAt);
        order[insertAt] = ax0;
      }
    }
    return order;
  }

  /**
   * The layout of a new elementwise result of {@code shape} (NumPy's ufunc {@code order='K'}):
   * contiguous, offset 0, its axes nested in the order NumPy's iterator visits the operands ({@link
   * #forIteration}, C order winning where they disagree), so a permuted operand gives a result
   * permuted the same way and a reversed one a result in C order. {@code strides[op]} are operand
   * {@code op}'s strides read broadcast to {@code shape} (0 on broadcast axes); axes of extent one
   * take no part, as NumPy's iterator gives them stride 0. The one rule for every elementwise
   * result: {@code StridedArray}'s ufuncs and the generated classes' loops.
   */
  public static Layout forResult(int[] shape, int[]... strides) {
    int rank = shape.length;
    int[][] s = new int[strides.length][];
    for (int op = 0; op < strides.length; op++) {
      s[op] = new int[rank];
      for (int k = 0; k < rank; k++) {
        s[op][k] = shape[k] == 1 ? 0 : strides[op][k];
      }
    }
    return Layout.of(shape, nestedStrides(shape, forIteration(s, rank, false)), 0);
  }

  /**
   * Contiguous strides for {@code shape} with the axes nested as {@code order} lists them
   * (outermost first). As NumPy 2 allocates arrays, an empty shape (an extent of zero) gets
   * all-zero strides: no stride of an empty array is ever used, and zeros cannot overflow.
   *
   * @throws io.ndgen.runtime.ShapeException if a stride overflows an int
   */
  public static int[] nestedStrides(int[] shape, int[] order) {
    int[] strides = new int[shape.length];
    for (int extent : shape) {
      if (extent == 0) {
        return strides;
      }
    }
    int stride = 1;
    for (int k = order.length - 1; k >= 0; k--) {
      int axis = order[k];
      strides[axis] = stride;
      if (k > 0) { // the product over every axis is the size, never a stride
        stride = Shapes.multiplyExact(stride, shape[axis], "stride");
      }
    }
    return strides;
  }

  /**
   * A fresh contiguous layout of {@code shape} whose axes are nested as a prototype with {@code
   * strides} ({@link #forNewArray}), offset 0: NumPy's {@code order='K'} for a new array shaped
   * like an operand, so a transposed operand gives a transposed result and both are walked in
   * memory order. A broadcast prototype (a zero stride on an axis of extent above one) says nothing
   * about the order of that axis, so the result is then simply contiguous in {@code fallback}
   * order.
   */
  public static Layout keepOrder(int[] shape, int[] strides, Order fallback) {
    for (int k = 0; k < shape.length; k++) {
      if (strides[k] == 0 && shape[k] > 1) {
        return Layout.contiguous(fallback, shape);
      }
    }
    return Layout.of(shape, nestedStrides(shape, forNewArray(strides)), 0);
  }
}
