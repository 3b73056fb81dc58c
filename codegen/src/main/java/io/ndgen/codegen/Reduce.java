package io.ndgen.codegen;

/**
 * Renders a dtype's reduction kernels: for each of sum, prod, min, max, any and all a {@code Run}
 * kernel that folds a run into one accumulator ({@code r[o] = r[o] ⊕ a[i] ⊕ a[i+s] ⊕ …}) and an
 * {@code Accumulate} kernel that folds a run into a run of accumulators ({@code r[o+j*os] ⊕=
 * a[i+j*s]}); NumPy's pairwise sum for floats; and the whole-array reductions generated classes
 * call, which run the runtime's one reduction path.
 */
final class Reduce {
  private Reduce() {}

  static String render(DTypeRow d) {
    StringBuilder out = new StringBuilder();
    DTypeRow acc = DTypes.of(d.accumulator());
    out.append(sum(d, acc)).append(prod(d, acc));
    out.append(scan(d, acc, "sum", "+")).append(scan(d, acc, "prod", "*"));
    out.append(scanStep(d, acc, "sum", "+")).append(scanStep(d, acc, "prod", "*"));
    out.append(extreme(d, "min", "MINIMUM")).append(extreme(d, "max", "MAXIMUM"));
    out.append(logical(d, "any")).append(logical(d, "all"));
    if (d.kind() == Kind.FLOAT) {
      out.append(pairwise(d));
    }
    if (FusedReduce.applies(d)) {
      out.append(FusedReduce.render(d));
    }
    out.append(whole(d, acc));
    return out.toString();
  }

  private static final String KERNELS =
      """

        /** {doc}: folds {@code n} elements from {@code a[i]} (stride {@code s}) into {@code r[o]}. */
        public static void {name}Run({st}[] a, int i, int s, int n, {ast}[] r, int o) {
      {simdRun}{run}
        }

        /** {doc}: {@code r[o + j*os] = r[o + j*os] ⊕ a[i + j*s]} for {@code j < n}. */
        public static void {name}Accumulate({st}[] a, int i, int s, {ast}[] r, int o, int os, int n) {
      {simdAccumulate}    if (s == 1 && os == 1) {
            for (int j = 0; j < n; j++) {
              r[o + j] = {unit};
            }
            return;
          }
          for (int j = 0; j < n; j++, i += s, o += os) {
            r[o] = {general};
          }
        }
      """;

  private static String kernels(
      DTypeRow d, String ast, String name, String doc, String run, String element) {
    return kernels(d, ast, name, doc, run, element, "", "");
  }

  /**
   * The two kernels with the Vector API leaves {@code simdRun} and {@code simdAccumulate} (from
   * {@link SimdHooks}, or "") taken first.
   */
  private static String kernels(
      DTypeRow d,
      String ast,
      String name,
      String doc,
      String run,
      String element,
      String simdRun,
      String simdAccumulate) {
    return Template.fill(
        KERNELS,
        "simdRun",
        simdRun,
        "simdAccumulate",
        simdAccumulate,
        "doc",
        doc,
        "name",
        name,
        "st",
        d.storage(),
        "ast",
        ast,
        "run",
        run,
        "unit",
        element.replace("r[o]", "r[o + j]").replace("a[i]", "a[i + j]"),
        "general",
        element);
  }

  private static String sum(DTypeRow d, DTypeRow acc) {
    String doc = "Sum of " + d.dtype().numpyName() + " into " + acc.dtype().numpyName();
    if (d.kind() == Kind.FLOAT) {
      String run = "    r[o] = " + d.store(d.load("r[o]") + " + pairwise(a, i, n, s)") + ";";
      String element = d.store(d.load("r[o]") + " + " + d.load("a[i]"));
      return kernels(
          d,
          d.storage(),
          "sum",
          doc + ", pairwise (NumPy's pairwise_sum)",
          run,
          element,
          "",
          SimdHooks.accumulate(d, "add"));
    }
    String run =
        "    long acc = r[o];\n"
            + "    for (int j = 0; j < n; j++, i += s) {\n"
            + "      acc += "
            + d.exactValue("a[i]")
            + ";\n"
            + "    }\n"
            + "    r[o] = acc;";
    return kernels(
        d,
        "long",
        "sum",
        doc + ", wrapping",
        run,
        "r[o] + " + d.exactValue("a[i]"),
        SimdHooks.integerSum(d),
        "");
  }

