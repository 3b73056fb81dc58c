package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.parallel.Parallel;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Inputs read through {@link RunBuffers} (cast run by run, or gathered from stepped runs) give, bit
 * for bit and on any thread count, what the kernels give on contiguous inputs of the loop dtype
 * (the unbuffered path, which the NumPy fixtures pin). Large enough to be split across threads and
 * to fill the buffer many times per run; {@code buffered.txt} in {@link KernelFixtureTest} pins the
 * small cases to NumPy.
 */
class RunBuffersTest {
  private static final List<BinaryOp> BINARY =
      List.of(
          BinaryOp.ADD,
          BinaryOp.SUBTRACT,
          BinaryOp.MULTIPLY,
          BinaryOp.DIVIDE,
          BinaryOp.MAXIMUM,
          BinaryOp.LESS);

  /** Unary ops whose SIMD and scalar leaves agree bit for bit (not so exp, log, sin, ...). */
  private static final List<UnaryOp> UNARY =
      List.of(UnaryOp.SQRT, UnaryOp.NEGATIVE, UnaryOp.ABSOLUTE, UnaryOp.FLOOR);

  /** Values {@code (i * 7919 % 1009 - 504) / 4}: exact in every dtype here. */
  static StridedArray values(DType t, int... shape) {
    return values(t, false, shape);
  }

  /** As {@link #values(DType, int...)}; their absolute values if {@code nonNegative}. */
  static StridedArray values(DType t, boolean nonNegative, int... shape) {
    int size = 1;
    for (int n : shape) {
      size *= n;
    }
    StridedArray i = StridedArray.arange(DType.INT64, size);
    StridedArray v = i.multiply(7919L).remainder(1009L).subtract(504L);
    StridedArray f = t.isFloatingPoint() ? v.divide(4.0) : v;
    if (nonNegative || t.isUnsigned() || t == DType.BOOL) {
      f = f.abs();
    }
    if (t == DType.INT8) {
      f = f.remainder(100L);
    }
    return f.astype(t).reshape(shape);
  }

  /** A 300 x 700 operand in several layouts: C, transposed, stepped, reversed, both. */
  static List<StridedArray> views(DType t) {
    return views(t, false);
  }

  static List<StridedArray> views(DType t, boolean nonNegative) {
    return List.of(
        values(t, nonNegative, 300, 700),
        values(t, nonNegative, 700, 300).transpose(),
        values(t, nonNegative, 300, 1400).slice(1, 0, 1400, 2),
        values(t, nonNegative, 300, 700).flip(1),
        values(t, nonNegative, 600, 700).flip(0).slice(0, 0, 600, 2));
  }

  /** Contiguous copy of the loop dtype: the unbuffered path. */
  static StridedArray plain(StridedArray a, DType loop) {
    return a.astype(loop).copy();
  }

  @Test
  void mixedDtypesMatchTheCastFirstPath() {
    DType[][] pairs = {
      {DType.INT32, DType.FLOAT32},
      {DType.FLOAT32, DType.FLOAT64},
      {DType.INT16, DType.FLOAT32},
      {DType.UINT8, DType.FLOAT64},
      {DType.FLOAT16, DType.FLOAT32},
      {DType.INT64, DType.INT32}
    };
    for (DType[] p : pairs) {
      List<StridedArray> as = views(p[0]);
      List<StridedArray> bs = views(p[1]);
      for (int k = 0; k < as.size(); k++) {
        StridedArray a = as.get(k);
        StridedArray b = bs.get((k + 2) % bs.size());
        for (BinaryOp op : BINARY) {
          DType loop = Elementwise.loopType(op, p[0], p[1]);
          String at = op + " " + p[0] + " view " + k + " " + p[1];
          StridedArray want = Ops.binary(op, plain(a, loop), plain(b, loop));
          assertSameOnAnyThreads(want, () -> Ops.binary(op, a, b), at);
          StridedArray swapped = Ops.binary(op, plain(b, loop), plain(a, loop));
          assertSameOnAnyThreads(swapped, () -> Ops.binary(op, b, a), at + " swapped");
        }
      }
    }
  }

