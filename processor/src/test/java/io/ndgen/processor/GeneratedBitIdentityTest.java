package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue #8's "one definition of every result": a generated class and {@link StridedArray} give the
 * same bits for the same operation, over all 12 dtypes and views of every kind (permuted, flipped,
 * stepped, broadcast, and chains of them). Whole-array {@code sum()}, {@code min()}, {@code max()},
 * the four arithmetic operators (array and scalar operands, broadcasting) and {@code unaryMinus}
 * are compared with {@code StridedArray}'s {@code sum()}, {@code add}, {@code floorDivide} … as raw
 * bits (so -0.0 differs from 0.0); float inputs include NaN, ±inf, ±0.0 and values whose sums
 * round.
 */
class GeneratedBitIdentityTest {
  private static final int TRIALS = 60;

  static java.util.stream.Stream<Class<?>> specs() {
    return GeneratedCrossCheckTest.specs();
  }

  @ParameterizedTest
  @MethodSource("specs")
  void generatedResultsAreStridedArrayResultsBitForBit(Class<?> type) {
    Random rnd = new Random(31 + type.getSimpleName().hashCode());
    int rank = GeneratedHandle.zeros(type, new int[rankOf(type)]).rank;
    for (int trial = 0; trial < TRIALS; trial++) {
      DType dtype = (DType) field(type, "DTYPE");
      int[] baseShape = shape(rank, rnd);
      StridedArray s = values(dtype, baseShape, rnd);
      StridedArray view = view(s, rnd);
      GeneratedHandle g = GeneratedHandle.from(type, view);
      String where = type.getSimpleName() + " " + describe(view);
      assertReductionsIdentical(g, view, where);
      StridedArray other = values(dtype, broadcastable(view.shape(), rnd), rnd);
      assertArithmeticIdentical(g, view, GeneratedHandle.from(type, other), other, where);
    }
  }

  /**
   * The same mistakes through every dtype's generated class and through {@link StridedArray}: the
   * same exception class and message (ErrorVocabularyTest has the full table for one dtype).
   */
  @ParameterizedTest
  @MethodSource("specs")
  void generatedErrorsAreStridedArrayErrors(Class<?> type) {
    int rank = rankOf(type);
    DType dtype = (DType) field(type, "DTYPE");
    int[] shape = new int[rank];
    java.util.Arrays.fill(shape, 2);
    StridedArray s = StridedArray.zeros(dtype, shape);
    GeneratedHandle g = GeneratedHandle.from(type, s);
    int[] past = new int[rank];
    past[rank - 1] = 2;
    Object one = GeneratedCrossCheckTest.oneOf(dtype);
    assertSameError(() -> s.getDouble(past), () -> g.get(past), type + " get past the end");
    assertSameError(() -> s.shape(rank), () -> g.call("shape", rank), type + " shape(rank)");
    assertSameError(() -> s.flip(-rank - 1), () -> g.call("flip", -rank - 1), type + " flip");
    assertSameError(
        () -> s.sum(false, rank), () -> g.call("sum", false, new int[] {rank}), type + " sum axis");
    assertSameError(
        () -> s.readOnly().fill(1),
        () -> g.view("readOnly").call("fill", one),
        type + " fill read-only");
    int[] other = shape.clone();
    other[0] = 3;
    assertSameError(
        () -> s.add(StridedArray.zeros(dtype, other)),
        () -> g.call("plus", GeneratedHandle.zeros(type, other).array),
        type + " plus of shapes that do not broadcast");
    int[] empty = shape.clone();
    empty[0] = 0;
    assertSameError(
        () -> StridedArray.zeros(dtype, empty).min(),
        () -> GeneratedHandle.zeros(type, empty).call("min"),
        type + " min of nothing");
    assertSameError(
        () -> StridedArray.zeros(dtype, empty).argmax(0),
        () -> GeneratedHandle.zeros(type, empty).call("argmax", 0),
        type + " argmax over an empty axis");
  }

  private interface Action {
    Object run();
  }

  private static void assertSameError(Action strided, Action generated, String where) {
    RuntimeException expected = thrown(strided, where + " (StridedArray)");
    RuntimeException actual = thrown(generated, where + " (generated)");
    assertEquals(expected.getClass(), actual.getClass(), where);
    assertEquals(expected.getMessage(), actual.getMessage(), where);
  }

