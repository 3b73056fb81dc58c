package io.ndgen.codegen;

import io.ndgen.annotations.DType;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Renders {@code io.ndgen.runtime.internal.CastKernels}: one typed kernel per (from, to) dtype pair
 * with NumPy's {@code astype} (unsafe casting) result per element, a range check per
 * float-to-integer pair (ndgen refuses what NumPy leaves undefined, before writing anything), a
 * checking twin of those kernels for fresh results (one pass), and the Object-typed dispatch the
 * runtime's cast driver uses ({@link LoopSwitch} methods over the pairs). Contiguous
 * float32/float64/int32 pairs, and the small integers and bool to float32/float64/int32, take the
 * Vector API leaf of {@code Vectorized.CAST} first.
 */
final class Casts {
  private Casts() {}

  private static final String STORAGE = "Storage.";
  private static final String F16 = "io.ndgen.runtime.storage.Float16.";

  /** The pairs {@code CastSimd} has leaves for, by kernel name. */
  private static final Set<String> SIMD =
      Set.of(
          "float32ToFloat64",
          "float64ToFloat32",
          "int32ToFloat32",
          "int32ToFloat64",
          "int32ToInt64",
          "float32ToInt32",
          "int8ToFloat32",
          "uint8ToFloat32",
          "int16ToFloat32",
          "uint16ToFloat32",
          "boolToFloat32",
          "int8ToFloat64",
          "uint8ToFloat64",
          "int16ToFloat64",
          "uint16ToFloat64",
          "boolToFloat64",
          "int8ToInt32",
          "uint8ToInt32",
          "int16ToInt32",
          "uint16ToInt32",
          "boolToInt32");

  private static final CallShape LOOP = new CallShape("x[], xi, xs, z[], zi, zs, n");
  private static final CallShape CHECK_LOOP = new CallShape("x[], xi, xs, n");

  static String render() {
    StringBuilder body = new StringBuilder();
    for (DTypeRow from : DTypes.ROWS) {
      for (DTypeRow to : DTypes.ROWS) {
        String name = name(from, to);
        body.append(kernel(from, to, name));
        if (checked(from, to)) {
          body.append(check(from, to, name));
          body.append(checking(from, to, name));
        }
      }
    }
    String of =
        dispatch(
            "of",
            "The kernel casting {@code from} to {@code to}.",
            "Loop",
            false,
            (from, to) -> LOOP.lambda(name(from, to), from.storage(), to.storage()));
    String check =
        dispatch(
            "check",
            "The range check of a float-to-integer cast, or null for casts that cannot fail.",
            "Check",
            true,
            (from, to) ->
                checked(from, to)
                    ? CHECK_LOOP.lambda(name(from, to) + "Check", from.storage())
                    : null);
    String checking =
        dispatch(
            "checking",
            "The kernel of a float-to-integer cast that checks while it converts (see the class"
                + " comment), or null for casts that cannot fail.",
            "Loop",
            true,
            (from, to) ->
                checked(from, to)
                    ? LOOP.lambda(name(from, to) + "Checking", from.storage(), to.storage())
                    : null);
    return Template.fill(
        CLASS,
        "marker",
        KernelSources.MARKER,
        "dispatch",
        of + check + checking,
        "body",
        body.toString());
  }

  /**
   * {@code public static result name(DType from, DType to)}: the {@code loop} of each pair, as
   * switches over {@code to} and then {@code from}; a pair whose loop is null has none.
   */
  private static String dispatch(
      String name,
      String doc,
      String result,
      boolean nullable,
      BiFunction<DTypeRow, DTypeRow, String> loop) {
    return new LoopSwitch(
            "public static",
            doc,
            result,
            name,
            "DType",
            "from",
            "to",
            nullable,
            Dispatch.loops(DTypes.ROWS, from -> from.dtype().name(), loop))
        .render();
  }

  private static final String CLASS =
      """
      {marker}
      package io.ndgen.runtime.internal;

      import io.ndgen.annotations.DType;
      import org.jspecify.annotations.Nullable;

      /**
       * NumPy's {@code astype} casts (unsafe casting): integers wrap modulo 2^bits, floats round to
       * nearest, floats truncate toward zero into integers, anything nonzero (NaN included) is true.
       * One typed kernel per dtype pair over a strided run ({@code n} elements; an operand is its
       * array, first position and stride), allocation-free. A float that an integer dtype cannot hold
       * (NaN, infinity, out of range) is undefined in NumPy; ndgen refuses it: run {@link #check}'s
       * kernel over every run before converting any, or, into a fresh result, {@link #checking}'s:
       * it throws for the first element of a run the target cannot hold, having written the elements
       * before it and left the rest of the run undefined, so the caller drops that result.
       */
      public final class CastKernels {
        private CastKernels() {}

        /** An Object-typed cast kernel. */
        @FunctionalInterface
        public interface Loop {
          void run(Object x, int xi, int xs, Object z, int zi, int zs, int n);
        }

        /** An Object-typed range check: throws for the first element the target cannot hold. */
        @FunctionalInterface
        public interface Check {
          void run(Object x, int xi, int xs, int n);
        }
      {dispatch}
        /** NumPy leaves this undefined; ndgen refuses it. */
        private static IllegalArgumentException outOfRange(double value, String dtype) {
          return new IllegalArgumentException(
              "cannot store " + value + " in " + dtype + ": out of range");
        }
      {body}}
      """;