  private static String prod(DTypeRow d, DTypeRow acc) {
    String doc = "Product of " + d.dtype().numpyName() + " into " + acc.dtype().numpyName();
    if (d.kind() == Kind.FLOAT) {
      String run =
          "    "
              + d.compute()
              + " acc = "
              + d.load("r[o]")
              + ";\n"
              + "    for (int j = 0; j < n; j++, i += s) {\n"
              + "      acc *= "
              + d.load("a[i]")
              + ";\n"
              + "    }\n"
              + "    r[o] = "
              + d.store("acc")
              + ";";
      String element = d.store(d.load("r[o]") + " * " + d.load("a[i]"));
      String how = KernelClass.half(d) ? ", in float within the run (NumPy's half loop)" : "";
      return kernels(
          d, d.storage(), "prod", doc + how, run, element, "", SimdHooks.accumulate(d, "multiply"));
    }
    String run =
        "    long acc = r[o];\n"
            + "    for (int j = 0; j < n; j++, i += s) {\n"
            + "      acc *= "
            + d.exactValue("a[i]")
            + ";\n"
            + "    }\n"
            + "    r[o] = acc;";
    return kernels(d, "long", "prod", doc + ", wrapping", run, "r[o] * " + d.exactValue("a[i]"));
  }

  private static final String SCAN =
      """

        /**
         * {doc}: {@code z[o + j*os] = a[i] ⊕ … ⊕ a[i + j*s]} for {@code j < n}, left to right (NumPy's
         * {@code accumulate}, not pairwise).
         */
        public static void {name}Scan({st}[] a, int i, int s, {ast}[] z, int o, int os, int n) {
          if (n == 0) {
            return;
          }
          {act} acc = {first};
          z[o] = {storeAcc};
          if (s == 1 && os == 1) { // indices the JIT can range-check once, then unroll
            for (int j = 1; j < n; j++) {
              {unitStep}
            }
            return;
          }
          for (int j = 1; j < n; j++) {
            i += s;
            o += os;
            {step}
          }
        }
      """;

  private static final String INTEGER_SCAN =
      """

        /**
         * {doc}: {@code z[o + j*os] = a[i] ⊕ … ⊕ a[i + j*s]} for {@code j < n}, left to right, wrapping.
         */
        public static void {name}Scan({st}[] a, int i, int s, long[] z, int o, int os, int n) {
          {name}ScanFrom(a, i, s, z, o, os, n, {identity});
        }

        /**
         * {doc} continued from {@code carry}, the running value before {@code a[i]}: {@code z[o +
         * j*os] = carry ⊕ a[i] ⊕ … ⊕ a[i + j*s]}. Wrapping ⊕ is associative and exact, so a long run
         * can be cut into pieces scanned at once, each from the combined value of those before it.
         */
        public static void {name}ScanFrom(
            {st}[] a, int i, int s, long[] z, int o, int os, int n, long carry) {
          long acc = carry;
          if (s == 1 && os == 1) { // indices the JIT can range-check once, then unroll
            for (int j = 0; j < n; j++) {
              acc {op}= {unitValue};
              z[o + j] = acc;
            }
            return;
          }
          for (int j = 0; j < n; j++, i += s, o += os) {
            acc {op}= {value};
            z[o] = acc;
          }
        }
      """;

