package io.ndgen.codegen;

import java.util.Map;
import java.util.function.Function;

/**
 * One dispatch method of a generated loops class: {@code static Loop name(Op op, DType dtype)} as a
 * switch over the dtype table, and within each dtype a switch over the op constants that have a
 * loop for it. A missing loop is null, or an {@code IllegalArgumentException} naming the op and the
 * dtype.
 *
 * @param modifiers the method's modifiers ({@code static}, or {@code public static} for API)
 * @param doc the method's Javadoc sentence
 * @param result the loop type returned
 * @param name the method name
 * @param opType the enum the first parameter switches on (another {@code DType} for casts)
 * @param op the first parameter's name, switched on within each dtype
 * @param dtype the second parameter's name, switched on over the dtype table
 * @param nullable true if a missing loop returns null, false if it throws
 * @param loops per dtype, op constant to the returned loop expression, in case order
 */
record LoopSwitch(
    String modifiers,
    String doc,
    String result,
    String name,
    String opType,
    String op,
    String dtype,
    boolean nullable,
    Function<DTypeRow, Map<String, String>> loops) {

  /** A package-private {@code static result name(opType op, DType dtype)}. */
  LoopSwitch(
      String doc,
      String result,
      String name,
      String opType,
      boolean nullable,
      Function<DTypeRow, Map<String, String>> loops) {
    this("static", doc, result, name, opType, "op", "dtype", nullable, loops);
  }

  private static final String METHOD =
      """

        /** {doc} */
        {modifiers} {result} {name}({opType} {op}, DType {dtype}) {
          switch ({dtype}) {
      {cases}      default:
              {missing}
          }
      {after}  }
      """;

  String render() {
    String missing = nullable ? "return null;" : "break;";
    StringBuilder cases = new StringBuilder();
    for (DTypeRow d : DTypes.ROWS) {
      cases.append("      case ").append(d.dtype().name());
      cases.append(":\n        switch (").append(op).append(") {\n");
      for (Map.Entry<String, String> loop : loops.apply(d).entrySet()) {
        cases.append("          case ").append(loop.getKey()).append(":\n");
        cases.append("            return ").append(loop.getValue()).append(";\n");
      }
      cases.append("          default:\n            ").append(missing).append("\n        }\n");
      if (!nullable) {
        cases.append("        break;\n");
      }
    }
    return Template.fill(
        METHOD,
        "modifiers",
        modifiers,
        "doc",
        doc,
        "result",
        nullable ? "@Nullable " + result : result,
        "name",
        name,
        "opType",
        opType,
        "op",
        op,
        "dtype",
        dtype,
        "cases",
        cases.toString(),
        "missing",
        missing,
        "after",
        nullable
            ? ""
            : "    throw new IllegalArgumentException(\"no \" + "
                + op
                + " + \" loop for \" + "
                + dtype
                + ");\n");
  }
}
