package io.ndgen.codegen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Renders the runtime's dispatch from (op, dtype) to the typed kernels, for the dynamic-dtype
 * {@code StridedArray} ops and the reduction driver: each entry casts the storage arrays once per
 * run and calls the kernel. Every class is one template around {@link LoopSwitch} methods; what
 * differs is the op rows and the {@link CallShape} of the loop.
 */
final class Dispatch {
  private Dispatch() {}

  private static final String OPS = "io.ndgen.runtime.ops";
  private static final String INTERNAL = "io.ndgen.runtime.internal";
  private static final String OPS_IMPORT = "import io.ndgen.runtime.internal.*;\n";
  private static final String INTERNAL_IMPORT = "import io.ndgen.runtime.ops.ReduceOp;\n";

  private static final CallShape BINARY = new CallShape("x[], xi, xs, y[], yi, ys, z[], zi, zs, n");
  private static final CallShape UNARY = new CallShape("x[], xi, xs, z[], zi, zs, n");
  private static final CallShape ARG = new CallShape("x[], i, s, n");
  private static final CallShape SCAN = new CallShape("a[], i, s, z[], o, os, n");
  private static final CallShape SCAN_FROM = new CallShape("a[], i, s, z[], o, os, n, carry");
  private static final CallShape SCAN_STEP = new CallShape("a[], i, s, z[], o, zs, back, n");
  private static final CallShape RUN = new CallShape("in[], i, s, n, out[], o");
  private static final CallShape ACCUMULATE = new CallShape("in[], i, s, out[], o, os, n");

  static String binary() {
    return render(
        OPS,
        OPS_IMPORT,
        "BinaryLoops",
        "The binary kernel of each (op, loop dtype), as {@link BinaryLoop}s over storage arrays.",
        new LoopSwitch(
            "The loop for {@code op} on operands of {@code dtype}, or null if NumPy has none.",
            "BinaryLoop",
            "of",
            "BinaryOp",
            true,
            loops(
                Ops.BINARY,
                BinaryOpRow::constant,
                (op, d) ->
                    op.supports(d)
                        ? BINARY.lambda(
                            d.kernelClass() + "." + op.method(),
                            d.storage(),
                            d.storage(),
                            op.comparison() ? "boolean" : d.storage())
                        : null)));
  }

  static String unary() {
    return render(
        OPS,
        OPS_IMPORT,
        "UnaryLoops",
        "The unary kernel of each (op, dtype), as {@link UnaryLoop}s over storage arrays.",
        new LoopSwitch(
            "The loop for {@code op} on {@code dtype}, or null if NumPy has none.",
            "UnaryLoop",
            "of",
            "UnaryOp",
            true,
            loops(
                Ops.UNARY,
                UnaryOpRow::constant,
                (op, d) ->
                    op.supports(d)
                        ? UNARY.lambda(
                            d.kernelClass() + "." + op.method(),
                            d.storage(),
                            op.predicate() ? "boolean" : d.storage())
                        : null)));
  }

  static String arg() {
    return render(
        OPS,
        OPS_IMPORT,
        "ArgLoops",
        "The argmin/argmax kernel of each dtype, as {@link ArgLoop}s over storage arrays.",
        new LoopSwitch(
            "The loop for {@code op} (ARGMIN or ARGMAX) over {@code dtype}.",
            "ArgLoop",
            "of",
            "ReduceOp",
            false,
            loops(
                List.of("ARGMIN", "ARGMAX"),
                op -> op,
                (op, d) ->
                    ARG.lambda(d.kernelClass() + "." + op.toLowerCase(Locale.ROOT), d.storage()))));
  }

  private static final String REDUCE_LOOP =
      """
      new ReduceLoop() {
                    @Override
                    public void run(Object in, int i, int s, int n, Object out, int o) {
                      {run};
                    }

                    @Override
                    public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
                      {accumulate};
                    }
                  }""";

  /** {@code internal.ReduceLoops}: the run and accumulate kernels of every reduction but MEAN. */
  static String reduce() {
    return render(
        INTERNAL,
        INTERNAL_IMPORT,
        "ReduceLoops",
        "The reduction kernels of each (op, input dtype), as {@link ReduceLoop}s.",
        new LoopSwitch(
            "The loops reducing {@code dtype} input with {@code op} (not MEAN, ARGMIN, ARGMAX).",
            "ReduceLoop",
            "of",
            "ReduceOp",
            false,
            loops(Ops.REDUCE, ReduceOpRow::constant, Dispatch::reduceLoop)));
  }

