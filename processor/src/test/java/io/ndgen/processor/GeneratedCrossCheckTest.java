package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.processor.specs.BytesArray;
import io.ndgen.processor.specs.FlagsArray;
import io.ndgen.processor.specs.GridArray;
import io.ndgen.processor.specs.HalvesArray;
import io.ndgen.processor.specs.IntsArray;
import io.ndgen.processor.specs.LongsArray;
import io.ndgen.processor.specs.ShortsArray;
import io.ndgen.processor.specs.SignedBytesArray;
import io.ndgen.processor.specs.ULongsArray;
import io.ndgen.processor.specs.UShortsArray;
import io.ndgen.processor.specs.VolumeArray;
import io.ndgen.processor.specs.WordsArray;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.storage.Float16;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every generated test class (all 12 dtypes, ranks 1 to 8, C and F) against the runtime's {@link
 * StridedArray} on random shapes and random chains of views: the same shapes, strides, offsets,
 * flags and values; reductions and arithmetic against an independent per-dtype computation.
 */
class GeneratedCrossCheckTest {
  private static final int TRIALS = 40;

  static Stream<Class<?>> specs() {
    return Stream.of(
        GridArray.class,
        VolumeArray.class,
        BytesArray.class,
        SignedBytesArray.class,
        HalvesArray.class,
        FlagsArray.class,
        IntsArray.class,
        WordsArray.class,
        ShortsArray.class,
        UShortsArray.class,
        LongsArray.class,
        ULongsArray.class);
  }

  @ParameterizedTest
  @MethodSource("specs")
  void viewsMatchStridedArray(Class<?> type) {
    Random rnd = new Random(17 + type.getSimpleName().hashCode());
    for (int trial = 0; trial < TRIALS; trial++) {
      GeneratedHandle probe = GeneratedHandle.zeros(type, new int[rankOf(type)]);
      StridedArray s = randomArray(probe.dtype, randomShape(probe.rank, rnd), rnd);
      GeneratedHandle g = GeneratedHandle.from(type, s);
      assertSameArray(g, s, "from");
      for (int step = 0; step < 3; step++) {
        String op = "";
        try {
          Object[] pair = randomView(g, s, rnd);
          op = (String) pair[2];
          g = (GeneratedHandle) pair[0];
          s = (StridedArray) pair[1];
        } catch (ShapeException e) {
          continue; // both sides refused the same view (checked inside randomView)
        }
        assertSameArray(g, s, op);
      }
      checkReductions(g, s);
      checkCopies(g, s);
      checkArithmetic(g, s, rnd);
    }
  }

