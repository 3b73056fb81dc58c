package io.ndgen.codegen;

/**
 * Renders the runtime's dispatch from (op, dtype) to the typed kernels, for the dynamic-dtype
 * {@code StridedArray} ops: each entry casts the storage arrays once per run and calls the kernel.
 */
final class Dispatch {
  private Dispatch() {}

  private static final String BINARY =
      """
      {marker}
      package io.ndgen.runtime.ops;

      import io.ndgen.annotations.DType;
      import io.ndgen.runtime.internal.*;
      import org.jspecify.annotations.Nullable;

      /** The binary kernel of each (op, loop dtype), as {@link BinaryLoop}s over storage arrays. */
      final class BinaryLoops {
        private BinaryLoops() {}

        /** The loop for {@code op} on operands of {@code dtype}, or null if NumPy has none. */
        static @Nullable BinaryLoop of(BinaryOp op, DType dtype) {
          switch (dtype) {
      {cases}
            default:
              return null;
          }
        }
      }
      """;

  static String binary() {
    StringBuilder cases = new StringBuilder();
    for (DTypeRow d : DTypes.ROWS) {
      StringBuilder inner = new StringBuilder();
      for (BinaryOpRow op : Ops.BINARY) {
        if (!op.supports(d)) {
          continue;
        }
        String out = op.comparison() ? "boolean" : d.storage();
        inner
            .append("          case ")
            .append(op.constant())
            .append(":\n            return (x, xi, xs, y, yi, ys, z, zi, zs, n) ->\n")
            .append("                ")
            .append(d.kernelClass())
            .append('.')
            .append(op.method())
            .append("(\n                    (")
            .append(d.storage())
            .append("[]) x, xi, xs, (")
            .append(d.storage())
            .append("[]) y, yi, ys, (")
            .append(out)
            .append("[]) z, zi, zs, n);\n");
      }
      cases.append(dtypeCase(d, inner, "return null;"));
    }
    return Template.fill(BINARY, "marker", KernelSources.MARKER, "cases", cases.toString());
  }

  private static final String UNARY =
      """
      {marker}
      package io.ndgen.runtime.ops;

      import io.ndgen.annotations.DType;
      import io.ndgen.runtime.internal.*;
      import org.jspecify.annotations.Nullable;

      /** The unary kernel of each (op, dtype), as {@link UnaryLoop}s over storage arrays. */
      final class UnaryLoops {
        private UnaryLoops() {}

        /** The loop for {@code op} on {@code dtype}, or null if NumPy has none. */
        static @Nullable UnaryLoop of(UnaryOp op, DType dtype) {
          switch (dtype) {
      {cases}
            default:
              return null;
          }
        }
      }
      """;

  static String unary() {
    StringBuilder cases = new StringBuilder();
    for (DTypeRow d : DTypes.ROWS) {
      StringBuilder inner = new StringBuilder();
      for (UnaryOpRow op : Ops.UNARY) {
        if (!op.supports(d)) {
          continue;
        }
        inner
            .append("          case ")
            .append(op.constant())
            .append(":\n            return (x, xi, xs, z, zi, zs, n) ->\n                ")
            .append(d.kernelClass())
            .append('.')
            .append(op.method())
            .append("((")
            .append(d.storage())
            .append("[]) x, xi, xs, (")
            .append(op.predicate() ? "boolean" : d.storage())
            .append("[]) z, zi, zs, n);\n");
      }
      cases.append(dtypeCase(d, inner, "return null;"));
    }
    return Template.fill(UNARY, "marker", KernelSources.MARKER, "cases", cases.toString());
  }

  private static final String ARG =
      """
      {marker}
      package io.ndgen.runtime.ops;

      import io.ndgen.annotations.DType;
      import io.ndgen.runtime.internal.*;

      /** The argmin/argmax kernel of each dtype, as {@link ArgLoop}s over storage arrays. */
      final class ArgLoops {
        private ArgLoops() {}

        /** The loop for {@code op} (ARGMIN or ARGMAX) over {@code dtype}. */
        static ArgLoop of(ReduceOp op, DType dtype) {
          switch (dtype) {
      {cases}
            default:
              break;
          }
          throw new IllegalArgumentException("no " + op + " loop for " + dtype);
        }
      }
      """;

  static String arg() {
    StringBuilder cases = new StringBuilder();
    for (DTypeRow d : DTypes.ROWS) {
      StringBuilder inner = new StringBuilder();
      for (String op : new String[] {"ARGMIN", "ARGMAX"}) {
        inner
            .append("          case ")
            .append(op)
            .append(":\n            return (x, i, s, n) -> ")
            .append(d.kernelClass())
            .append('.')
            .append(op.toLowerCase(java.util.Locale.ROOT))
            .append("((")
            .append(d.storage())
            .append("[]) x, i, s, n);\n");
      }
      cases.append(dtypeCase(d, inner, "break;"));
    }
    return Template.fill(ARG, "marker", KernelSources.MARKER, "cases", cases.toString());
  }