  /**
   * The running sum or product ({@code cumsum}, {@code cumprod}) of a run into the accumulator
   * dtype. Integers run in a wrapping long and also get a form continued from a carry (for the
   * two-pass scan across cores); floats in their compute type, and float16 rounds each partial
   * result to float16 (NumPy's half loop writes each one before reading it back).
   */
  private static String scan(DTypeRow d, DTypeRow acc, String name, String op) {
    String doc =
        (name.equals("sum") ? "Running sum" : "Running product")
            + " of "
            + d.dtype().numpyName()
            + " into "
            + acc.dtype().numpyName();
    if (d.kind() != Kind.FLOAT) {
      return Template.fill(
          INTEGER_SCAN,
          "doc",
          doc,
          "name",
          name,
          "st",
          d.storage(),
          "identity",
          name.equals("sum") ? "0L" : "1L",
          "op",
          op,
          "unitValue",
          d.exactValue("a[i + j]"),
          "value",
          d.exactValue("a[i]"));
    }
    String step =
        KernelClass.half(d)
            ? "z[o] = "
                + d.store("acc " + op + " " + d.load("a[i]"))
                + ";\n      acc = "
                + d.load("z[o]")
                + ";"
            : "acc " + op + "= " + d.load("a[i]") + ";\n      z[o] = acc;";
    return Template.fill(
        SCAN,
        "doc",
        doc,
        "name",
        name,
        "st",
        d.storage(),
        "ast",
        acc.storage(),
        "act",
        d.compute(),
        "first",
        d.load("a[i]"),
        "storeAcc",
        d.store("acc"),
        "step",
        step,
        "unitStep",
        step.replace("a[i]", "a[i + j]")
            .replace("z[o]", "z[o + j]")
            .replace("\n      ", "\n        "));
  }

  private static final String SCAN_STEP =
      """

        /**
         * One step of {@code {name}Scan} on {@code n} lanes at once: {@code z[o + l*zs] = z[o + l*zs -
         * back] ⊕ a[i + l*s]} for {@code l < n}, the lane's previous running value (at {@code back}
         * elements before) and this element. Walking a cumulative axis that is not the innermost in
         * memory as such steps, lanes side by side, reads and writes in layout order; the result is
         * {@code {name}Scan}'s, bit for bit.
         */
        public static void {name}ScanStep(
            {st}[] a, int i, int s, {ast}[] z, int o, int zs, int back, int n) {
          for (int l = 0; l < n; l++, i += s, o += zs) {
            {step}
          }
        }
      """;

  /** {@code sumScanStep} / {@code prodScanStep}: see {@link #SCAN_STEP}. */
  private static String scanStep(DTypeRow d, DTypeRow acc, String name, String op) {
    String step;
    if (d.kind() == Kind.FLOAT) {
      step = "z[o] = " + d.store(d.load("z[o - back]") + " " + op + " " + d.load("a[i]")) + ";";
    } else {
      step = "z[o] = z[o - back] " + op + " " + d.exactValue("a[i]") + ";";
    }
    return Template.fill(
        SCAN_STEP, "name", name, "st", d.storage(), "ast", acc.storage(), "step", step);
  }

  private static String extreme(DTypeRow d, String name, String op) {
    BinaryOpRow row = Ops.binary(op);
    String doc =
        (name.equals("min") ? "Minimum" : "Maximum")
            + " of "
            + d.dtype().numpyName()
            + (d.kind() == Kind.FLOAT ? " (NaN propagates)" : "");
    String run;
    String element;
    if (d.kind() == Kind.BOOL) {
      run =
          "    boolean acc = r[o];\n"
              + "    for (int j = 0; j < n; j++, i += s) {\n"
              + "      acc = "
              + row.apply(d, "acc", "a[i]")
              + ";\n"
              + "    }\n"
              + "    r[o] = acc;";
      element = row.apply(d, "r[o]", "a[i]");
    } else {
      run =
          "    "
              + d.compute()
              + " acc = "
              + d.load("r[o]")
              + ";\n"
              + "    for (int j = 0; j < n; j++, i += s) {\n"
              + "      acc = "
              + row.apply(d, "acc", d.load("a[i]"))
              + ";\n"
              + "    }\n"
              + "    r[o] = "
              + d.store("acc")
              + ";";
      element = d.store(row.apply(d, d.load("r[o]"), d.load("a[i]")));
    }
    return kernels(
        d,
        d.storage(),
        name,
        doc,
        run,
        element,
        SimdHooks.whole(d, name, "s == 1", "a, i, n, r[o]", "r[o] = "),
        SimdHooks.accumulate(d, row.method()));
  }