  /** The {@code ReduceLoop} of {@code op} on {@code d} input, or null if it has none. */
  private static String reduceLoop(ReduceOpRow op, DTypeRow d) {
    String acc = accumulator(d, op);
    if (acc == null) {
      return null;
    }
    String kernel = d.kernelClass() + "." + op.method();
    return Template.fill(
        REDUCE_LOOP,
        "run",
        RUN.call(kernel + "Run", d.storage(), acc),
        "accumulate",
        ACCUMULATE.call(kernel + "Accumulate", d.storage(), acc));
  }

  /** The storage primitive {@code op}'s kernels accumulate {@code d} in, or null if none. */
  private static String accumulator(DTypeRow d, ReduceOpRow op) {
    switch (op.kind()) {
      case ARITHMETIC:
        return DTypes.of(d.accumulator()).storage();
      case EXTREME:
        return d.storage();
      case LOGICAL:
        return "boolean";
      default:
        return null;
    }
  }

  /** {@code internal.ScanLoops}: cumsum/cumprod dispatch over the arithmetic reductions' rows. */
  static String scan() {
    return render(
        INTERNAL,
        INTERNAL_IMPORT,
        "ScanLoops",
        "The running-sum and running-product kernels of each input dtype, as {@link ScanLoop}s.",
        new LoopSwitch(
            "The scan of {@code dtype} input with {@code op} (SUM or PROD), or null for other ops.",
            "ScanLoop",
            "of",
            "ReduceOp",
            true,
            scans(SCAN, "Scan", true)),
        new LoopSwitch(
            "The scan of {@code dtype} input with {@code op} continued from a carry, for integer and"
                + " bool input (exact, so it can be split), or null.",
            "CarriedScan",
            "carried",
            "ReduceOp",
            true,
            scans(SCAN_FROM, "ScanFrom", false)),
        new LoopSwitch(
            "The scan step of {@code dtype} input with {@code op} (SUM or PROD), or null.",
            "ScanStep",
            "step",
            "ReduceOp",
            true,
            scans(SCAN_STEP, "ScanStep", true)));
  }

  /**
   * The arithmetic reductions' scan kernels with {@code suffix}; float ones only if {@code floats}.
   */
  private static Function<DTypeRow, Map<String, String>> scans(
      CallShape shape, String suffix, boolean floats) {
    return loops(
        Ops.REDUCE,
        ReduceOpRow::constant,
        (op, d) ->
            op.kind() == ReduceOpRow.Kind.ARITHMETIC && (floats || d.kind() != Kind.FLOAT)
                ? shape.lambda(
                    d.kernelClass() + "." + op.method() + suffix,
                    d.storage(),
                    DTypes.of(d.accumulator()).storage())
                : null);
  }

  /**
   * Per dtype, {@code constant(op)} to {@code loop(op, dtype)} for every row {@code op} of {@code
   * rows} in order, leaving out the rows whose loop is null (no kernel for that dtype).
   */
  static <R> Function<DTypeRow, Map<String, String>> loops(
      List<R> rows, Function<R, String> constant, BiFunction<R, DTypeRow, String> loop) {
    return d -> {
      Map<String, String> out = new LinkedHashMap<>();
      for (R op : rows) {
        String l = loop.apply(op, d);
        if (l != null) {
          out.put(constant.apply(op), l);
        }
      }
      return out;
    };
  }

  private static String render(
      String pkg, String imports, String cls, String doc, LoopSwitch... methods) {
    StringBuilder body = new StringBuilder();
    boolean nullable = false;
    for (LoopSwitch m : methods) {
      body.append(m.render());
      nullable |= m.nullable();
    }
    String nullableImport = nullable ? "import org.jspecify.annotations.Nullable;\n" : "";
    return KernelSources.utilityClass(
        pkg,
        "import io.ndgen.annotations.DType;\n" + imports + nullableImport,
        doc,
        cls,
        body.toString());
  }
}
