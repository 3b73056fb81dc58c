package io.ndgen.codegen;

import io.ndgen.annotations.DType;

/**
 * Renders {@code io.ndgen.runtime.internal.<Name>Kernels}: every typed inner-run kernel of one
 * dtype. A kernel runs over {@code n} elements, each operand given as its primitive array, the
 * position of its first element and its stride; it allocates nothing. The runtime's ops and the
 * generated array classes both call these.
 */
final class KernelClass {
  private KernelClass() {}

  static String render(DTypeRow d) {
    StringBuilder body = new StringBuilder();
    for (BinaryOpRow op : Ops.BINARY) {
      if (op.supports(d)) {
        body.append(binary(d, op));
      }
    }
    for (UnaryOpRow op : Ops.UNARY) {
      if (op.supports(d)) {
        body.append(unary(d, op));
      }
    }
    body.append(Reduce.render(d));
    body.append(arg(d, "argmin", "min")).append(arg(d, "argmax", "max"));
    body.append(fill(d));
    if (d.kind() == Kind.SIGNED || d.kind() == Kind.UNSIGNED) {
      body.append(clip(d));
    }
    if (PowerFastPath.applies(d, Ops.binary("POWER"))) {
      body.append(PowerFastPath.render(d));
    }
    return Template.fill(
        CLASS,
        "marker",
        KernelSources.MARKER,
        "dtype",
        d.dtype().numpyName(),
        "cls",
        d.kernelClass(),
        "body",
        body.toString());
  }

  private static final String CLASS =
      """
      {marker}
      package io.ndgen.runtime.internal;

      import io.ndgen.annotations.DType;
      import io.ndgen.runtime.Layout;
      import io.ndgen.runtime.ops.ReduceOp;

      /**
       * The {dtype} kernels: NumPy's loops for one strided run each, typed and allocation-free. Every
       * run is {@code n} elements; an operand is its array, the position of its first element and
       * its stride (0 broadcasts one element). Positions must be in bounds; an output may alias an
       * input only at the same positions.
       */
      public final class {cls} {
        private {cls}() {}
      {body}}
      """;

  private static final String BINARY =
      """

        /** NumPy's {@code {numpy}}: {@code z = {label}} elementwise. */
        public static void {method}(
            {st}[] x, int xi, int xs, {st}[] y, int yi, int ys, {ost}[] z, int zi, int zs, int n) {
      {fast}{simd}    if (xs == 1 && ys == 1 && zs == 1) {
            for (int j = 0; j < n; j++) {
              z[zi + j] = {unit};
            }
          } else if (xs == 1 && ys == 0 && zs == 1) {
            // a broadcast y (a scalar, or a row of a column vector) is read once: z may alias it
            {st} yv = y[yi];
            for (int j = 0; j < n; j++) {
              z[zi + j] = {bcastY};
            }
          } else if (xs == 0 && ys == 1 && zs == 1) {
            {st} xv = x[xi];
            for (int j = 0; j < n; j++) {
              z[zi + j] = {bcastX};
            }
          } else {
            for (int j = 0; j < n; j++, xi += xs, yi += ys, zi += zs) {
              z[zi] = {general};
            }
          }
        }
      """;

  private static String binary(DTypeRow d, BinaryOpRow op) {
    boolean cmp = op.comparison();
    return Template.fill(
        BINARY,
        "numpy",
        op.numpy(),
        "label",
        op.numpy() + "(x, y)",
        "method",
        op.method(),
        "st",
        d.storage(),
        "ost",
        cmp ? "boolean" : d.storage(),
        "unit",
        binaryBody(d, op, "x[xi + j]", "y[yi + j]"),
        "bcastY",
        binaryBody(d, op, "x[xi + j]", "yv"),
        "bcastX",
        binaryBody(d, op, "xv", "y[yi + j]"),
        "general",
        binaryBody(d, op, "x[xi]", "y[yi]"),
        "fast",
        PowerFastPath.applies(d, op) ? PowerFastPath.CALL : "",
        "simd",
        SimdHooks.binary(d, op));
  }

  private static String binaryBody(DTypeRow d, BinaryOpRow op, String x, String y) {
    String e = op.apply(d, d.load(x), d.load(y));
    return op.comparison() || d.kind() == Kind.BOOL ? e : d.store(e);
  }

  private static final String UNARY =
      """

        /** NumPy's {@code {numpy}} elementwise: {@code z = {numpy}(x)}. */
        public static void {method}({st}[] x, int xi, int xs, {ost}[] z, int zi, int zs, int n) {
      {simd}    if (xs == 1 && zs == 1) {
            for (int j = 0; j < n; j++) {
              z[zi + j] = {unit};
            }
          } else {
            for (int j = 0; j < n; j++, xi += xs, zi += zs) {
              z[zi] = {general};
            }
          }
        }
      """;

