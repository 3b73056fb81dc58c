package io.ndgen.runtime.internal;

/**
 * A {@link LoopPlan} padded to a fixed depth, so a generated class can run it as a fixed nest of
 * {@code depth} loops over locals: level 0 is outermost, level {@code depth-1} is the innermost run
 * with the smallest stride. Loops that the plan dropped or merged become outer levels of extent
 * one.
 *
 * <p>Contract: as {@link LoopPlan#plan}: axes of extent one dropped, axes every operand walks
 * backwards flipped, axes ordered by the first operand's |stride| and coalesced where every operand
 * allows it. The element pairing across operands is that of the logical index; the visiting order
 * is not, so only order-independent loops (copy, fill, map, elementwise ops, sums) may use it.
 * {@code depth} must be at least the rank of {@code shape} (and at least one).
 */
public final class LoopNest {
  private final int depth;
  private final int pad;
  private final LoopPlan plan;

  private LoopNest(int depth, LoopPlan plan) {
    this.depth = depth;
    this.pad = depth - plan.rank();
    this.plan = plan;
  }

  /**
   * Plans the nest for operands with the given strides ({@code strides[op][axis]}) and offsets.
   *
   * @throws IllegalArgumentException if {@code depth} is below the rank of {@code shape} or one
   */
  public static LoopNest plan(int depth, int[] shape, int[][] strides, int[] offsets) {
    if (depth < Math.max(1, shape.length)) {
      throw new IllegalArgumentException(
          "loop nest depth " + depth + " is below the rank " + shape.length);
    }
    return new LoopNest(depth, LoopPlan.plan(shape, strides, offsets));
  }

  /** Extent of loop {@code level}, outermost first; 1 for padding levels. */
  public int extent(int level) {
    return level < pad ? 1 : plan.extent(level - pad);
  }

  /** Stride of operand {@code op} along loop {@code level}; 0 for padding levels. */
  public int stride(int op, int level) {
    return level < pad ? 0 : plan.stride(op, level - pad);
  }

  /** Storage index of the first element the nest visits for operand {@code op}. */
  public int offset(int op) {
    return plan.offset(op);
  }

  /** The fixed depth of the nest. */
  public int depth() {
    return depth;
  }
}
