package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.StridedArray;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Behaviour the fixtures do not pin: aliasing, result layout, delegation names, properties. */
class OpsBehaviourTest {

  @Test
  void inPlaceAddOfOwnTransposeReadsBeforeWriting() {
    StridedArray a = StridedArray.arange(DType.INT32, 9).reshape(3, 3);
    int[][] expected = new int[3][3];
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) {
        expected[i][j] = (3 * i + j) + (3 * j + i);
      }
    }
    StridedArray r = a.add(a.transpose(), a);
    assertTrue(r == a);
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) {
        assertEquals(expected[i][j], a.getInt(i, j), "(" + i + ", " + j + ")");
      }
    }
  }

  @Test
  void outMayBeAReversedSteppedView() {
    StridedArray target = StridedArray.zeros(DType.INT64, 8);
    StridedArray view = target.slice(0, 7, Integer.MIN_VALUE, -2); // indices 7, 5, 3, 1
    StridedArray a = StridedArray.wrap(new long[] {1, 2, 3, 4}, 4);
    Ops.binary(BinaryOp.MULTIPLY, a, 10L, view);
    assertArrayEquals(new double[] {0, 40, 0, 30, 0, 20, 0, 10}, target.toDoubleArray());
  }

  @Test
  void mixedSignComparisonWritesOutOfAnotherDtypeAndKeepsFOrder() {
    // the values of int64-vs-uint64 comparisons are pinned by the breadth fixtures; here the out=
    // form, an out of another dtype (same_kind from bool) and the result layout
    StridedArray s = StridedArray.wrap(new long[] {-1, 0, Long.MAX_VALUE, 5, -7, 9}, 3, 2);
    StridedArray u =
        StridedArray.wrap(DType.UINT64, new long[] {-1L, 0, Long.MIN_VALUE, 5, 1, 2}, 2, 3)
            .transpose();
    for (BinaryOp op : BinaryOp.values()) {
      if (!op.isComparison()) {
        continue;
      }
      StridedArray expected = Ops.binary(op, s, u, null);
      StridedArray out = StridedArray.zeros(DType.INT8, 3, 2);
      assertTrue(Ops.binary(op, s, u, out) == out);
      assertArrayEquals(expected.toDoubleArray(), out.toDoubleArray(), op.numpyName());
      // F-ordered inputs give an F-ordered result, as every other op
      assertTrue(Ops.binary(op, u, s.copy(Order.F), null).isFContiguous(), op.numpyName());
    }
  }

  @Test
  void resultOfFOrderedInputsIsFOrdered() {
    StridedArray f = StridedArray.arange(DType.FLOAT64, 12).reshape(4, 3).transpose();
    StridedArray r = f.add(f);
    assertTrue(r.isFContiguous());
    assertFalse(r.isCContiguous());
    assertEquals(2 * f.getDouble(2, 3), r.getDouble(2, 3));
    assertTrue(A().add(A()).isCContiguous());
  }

  private static StridedArray A() {
    return StridedArray.arange(DType.FLOAT64, 6).reshape(2, 3);
  }

  @Test
  void kotlinOperatorsDelegateToTheNamedOps() {
    StridedArray a = StridedArray.wrap(new int[] {7, -7, 6}, 3);
    StridedArray b = StridedArray.wrap(new int[] {2, 2, -4}, 3);
    assertEquals(a.add(b), a.plus(b));
    assertEquals(a.subtract(3L), a.minus(3L));
    assertEquals(a.multiply(1.5), a.times(1.5));
    assertEquals(a.divide(b), a.div(b));
    assertEquals(a.remainder(b), a.rem(b));
    assertEquals(a.negative(), a.unaryMinus());
    assertArrayEquals(new double[] {1, 1, -2}, a.rem(b).toDoubleArray());
    assertArrayEquals(new double[] {3.5, -3.5, -1.5}, a.div(b).toDoubleArray());
    assertEquals(DType.FLOAT64, a.div(b).dtype());
  }

  @Test
  void weakScalarsKeepTheArrayDtype() {
    StridedArray u8 = StridedArray.wrap(DType.UINT8, new byte[] {(byte) 250, 3}, 2);
    StridedArray r = u8.add(10L);
    assertEquals(DType.UINT8, r.dtype());
    assertArrayEquals(new double[] {4, 13}, r.toDoubleArray()); // wraps modulo 256
    assertEquals(DType.FLOAT64, u8.add(0.5).dtype());
    StridedArray f32 = StridedArray.wrap(new float[] {1f}, 1);
    assertEquals(DType.FLOAT32, f32.multiply(0.1).dtype());
    assertEquals(0.1f, f32.multiply(0.1).getFloat(0));
    assertEquals(DType.INT64, StridedArray.wrap(new boolean[] {true}, 1).add(1L).dtype());
    assertTrue(u8.less(300L).all().getDouble() != 0);
    assertFalse(u8.equal(-1L).any().getDouble() != 0);
  }

  @Test
  void reductionsPublicShapes() {
    StridedArray a = StridedArray.arange(DType.INT16, 24).reshape(2, 3, 4);
    StridedArray all = a.sum();
    assertEquals(0, all.rank());
    assertEquals(DType.INT64, all.dtype());
    assertEquals(276.0, all.getDouble());
    StridedArray kept = a.sum(true, 0, 2);
    assertArrayEquals(new int[] {1, 3, 1}, kept.shape());
    assertArrayEquals(new double[] {60, 92, 124}, kept.toDoubleArray());
    assertArrayEquals(new int[] {3}, a.sum(false, 0, 2).shape());
    assertEquals(23L, a.argmax().getLong());
    assertArrayEquals(new int[] {2, 1, 4}, a.argmax(true, 1).shape());
    assertArrayEquals(new int[] {2, 4}, a.argmin(1).shape());
    assertEquals(11.5, a.mean().getDouble());
  }

  @Test
  void whereSelectsAndBroadcasts() {
    StridedArray cond = StridedArray.wrap(new boolean[] {true, false, true}, 3);
    StridedArray x = StridedArray.wrap(new int[] {1, 2}, 2, 1);
    StridedArray y = StridedArray.wrap(new double[] {-1}, 1);
    StridedArray r = StridedArray.where(cond, x, y);
    assertEquals(DType.FLOAT64, r.dtype());
    assertArrayEquals(new double[] {1, -1, 1, 2, -1, 2}, r.toDoubleArray());
  }

  @Test
  void matmulVectorRules() {
    StridedArray v = StridedArray.wrap(new double[] {1, 2, 3}, 3);
    StridedArray m = StridedArray.arange(DType.FLOAT64, 6).reshape(3, 2);
    StridedArray inner = v.dot(v);
    assertEquals(0, inner.rank());
    assertEquals(14.0, inner.getDouble());
    assertArrayEquals(new int[] {2}, v.matmul(m).shape());
    assertArrayEquals(new double[] {16, 22}, v.matmul(m).toDoubleArray());
    StridedArray w = StridedArray.wrap(new double[] {1, 2}, 2);
    assertArrayEquals(new double[] {2, 8, 14}, m.matmul(w).toDoubleArray());
  }

  /** Elementwise add over reversed, stepped and transposed views equals a per-index loop. */
  @Property(tries = 200)
  void addOverAnyViewsMatchesAnIndexLoop(
      @ForAll @IntRange(min = 1, max = 7) int rows,
      @ForAll @IntRange(min = 1, max = 9) int cols,
      @ForAll @IntRange(min = 0, max = 7) int views) {
    StridedArray a = StridedArray.arange(DType.INT32, rows * cols * 2).reshape(rows, cols * 2);
    a = a.slice(1, (views & 1) == 0 ? 0 : 1, Integer.MAX_VALUE, 2);
    if ((views & 2) != 0) {
      a = a.flip(0);
    }
    StridedArray b = StridedArray.arange(DType.INT32, rows * cols).multiply(7L);
    b = b.reshape(cols, rows).transpose();
    if ((views & 4) != 0) {
      b = b.flip(1);
    }
    StridedArray r = a.add(b);
    long total = 0;
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        int want = a.getInt(i, j) + b.getInt(i, j);
        assertEquals(want, r.getInt(i, j));
        total += want;
      }
    }
    assertEquals(total, r.sum().getLong());
    assertEquals(total, r.sum(false, 0).sum().getLong());
  }
}