  private static String unary(DTypeRow d, UnaryOpRow op) {
    return Template.fill(
        UNARY,
        "numpy",
        op.numpy(),
        "method",
        op.method(),
        "st",
        d.storage(),
        "ost",
        op.predicate() ? "boolean" : d.storage(),
        "unit",
        unaryBody(d, op, "x[xi + j]"),
        "general",
        unaryBody(d, op, "x[xi]"),
        "simd",
        SimdHooks.unary(d, op));
  }

  private static String unaryBody(DTypeRow d, UnaryOpRow op, String x) {
    if (op.identity(d)) {
      return x; // a copy of the storage element (floor, ceil, trunc of integers)
    }
    String e = op.apply(d, d.load(x));
    return op.predicate() || d.kind() == Kind.BOOL ? e : d.store(e);
  }

  private static final String ARG =
      """

        /**
         * NumPy's {@code {name}} of a non-empty run: the index in {@code [0, n)} of the first
         * {extreme} element{nanDoc}.
         */
        public static int {name}({st}[] x, int xi, int xs, int n) {
      {simd}    {ct} best = {first};
          int at = 0;{firstNan}
          for (int j = 1; j < n; j++) {
            xi += xs;
            {ct} v = {load};
            if ({better}) {
              best = v;
              at = j;{nanBreak}
            }
          }
          return at;
        }
      """;

  private static String arg(DTypeRow d, String name, String extreme) {
    boolean max = extreme.equals("max");
    boolean isFloat = d.kind() == Kind.FLOAT;
    String better;
    if (d.kind() == Kind.BOOL) {
      better = max ? "v & !best" : "!v & best";
    } else if (isFloat) {
      better = max ? "!(v <= best)" : "!(v >= best)";
    } else if (d.unsignedBits()) {
      better =
          (d.isLong() ? "Long" : "Integer")
              + ".compareUnsigned(v, best) "
              + (max ? ">" : "<")
              + " 0";
    } else {
      better = "v " + (max ? ">" : "<") + " best";
    }
    return Template.fill(
        ARG,
        "name",
        name,
        "extreme",
        extreme + "imal",
        "nanDoc",
        isFloat ? "; the first NaN wins" : "",
        "st",
        d.storage(),
        "ct",
        d.compute(),
        "first",
        d.load("x[xi]"),
        "firstNan",
        isFloat ? "\n    if (best != best) {\n      return 0;\n    }" : "",
        "load",
        d.load("x[xi]"),
        "better",
        better,
        "nanBreak",
        isFloat ? "\n        if (v != v) {\n          break;\n        }" : "",
        "simd",
        SimdHooks.whole(d, name, "xs == 1", "x, xi, n", "return "));
  }

  private static final String FILL =
      """

        /** Stores {@code value} (a storage element) into every element of the run. */
        public static void fill({st}[] z, int zi, int zs, int n, {st} value) {
          if (zs == 1) {
            java.util.Arrays.fill(z, zi, zi + n, value);
          } else {
            for (int j = 0; j < n; j++, zi += zs) {
              z[zi] = value;
            }
          }
        }
      """;

  private static String fill(DTypeRow d) {
    return Template.fill(FILL, "st", d.storage());
  }

  private static final String CLIP =
      """

        /**
         * NumPy's {@code clip} of a run with bounds the dtype holds (compute values): {@code
         * minimum(maximum(x, lo), hi)} in one pass, so {@code lo > hi} gives {@code hi}. {@code z}
         * may be {@code x} at the same positions.
         */
        public static void clip(
            {st}[] x, int xi, int xs, {ct} lo, {ct} hi, {st}[] z, int zi, int zs, int n) {
      {leaf}    if (xs == 1 && zs == 1) {
            for (int j = 0; j < n; j++) {
              z[zi + j] = {unit};
            }
          } else {
            for (int j = 0; j < n; j++, xi += xs, zi += zs) {
              z[zi] = {general};
            }
          }
        }
      """;

  /** The integer {@code clip} kernel: {@code maximum} then {@code minimum}, the ops' own loops. */
  private static String clip(DTypeRow d) {
    BinaryOpRow max = Ops.binary("MAXIMUM");
    BinaryOpRow min = Ops.binary("MINIMUM");
    return Template.fill(
        CLIP,
        "st",
        d.storage(),
        "ct",
        d.compute(),
        "unit",
        d.store(min.apply(d, max.apply(d, d.load("x[xi + j]"), "lo"), "hi")),
        "general",
        d.store(min.apply(d, max.apply(d, d.load("x[xi]"), "lo"), "hi")),
        "leaf",
        SimdHooks.clip(d));
  }

  /** True for FLOAT16, whose compute type is wider than its storage. */
  static boolean half(DTypeRow d) {
    return d.dtype() == DType.FLOAT16;
  }
}