  private static RuntimeException thrown(Action action, String where) {
    try {
      action.run();
    } catch (RuntimeException e) {
      return e;
    }
    throw new AssertionError(where + ": no exception");
  }

  // ---------------------------------------------------------------- comparisons

  private static void assertReductionsIdentical(GeneratedHandle g, StridedArray s, String where) {
    if (s.size() == 0) {
      assertEquals(bits(s.sum()), bits(g.call("sum"), s.sum().dtype()), where + ": empty sum");
      return;
    }
    assertEquals(bits(s.sum()), bits(g.call("sum"), s.sum().dtype()), where + ": sum");
    assertEquals(bits(s.min()), bits(g.call("min"), s.dtype()), where + ": min");
    assertEquals(bits(s.max()), bits(g.call("max"), s.dtype()), where + ": max");
  }

  private static void assertArithmeticIdentical(
      GeneratedHandle g, StridedArray s, GeneratedHandle go, StridedArray o, String where) {
    DType d = s.dtype();
    String[][] ops = {
      {"plus", "add"}, {"minus", "subtract"}, {"times", "multiply"}, {"div", divide(d)}
    };
    for (String[] op : ops) {
      if (d == DType.BOOL && (op[0].equals("minus") || op[0].equals("div"))) {
        continue; // NumPy has no bool subtract; generated bool classes have no minus/div
      }
      StridedArray expected = strided(s, op[1], o);
      StridedArray actual = g.view(op[0], go.array).toStrided();
      assertIdentical(expected, actual, where + " " + op[0] + " " + describe(o));
      if (o.size() > 0) {
        // the scalar operand: o's first element, as a value and as an array of extent one
        Object scalar = GeneratedCrossCheckTest.valueOf(d, comparable(o, new int[o.rank()]));
        StridedArray one = o;
        for (int k = 0; k < o.rank(); k++) {
          one = one.slice(k, 0, 1, 1);
        }
        StridedArray expectedScalar = strided(s, op[1], one);
        StridedArray actualScalar = g.view(op[0], scalar).toStrided();
        assertIdentical(expectedScalar, actualScalar, where + " " + op[0] + " scalar " + scalar);
      }
    }
    if (d != DType.BOOL) {
      assertIdentical(s.negative(), g.view("unaryMinus").toStrided(), where + " unaryMinus");
    }
  }

  private static String divide(DType d) {
    return d.isFloatingPoint() ? "divide" : "floorDivide";
  }

  private static StridedArray strided(StridedArray a, String op, StridedArray b) {
    switch (op) {
      case "add":
        return a.add(b);
      case "subtract":
        return a.subtract(b);
      case "multiply":
        return a.multiply(b);
      case "divide":
        return a.divide(b);
      default:
        return a.floorDivide(b);
    }
  }

  /** Same dtype, shape and raw bits of every element. */
  private static void assertIdentical(StridedArray expected, StridedArray actual, String where) {
    assertEquals(expected.dtype(), actual.dtype(), where + ": dtype");
    assertEquals(Arrays.toString(expected.shape()), Arrays.toString(actual.shape()), where);
    int n = expected.size();
    for (int i = 0; i < n; i++) {
      int[] index = unravel(i, expected.shape());
      assertEquals(
          bits(expected, index), bits(actual, index), where + " at " + Arrays.toString(index));
    }
  }

  private static int[] unravel(int flat, int[] shape) {
    int[] index = new int[shape.length];
    for (int k = shape.length - 1; k >= 0; k--) {
      index[k] = flat % shape[k];
      flat /= shape[k];
    }
    return index;
  }

  /** A rank-0 array's value as raw bits: the float's bits, or the integer. */
  private static long bits(StridedArray scalar) {
    return bits(scalar, new int[0]);
  }

  /** An element as raw bits (float16 and float32 as the float's bits). */
  private static long bits(StridedArray a, int[] index) {
    DType d = a.dtype();
    if (d == DType.FLOAT64) {
      return Double.doubleToRawLongBits(a.getDouble(index));
    }
    if (d.isFloatingPoint()) {
      return Float.floatToRawIntBits((float) a.getDouble(index));
    }
    return a.getLong(index);
  }

