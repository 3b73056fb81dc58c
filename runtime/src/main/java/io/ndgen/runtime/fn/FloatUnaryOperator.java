package io.ndgen.runtime.fn;

/**
 * A function from float to float, unboxed (the JDK has this only for int, long and double: {@link
 * java.util.function.IntUnaryOperator} and its siblings, which generated classes use for those).
 */
@FunctionalInterface
public interface FloatUnaryOperator {
  /** The result for {@code operand}. */
  float applyAsFloat(float operand);
}
