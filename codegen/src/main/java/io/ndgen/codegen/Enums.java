package io.ndgen.codegen;

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
    StringBuilder c = new StringBuilder();
    for (BinaryOpRow op : Ops.BINARY) {
      c.append(c.length() == 0 ? "" : ",\n")
          .append("  /** NumPy's {@code ")
          .append(op.numpy())
          .append("}. */\n  ")
          .append(op.constant())
          .append("(\"")
          .append(op.numpy())
          .append("\", ")
          .append(op.comparison())
          .append(")");
    }
    return Template.fill(BINARY, "marker", KernelSources.MARKER, "constants", c.toString());
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
    StringBuilder c = new StringBuilder();
    for (UnaryOpRow op : Ops.UNARY) {
      c.append(c.length() == 0 ? "" : ",\n")
          .append("  /** NumPy's {@code ")
          .append(op.numpy())
          .append("}. */\n  ")
          .append(op.constant())
          .append("(\"")
          .append(op.numpy())
          .append("\", ")
          .append(op.floatFunction())
          .append(", ")
          .append(op.predicate())
          .append(")");
    }
    return Template.fill(UNARY, "marker", KernelSources.MARKER, "constants", c.toString());
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
    StringBuilder c = new StringBuilder();
    for (ReduceOpRow op : Ops.REDUCE) {
      c.append(c.length() == 0 ? "" : ",\n")
          .append("  /** NumPy's {@code ")
          .append(op.method())
          .append("}. */\n  ")
          .append(op.constant())
          .append("(\"")
          .append(op.numpy())
          .append("\")");
    }
    return Template.fill(REDUCE, "marker", KernelSources.MARKER, "constants", c.toString());
  }
}