  private static final String REDUCE =
      """
      {marker}
      package io.ndgen.runtime.internal;

      import io.ndgen.annotations.DType;
      import io.ndgen.runtime.ops.ReduceOp;

      /** The reduction kernels of each (op, input dtype), as {@link ReduceLoop}s. */
      final class ReduceLoops {
        private ReduceLoops() {}

        /** The loops reducing {@code dtype} input with {@code op} (not MEAN, ARGMIN, ARGMAX). */
        static ReduceLoop of(ReduceOp op, DType dtype) {
          switch (dtype) {
      {cases}
            default:
              break;
          }
          throw new IllegalArgumentException("no " + op + " loop for " + dtype);
        }
      }
      """;

  private static final String REDUCE_ENTRY =
      """
                case {op}:
                  return new ReduceLoop() {
                    @Override
                    public void run(Object in, int i, int s, int n, Object out, int o) {
                      {cls}.{name}Run(({st}[]) in, i, s, n, ({ast}[]) out, o);
                    }

                    @Override
                    public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
                      {cls}.{name}Accumulate(({st}[]) in, i, s, ({ast}[]) out, o, os, n);
                    }
                  };
      """;

  static String reduce() {
    StringBuilder cases = new StringBuilder();
    for (DTypeRow d : DTypes.ROWS) {
      StringBuilder inner = new StringBuilder();
      for (ReduceOpRow op : Ops.REDUCE) {
        String acc;
        switch (op.kind()) {
          case ARITHMETIC:
            acc = DTypes.of(d.accumulator()).storage();
            break;
          case EXTREME:
            acc = d.storage();
            break;
          case LOGICAL:
            acc = "boolean";
            break;
          default:
            continue;
        }
        inner.append(
            Template.fill(
                REDUCE_ENTRY,
                "op",
                op.constant(),
                "cls",
                d.kernelClass(),
                "name",
                op.method(),
                "st",
                d.storage(),
                "ast",
                acc));
      }
      cases.append(dtypeCase(d, inner, "break;"));
    }
    return Template.fill(REDUCE, "marker", KernelSources.MARKER, "cases", cases.toString());
  }

  private static final String SCAN =
      """
      {marker}
      package io.ndgen.runtime.internal;

      import io.ndgen.annotations.DType;
      import io.ndgen.runtime.ops.ReduceOp;
      import org.jspecify.annotations.Nullable;

      /** The running-sum and running-product kernels of each input dtype, as {@link ScanLoop}s. */
      final class ScanLoops {
        private ScanLoops() {}

        /** The scan of {@code dtype} input with {@code op} (SUM or PROD), or null for other ops. */
        static @Nullable ScanLoop of(ReduceOp op, DType dtype) {
          switch (dtype) {
      {cases}
            default:
              return null;
          }
        }

        /** The scan step of {@code dtype} input with {@code op} (SUM or PROD), or null. */
        static @Nullable ScanStep step(ReduceOp op, DType dtype) {
          switch (dtype) {
      {stepCases}
            default:
              return null;
          }
        }
      }
      """;

  /** {@code internal.ScanLoops}: cumsum/cumprod dispatch over the arithmetic reductions' rows. */
  static String scan() {
    StringBuilder cases = new StringBuilder();
    for (DTypeRow d : DTypes.ROWS) {
      StringBuilder inner = new StringBuilder();
      for (ReduceOpRow op : Ops.REDUCE) {
        if (op.kind() != ReduceOpRow.Kind.ARITHMETIC) {
          continue;
        }
        inner
            .append("          case ")
            .append(op.constant())
            .append(":\n            return (a, i, s, z, o, os, n) ->\n                ")
            .append(d.kernelClass())
            .append('.')
            .append(op.method())
            .append("Scan((")
            .append(d.storage())
            .append("[]) a, i, s, (")
            .append(DTypes.of(d.accumulator()).storage())
            .append("[]) z, o, os, n);\n");
      }
      cases.append(dtypeCase(d, inner, "return null;"));
    }
    StringBuilder stepCases = new StringBuilder();
    for (DTypeRow d : DTypes.ROWS) {
      StringBuilder inner = new StringBuilder();
      for (ReduceOpRow op : Ops.REDUCE) {
        if (op.kind() != ReduceOpRow.Kind.ARITHMETIC) {
          continue;
        }
        inner
            .append("          case ")
            .append(op.constant())
            .append(":\n            return (a, i, s, z, o, zs, back, n) ->\n                ")
            .append(d.kernelClass())
            .append('.')
            .append(op.method())
            .append("ScanStep((")
            .append(d.storage())
            .append("[]) a, i, s, (")
            .append(DTypes.of(d.accumulator()).storage())
            .append("[]) z, o, zs, back, n);\n");
      }
      stepCases.append(dtypeCase(d, inner, "return null;"));
    }
    return Template.fill(
        SCAN,
        "marker",
        KernelSources.MARKER,
        "cases",
        cases.toString(),
        "stepCases",
        stepCases.toString());
  }

  private static String dtypeCase(DTypeRow d, StringBuilder inner, String otherwise) {
    return "      case "
        + d.dtype().name()
        + ":\n        switch (op) {\n"
        + inner
        + "          default:\n            "
        + otherwise
        + "\n        }\n"
        + (otherwise.equals("break;") ? "        break;\n" : "");
  }
}
