package io.ndgen.codegen;

import java.util.List;
import java.util.function.Function;

/**
 * The op tables: every ufunc and reduction ndgen has, with its names and, per dtype, its loop body
 * (NumPy's result for that dtype, written once). The runtime's enums, kernels and dispatch and the
 * processor's generated operators all come from here. Loop bodies call {@code Arith} (the runtime's
 * scalar helpers next to the kernels) where Java's operators differ from NumPy's.
 */
public final class Ops {
  private Ops() {}

  /** The binary ufuncs, arithmetic first, then the comparisons. */
  public static final List<BinaryOpRow> BINARY =
      List.of(
          arithmetic("ADD", "add", "add", "plus", d -> bool(d) ? "{a} | {b}" : "{a} + {b}"),
          arithmetic(
              "SUBTRACT", "subtract", "subtract", "minus", d -> bool(d) ? null : "{a} - {b}"),
          arithmetic(
              "MULTIPLY",
              "multiply",
              "multiply",
              "times",
              d -> bool(d) ? "{a} & {b}" : "{a} * {b}"),
          arithmetic(
              "DIVIDE",
              "divide",
              "divide",
              "div",
              d -> d.kind() == Kind.FLOAT ? "{a} / {b}" : null),
          arithmetic(
              "FLOOR_DIVIDE",
              "floor_divide",
              "floorDivide",
              "div",
              d -> integral(d, "floorDivide")),
          arithmetic("REMAINDER", "remainder", "remainder", null, d -> integral(d, "remainder")),
          arithmetic("POWER", "power", "power", null, Ops::power),
          arithmetic("MINIMUM", "minimum", "minimum", null, d -> extreme(d, "minimum", "&", "min")),
          arithmetic("MAXIMUM", "maximum", "maximum", null, d -> extreme(d, "maximum", "|", "max")),
          comparison("EQUAL", "equal", "equal", "==", "{a} == {b}"),
          comparison("NOT_EQUAL", "not_equal", "notEqual", "!=", "{a} != {b}"),
          comparison("LESS", "less", "less", "<", "!{a} & {b}"),
          comparison("LESS_EQUAL", "less_equal", "lessEqual", "<=", "!{a} | {b}"),
          comparison("GREATER", "greater", "greater", ">", "{a} & !{b}"),
          comparison("GREATER_EQUAL", "greater_equal", "greaterEqual", ">=", "{a} | !{b}"));

  /** The unary ufuncs. */
  public static final List<UnaryOpRow> UNARY =
      List.of(
          new UnaryOpRow(
              "NEGATIVE",
              "negative",
              "negative",
              "unaryMinus",
              false,
              d -> bool(d) ? null : "-{a}"),
          new UnaryOpRow(
              "ABSOLUTE",
              "absolute",
              "abs",
              null,
              false,
              d -> bool(d) || d.kind() == Kind.UNSIGNED ? "{a}" : "Math.abs({a})"),
          new UnaryOpRow("SIGN", "sign", "sign", null, false, Ops::sign),
          floatFunction("SQRT", "sqrt"),
          floatFunction("EXP", "exp"),
          floatFunction("LOG", "log"),
          floatFunction("SIN", "sin"),
          floatFunction("COS", "cos"),
          floatFunction("TANH", "tanh"),
          rounding("FLOOR", "floor", "Math.floor({a})"),
          rounding("CEIL", "ceil", "Math.ceil({a})"),
          rounding("TRUNC", "trunc", "Arith.trunc({a})"),
          floatFunction("RINT", "rint"),
          predicate("ISNAN", "isnan", "isNaN", "false"),
          predicate("ISINF", "isinf", "isInfinite", "false"),
          predicate("ISFINITE", "isfinite", "isFinite", "true"));

  /** The reductions. */
  public static final List<ReduceOpRow> REDUCE =
      List.of(
          new ReduceOpRow("SUM", "add", "sum", ReduceOpRow.Kind.ARITHMETIC),
          new ReduceOpRow("PROD", "multiply", "prod", ReduceOpRow.Kind.ARITHMETIC),
          new ReduceOpRow("MEAN", "mean", "mean", ReduceOpRow.Kind.MEAN),
          new ReduceOpRow("MIN", "minimum", "min", ReduceOpRow.Kind.EXTREME),
          new ReduceOpRow("MAX", "maximum", "max", ReduceOpRow.Kind.EXTREME),
          new ReduceOpRow("ANY", "logical_or", "any", ReduceOpRow.Kind.LOGICAL),
          new ReduceOpRow("ALL", "logical_and", "all", ReduceOpRow.Kind.LOGICAL),
          new ReduceOpRow("ARGMIN", "argmin", "argmin", ReduceOpRow.Kind.ARG),
          new ReduceOpRow("ARGMAX", "argmax", "argmax", ReduceOpRow.Kind.ARG));

