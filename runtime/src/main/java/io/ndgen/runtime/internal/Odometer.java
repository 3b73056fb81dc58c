package io.ndgen.runtime.internal;

import io.ndgen.runtime.Layout;

/**
 * The one index odometer of the runtime: walks every index of a box of extents, the last level
 * fastest, and keeps each operand's storage position {@code offset + Σ index·stride} up to date.
 *
 * <p>Contract: {@code extents[level]} (outermost first) and {@code strides[op][level]} describe the
 * loops; {@link #position(int)} is the position of operand {@code op} at the current index, which
 * starts at all zeros; {@link #next()} advances by one index (O(1) amortised) and returns false,
 * back at all zeros, once every index has been visited. With no levels there is exactly one index.
 * The caller must not walk an empty box (an extent of zero): {@link #next()} would not stop early.
 * Used for the outer loops of {@link LoopPlan}s (the innermost run is left to a kernel) and, over a
 * whole {@link Layout}, for C-order walks on cold paths.
 */
public final class Odometer {
  private final int[] extents;
  private final int[][] strides;
  private final int[] counter;
  private final int[] position;

  /** Walks {@code extents} for operands with {@code strides[op][level]} and {@code offsets[op]}. */
  public Odometer(int[] extents, int[][] strides, int[] offsets) {
    this.extents = extents;
    this.strides = strides;
    this.counter = new int[extents.length];
    this.position = offsets.clone();
  }

  /** Every element of {@code layout} in C index order (one operand). */
  public static Odometer of(Layout layout) {
    return new Odometer(
        layout.shape(), new int[][] {layout.strides()}, new int[] {layout.offset()});
  }

  /** The loops of {@code plan} except its innermost {@code inner} ones, for every operand. */
  public static Odometer outer(LoopPlan plan, int inner) {
    int depth = Math.max(plan.rank() - inner, 0);
    int[] levels = new int[depth];
    for (int k = 0; k < depth; k++) {
      levels[k] = k;
    }
    return over(plan, levels);
  }

  /** The given loops of {@code plan} (outermost first), for every operand. */
  public static Odometer over(LoopPlan plan, int... levels) {
    int ops = plan.operands();
    int[] extents = new int[levels.length];
    int[][] strides = new int[ops][levels.length];
    int[] offsets = new int[ops];
    for (int j = 0; j < levels.length; j++) {
      extents[j] = plan.extent(levels[j]);
      for (int op = 0; op < ops; op++) {
        strides[op][j] = plan.stride(op, levels[j]);
      }
    }
    for (int op = 0; op < ops; op++) {
      offsets[op] = plan.offset(op);
    }
    return new Odometer(extents, strides, offsets);
  }

  /** Storage position of operand {@code op} at the current index. */
  public int position(int op) {
    return position[op];
  }

  /** Storage position of operand 0 at the current index. */
  public int position() {
    return position[0];
  }

  /** The current index along {@code level}. */
  public int index(int level) {
    return counter[level];
  }

  /**
   * Moves to the {@code flat}-th index in walking order (C order over the extents, the last level
   * fastest), {@code 0 <= flat <} the product of the extents: where {@code flat} calls of {@link
   * #next()} from the first index would be. O(levels).
   */
  public void seek(long flat) {
    int ops = position.length;
    long rest = flat;
    for (int k = counter.length - 1; k >= 0; k--) {
      int to = (int) (rest % extents[k]);
      rest /= extents[k];
      int by = to - counter[k];
      counter[k] = to;
      for (int op = 0; op < ops; op++) {
        position[op] += strides[op][k] * by;
      }
    }
  }

  /** Advances to the next index; false (and back at the first index) after the last one. */
  public boolean next() {
    int ops = position.length;
    for (int k = counter.length - 1; k >= 0; k--) {
      int last = extents[k] - 1;
      if (counter[k] < last) {
        counter[k]++;
        for (int op = 0; op < ops; op++) {
          position[op] += strides[op][k];
        }
        return true;
      }
      counter[k] = 0;
      for (int op = 0; op < ops; op++) {
        position[op] -= strides[op][k] * last;
      }
    }
    return false;
  }
}
