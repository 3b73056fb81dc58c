package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.processor.model.BuiltIns;
import io.ndgen.runtime.StridedArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The built-in classes {@code io.ndgen.arrays.<D>Array<r>} (as this build's processor generates
 * them for the {@code ndgen-arrays} module) against {@link StridedArray}, over random chains of
 * views that also change the rank: after every {@code select}, {@code squeeze(axis)}, {@code
 * expandDims} and {@code reshape(n0, …)}, and after every typed operation that changes the dtype or
 * rank (a reduction or arg-reduction over one axis, a comparison, a unary function), the result
 * must be the built-in class of its dtype and rank (a {@code StridedArray} at rank 0) and hold the
 * same view, copy or values as {@code StridedArray}'s. The chain's last array then goes through the
 * reductions, copies and arithmetic of {@link GeneratedCrossCheckTest}.
 */
class BuiltInCrossCheckTest {
  private static final int TRIALS = 8;
  private static final int STEPS = 5;

  static Stream<Class<?>> builtIns() {
    return BuiltIns.all().stream().map(spec -> load(spec.qualifiedClassName()));
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  /** The names are fixed by the design: a few spelled out, independent of the processor's table. */
  @ParameterizedTest
  @CsvSource({
    "Float64Array1, FLOAT64, 1",
    "Float32Array2, FLOAT32, 2",
    "Float16Array6, FLOAT16, 6",
    "Int64Array1, INT64, 1",
    "Int8Array4, INT8, 4",
    "UInt8Array3, UINT8, 3",
    "UInt64Array5, UINT64, 5",
    "UInt16Array2, UINT16, 2",
    "BoolArray2, BOOL, 2"
  })
  void builtInNamesMatchTheirDTypeAndRank(String name, DType dtype, int rank) throws Exception {
    Class<?> type = load("io.ndgen.arrays." + name);
    assertEquals(dtype, type.getField("DTYPE").get(null));
    assertEquals(rank, type.getField("RANK").get(null));
    assertEquals(Order.C, type.getField("ORDER").get(null));
    assertEquals(0, type.getInterfaces().length, name + " implements no spec");
  }

  @ParameterizedTest
  @MethodSource("builtIns")
  void rankChangingViewChainsMatchStridedArray(Class<?> type) {
    Random rnd = new Random(31 + type.getSimpleName().hashCode());
    GeneratedHandle probe = GeneratedHandle.zeros(type, new int[rankOf(type)]);
    for (int trial = 0; trial < TRIALS; trial++) {
      StridedArray s =
          GeneratedCrossCheckTest.randomArray(
              probe.dtype, GeneratedCrossCheckTest.randomShape(probe.rank, rnd), rnd);
      StridedArray root = s;
      GeneratedHandle g = GeneratedHandle.from(type, s);
      for (int step = 0; step < STEPS && g != null; step++) {
        Object[] next = step(g, s, root, rnd);
        if (next == null) {
          continue; // both sides refused
        }
        String op = (String) next[2];
        s = (StridedArray) next[1];
        if (next[0] instanceof StridedArray untyped) {
          assertEquals(
              true, s.rank() == 0 || s.rank() > BuiltIns.MAX_RANK, op + ": untyped only past 1..6");
          assertEquals(s, untyped, type.getSimpleName() + " after " + op);
          g = null;
        } else {
          g = GeneratedHandle.of(next[0]);
          assertSame(expectedClass(s.dtype(), s.rank()), g.type, op + " result class");
          if (!s.sharesStorage(root)) {
            // a copying reshape on both sides: same values, then go on over one storage again
            assertEquals(s, g.toStrided(), op);
            root = s;
            g = GeneratedHandle.from(g.type, s);
          }
          GeneratedCrossCheckTest.assertSameArray(g, s, op);
        }
      }
      if (g != null && finite(s)) { // (their tolerances are relative: no NaN/inf from exp, sqrt)
        GeneratedCrossCheckTest.checkReductions(g, s);
        GeneratedCrossCheckTest.checkCopies(g, s);
        GeneratedCrossCheckTest.checkArithmetic(g, s, rnd);
      }
    }
  }

  private static boolean finite(StridedArray s) {
    return Arrays.stream(s.toDoubleArray()).allMatch(Double::isFinite);
  }

  private static Class<?> expectedClass(DType dtype, int rank) {
    return load(BuiltIns.spec(dtype, rank).qualifiedClassName());
  }

  private static int rankOf(Class<?> type) {
    try {
      return type.getField("RANK").getInt(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /**
   * One random view on both sides: {generated result, strided result, description}, or null when
   * both refused it with the same exception and message.
   */
  private static Object[] step(GeneratedHandle g, StridedArray s, StridedArray root, Random rnd) {
    int rank = s.rank();
    int axis = rnd.nextInt(rank);
    switch (rnd.nextInt(9)) {
      case 0:
        {
          int n = s.shape(axis);
          int index = rnd.nextInt(n + 3) - 1 - (rnd.nextBoolean() ? n : 0);
          return both(
              () -> g.call("select", axis, index),
              () -> s.select(axis, index),
              "select(" + axis + ", " + index + ")");
        }
      case 1:
        return both(
            () -> g.call("squeeze", axis),
            () -> s.squeeze(axis),
            "squeeze(" + axis + ") of " + Arrays.toString(s.shape()));
      case 2:
        {
          int where = rnd.nextInt(2 * rank + 4) - rank - 2;
          return both(
              () -> g.call("expandDims", where),
              () -> s.expandDims(where),
              "expandDims(" + where + ")");
        }
      case 3:
        {
          int[] shape = randomReshape(s.shape(), rnd);
          Object[] r =
              both(
                  () -> g.call("reshape", GeneratedHandle.box(shape)),
                  () -> s.reshape(shape),
                  "reshape" + Arrays.toString(shape) + " of " + Arrays.toString(s.shape()));
          if (r != null && !(r[0] instanceof StridedArray)) {
            StridedArray typed = GeneratedHandle.of(r[0]).toStrided();
            assertEquals(
                ((StridedArray) r[1]).sharesStorage(root),
                typed.sharesStorage(root),
                r[2] + ": a view exactly when StridedArray's is");
          }
          return r;
        }
      case 6:
        {
          String name = REDUCTIONS[rnd.nextInt(REDUCTIONS.length)];
          boolean arg = name.startsWith("arg");
          return both(
              () -> g.call(name, axis),
              () -> arg ? reduceArg(s, name, axis) : reduce(s, name, axis),
              name + "(" + axis + ") of " + s.dtype() + Arrays.toString(s.shape()));
        }
      case 7:
        {
          double value = rnd.nextInt(5) - 1.5;
          return both(
              () -> g.call("greater", value),
              () -> s.greater(value),
              "greater(" + value + ") of " + s.dtype());
        }
      case 8:
        {
          String name = UNARY[rnd.nextInt(UNARY.length)];
          return both(() -> g.call(name), () -> unary(s, name), name + "() of " + s.dtype());
        }
      default:
        try {
          Object[] r = GeneratedCrossCheckTest.randomView(g, s, rnd);
          r[0] = ((GeneratedHandle) r[0]).array;
          return r;
        } catch (io.ndgen.runtime.ShapeException e) {
          return null; // both refused the same view (checked inside randomView)
        }
    }
  }

  /** The typed reductions over one axis (each changes the rank, most the dtype). */
  private static final String[] REDUCTIONS = {
    "sum", "prod", "mean", "min", "max", "any", "all", "argmin", "argmax"
  };

  /** Unary functions every dtype has (the float ones change an integer dtype). */
  private static final String[] UNARY = {"abs", "sqrt", "exp", "isnan", "floor", "rint"};

  private static StridedArray reduce(StridedArray s, String name, int axis) {
    return switch (name) {
      case "sum" -> s.sum(false, axis);
      case "prod" -> s.prod(false, axis);
      case "mean" -> s.mean(false, axis);
      case "min" -> s.min(false, axis);
      case "max" -> s.max(false, axis);
      case "any" -> s.any(false, axis);
      default -> s.all(false, axis);
    };
  }

  private static StridedArray reduceArg(StridedArray s, String name, int axis) {
    return name.equals("argmin") ? s.argmin(axis) : s.argmax(axis);
  }

  private static StridedArray unary(StridedArray s, String name) {
    return switch (name) {
      case "abs" -> s.abs();
      case "sqrt" -> s.sqrt();
      case "exp" -> s.exp();
      case "isnan" -> s.isnan();
      case "floor" -> s.floor();
      default -> s.rint();
    };
  }

  /** A shape of random rank 1..6 with the same size, one extent sometimes {@code -1}. */
  private static int[] randomReshape(int[] shape, Random rnd) {
    int size = 1;
    for (int n : shape) {
      size *= n;
    }
    int rank = 1 + rnd.nextInt(BuiltIns.MAX_RANK);
    List<Integer> extents = new ArrayList<>();
    int left = size;
    for (int k = 0; k < rank - 1; k++) {
      List<Integer> divisors = new ArrayList<>();
      for (int d = 1; d <= Math.max(left, 1) && d <= 8; d++) {
        if (left == 0 ? d <= 2 : left % d == 0) {
          divisors.add(d);
        }
      }
      int d = divisors.get(rnd.nextInt(divisors.size()));
      extents.add(left == 0 ? d - 1 : d);
      left = left == 0 ? 0 : left / d;
    }
    extents.add(left);
    int[] out = extents.stream().mapToInt(Integer::intValue).toArray();
    if (size > 0 && rnd.nextInt(3) == 0) {
      out[rnd.nextInt(rank)] = -1;
    }
    return out;
  }

  /** Both succeed (returned) or both throw the same exception type with the same message (null). */
  private static Object[] both(Supplier<Object> g, Supplier<StridedArray> s, String op) {
    RuntimeException gError = null;
    RuntimeException sError = null;
    Object gv = null;
    StridedArray sv = null;
    try {
      gv = g.get();
    } catch (RuntimeException e) {
      gError = e;
    }
    try {
      sv = s.get();
    } catch (RuntimeException e) {
      sError = e;
    }
    if (gError != null || sError != null) {
      if (gError == null || sError == null) {
        throw new AssertionError(op + ": only one side refused", gError != null ? gError : sError);
      }
      assertEquals(sError.getClass(), gError.getClass(), op);
      assertEquals(sError.getMessage(), gError.getMessage(), op);
      return null;
    }
    return new Object[] {gv, sv, op};
  }
}
