package io.ndgen.runtime;

import static io.ndgen.runtime.ops.Fixtures.parseDouble;
import static io.ndgen.runtime.ops.Fixtures.shape;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.Fixtures;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * NumPy's results for linspace, arange, eye, concatenate, stack, split, tile, repeat, sort,
 * argsort, allclose and array_equal (fixtures/breadth/cases.txt, written by
 * scripts/fixtures/breadth_fixtures.py): the same operands, with the same views, must give NumPy's
 * dtype, shape, values and (where NumPy fixes them) strides, views where NumPy returns views, and
 * NumPy's errors in NumPy's words.
 */
class BreadthFixtureTest {

  /** One fixture record. */
  record Case(
      String name,
      String[] call,
      List<StridedArray> args,
      List<String[]> expects,
      List<int[]> strides,
      boolean shares,
      boolean zerosEqual,
      double rtol,
      String bool,
      String errorType,
      String errorMessage) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static List<String> lines(String file) throws IOException {
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                Objects.requireNonNull(
                    BreadthFixtureTest.class.getResourceAsStream("/fixtures/breadth/" + file)),
                StandardCharsets.UTF_8))) {
      return r.lines().filter(l -> !l.startsWith("#")).toList();
    }
  }

  private static List<Case> cases() throws IOException {
    List<Case> cases = new ArrayList<>();
    String name = null;
    String[] call = null;
    List<StridedArray> args = null;
    List<String[]> expects = null;
    List<int[]> strides = null;
    boolean shares = false;
    boolean zerosEqual = false;
    double rtol = -1;
    String bool = null;
    String errorType = null;
    String errorMessage = null;
    for (String line : lines("cases.txt")) {
      String[] t = line.split(" ");
      switch (t[0]) {
        case "case":
          name = t[1];
          args = new ArrayList<>();
          expects = new ArrayList<>();
          strides = new ArrayList<>();
          shares = false;
          zerosEqual = false;
          rtol = -1;
          bool = null;
          errorType = null;
          errorMessage = null;
          break;
        case "call":
          call = Arrays.copyOfRange(t, 1, t.length);
          break;
        case "arg":
          args.add(
              operand(DType.valueOf(t[1]), shape(t[2]), t[3], Arrays.copyOfRange(t, 4, t.length)));
          break;
        case "expect":
          expects.add(Arrays.copyOfRange(t, 1, t.length));
          strides.add(null);
          break;
        case "strides":
          strides.set(
              strides.size() - 1,
              t[1].equals("-")
                  ? new int[0]
                  : Arrays.stream(t, 1, t.length).mapToInt(Integer::parseInt).toArray());
          break;
        case "shares":
          shares = true;
          break;
        case "zeros_equal":
          zerosEqual = true;
          break;
        case "tol":
          rtol = Double.parseDouble(t[1]);
          break;
        case "bool":
          bool = t[1];
          break;
        case "error":
          errorType = t[1];
          errorMessage = line.substring(("error " + t[1] + " ").length());
          break;
        case "end":
          cases.add(
              new Case(
                  name,
                  call,
                  args,
                  expects,
                  strides,
                  shares,
                  zerosEqual,
                  rtol,
                  bool,
                  errorType,
                  errorMessage));
          break;
        default:
          throw new IllegalStateException("bad fixture line: " + line);
      }
    }
    return cases;
  }

  static StridedArray operand(DType dtype, int[] shape, String recipe, String[] values) {
    StridedArray a = StridedArray.zeros(dtype, shape);
    StridedArray flat = a.reshape(-1);
    for (int i = 0; i < values.length; i++) {
      Fixtures.set(flat, i, dtype, values[i]);
    }
    return Fixtures.applyView(a, recipe);
  }

  /** Runs the call; a list for split, a Boolean for allclose/array_equal, else an array. */
  static Object run(String[] call, List<StridedArray> args) {
    StridedArray[] arrays = args.toArray(new StridedArray[0]);
    StridedArray a = args.isEmpty() ? null : args.get(0);
    int[] ints = ints(call, 1);
    switch (call[0]) {
      case "linspace":
        return StridedArray.linspace(
            DType.valueOf(call[1]),
            parseDouble(call[2]),
            parseDouble(call[3]),
            Integer.parseInt(call[4]));
      case "arange":
        return StridedArray.arange(
            DType.valueOf(call[1]),
            parseDouble(call[2]),
            parseDouble(call[3]),
            parseDouble(call[4]));
      case "arange_n":
        return StridedArray.arange(DType.valueOf(call[1]), Integer.parseInt(call[2]));
      case "eye":
        return StridedArray.eye(DType.valueOf(call[1]), Integer.parseInt(call[2]));
      case "concatenate":
        return StridedArray.concatenate(ints[0], arrays);
      case "stack":
        return StridedArray.stack(ints[0], arrays);
      case "split":
        return a.split(ints[0], ints[1]);
      case "splitAt":
        return a.splitAt(ints[0], Arrays.copyOfRange(ints, 1, ints.length));
      case "tile":
        return a.tile(ints);
      case "repeat":
        return a.repeat(ints[0], ints[1]);
      case "repeat_flat":
        return a.repeat(ints[0]);
      case "sort":
        return a.sort(ints[0]);
      case "argsort":
        return a.argsort(ints[0]);
      case "allclose":
        return call.length == 1
            ? a.allclose(args.get(1))
            : a.allclose(args.get(1), parseDouble(call[1]), parseDouble(call[2]));
      case "array_equal":
        return a.arrayEqual(args.get(1));
      case "floor":
        return a.floor();
      case "ceil":
        return a.ceil();
      case "rint":
        return a.rint();
      case "trunc":
        return a.trunc();
      case "isnan":
        return a.isnan();
      case "isinf":
        return a.isinf();
      case "isfinite":
        return a.isfinite();
      case "cumsum":
        return a.cumsum(ints[0]);
      case "cumprod":
        return a.cumprod(ints[0]);
      case "cumsum_flat":
        return a.cumsum();
      case "cumprod_flat":
        return a.cumprod();
      case "diff":
        return a.diff(ints[0]);
      case "clip":
        return a.clip(parseDouble(call[1]), parseDouble(call[2]));
      case "clipint":
        return a.clip(Long.parseLong(call[1]), Long.parseLong(call[2]));
      case "var":
        return a.var(ints[0], ints[1] == 1, Arrays.copyOfRange(ints, 2, ints.length));
      case "std":
        return a.std(ints[0], ints[1] == 1, Arrays.copyOfRange(ints, 2, ints.length));
      case "nansum":
        return a.nansum(ints[0] == 1, Arrays.copyOfRange(ints, 1, ints.length));
      case "nanmean":
        return a.nanmean(ints[0] == 1, Arrays.copyOfRange(ints, 1, ints.length));
      case "nanmin":
        return a.nanmin(ints[0] == 1, Arrays.copyOfRange(ints, 1, ints.length));
      case "nanmax":
        return a.nanmax(ints[0] == 1, Arrays.copyOfRange(ints, 1, ints.length));
      case "argmax":
        return a.argmax(ints[0] == 1, ints[1]);
      case "argmin":
        return a.argmin(ints[0] == 1, ints[1]);
      case "take":
        return a.take(ints[0], Arrays.copyOfRange(ints, 1, ints.length));
      case "squeeze":
        return a.squeeze(ints[0]);
      case "permute":
        return a.permute(ints);
      case "swapaxes":
        return a.swapAxes(ints[0], ints[1]);
      case "reshape":
        return a.reshape(ints);
      case "expand_dims":
        return a.expandDims(ints[0]);
      case "broadcast_to":
        return a.broadcastTo(ints);
      case "dot":
        return a.dot(args.get(1));
      case "matmul":
        return a.matmul(args.get(1));
      case "index":
        return a.index(call[1]);
      case "fill":
        return a.copy().fill(parseDouble(call[1]));
      case "setitem":
        StridedArray target = a.copy();
        target.reshape(-1).setDouble(new int[] {Integer.parseInt(call[1])}, parseDouble(call[2]));
        return target;
      case "equal":
        return a.equal(args.get(1));
      case "not_equal":
        return a.notEqual(args.get(1));
      case "less":
        return a.less(args.get(1));
      case "less_equal":
        return a.lessEqual(args.get(1));
      case "greater":
        return a.greater(args.get(1));
      case "greater_equal":
        return a.greaterEqual(args.get(1));
      case "add":
        return a.add(args.get(1));
      case "negative":
        return a.negative();
      case "copyto":
        StridedArray dst = StridedArray.zeros(DType.valueOf(call[1]), shape(call[2]));
        a.copyInto(dst);
        return dst;
      default:
        throw new IllegalStateException(call[0]);
    }
  }

  private static int[] ints(String[] call, int from) {
    if (call[0].equals("linspace")
        || call[0].startsWith("arange")
        || call[0].equals("eye")
        || call[0].equals("allclose")
        || call[0].equals("clip")
        || call[0].equals("clipint")
        || call[0].equals("copyto")
        || call[0].equals("index")
        || call[0].equals("fill")
        || call[0].equals("setitem")) {
      return new int[0];
    }
    return Arrays.stream(call, from, call.length).mapToInt(Integer::parseInt).toArray();
  }

  @TestFactory
  Stream<DynamicTest> casesMatchNumpy() throws IOException {
    List<Case> cases = cases();
    assertTrue(cases.size() > 2600, "cases read: " + cases.size());
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
  }

  private static void check(Case c) {
    if (c.errorType() != null) {
      checkError(c);
      return;
    }
    Object result = run(c.call(), c.args());
    if (c.bool() != null) {
      assertEquals(c.bool().equals("1"), result, c.name());
      return;
    }
    List<?> results = result instanceof List<?> list ? list : List.of(result);
    assertEquals(c.expects().size(), results.size(), c.name() + ": number of results");
    for (int k = 0; k < results.size(); k++) {
      StridedArray r = (StridedArray) results.get(k);
      String[] e = c.expects().get(k);
      String what = c.name() + " result " + k;
      assertEquals(DType.valueOf(e[0]), r.dtype(), what + " dtype");
      assertArrayEquals(shape(e[1]), r.shape(), what + " shape");
      assertValues(r, Arrays.copyOfRange(e, 2, e.length), c.zerosEqual(), c.rtol(), what);
      if (c.strides().get(k) != null) {
        assertArrayEquals(c.strides().get(k), r.strides(), what + " strides");
      }
      if (c.shares() && r.size() > 0) {
        assertTrue(r.sharesMemory(c.args().get(0)), what + " is a view");
      }
    }
  }

  static void assertValues(
      StridedArray r, String[] expected, boolean zerosEqual, double rtol, String what) {
    assertEquals(expected.length, r.size(), what + " size");
    StridedArray flat = r.reshape(-1);
    for (int i = 0; i < expected.length; i++) {
      DType t = r.dtype();
      if (t.isFloatingPoint()) {
        double x = flat.getDouble(i);
        double y = parseDouble(expected[i]);
        boolean same =
            Double.isNaN(y)
                ? Double.isNaN(x)
                : Double.doubleToLongBits(x) == Double.doubleToLongBits(y)
                    || (zerosEqual && x == 0 && y == 0)
                    || (rtol >= 0 && Math.abs(x - y) <= rtol * Math.abs(y));
        if (!same) {
          fail(what + " element " + i + " is " + x + ", expected " + y);
        }
      } else {
        long y =
            t == DType.UINT64 ? Long.parseUnsignedLong(expected[i]) : Long.parseLong(expected[i]);
        assertEquals(y, flat.getLong(i), what + " element " + i);
      }
    }
  }

  private static void checkError(Case c) {
    Class<? extends RuntimeException> type =
        switch (c.errorType()) {
          case "ZeroDivisionError" -> ArithmeticException.class;
          case "IndexError" -> IndexOutOfBoundsException.class;
          default -> IllegalArgumentException.class;
        };
    RuntimeException e = null;
    try {
      run(c.call(), c.args());
    } catch (RuntimeException thrown) {
      e = thrown;
    }
    if (e == null) {
      fail(c.name() + ": expected " + c.errorType() + " (" + c.errorMessage() + ")");
    }
    assertTrue(type.isInstance(e), c.name() + ": " + e);
    String expected = c.errorMessage().replace(".,", ".");
    assertTrue(
        e.getMessage().startsWith(numpyWords(expected)),
        c.name() + ": '" + e.getMessage() + "' does not start with '" + expected + "'");
  }

  /** NumPy's message as ndgen words it where the two differ only in form (see docs/ops.md). */
  private static String numpyWords(String numpy) {
    if (numpy.endsWith("division by zero")) {
      return "division by zero";
    }
    return numpy.trim();
  }

  @Test
  void resultTypeOfManyArraysIsNumpys() throws IOException {
    int rows = 0;
    for (String line : lines("result_type.txt")) {
      String[] sides = line.split(" -> ");
      DType[] in = Arrays.stream(sides[0].split(" ")).map(DType::valueOf).toArray(DType[]::new);
      assertEquals(DType.valueOf(sides[1]), ResultType.of(in), sides[0]);
      rows++;
    }
    assertEquals(144 + 1728 + 600, rows);
  }
}
