package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.StridedArray;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Reads the NumPy fixtures written by scripts/fixtures/ops_fixtures.py (format documented there)
 * and compares results with them. The value and view helpers (shape, view recipe, element strings)
 * are public for the other fixture readers of the same format.
 */
public final class Fixtures {
  private Fixtures() {}

  /** One operand line: an array (base values and view recipe), a Python scalar, or an out. */
  record Operand(String kind, DType dtype, int[] shape, String view, String[] values) {
    StridedArray array() {
      StridedArray base = StridedArray.zeros(dtype, shape);
      if (kind.equals("arg")) {
        StridedArray flat = base.reshape(-1);
        if (values.length == 1 && values[0].equals("gen")) {
          generate(flat, dtype);
        } else {
          for (int i = 0; i < values.length; i++) {
            set(flat, i, dtype, values[i]);
          }
        }
      }
      return applyView(base, view);
    }

    /** The built input: a new array (with its view), a Long or a Double. */
    Object value() {
      switch (kind) {
        case "int":
          return pythonInt();
        case "float":
          return pythonFloat();
        default:
          return array();
      }
    }

    long pythonInt() {
      return Long.parseLong(values[0]);
    }

    double pythonFloat() {
      return parseDouble(values[0]);
    }
  }

  record Case(
      String name,
      String[] call,
      List<Operand> operands,
      DType expectDType,
      int[] expectShape,
      String[] expect,
      double rtol,
      double atol,
      String error) {
    List<Operand> inputs() {
      return operands.stream().filter(o -> !o.kind().equals("out")).toList();
    }

    Operand out() {
      return operands.stream().filter(o -> o.kind().equals("out")).findFirst().orElse(null);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /**
   * A case with the differential fixtures' extra lines: {@code alias k view} (out= is that view of
   * input k's base; -1 and null without) and {@code base} (input k's base values after the call).
   */
  record AliasedCase(Case fixture, int aliasOf, String aliasView, String[] base) {}

  static List<Case> load(String file) {
    return read("/fixtures/ops/" + file).stream().map(AliasedCase::fixture).toList();
  }

  /** Parses a fixture resource: the ops format, plus the differential format's alias and base. */
  static List<AliasedCase> read(String path) {
    List<AliasedCase> cases = new ArrayList<>();
    try (InputStream in = Objects.requireNonNull(Fixtures.class.getResourceAsStream(path), path);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String name = null;
      String[] call = null;
      List<Operand> operands = new ArrayList<>();
      DType expectDType = null;
      int[] expectShape = null;
      String[] expect = null;
      String[] base = null;
      double rtol = -1;
      double atol = -1;
      String error = null;
      int aliasOf = -1;
      String aliasView = null;
      for (String line; (line = r.readLine()) != null; ) {
        if (line.startsWith("#") || line.isBlank()) {
          continue;
        }
        String[] t = line.split(" ");
        switch (t[0]) {
          case "case":
            name = t[1];
            operands = new ArrayList<>();
            expect = null;
            base = null;
            error = null;
            rtol = -1;
            atol = -1;
            aliasOf = -1;
            aliasView = null;
            break;
          case "call":
            call = Arrays.copyOfRange(t, 1, t.length);
            break;
          case "arg":
            operands.add(
                new Operand(
                    "arg",
                    DType.valueOf(t[1]),
                    shape(t[2]),
                    t[3],
                    Arrays.copyOfRange(t, 4, t.length)));
            break;
          case "out":
            operands.add(new Operand("out", DType.valueOf(t[1]), shape(t[2]), t[3], new String[0]));
            break;
          case "alias":
            aliasOf = Integer.parseInt(t[1]);
            aliasView = t[2];
            break;
          case "int":
          case "float":
            operands.add(new Operand(t[0], null, null, null, new String[] {t[1]}));
            break;
          case "expect":
            expectDType = DType.valueOf(t[1]);
            expectShape = shape(t[2]);
            expect = Arrays.copyOfRange(t, 3, t.length);
            break;
          case "base":
            base = Arrays.copyOfRange(t, 3, t.length);
            break;
          case "tol":
            rtol = Double.parseDouble(t[1]);
            atol = Double.parseDouble(t[2]);
            break;
          case "error":
            error = t[1];
            break;
          case "end":
            cases.add(
                new AliasedCase(
                    new Case(
                        name, call, operands, expectDType, expectShape, expect, rtol, atol, error),
                    aliasOf,
                    aliasView,
                    base));
            break;
          default:
            throw new IllegalStateException("bad fixture line in " + path + ": " + line);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return cases;
  }

  /**
   * Calls the NumPy function named by {@code call[0]} (its integer arguments follow) on built
   * inputs: a {@link StridedArray}, a {@link Long} for a Python int or a {@link Double} for a
   * Python float; {@code out} is null or the out= array.
   */
  static StridedArray call(String[] call, List<Object> in, StridedArray out) {
    String f = call[0];
    for (BinaryOp op : BinaryOp.values()) {
      if (op.numpyName().equals(f)) {
        StridedArray a = (StridedArray) in.get(0);
        Object b = in.get(1);
        if (b instanceof Long) {
          return Ops.binary(op, a, (long) (Long) b, out);
        } else if (b instanceof Double) {
          return Ops.binary(op, a, (double) (Double) b, out);
        }
        return Ops.binary(op, a, (StridedArray) b, out);
      }
    }
    for (UnaryOp op : UnaryOp.values()) {
      if (op.numpyName().equals(f)) {
        return Ops.unary(op, (StridedArray) in.get(0), out);
      }
    }
    StridedArray a = (StridedArray) in.get(0);
    switch (f) {
      case "where":
        return StridedArray.where(a, (StridedArray) in.get(1), (StridedArray) in.get(2));
      case "matmul":
        return a.matmul((StridedArray) in.get(1));
      case "dot":
        return a.dot((StridedArray) in.get(1));
      case "astype":
        return a.astype(DType.valueOf(call[1]));
      default:
        break;
    }
    ReduceOp op = ReduceOp.valueOf(f.toUpperCase(java.util.Locale.ROOT));
    boolean keep = call[1].equals("1");
    String[] axisTokens = Arrays.copyOfRange(call, 2, call.length);
    boolean none = axisTokens.length == 1 && axisTokens[0].equals("none");
    if (op == ReduceOp.ARGMIN || op == ReduceOp.ARGMAX) {
      if (none) {
        StridedArray r = Ops.arg(op, a);
        int[] ones = new int[a.rank()];
        Arrays.fill(ones, 1);
        return keep ? r.reshape(ones) : r;
      }
      return Ops.arg(op, a, Integer.parseInt(axisTokens[0]), keep);
    }
    int[] axes =
        none ? new int[0] : Arrays.stream(axisTokens).mapToInt(Integer::parseInt).toArray();
    return Ops.reduce(op, a, keep, axes);
  }

  public static int[] shape(String s) {
    return s.equals("-")
        ? new int[0]
        : Arrays.stream(s.split("x")).mapToInt(Integer::parseInt).toArray();
  }

  /** {@code a} through the view steps of {@code recipe}, or {@code a} itself for {@code C}. */
  public static StridedArray applyView(StridedArray a, String recipe) {
    if (recipe.equals("C")) {
      return a;
    }
    for (String step : recipe.split("\\|")) {
      if (step.equals("T")) {
        a = a.transpose();
      } else if (step.equals("F")) {
        a = a.copy(Order.F);
      } else if (step.startsWith("p:")) {
        a =
            a.permute(
                Arrays.stream(step.substring(2).split(";")).mapToInt(Integer::parseInt).toArray());
      } else if (step.startsWith("i:")) {
        a = a.index(step.substring(2).replace(';', ','));
      } else if (step.startsWith("b:")) {
        a = a.broadcastTo(shape(step.substring(2)));
      } else if (step.equals("ro")) {
        a = a.readOnly();
      } else {
        throw new IllegalStateException("bad view step " + step);
      }
    }
    return a;
  }

  /**
   * The values an 'arg ... gen' line stands for ({@code gen_values} in
   * scripts/fixtures/kernel_fixtures.py): element i from {@code b = i * 7919 % 1009}, exact in both
   * languages' double and long arithmetic.
   */
  static void generate(StridedArray flat, DType dtype) {
    for (int i = 0; i < flat.size(); i++) {
      long b = (long) i * 7919 % 1009;
      int[] at = {i};
      if (dtype.isFloatingPoint()) {
        flat.setDouble(at, (b - 504) / 7.0 * Math.scalb(1.0, (int) ((long) i * 13 % 11) - 5));
      } else if (dtype == DType.BOOL) {
        flat.setDouble(at, b % 3 != 0 ? 1 : 0);
      } else if (dtype == DType.UINT64) {
        flat.setLong(at, (b + 1) << ((long) i * 13 % 54));
      } else {
        int shift = dtype == DType.INT32 ? 22 : 53;
        flat.setLong(at, (b - 504) << ((long) i * 13 % shift));
      }
    }
  }

  public static double parseDouble(String s) {
    switch (s) {
      case "nan":
        return Double.NaN;
      case "inf":
        return Double.POSITIVE_INFINITY;
      case "-inf":
        return Double.NEGATIVE_INFINITY;
      default:
        return Double.parseDouble(s);
    }
  }

  /** Element {@code i} of {@code flat} from its fixture string. */
  public static void set(StridedArray flat, int i, DType dtype, String v) {
    if (dtype.isFloatingPoint()) {
      flat.setDouble(new int[] {i}, parseDouble(v));
    } else if (dtype == DType.UINT64) {
      flat.setLong(new int[] {i}, Long.parseUnsignedLong(v));
    } else {
      flat.setLong(new int[] {i}, Long.parseLong(v));
    }
  }

  /** Null if {@code actual} matches the case's expectation, else a description of the mismatch. */
  static String mismatch(Case c, StridedArray actual) {
    if (actual.dtype() != c.expectDType()) {
      return "dtype " + actual.dtype() + ", expected " + c.expectDType();
    }
    if (!Arrays.equals(actual.shape(), c.expectShape())) {
      return "shape "
          + Arrays.toString(actual.shape())
          + ", expected "
          + Arrays.toString(c.expectShape());
    }
    StridedArray flat = actual.reshape(-1);
    DType t = c.expectDType();
    for (int i = 0; i < c.expect().length; i++) {
      String e = c.expect()[i];
      if (t.isFloatingPoint()) {
        double x = flat.getDouble(i);
        double y = parseDouble(e);
        if (!close(x, y, c.rtol(), c.atol())) {
          return "element " + i + " is " + x + ", expected " + y;
        }
      } else {
        long x = flat.getLong(i);
        long y = t == DType.UINT64 ? Long.parseUnsignedLong(e) : Long.parseLong(e);
        if (x != y) {
          return "element " + i + " is " + x + ", expected " + y;
        }
      }
    }
    return null;
  }

  /** Exact (same bits, any NaN equals any NaN) unless a tolerance is given. */
  static boolean close(double x, double y, double rtol, double atol) {
    if (Double.isNaN(x) || Double.isNaN(y)) {
      return Double.isNaN(x) && Double.isNaN(y);
    }
    if (rtol < 0) {
      return Double.doubleToLongBits(x) == Double.doubleToLongBits(y);
    }
    if (Double.isInfinite(x) || Double.isInfinite(y)) {
      return x == y;
    }
    return Math.abs(x - y) <= atol + rtol * Math.abs(y);
  }
}