  private static int rankOf(Class<?> type) {
    try {
      return type.getField("RANK").getInt(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  // ------------------------------------------------------------------ random inputs

  static int[] randomShape(int rank, Random rnd) {
    int max = rank <= 3 ? 6 : rank <= 5 ? 4 : 3;
    int[] shape = new int[rank];
    for (int k = 0; k < rank; k++) {
      shape[k] = rnd.nextInt(20) == 0 ? 0 : 1 + rnd.nextInt(max);
    }
    return shape;
  }

  static StridedArray randomArray(DType dtype, int[] shape, Random rnd) {
    StridedArray a = StridedArray.zeros(dtype, shape);
    forEachIndex(shape, i -> setRandom(a, i, rnd, false));
    return a;
  }

  static void setRandom(StridedArray a, int[] i, Random rnd, boolean nonZero) {
    DType d = a.dtype();
    if (d.isFloatingPoint()) {
      double v = Math.round(rnd.nextGaussian() * 100) / 8.0;
      a.setDouble(i, nonZero && v == 0 ? 1 : v);
    } else {
      long v = randomLong(d, rnd);
      a.setLong(i, nonZero && v == 0 ? 1 : v);
    }
  }

  static long randomLong(DType d, Random rnd) {
    switch (d) {
      case BOOL:
        return rnd.nextInt(2);
      case INT8:
        return rnd.nextInt(256) - 128;
      case UINT8:
        return rnd.nextInt(256);
      case INT16:
        return rnd.nextInt(65536) - 32768;
      case UINT16:
        return rnd.nextInt(65536);
      case INT32:
        return rnd.nextInt();
      case UINT32:
        return rnd.nextInt() & 0xffffffffL;
      default:
        return rnd.nextLong();
    }
  }

  /** One random view applied to both; returns {generated, strided, description}. */
  static Object[] randomView(GeneratedHandle g, StridedArray s, Random rnd) {
    int rank = s.rank();
    int axis = rnd.nextInt(rank);
    switch (rnd.nextInt(7)) {
      case 0:
        {
          int[] perm = permutation(rank, rnd);
          return new Object[] {
            g.view("permute", GeneratedHandle.box(perm)), s.permute(perm), "permute"
          };
        }
      case 1:
        return new Object[] {g.view("transpose"), s.transpose(), "transpose"};
      case 2:
        {
          int n = s.shape(axis);
          int start = rnd.nextInt(2 * n + 3) - n - 1;
          int stop = rnd.nextInt(2 * n + 3) - n - 1;
          int step = (1 + rnd.nextInt(3)) * (rnd.nextBoolean() ? 1 : -1);
          String op = "slice(" + axis + ", " + start + ", " + stop + ", " + step + ")";
          return new Object[] {
            g.view("slice", axis, start, stop, step), s.slice(axis, start, stop, step), op
          };
        }
      case 3:
        return new Object[] {g.view("flip", axis), s.flip(axis), "flip(" + axis + ")"};
      case 4:
        {
          int other = rnd.nextInt(rank);
          return new Object[] {
            g.view("swapAxes", axis, other), s.swapAxes(axis, other), "swapAxes"
          };
        }
      case 5:
        {
          int[] target = s.shape();
          for (int k = 0; k < rank; k++) {
            if (target[k] == 1 && rnd.nextBoolean()) {
              target[k] = 1 + rnd.nextInt(3);
            }
          }
          if (rnd.nextInt(4) == 0) {
            target[axis] = target[axis] + 1; // usually not broadcastable: both must refuse
          }
          return bothOrNeither(
              () -> g.view("broadcastTo", GeneratedHandle.box(target)),
              () -> s.broadcastTo(target),
              "broadcastTo" + Arrays.toString(target));
        }
      default:
        {
          int storage = java.lang.reflect.Array.getLength(s.storage());
          int[] shape = randomShape(rank, rnd);
          int[] strides = new int[rank];
          for (int k = 0; k < rank; k++) {
            strides[k] = rnd.nextInt(7) - 3;
          }
          int offset = storage == 0 ? 0 : rnd.nextInt(storage);
          return bothOrNeither(
              () -> g.view("asStrided", shape, strides, offset),
              () -> s.asStrided(shape, strides, offset),
              "asStrided(" + Arrays.toString(shape) + ", " + Arrays.toString(strides) + ")");
        }
    }
  }

  interface Thrower<T> {
    T get();
  }

  /** Both succeed (returned) or both throw ShapeException with the same message (rethrown). */
  static Object[] bothOrNeither(Thrower<GeneratedHandle> g, Thrower<StridedArray> s, String op) {
    ShapeException gError = null;
    ShapeException sError = null;
    GeneratedHandle gv = null;
    StridedArray sv = null;
    try {
      gv = g.get();
    } catch (ShapeException e) {
      gError = e;
    }
    try {
      sv = s.get();
    } catch (ShapeException e) {
      sError = e;
    }
    if (gError != null || sError != null) {
      assertTrue(gError != null && sError != null, op + ": only one side refused");
      assertEquals(sError.getMessage(), gError.getMessage(), op);
      throw gError;
    }
    return new Object[] {gv, sv, op};
  }

  static int[] permutation(int rank, Random rnd) {
    List<Integer> axes = new ArrayList<>();
    for (int k = 0; k < rank; k++) {
      axes.add(k);
    }
    java.util.Collections.shuffle(axes, rnd);
    return axes.stream().mapToInt(Integer::intValue).toArray();
  }

  // ------------------------------------------------------------------ comparisons

  static void assertSameArray(GeneratedHandle g, StridedArray s, String op) {
    String where = g.type.getSimpleName() + " after " + op;
    assertArrayEquals(s.shape(), g.shape(), where + ": shape");
    assertArrayEquals(s.strides(), g.strides(), where + ": strides");
    assertEquals(s.offset(), g.offset(), where + ": offset");
    assertEquals(s.size(), g.call("size"), where + ": size");
    assertEquals(s.isCContiguous(), g.call("isCContiguous"), where + ": C flag");
    assertEquals(s.isFContiguous(), g.call("isFContiguous"), where + ": F flag");
    assertEquals(s.isWritable(), g.call("isWritable"), where + ": writable");
    assertEquals(s, g.toStrided(), where + ": toStrided");
    assertTrue(g.toStrided().sharesStorage(s), where + ": toStrided shares storage");
    forEachIndex(
        s.shape(),
        i -> assertEquals(expected(s, i), actual(g, i), where + " at " + Arrays.toString(i)));
  }

  /** The element as a comparable value: a long for integer/bool dtypes, a double otherwise. */
  static Object expected(StridedArray s, int[] i) {
    return s.dtype().isFloatingPoint() ? (Object) s.getDouble(i) : (Object) s.getLong(i);
  }

  static Object actual(GeneratedHandle g, int[] i) {
    return comparable(g.get(i));
  }

  static Object comparable(Object boxed) {
    if (boxed instanceof Boolean b) {
      return b ? 1L : 0L;
    } else if (boxed instanceof Integer n) {
      return (long) n;
    } else if (boxed instanceof Float f) {
      return (double) f;
    }
    return boxed;
  }

  static void checkReductions(GeneratedHandle g, StridedArray s) {
    String where = g.type.getSimpleName() + " " + Arrays.toString(s.shape());
    DType d = s.dtype();
    if (s.size() == 0) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> g.call("min"));
      assertEquals(
          "zero-size array to reduction operation minimum which has no identity", e.getMessage());
      assertEquals(0.0, ((Number) comparable(g.call("sum"))).doubleValue(), where);
      return;
    }
    if (d.isFloatingPoint()) {
      double exact = 0;
      double abs = 0;
      double min = Double.POSITIVE_INFINITY;
      double max = Double.NEGATIVE_INFINITY;
      for (double v : s.toDoubleArray()) {
        exact += v;
        abs += Math.abs(v);
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
      double tolerance =
          d == DType.FLOAT64 ? 1e-12 * abs : d == DType.FLOAT32 ? 1e-5 * abs : 2e-3 * abs + 1e-3;
      double sum = ((Number) g.call("sum")).doubleValue();
      assertEquals(exact, sum, tolerance, where + ": sum");
      assertEquals(min, comparable(g.call("min")), where + ": min");
      assertEquals(max, comparable(g.call("max")), where + ": max");
    } else {
      long[] acc = {0, 0, 0};
      boolean[] first = {true};
      forEachIndex(
          s.shape(),
          i -> {
            long v = s.getLong(i);
            acc[0] += v;
            if (first[0] || compare(d, v, acc[1]) < 0) {
              acc[1] = v;
            }
            if (first[0] || compare(d, v, acc[2]) > 0) {
              acc[2] = v;
            }
            first[0] = false;
          });
      assertEquals(acc[0], g.call("sum"), where + ": sum");
      assertEquals(acc[1], comparable(g.call("min")), where + ": min");
      assertEquals(acc[2], comparable(g.call("max")), where + ": max");
    }
  }

  private static int compare(DType d, long a, long b) {
    return d == DType.UINT64 ? Long.compareUnsigned(a, b) : Long.compare(a, b);
  }

  static void checkCopies(GeneratedHandle g, StridedArray s) {
    String where = g.type.getSimpleName() + " copy of " + Arrays.toString(s.shape());
    GeneratedHandle copy = g.view("copy");
    assertEquals(s, copy.toStrided(), where);
    assertTrue((Boolean) copy.call(g.order == Order.C ? "isCContiguous" : "isFContiguous"), where);
    assertTrue((Boolean) copy.call("isWritable"), where);
    assertTrue(!copy.toStrided().sharesStorage(s), where + ": copy has its own storage");
    GeneratedHandle contiguous = g.view("contiguous");
    assertEquals(s, contiguous.toStrided(), where + ": contiguous");
    // copyInto a fresh array of the same class, then fill it
    GeneratedHandle dst = GeneratedHandle.zeros(g.type, s.shape());
    g.call("copyInto", dst.array);
    assertEquals(s, dst.toStrided(), where + ": copyInto");
    Object one = oneOf(g.dtype);
    dst.call("fill", one);
    StridedArray ones = StridedArray.zeros(s.dtype(), s.shape());
    ones.fill(1);
    assertEquals(ones, dst.toStrided(), where + ": fill");
  }

  static Object oneOf(DType d) {
    switch (d) {
      case BOOL:
        return true;
      case FLOAT16:
      case FLOAT32:
        return 1f;
      case FLOAT64:
        return 1d;
      case UINT32:
      case INT64:
      case UINT64:
        return 1L;
      default:
        return 1;
    }
  }

  // ------------------------------------------------------------------ arithmetic

  private static final String[] OPS = {"plus", "minus", "times", "div"};

  static void checkArithmetic(GeneratedHandle g, StridedArray s, Random rnd) {
    DType d = s.dtype();
    // the other operand has 1 on some axes, so it broadcasts
    int[] otherShape = s.shape();
    for (int k = 0; k < otherShape.length; k++) {
      if (rnd.nextInt(3) == 0) {
        otherShape[k] = 1;
      }
    }
    StridedArray other = StridedArray.zeros(d, otherShape);
    forEachIndex(otherShape, i -> setRandom(other, i, rnd, true));
    GeneratedHandle o = GeneratedHandle.from(g.type, other);
    StridedArray ob = other.broadcastTo(s.shape());
    for (String op : OPS) {
      if (d == DType.BOOL && (op.equals("minus") || op.equals("div"))) {
        continue;
      }
      GeneratedHandle r = g.view(op, o.array);
      String where = g.type.getSimpleName() + " " + op + " " + Arrays.toString(s.shape());
      assertArrayEquals(s.shape(), r.shape(), where);
      // a new result is laid out as StridedArray's (NumPy's order 'K' over both operands)
      assertArrayEquals(runtimeOp(s, op, other).strides(), r.strides(), where + ": strides");
      forEachIndex(
          s.shape(),
          i ->
              assertEquals(
                  apply(d, op, expected(s, i), expected(ob, i)),
                  actual(r, i),
                  where + " at " + Arrays.toString(i)));
      if (s.size() == 0 || other.size() == 0) {
        continue;
      }
      Object scalar = comparable(o.get(new int[s.rank()]));
      GeneratedHandle rs = g.view(op, valueOf(d, scalar));
      assertArrayEquals(runtimeOp(s, op, null).strides(), rs.strides(), where + " scalar: strides");
      forEachIndex(
          s.shape(),
          i ->
              assertEquals(
                  apply(d, op, expected(s, i), scalar),
                  actual(rs, i),
                  where + " scalar at " + Arrays.toString(i)));
    }
    if (d != DType.BOOL) {
      GeneratedHandle neg = g.view("unaryMinus");
      assertArrayEquals(s.negative().strides(), neg.strides(), "unaryMinus: strides");
      forEachIndex(
          s.shape(),
          i ->
              assertEquals(
                  d.isFloatingPoint()
                      ? apply(d, "times", -1.0, expected(s, i)) // NumPy: -(0.0) is -0.0
                      : apply(d, "minus", 0L, expected(s, i)),
                  actual(neg, i)));
    }
  }

  /** StridedArray's op of {@code s} and {@code other} (a scalar one when null), for its layout. */
  static StridedArray runtimeOp(StridedArray s, String op, StridedArray other) {
    boolean fl = s.dtype().isFloatingPoint();
    switch (op) {
      case "plus":
        return other == null ? s.add(1L) : s.add(other);
      case "minus":
        return other == null ? s.subtract(1L) : s.subtract(other);
      case "times":
        return other == null ? s.multiply(1L) : s.multiply(other);
      default:
        if (other == null) {
          return fl ? s.divide(1L) : s.floorDivide(1L);
        }
        return fl ? s.divide(other) : s.floorDivide(other);
    }
  }

  /** A comparable value boxed as the generated class's value type. */
  static Object valueOf(DType d, Object comparable) {
    if (d == DType.BOOL) {
      return ((Long) comparable) != 0;
    }
    switch (d) {
      case FLOAT16:
      case FLOAT32:
        return (float) (double) (Double) comparable;
      case FLOAT64:
        return comparable;
      case UINT32:
      case INT64:
      case UINT64:
        return comparable;
      default:
        return (int) (long) (Long) comparable;
    }
  }

  /** NumPy's same-dtype result, computed independently of the generated code. */
  static Object apply(DType d, String op, Object a, Object b) {
    if (d.isFloatingPoint()) {
      double x = (Double) a;
      double y = (Double) b;
      if (d == DType.FLOAT64) {
        return arith(op, x, y);
      }
      float f = (float) arith(op, (float) x, (float) y);
      if (d == DType.FLOAT16) {
        return (double) Float16.toFloat(Float16.fromFloat(f));
      }
      return (double) f;
    }
    long x = (Long) a;
    long y = (Long) b;
    if (d == DType.BOOL) {
      return op.equals("plus") ? (x | y) : (x & y);
    }
    long r;
    switch (op) {
      case "plus":
        r = x + y;
        break;
      case "minus":
        r = x - y;
        break;
      case "times":
        r = x * y;
        break;
      default:
        r = d == DType.UINT64 ? Long.divideUnsigned(x, y) : Math.floorDiv(x, y);
    }
    switch (d) {
      case INT8:
        return (long) (byte) r;
      case UINT8:
        return r & 0xff;
      case INT16:
        return (long) (short) r;
      case UINT16:
        return r & 0xffff;
      case INT32:
        return (long) (int) r;
      case UINT32:
        return r & 0xffffffffL;
      default:
        return r;
    }
  }

  private static double arith(String op, double x, double y) {
    switch (op) {
      case "plus":
        return x + y;
      case "minus":
        return x - y;
      case "times":
        return x * y;
      default:
        return x / y;
    }
  }

  private static float arith(String op, float x, float y) {
    switch (op) {
      case "plus":
        return x + y;
      case "minus":
        return x - y;
      case "times":
        return x * y;
      default:
        return x / y;
    }
  }

  // ------------------------------------------------------------------ helpers

  /** Calls {@code body} with every index of {@code shape} in C order (the array is reused). */
  static void forEachIndex(int[] shape, Consumer<int[]> body) {
    for (int n : shape) {
      if (n == 0) {
        return;
      }
    }
    int[] i = new int[shape.length];
    while (true) {
      body.accept(i.clone());
      int k = shape.length - 1;
      while (k >= 0 && ++i[k] == shape[k]) {
        i[k] = 0;
        k--;
      }
      if (k < 0) {
        return;
      }
    }
  }
}