  /** A generated class's boxed result as raw bits in the dtype {@code d}. */
  private static long bits(Object boxed, DType d) {
    if (d == DType.FLOAT64) {
      return Double.doubleToRawLongBits(((Number) boxed).doubleValue());
    }
    if (d.isFloatingPoint()) {
      return Float.floatToRawIntBits(((Number) boxed).floatValue());
    }
    if (boxed instanceof Boolean b) {
      return b ? 1 : 0;
    }
    long v = ((Number) boxed).longValue();
    switch (d) {
      case UINT8:
        return v & 0xff;
      case UINT16:
        return v & 0xffff;
      case UINT32:
        return v & 0xffffffffL;
      default:
        return v;
    }
  }

  private static Object comparable(StridedArray a, int[] index) {
    return GeneratedCrossCheckTest.expected(a, index);
  }

  // ---------------------------------------------------------------- random inputs

  private static int[] shape(int rank, Random rnd) {
    int max = rank <= 2 ? 9 : rank <= 4 ? 5 : 3;
    int[] shape = new int[rank];
    for (int k = 0; k < rank; k++) {
      shape[k] = rnd.nextInt(25) == 0 ? 0 : 1 + rnd.nextInt(max);
    }
    return shape;
  }

  private static final double[] SPECIAL = {
    Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0, 1e-3, 65504, 0.1
  };

  /** Random values; floats with specials and values that round when summed. */
  private static StridedArray values(DType d, int[] shape, Random rnd) {
    StridedArray a = StridedArray.zeros(d, shape);
    int n = a.size();
    for (int i = 0; i < n; i++) {
      int[] index = unravel(i, shape);
      if (d.isFloatingPoint()) {
        double v =
            rnd.nextInt(12) == 0
                ? SPECIAL[rnd.nextInt(SPECIAL.length)]
                : rnd.nextGaussian() * Math.pow(10, rnd.nextInt(5) - 2);
        a.setDouble(index, v);
      } else {
        a.setLong(index, GeneratedCrossCheckTest.randomLong(d, rnd));
      }
    }
    return a;
  }

  /** Up to three views (none: contiguous): permuted, flipped, stepped or broadcast (read-only). */
  private static StridedArray view(StridedArray a, Random rnd) {
    int steps = rnd.nextInt(4);
    for (int i = 0; i < steps; i++) {
      int rank = a.rank();
      int axis = rnd.nextInt(rank);
      switch (rnd.nextInt(4)) {
        case 0:
          int[] perm = new int[rank];
          for (int k = 0; k < rank; k++) {
            perm[k] = k;
          }
          for (int k = rank - 1; k > 0; k--) {
            int j = rnd.nextInt(k + 1);
            int t = perm[k];
            perm[k] = perm[j];
            perm[j] = t;
          }
          a = a.permute(perm);
          break;
        case 1:
          a = a.flip(axis);
          break;
        case 2:
          a = a.slice(axis, rnd.nextInt(2), a.shape(axis), 1 + rnd.nextInt(3));
          if (rnd.nextBoolean()) {
            a = a.flip(axis); // a negative step
          }
          break;
        default:
          int[] target = a.shape();
          if (target[axis] == 1) {
            target[axis] = 2 + rnd.nextInt(4);
            a = a.broadcastTo(target);
          } else {
            a = a.slice(axis, 0, 1, 1).broadcastTo(a.shape());
          }
      }
    }
    return a;
  }

  /** A shape that broadcasts against {@code shape}: some extents replaced by 1. */
  private static int[] broadcastable(int[] shape, Random rnd) {
    int[] other = shape.clone();
    for (int k = 0; k < other.length; k++) {
      if (rnd.nextInt(3) == 0) {
        other[k] = 1;
      }
    }
    return other;
  }

  private static String describe(StridedArray a) {
    return a.dtype().numpyName()
        + Arrays.toString(a.shape())
        + " strides "
        + Arrays.toString(a.strides())
        + " offset "
        + a.offset();
  }

  private static int rankOf(Class<?> type) {
    return (Integer) field(type, "RANK");
  }

  private static Object field(Class<?> type, String name) {
    try {
      return type.getField(name).get(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