  private static String logical(DTypeRow d, String name) {
    boolean any = name.equals("any");
    String truth = d.kind() == Kind.BOOL ? "a[i]" : "(" + d.load("a[i]") + " != 0)";
    String doc =
        (any ? "Any" : "All")
            + " of "
            + d.dtype().numpyName()
            + (d.kind() == Kind.BOOL ? "" : " (nonzero and NaN are true)");
    String run =
        "    boolean acc = r[o];\n"
            + "    for (int j = 0; j < n && "
            + (any ? "!acc" : "acc")
            + "; j++, i += s) {\n"
            + "      acc = "
            + truth
            + ";\n"
            + "    }\n"
            + "    r[o] = acc;";
    String element = "r[o] " + (any ? "||" : "&&") + " " + truth;
    if (d.kind() == Kind.BOOL) {
      // of bools, any is max and all is min: the same leaves, which stop at the deciding element
      String leaf = any ? "max" : "min";
      return kernels(
          d,
          "boolean",
          name,
          doc,
          run,
          element,
          SimdHooks.whole(d, leaf, "s == 1", "a, i, n, r[o]", "r[o] = "),
          SimdHooks.accumulate(d, any ? "maximum" : "minimum"));
    }
    return kernels(d, "boolean", name, doc, run, element);
  }

  private static final String PAIRWISE_BLOCK =
      """

        /** NumPy's {@code PW_BLOCKSIZE}: runs up to this length are summed with 8 partial sums. */
        static final int PAIRWISE_BLOCK = 128;
      """;

  private static final String PAIRWISE =
      """

        /**
         * NumPy's pairwise summation ({@code pairwise_sum} in {@code loops_utils.h}) of {@code n}
         * {what}from {@code a[i]} with stride {@code s}: runs under 8 are summed in order from
         * -0.0; up to 128 with 8 partial sums combined as {@code ((r0 + r1) + (r2 + r3)) + ((r4 + r5)
         * + (r6 + r7))} and the rest added in order; longer runs are split at half rounded down to a
         * multiple of 8. A unit stride takes its own copy of the same algorithm, whose indices the
         * JIT range-checks once per loop; it adds the same values in the same order.
         */
        public static {ct} {name}({st}[] a, int i, int n, int s{params}) {
          if (s == 1) {
            return {unitSum}(a, i, n{args});
          }
          if (n < 8) {
            {ct} res = -0.0{f};
            for (int j = 0; j < n; j++) {
              res += {loadJ};
            }
            return res;
          } else if (n <= PAIRWISE_BLOCK) {
      {init}
            int j = 8;
            for (; j < n - (n % 8); j += 8) {
              int p = i + j * s;
      {step}
            }
            {ct} res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7));
            for (; j < n; j++) {
              res += {loadJ};
            }
            return res;
          }
          int n2 = n / 2;
          n2 -= n2 % 8;
          return {name}(a, i, n2, s{args}) + {name}(a, i + n2 * s, n - n2, s{args});
        }

        /** {@link #{name}} of a unit-stride run, in scalar code{unitDoc}. */
        static {ct} {name}Unit({st}[] a, int i, int n{params}) {
          if (n < 8) {
            {ct} res = -0.0{f};
            for (int j = 0; j < n; j++) {
              res += {loadUnitJ};
            }
            return res;
          } else if (n <= PAIRWISE_BLOCK) {
      {initUnit}
            int end = i + n - (n % 8);
            int p = i + 8;
            for (; p < end; p += 8) {
      {stepUnit}
            }
            {ct} res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7));
            for (; p < i + n; p++) {
              res += {loadP};
            }
            return res;
          }
          int n2 = n / 2;
          n2 -= n2 % 8;
          return {name}Unit(a, i, n2{args}) + {name}Unit(a, i + n2, n - n2{args});
        }
      """;

  /** {@code ct rk = term;}: partial sum k of pairwise's first block. */
  private static String firstPartial(DTypeRow d, int k, String term) {
    return "      " + d.compute() + " r" + k + " = " + term + ";";
  }

  /** {@code rk += term;}: partial sum k of a later block. */
  private static String nextPartial(int k, String term) {
    return "        r" + k + " += " + term + ";";
  }

  /** NumPy's pairwise sum of the elements, the unit-stride runs on {@code Vectorized.SUM}. */
  private static String pairwise(DTypeRow d) {
    String unitSum = SimdHooks.instance(d) == null ? "pairwiseUnit" : "Vectorized.SUM.sum";
    return Template.fill(PAIRWISE_BLOCK)
        + pairwise(
            d, "pairwise", "elements ", unitSum, " ({@code SumRuns}' definition)", "", "", e -> e);
  }

