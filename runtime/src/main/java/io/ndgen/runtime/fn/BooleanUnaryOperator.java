package io.ndgen.runtime.fn;

/**
 * A function from boolean to boolean, unboxed (the JDK has this only for int, long and double:
 * {@link java.util.function.IntUnaryOperator} and its siblings, which generated classes use for
 * those).
 */
@FunctionalInterface
public interface BooleanUnaryOperator {
  /** The result for {@code operand}. */
  boolean applyAsBoolean(boolean operand);
}
