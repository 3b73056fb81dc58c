package io.ndgen.codegen;

import java.util.stream.Collectors;

/** Renders the public op enums of {@code io.ndgen.runtime.ops} from the op tables. */
final class Enums {
  private Enums() {}

  private static final String BINARY =
      """
      {marker}
      package io.ndgen.runtime.ops;

      /** The binary ufuncs: NumPy's arithmetic operators and comparisons. */
      public enum BinaryOp {
      {constants};

        private final String numpyName;
        private final boolean comparison;

        BinaryOp(String numpyName, boolean comparison) {
          this.numpyName = numpyName;
          this.comparison = comparison;
        }

        /** NumPy's ufunc name, e.g. {@code "floor_divide"}. */
        public String numpyName() {
          return numpyName;
        }

        /** True for the six comparisons, whose result is BOOL. */
        public boolean isComparison() {
          return comparison;
        }
      }
      """;

  static String binary() {
    String c =
        Ops.BINARY.stream()
            .map(op -> constant(op.numpy(), op.constant(), op.numpy(), op.comparison()))
            .collect(Collectors.joining(",\n"));
    return Template.fill(BINARY, "marker", KernelSources.MARKER, "constants", c);
  }

  private static final String UNARY =
      """
      {marker}
      package io.ndgen.runtime.ops;

      /** The unary ufuncs. */
      public enum UnaryOp {
      {constants};

        private final String numpyName;
        private final boolean floatFunction;
        private final boolean predicate;

        UnaryOp(String numpyName, boolean floatFunction, boolean predicate) {
          this.numpyName = numpyName;
          this.floatFunction = floatFunction;
          this.predicate = predicate;
        }

        /** NumPy's ufunc name. */
        public String numpyName() {
          return numpyName;
        }

        /**
         * True for the functions NumPy only has float loops for (sqrt … tanh): other inputs run in
         * the smallest float that holds them.
         */
        public boolean isFloatFunction() {
          return floatFunction;
        }

        /** True for the tests whose result is BOOL (isnan, isinf, isfinite). */
        public boolean isPredicate() {
          return predicate;
        }
      }
      """;

  static String unary() {
    String c =
        Ops.UNARY.stream()
            .map(
                op ->
                    constant(
                        op.numpy(), op.constant(), op.numpy(), op.floatFunction(), op.predicate()))
            .collect(Collectors.joining(",\n"));
    return Template.fill(UNARY, "marker", KernelSources.MARKER, "constants", c);
  }

  private static final String REDUCE =
      """
      {marker}
      package io.ndgen.runtime.ops;

      /** The reductions. */
      public enum ReduceOp {
      {constants};

        private final String numpyName;

        ReduceOp(String numpyName) {
          this.numpyName = numpyName;
        }

        /** The name NumPy's messages use: the ufunc reduced ({@code "minimum"}) or the function. */
        public String numpyName() {
          return numpyName;
        }
      }
      """;

  static String reduce() {
    String c =
        Ops.REDUCE.stream()
            .map(op -> constant(op.method(), op.constant(), op.numpy()))
            .collect(Collectors.joining(",\n"));
    return Template.fill(REDUCE, "marker", KernelSources.MARKER, "constants", c);
  }

  /**
   * One enum constant and its comment: {@code NAME("numpy", flag, …)}, documented by {@code doc}.
   */
  private static String constant(String doc, String name, String numpy, Object... flags) {
    StringBuilder c = new StringBuilder("  /** NumPy's {@code ");
    c.append(doc).append("}. */\n  ").append(name).append("(\"").append(numpy).append('"');
    for (Object flag : flags) {
      c.append(", ").append(flag);
    }
    return c.append(')').toString();
  }
}