  /**
   * The pairwise sum named {@code name} of {@code term} applied to each element's loaded value:
   * NumPy's {@code pairwise_sum} of the array of those terms, the same additions in the same order.
   * {@code params} and {@code args} are extra trailing parameters (", float m") and their names.
   */
  static String pairwise(
      DTypeRow d,
      String name,
      String what,
      String unitSum,
      String unitDoc,
      String params,
      String args,
      java.util.function.UnaryOperator<String> term) {
    StringBuilder init = new StringBuilder();
    StringBuilder step = new StringBuilder();
    StringBuilder initUnit = new StringBuilder();
    StringBuilder stepUnit = new StringBuilder();
    for (int k = 0; k < 8; k++) {
      String strided = k == 0 ? "" : k == 1 ? " + s" : " + " + k + " * s";
      String unit = k == 0 ? "" : " + " + k;
      String sep = k < 7 ? "\n" : "";
      init.append(firstPartial(d, k, term.apply(d.load("a[i" + strided + "]")))).append(sep);
      step.append(nextPartial(k, term.apply(d.load("a[p" + strided + "]")))).append(sep);
      initUnit.append(firstPartial(d, k, term.apply(d.load("a[i" + unit + "]")))).append(sep);
      stepUnit.append(nextPartial(k, term.apply(d.load("a[p" + unit + "]")))).append(sep);
    }
    return Template.fill(
        PAIRWISE,
        "what",
        what,
        "name",
        name,
        "params",
        params,
        "args",
        args,
        "unitDoc",
        unitDoc,
        "unitSum",
        unitSum,
        "ct",
        d.compute(),
        "st",
        d.storage(),
        "f",
        d.compute().equals("float") ? "f" : "",
        "loadJ",
        term.apply(d.load("a[i + j * s]")),
        "loadUnitJ",
        term.apply(d.load("a[i + j]")),
        "loadP",
        term.apply(d.load("a[p]")),
        "init",
        init.toString(),
        "step",
        step.toString(),
        "initUnit",
        initUnit.toString(),
        "stepUnit",
        stepUnit.toString());
  }

  private static final String WHOLE =
      """

        /**
         * The sum of every element of {@code data} viewed through {@code layout}, by the runtime's one
         * reduction path: the same bits as {@code StridedArray.sum()}.
         */
        public static {sumType} sum({st}[] data, Layout layout) {
          {ast}[] acc = new {ast}[1];
          Reduction.reduceAll(ReduceOp.SUM, DType.{dtype}, data, layout, acc);
          return {sumResult};
        }

        /**
         * The minimum of every element (NumPy's {@code min}), by the runtime's one reduction path.
         *
         * @throws IllegalArgumentException if the array is empty
         */
        public static {value} min({st}[] data, Layout layout) {
          {st}[] acc = new {st}[1];
          Reduction.reduceAll(ReduceOp.MIN, DType.{dtype}, data, layout, acc);
          return {extremeResult};
        }

        /**
         * The maximum of every element (NumPy's {@code max}), by the runtime's one reduction path.
         *
         * @throws IllegalArgumentException if the array is empty
         */
        public static {value} max({st}[] data, Layout layout) {
          {st}[] acc = new {st}[1];
          Reduction.reduceAll(ReduceOp.MAX, DType.{dtype}, data, layout, acc);
          return {extremeResult};
        }
      """;

  /**
   * The whole-array reductions of generated classes. Sums return the accumulator as a value ({@code
   * float} for FLOAT16's float16 result, {@code long} for integers), min/max the element value.
   */
  private static String whole(DTypeRow d, DTypeRow acc) {
    String sumType = d.kind() == Kind.FLOAT ? d.value() : "long";
    String sumResult = d.kind() == Kind.FLOAT ? acc.loadValue("acc[0]") : "acc[0]";
    return Template.fill(
        WHOLE,
        "sumType",
        sumType,
        "st",
        d.storage(),
        "ast",
        acc.storage(),
        "dtype",
        d.dtype().name(),
        "sumResult",
        sumResult,
        "value",
        d.value(),
        "extremeResult",
        d.loadValue("acc[0]"));
  }
}
