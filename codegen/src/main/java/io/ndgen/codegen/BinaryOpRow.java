package io.ndgen.codegen;

import java.util.function.Function;

/**
 * One binary ufunc of the op table ({@link Ops#BINARY}).
 *
 * @param constant the {@code BinaryOp} constant, e.g. {@code FLOOR_DIVIDE}
 * @param numpy NumPy's ufunc name, e.g. {@code floor_divide}
 * @param method the Java method name ({@code StridedArray.floorDivide}, the kernel's name)
 * @param operator the Kotlin operator name generated classes give it ({@code plus}, {@code div}),
 *     or null; see {@link #operatorFor}
 * @param comparison true for the six comparisons, whose result is BOOL
 * @param expression the loop body for a dtype, over compute-typed {@code {a}} and {@code {b}}, or
 *     null where NumPy has no loop of that dtype
 */
public record BinaryOpRow(
    String constant,
    String numpy,
    String method,
    String operator,
    boolean comparison,
    Function<DTypeRow, String> expression) {

  /** True if NumPy has a loop for this op on operands of {@code d}. */
  public boolean supports(DTypeRow d) {
    return expression.apply(d) != null;
  }

  /** The loop body for {@code d} applied to compute-typed expressions {@code a} and {@code b}. */
  public String apply(DTypeRow d, String a, String b) {
    return expression.apply(d).replace("{a}", a).replace("{b}", b);
  }

  /**
   * The Kotlin operator a generated class of dtype {@code d} offers for this op, or null: {@code
   * div} is true division for floats and {@code floor_divide} (keeping the dtype, 0 on division by
   * zero) for integers, as NumPy's {@code //}; an op without a loop for {@code d} has none.
   */
  public String operatorFor(DTypeRow d) {
    if (operator == null || !supports(d)) {
      return null;
    }
    boolean floatOnly = constant.equals("DIVIDE");
    boolean intOnly = constant.equals("FLOOR_DIVIDE");
    if (floatOnly && d.kind() != Kind.FLOAT || intOnly && d.kind() == Kind.FLOAT) {
      return null;
    }
    return operator;
  }
}
