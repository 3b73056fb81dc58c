package io.ndgen.codegen;

import java.util.function.Function;

/**
 * One unary ufunc of the op table ({@link Ops#UNARY}).
 *
 * @param constant the {@code UnaryOp} constant, e.g. {@code SQRT}
 * @param numpy NumPy's ufunc name
 * @param method the Java method name (the kernel's name)
 * @param operator the Kotlin operator name generated classes give it ({@code unaryMinus}), or null
 * @param floatFunction true for the functions NumPy only has float loops for: other inputs are cast
 *     to the smallest float that holds them
 * @param predicate true for the tests whose output is BOOL ({@code isnan}, {@code isinf}, {@code
 *     isfinite}): the loop body is a {@code boolean} expression, stored as it is
 * @param expression the loop body for a dtype over a compute-typed {@code {a}}, or null where NumPy
 *     has no loop of that dtype
 */
public record UnaryOpRow(
    String constant,
    String numpy,
    String method,
    String operator,
    boolean floatFunction,
    boolean predicate,
    Function<DTypeRow, String> expression) {

  /** A row whose output has the loop's dtype. */
  public UnaryOpRow(
      String constant,
      String numpy,
      String method,
      String operator,
      boolean floatFunction,
      Function<DTypeRow, String> expression) {
    this(constant, numpy, method, operator, floatFunction, false, expression);
  }

  /** True if NumPy has a loop for this op on operands of {@code d}. */
  public boolean supports(DTypeRow d) {
    return expression.apply(d) != null;
  }

  /** The loop body for {@code d} applied to the compute-typed expression {@code a}. */
  public String apply(DTypeRow d, String a) {
    return expression.apply(d).replace("{a}", a);
  }

  /** True if the loop for {@code d} returns its input unchanged. */
  public boolean identity(DTypeRow d) {
    return "{a}".equals(expression.apply(d));
  }
}