  /** The binary op named {@code constant}. */
  public static BinaryOpRow binary(String constant) {
    return BINARY.stream().filter(r -> r.constant().equals(constant)).findFirst().orElseThrow();
  }

  /** The unary op named {@code constant}. */
  public static UnaryOpRow unary(String constant) {
    return UNARY.stream().filter(r -> r.constant().equals(constant)).findFirst().orElseThrow();
  }

  private static BinaryOpRow arithmetic(
      String constant,
      String numpy,
      String method,
      String operator,
      Function<DTypeRow, String> expression) {
    return new BinaryOpRow(constant, numpy, method, operator, false, expression);
  }

  /**
   * A comparison: the Java operator on numbers (unsigned bits compared with {@code
   * compareUnsigned}), {@code boolExpression} on BOOL (false < true).
   */
  private static BinaryOpRow comparison(
      String constant, String numpy, String method, String symbol, String boolExpression) {
    boolean ordering = !symbol.equals("==") && !symbol.equals("!=");
    return new BinaryOpRow(
        constant,
        numpy,
        method,
        null,
        true,
        d -> {
          if (bool(d)) {
            return boolExpression;
          }
          if (d.unsignedBits() && ordering) {
            return boxed(d) + ".compareUnsigned({a}, {b}) " + symbol + " 0";
          }
          return "{a} " + symbol + " {b}";
        });
  }

  private static UnaryOpRow floatFunction(String constant, String function) {
    String name = constant.toLowerCase(java.util.Locale.ROOT);
    return new UnaryOpRow(
        constant,
        name,
        name,
        null,
        true,
        d -> {
          if (d.kind() != Kind.FLOAT) {
            return null;
          }
          String call = "Math." + function + "({a})";
          return d.compute().equals("double") ? call : "(float) " + call;
        });
  }

  /**
   * floor, ceil, trunc: float loops round in the compute type (exact: every result is a value of
   * the dtype); integer and bool loops are the identity, as NumPy 2 (the dtype is kept).
   */
  private static UnaryOpRow rounding(String constant, String numpy, String floatCall) {
    return new UnaryOpRow(
        constant,
        numpy,
        numpy,
        null,
        false,
        d -> {
          if (d.kind() != Kind.FLOAT) {
            return "{a}";
          }
          boolean overloaded = floatCall.startsWith("Arith."); // has a float overload
          return d.compute().equals("double") || overloaded ? floatCall : "(float) " + floatCall;
        });
  }

  /**
   * isnan, isinf, isfinite: a BOOL output; NumPy's integer and bool loops give the constant answer
   * ({@code integerAnswer}).
   */
  private static UnaryOpRow predicate(
      String constant, String numpy, String javaTest, String integerAnswer) {
    return new UnaryOpRow(
        constant,
        numpy,
        numpy,
        null,
        false,
        true,
        d -> {
          if (d.kind() != Kind.FLOAT) {
            return integerAnswer;
          }
          return (d.compute().equals("double") ? "Double." : "Float.") + javaTest + "({a})";
        });
  }

  private static boolean bool(DTypeRow d) {
    return d.kind() == Kind.BOOL;
  }

  private static String boxed(DTypeRow d) {
    return d.isLong() ? "Long" : "Integer";
  }

  /** floor_divide and remainder: Python's sign rules, 0 on integer division by zero. */
  private static String integral(DTypeRow d, String function) {
    if (bool(d)) {
      return null; // NumPy runs these on bool operands as int8
    }
    return "Arith." + function + (d.unsignedBits() ? "Unsigned" : "") + "({a}, {b})";
  }

  private static String power(DTypeRow d) {
    if (bool(d)) {
      return null; // as int8
    }
    if (d.kind() == Kind.FLOAT) {
      return "Arith.power({a}, {b})";
    }
    return d.kind() == Kind.UNSIGNED ? "Arith.powerUnsigned({a}, {b})" : "Arith.power({a}, {b})";
  }

  /**
   * minimum/maximum: NaN propagates; on a tie of -0.0 and +0.0 NumPy's float16 loops return the
   * first operand, its float32 and float64 loops the second.
   */
  private static String extreme(DTypeRow d, String function, String boolOp, String mathFunction) {
    if (bool(d)) {
      return "{a} " + boolOp + " {b}";
    }
    if (d.kind() == Kind.FLOAT) {
      String half = d.dtype() == io.ndgen.annotations.DType.FLOAT16 ? "Half" : "";
      return "Arith." + function + half + "({a}, {b})";
    }
    if (d.unsignedBits()) {
      return "Arith." + function + "Unsigned({a}, {b})";
    }
    return "Math." + mathFunction + "({a}, {b})";
  }

  private static String sign(DTypeRow d) {
    if (bool(d)) {
      return null;
    }
    if (d.kind() == Kind.FLOAT) {
      return "Arith.sign({a})";
    }
    if (d.kind() == Kind.UNSIGNED) {
      return "({a} != 0 ? 1 : 0)";
    }
    return boxed(d) + ".signum({a})";
  }
}
