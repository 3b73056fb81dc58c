package io.ndgen.codegen;

import io.ndgen.annotations.DType;
import java.util.Set;

/**
 * Where the Vector API plugs into the generated kernels. For float32, float64 and the signed and
 * unsigned integers up to 16 bits, int32 and int64, a kernel first hands its run to {@code
 * internal.Vectorized} ({@code F32}/{@code F64}/{@code I8}/{@code U8}/{@code I16}/{@code
 * U16}/{@code I32}/{@code I64}), which does a leading part in full vectors when the strides fit
 * (unit stride, or one input broadcast) and returns how many elements it did; the kernel's scalar
 * loop, the one definition of the result, does the rest. With SIMD off the call returns 0 and the
 * JIT folds it away. The integer instances have min/max and the comparisons ({@link
 * #INTEGER_BINARY}), no unary leaves.
 */
final class SimdHooks {
  private SimdHooks() {}

  /** Binary kernels (by Java method name) with a Vector API leaf of the same name. */
  private static final Set<String> BINARY =
      Set.of(
          "add",
          "subtract",
          "multiply",
          "divide",
          "power",
          "minimum",
          "maximum",
          "equal",
          "notEqual",
          "less",
          "lessEqual",
          "greater",
          "greaterEqual");

  /**
   * The binary kernels of the integers with a leaf: min/max and the comparisons, which lane-wise
   * are Java's exactly. Not add/subtract/multiply: C2 already vectorises their scalar loops.
   */
  private static final Set<String> INTEGER_BINARY =
      Set.of(
          "minimum",
          "maximum",
          "equal",
          "notEqual",
          "less",
          "lessEqual",
          "greater",
          "greaterEqual");

  /**
   * The binary kernels of the 8- and 16-bit integers with a leaf: those of {@link #INTEGER_BINARY}
   * and add, subtract and multiply, whose scalar loops C2 does not vectorise (each element is
   * widened to int and narrowed back: 1.85 ms CPU for 4M int8 adds, 0.18 ms the leaf's maximum).
   */
  private static final Set<String> NARROW_BINARY =
      Set.of(
          "add",
          "subtract",
          "multiply",
          "minimum",
          "maximum",
          "equal",
          "notEqual",
          "less",
          "lessEqual",
          "greater",
          "greaterEqual");

  /** Unary kernels (by NumPy name, which is the leaf's name) with a Vector API leaf. */
  private static final Set<String> UNARY =
      Set.of(
          "negative",
          "absolute",
          "sign",
          "sqrt",
          "exp",
          "log",
          "sin",
          "cos",
          "tanh",
          "floor",
          "ceil",
          "trunc",
          "rint",
          "isnan",
          "isinf",
          "isfinite");

  /**
   * Unary leaves that only float32 takes: C2 vectorises float64 {@code Math.floor}, {@code ceil}
   * and {@code rint} loops by itself (one rounding instruction per vector), and the leaf, which
   * rounds through 2^52 in eight operations, was not shown faster (session 14: 0.81-0.95x CPU time
   * in one JVM, slower-looking JMH forks under load); float32's loop converts each element to
   * double and back and is not vectorised.
   */
  private static final Set<String> FLOAT32_ONLY = Set.of("floor", "ceil", "rint");

  /** The {@code Vectorized} instance of the dtypes with leaves, else null. */
  static String instance(DTypeRow d) {
    switch (d.dtype()) {
      case BOOL:
        return "Vectorized.B";
      case FLOAT32:
        return "Vectorized.F32";
      case FLOAT64:
        return "Vectorized.F64";
      case INT32:
        return "Vectorized.I32";
      case INT64:
        return "Vectorized.I64";
      case INT8:
        return "Vectorized.I8";
      case UINT8:
        return "Vectorized.U8";
      case INT16:
        return "Vectorized.I16";
      case UINT16:
        return "Vectorized.U16";
      default:
        return null;
    }
  }

  /** The statements that run the binary leaf first, or "" where there is none. */
  static String binary(DTypeRow d, BinaryOpRow op) {
    Set<String> leaves =
        d.kind() == Kind.FLOAT
            ? BINARY
            : d.dtype().itemSize() <= 2 ? NARROW_BINARY : INTEGER_BINARY;
    if (instance(d) == null || !leaves.contains(op.method())) {
      return "";
    }
    return head(instance(d) + "." + op.method() + "(x, xi, xs, y, yi, ys, z, zi, zs, n)", "x", "y");
  }

  /** The statements that run the unary leaf first, or "" where there is none. */
  static String unary(DTypeRow d, UnaryOpRow op) {
    if (instance(d) == null || d.kind() != Kind.FLOAT || !UNARY.contains(op.numpy())) {
      return "";
    }
    if (d.dtype() != DType.FLOAT32 && FLOAT32_ONLY.contains(op.numpy())) {
      return "";
    }
    return head(instance(d) + "." + op.numpy() + "(x, xi, xs, z, zi, zs, n)", "x");
  }

  /**
   * The accumulate kernel's leaf ({@code r ⊕= a} is the binary leaf with {@code r} as both its
   * first input and its output), or "" where there is none.
   */
  static String accumulate(DTypeRow d, String binaryMethod) {
    if (instance(d) == null) {
      return "";
    }
    return "    int k = "
        + instance(d)
        + "."
        + binaryMethod
        + "(r, o, os, a, i, s, r, o, os, n);\n"
        + "    i += k * s;\n"
        + "    o += k * os;\n"
        + "    n -= k;\n";
  }

  /**
   * A whole-run leaf ({@code max}, {@code min}, {@code argmax}, {@code argmin}: the scalar loop's
   * exact result from vectors) taken when {@code condition} holds and SIMD is on, as {@code if (…)
   * { <action>leaf(args); return; }}; "" where there is none.
   */
  static String whole(DTypeRow d, String leaf, String condition, String args, String action) {
    if (instance(d) == null) {
      return "";
    }
    String call = instance(d) + "." + leaf + "(" + args + ");\n";
    return "    if ("
        + condition
        + " && "
        + instance(d)
        + ".vectorized()) {\n      "
        + action
        + call
        + (action.startsWith("return") ? "" : "      return;\n")
        + "    }\n";
  }

  /**
   * The integer sum's run leaf ({@code SumRuns}' exact lane-wise sum of a contiguous run), or ""
   * for a dtype without one (only int32 and int64 have one).
   */
  static String integerSum(DTypeRow d) {
    if (d.dtype() != DType.INT32 && d.dtype() != DType.INT64) {
      return "";
    }
    return "    if (s == 1 && "
        + instance(d)
        + ".vectorized()) {\n"
        + "      r[o] += Vectorized.SUM.sum(a, i, n);\n"
        + "      return;\n"
        + "    }\n";
  }

  /** {@code int k = call;} then every operand and the output advanced past the {@code k} done. */
  private static String head(String call, String... inputs) {
    StringBuilder s = new StringBuilder("    int k = ").append(call).append(";\n");
    for (String in : inputs) {
      s.append("    ").append(in).append("i += k * ").append(in).append("s;\n");
    }
    return s.append("    zi += k * zs;\n    n -= k;\n").toString();
  }
}