  @Test
  void mixedDtypesIntoOut() {
    StridedArray a = views(DType.INT32).get(2);
    StridedArray b = views(DType.FLOAT32).get(1);
    StridedArray want = Ops.binary(BinaryOp.ADD, plain(a, DType.FLOAT64), plain(b, DType.FLOAT64));
    for (StridedArray out :
        List.of(
            StridedArray.zeros(DType.FLOAT64, 300, 700),
            StridedArray.zeros(DType.FLOAT64, 700, 300).transpose(),
            StridedArray.zeros(DType.FLOAT64, 300, 1400).slice(1, 0, 1400, 2))) {
      assertSameOnAnyThreads(want, () -> Ops.binary(BinaryOp.ADD, a, b, out), "out " + out);
    }
    // float32 + float32 computed in float32, then cast into a float64 out
    StridedArray c = views(DType.FLOAT32).get(2);
    StridedArray into = StridedArray.zeros(DType.FLOAT64, 300, 700);
    StridedArray sum = Ops.binary(BinaryOp.ADD, plain(c, DType.FLOAT32), plain(b, DType.FLOAT32));
    assertSameOnAnyThreads(
        sum.astype(DType.FLOAT64), () -> Ops.binary(BinaryOp.ADD, c, b, into), "widened out");
  }

  @Test
  void steppedInputsMatchContiguousOnes() {
    for (DType t : List.of(DType.FLOAT32, DType.FLOAT64)) {
      List<StridedArray> vs = views(t);
      StridedArray other = values(t, 300, 700).add(1000.0);
      for (StridedArray a : vs) {
        for (BinaryOp op : BINARY) {
          StridedArray want = Ops.binary(op, plain(a, t), other);
          assertSameOnAnyThreads(want, () -> Ops.binary(op, a, other), op + " " + t);
          StridedArray wantSwapped = Ops.binary(op, other, plain(a, t));
          assertSameOnAnyThreads(wantSwapped, () -> Ops.binary(op, other, a), op + " swapped");
        }
        for (UnaryOp op : UNARY) {
          StridedArray want = Ops.unary(op, plain(a, t));
          assertSameOnAnyThreads(want, () -> Ops.unary(op, a), op + " " + t);
        }
      }
      for (StridedArray a : views(t, true)) {
        StridedArray want = Ops.unary(UnaryOp.SQRT, plain(a, t));
        assertSameOnAnyThreads(want, () -> Ops.unary(UnaryOp.SQRT, a), "sqrt " + t);
      }
    }
  }

  @Test
  void unaryFloatFunctionsOfIntegerInputs() {
    for (DType t : List.of(DType.INT8, DType.UINT8, DType.INT16, DType.INT32)) {
      for (StridedArray x : views(t, true)) {
        DType loop = Elementwise.loopType(UnaryOp.SQRT, t);
        StridedArray want = Ops.unary(UnaryOp.SQRT, plain(x, loop));
        assertSameOnAnyThreads(want, () -> Ops.unary(UnaryOp.SQRT, x), "sqrt " + t);
      }
    }
  }

  @Test
  void castByRunsOnlyForInputsReadOnce() {
    StridedArray target = StridedArray.zeros(DType.FLOAT64, 300, 700);
    assertTrue(RunBuffers.castByRuns(values(DType.INT32, 300, 700), target));
    StridedArray row = values(DType.INT32, 700);
    assertEquals(false, RunBuffers.castByRuns(row, target));
    assertEquals(false, RunBuffers.castByRuns(StridedArray.zeros(DType.INT32), target));
  }

  private static void assertSameOnAnyThreads(
      StridedArray want, Supplier<StridedArray> got, String at) {
    for (int threads : new int[] {1, 2}) {
      StridedArray r = Parallel.withThreads(threads, got);
      assertEquals(want.dtype(), r.dtype(), at);
      assertArrayEquals(want.shape(), r.shape(), at);
      assertTrue(
          Objects.deepEquals(
              new Object[] {want.copy().storage()}, new Object[] {r.copy().storage()}),
          at + " on " + threads + " threads");
    }
  }
}