  private static final String KERNEL =
      """

        /** {from} to {to}, elementwise. */
        public static void {name}({st}[] x, int xi, int xs, {zt}[] z, int zi, int zs, int n) {
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

  /** The Vector API head of a kernel: the leaf converts a leading part of a contiguous run. */
  private static String simd(String name) {
    if (!SIMD.contains(name)) {
      return "";
    }
    return "    if (xs == 1 && zs == 1) {\n"
        + "      int k = Vectorized.CAST."
        + name
        + "(x, xi, z, zi, n);\n"
        + "      xi += k;\n"
        + "      zi += k;\n"
        + "      n -= k;\n"
        + "    }\n";
  }

  private static String kernel(DTypeRow from, DTypeRow to, String name) {
    return pairKernel(
        KERNEL,
        from,
        to,
        name,
        "unit",
        convert(from, to, "x[xi + j]"),
        "general",
        convert(from, to, "x[xi]"));
  }

  /** {@code template} filled with the pair's names and types, its SIMD head and {@code more}. */
  private static String pairKernel(
      String template, DTypeRow from, DTypeRow to, String name, String... more) {
    String filled =
        Template.fill(
            template,
            "from",
            from.dtype().numpyName(),
            "to",
            to.dtype().numpyName(),
            "name",
            name,
            "st",
            from.storage(),
            "zt",
            to.storage(),
            "simd",
            simd(name));
    return Template.fill(filled, more);
  }

  private static final String CHECK =
      """

        /** Throws for the first element of the run that {to} cannot hold (truncated toward zero). */
        public static void {name}Check({st}[] x, int xi, int xs, int n) {
          for (int j = 0; j < n; j++, xi += xs) {
            double v = {value};
            if (!({range})) {
              throw outOfRange(v, "{to}");
            }
          }
        }
      """;

  private static String check(DTypeRow from, DTypeRow to, String name) {
    return Template.fill(
        CHECK,
        "to",
        to.dtype().numpyName(),
        "name",
        name,
        "st",
        from.storage(),
        "value",
        floatValue(from, "x[xi]"),
        "range",
        range(to.dtype()));
  }

  private static final String CHECKING =
      """

        /** {from} to {to}, throwing for the first element {to} cannot hold: see {@link #checking}. */
        public static void {name}Checking({st}[] x, int xi, int xs, {zt}[] z, int zi, int zs, int n) {
      {simd}    if (xs == 1 && zs == 1) { // C2 compiles the unit-stride loop tighter
            for (int j = 0; j < n; j++) {
              double v = {unitValue};
              if (!({range})) {
                throw outOfRange(v, "{to}");
              }
              z[zi + j] = {inRange};
            }
          } else {
            for (int j = 0; j < n; j++, xi += xs, zi += zs) {
              double v = {value};
              if (!({range})) {
                throw outOfRange(v, "{to}");
              }
              z[zi] = {inRange};
            }
          }
        }
      """;

  private static String checking(DTypeRow from, DTypeRow to, String name) {
    return pairKernel(
        CHECKING,
        from,
        to,
        name,
        "unitValue",
        floatValue(from, "x[xi + j]"),
        "value",
        floatValue(from, "x[xi]"),
        "range",
        range(to.dtype()),
        "inRange",
        truncate(to, "v"));
  }

  /** True for float-to-integer casts, which need the range check. */
  static boolean checked(DTypeRow from, DTypeRow to) {
    return from.kind() == Kind.FLOAT && to.kind() != Kind.FLOAT && to.kind() != Kind.BOOL;
  }

  /** {@code float32ToUint8}: the kernel's name. */
  static String name(DTypeRow from, DTypeRow to) {
    return from.dtype().numpyName() + "To" + to.name();
  }

  /** The values {@code v} whose truncation toward zero {@code to} holds (NaN fails). */
  private static String range(DType to) {
    switch (to) {
      case INT8:
        return "v > -129.0 && v < 128.0";
      case UINT8:
        return "v > -1.0 && v < 256.0";
      case INT16:
        return "v > -32769.0 && v < 32768.0";
      case UINT16:
        return "v > -1.0 && v < 65536.0";
      case INT32:
        return "v > -2147483649.0 && v < 2147483648.0";
      case UINT32:
        return "v > -1.0 && v < 4294967296.0";
      case INT64:
        return "v >= -0x1p63 && v < 0x1p63";
      case UINT64:
        return "v > -1.0 && v < 0x1p64";
      default:
        throw new IllegalArgumentException("not an integer dtype: " + to);
    }
  }

  /** A float storage element {@code x} as a double. */
  private static String floatValue(DTypeRow from, String x) {
    switch (from.dtype()) {
      case FLOAT16:
        return "(double) " + F16 + "toFloat(" + x + ")";
      case FLOAT32:
        return "(double) " + x;
      default:
        return x;
    }
  }

  /** A bool or integer storage element {@code x} as an exact int or long value. */
  private static String integerValue(DTypeRow from, String x) {
    return from.exactValue(x);
  }

  /** The Java type of {@link #integerValue}. */
  private static String integerType(DTypeRow from) {
    switch (from.dtype()) {
      case BOOL:
      case UINT8:
      case UINT16:
        return "int";
      case UINT32:
        return "long";
      default:
        return from.storage();
    }
  }

  /** Widening order of the integral primitives. */
  private static int rank(String primitive) {
    return java.util.List.of("byte", "short", "int", "long").indexOf(primitive);
  }

  /** The storage element {@code x} of {@code from} cast to a storage element of {@code to}. */
  static String convert(DTypeRow from, DTypeRow to, String x) {
    if (from.dtype() == to.dtype()) {
      return x;
    }
    boolean fromFloat = from.kind() == Kind.FLOAT;
    if (to.kind() == Kind.BOOL) {
      if (from.dtype() == DType.FLOAT16) {
        return "(" + x + " & 0x7fff) != 0"; // NaN is nonzero; -0.0 is 0x8000
      }
      return x + " != 0"; // NaN != 0 is true, as NumPy's NaN -> True
    }
    if (to.kind() == Kind.FLOAT) {
      if (fromFloat) {
        return floatToFloat(from.dtype(), to.dtype(), x);
      }
      if (from.dtype() == DType.UINT64) {
        switch (to.dtype()) {
          case FLOAT32:
            return STORAGE + "unsignedToFloat(" + x + ")"; // one rounding, not via double
          case FLOAT64:
            return STORAGE + "unsignedToDouble(" + x + ")";
          default:
            return F16 + "fromDouble(" + STORAGE + "unsignedToDouble(" + x + "))";
        }
      }
      String v = integerValue(from, x);
      switch (to.dtype()) {
        case FLOAT32:
          return "(float) " + v; // one rounding, as NumPy's int64 -> float32
        case FLOAT64:
          return "(double) " + v;
        default:
          return F16 + "fromDouble((double) " + v + ")";
      }
    }
    String st = to.storage();
    if (!fromFloat) {
      String v = integerValue(from, x);
      // wraps modulo 2^bits; widening needs no cast (javac would call it redundant)
      return rank(integerType(from)) > rank(st) ? "(" + st + ") " + v : v;
    }
    // float -> integer, in range (checked first)
    return truncate(to, from.dtype() == DType.FLOAT32 ? x : floatValue(from, x));
  }

  /**
   * The float {@code v}, known to be in {@code to}'s range, truncated toward zero into a storage
   * element of {@code to}: straight through int where the range fits in int ({@code (int) v} is one
   * instruction), through long for uint32, with the 2^63 offset for uint64.
   */
  private static String truncate(DTypeRow to, String v) {
    switch (to.dtype()) {
      case UINT64:
        return "("
            + v
            + " >= 0x1p63 ? (long) ("
            + v
            + " - 0x1p63) + Long.MIN_VALUE : (long) "
            + v
            + ")";
      case INT64:
        return "(long) " + v;
      case UINT32:
        return "(int) (long) " + v;
      case INT32:
        return "(int) " + v;
      default:
        return "(" + to.storage() + ") (int) " + v;
    }
  }

  private static String floatToFloat(DType from, DType to, String x) {
    if (from == DType.FLOAT16) {
      String f = F16 + "toFloat(" + x + ")";
      return to == DType.FLOAT32 ? f : "(double) " + f;
    }
    if (to == DType.FLOAT16) {
      return from == DType.FLOAT32 ? F16 + "fromFloat(" + x + ")" : F16 + "fromDouble(" + x + ")";
    }
    return to == DType.FLOAT32 ? "(float) " + x : "(double) " + x;
  }
}
