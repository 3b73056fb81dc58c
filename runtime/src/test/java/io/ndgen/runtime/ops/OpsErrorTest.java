package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ReadOnlyArrayException;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import org.junit.jupiter.api.Test;

/** One test per error path: the exception type and a message that names the offending values. */
class OpsErrorTest {
  private static final StridedArray A34 = StridedArray.arange(DType.FLOAT64, 12).reshape(3, 4);

  @Test
  void shapesThatDoNotBroadcastNameBothShapes() {
    ShapeException e =
        assertThrows(ShapeException.class, () -> A34.add(StridedArray.zeros(DType.FLOAT64, 5)));
    assertEquals(ShapeException.Kind.INCOMPATIBLE_SHAPE, e.kind());
    assertEquals("operands could not be broadcast together with shapes (3,4) (5,)", e.getMessage());
  }

  @Test
  void outOfTheWrongShapeNamesBothShapes() {
    StridedArray out = StridedArray.zeros(DType.FLOAT64, 4);
    ShapeException e = assertThrows(ShapeException.class, () -> A34.add(A34, out));
    assertEquals(
        "non-broadcastable output operand with shape (4,) doesn't match the broadcast shape (3,4)",
        e.getMessage());
  }

  @Test
  void outThatInputsDoNotBroadcastToNamesAllShapes() {
    StridedArray out = StridedArray.zeros(DType.FLOAT64, 2, 4);
    ShapeException e = assertThrows(ShapeException.class, () -> A34.add(A34, out));
    assertEquals(
        "operands could not be broadcast together with shapes (3,4) (3,4) (2,4)", e.getMessage());
  }

  @Test
  void readOnlyOutIsRefusedAndLeftUnchanged() {
    StridedArray target = StridedArray.zeros(DType.FLOAT64, 3, 4);
    ReadOnlyArrayException e =
        assertThrows(ReadOnlyArrayException.class, () -> A34.add(A34, target.readOnly()));
    assertEquals("output array is read-only", e.getMessage());
    assertEquals(0.0, target.sum().getDouble());
    StridedArray broadcast = StridedArray.zeros(DType.FLOAT64, 4).broadcastTo(3, 4);
    assertThrows(ReadOnlyArrayException.class, () -> Ops.unary(UnaryOp.NEGATIVE, A34, broadcast));
  }

  @Test
  void outputCastAgainstSameKindNamesUfuncAndDtypes() {
    StridedArray out = StridedArray.zeros(DType.INT64, 3, 4);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> A34.add(A34, out));
    assertEquals(
        "Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting"
            + " rule 'same_kind'",
        e.getMessage());
  }

  @Test
  void boolArithmeticWhereNumpyRaises() {
    StridedArray b = StridedArray.wrap(new boolean[] {true, false}, 2);
    assertEquals(
        "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^`"
            + " operator, or the logical_xor function instead.",
        assertThrows(IllegalArgumentException.class, () -> b.subtract(b)).getMessage());
    assertEquals(
        "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or"
            + " the logical_not function instead.",
        assertThrows(IllegalArgumentException.class, b::unaryMinus).getMessage());
    assertEquals(
        "ufunc 'sign' did not contain a loop with signature matching types bool -> None",
        assertThrows(IllegalArgumentException.class, b::sign).getMessage());
  }

  @Test
  void pythonIntThatDoesNotFitTheArrayDtype() {
    StridedArray u8 = StridedArray.zeros(DType.UINT8, 3);
    assertEquals(
        "Python integer 300 out of bounds for uint8",
        assertThrows(IllegalArgumentException.class, () -> u8.add(300L)).getMessage());
    StridedArray u64 = StridedArray.zeros(DType.UINT64, 3);
    assertEquals(
        "Python integer -1 out of bounds for uint64",
        assertThrows(IllegalArgumentException.class, () -> u64.multiply(-1L)).getMessage());
    StridedArray i8 = StridedArray.zeros(DType.INT8, 3);
    assertEquals(
        "Python integer -129 out of bounds for int8",
        assertThrows(IllegalArgumentException.class, () -> i8.subtract(-129L)).getMessage());
  }

  @Test
  void integersToNegativePowers() {
    StridedArray a = StridedArray.wrap(new long[] {2, 3}, 2);
    assertEquals(
        "Integers to negative integer powers are not allowed.",
        assertThrows(ArithmeticException.class, () -> a.power(-1L)).getMessage());
    StridedArray e = StridedArray.wrap(new int[] {1, -2}, 2);
    assertThrows(ArithmeticException.class, () -> e.power(e));
  }

  @Test
  void reductionAxisOutOfRangeOrRepeated() {
    ShapeException range = assertThrows(ShapeException.class, () -> A34.sum(false, 2));
    assertEquals("axis 2 is out of bounds for array of dimension 2", range.getMessage());
    assertEquals(ShapeException.Kind.OUT_OF_BOUNDS, range.kind());
    assertEquals(
        "axis -3 is out of bounds for array of dimension 2",
        assertThrows(ShapeException.class, () -> A34.argmax(-3)).getMessage());
    assertEquals(
        "duplicate value in 'axis': axis -1 is listed twice",
        assertThrows(ShapeException.class, () -> A34.max(false, 1, -1)).getMessage());
  }

  @Test
  void emptyReductionsWithoutIdentity() {
    StridedArray empty = StridedArray.zeros(DType.FLOAT32, 0, 3);
    assertEquals(
        "zero-size array to reduction operation minimum which has no identity",
        assertThrows(IllegalArgumentException.class, () -> empty.min(false, 0)).getMessage());
    assertEquals(
        "zero-size array to reduction operation maximum which has no identity",
        assertThrows(IllegalArgumentException.class, empty::max).getMessage());
    assertEquals(
        "attempt to get argmax of an empty sequence",
        assertThrows(IllegalArgumentException.class, empty::argmax).getMessage());
    assertEquals(
        "attempt to get argmin of an empty sequence",
        assertThrows(IllegalArgumentException.class, () -> empty.argmin(0)).getMessage());
  }

  @Test
  void matmulCoreDimensionMismatch() {
    StridedArray b = StridedArray.zeros(DType.FLOAT64, 5, 2);
    assertEquals(
        "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature"
            + " (n?,k),(k,m?)->(n?,m?) (size 5 is different from 4)",
        assertThrows(ShapeException.class, () -> A34.matmul(b)).getMessage());
  }

  @Test
  void matmulOfRankZero() {
    StridedArray s = StridedArray.scalar(DType.FLOAT64, 2);
    assertEquals(
        "matmul: Input operand 1 does not have enough dimensions (has 0, gufunc core with"
            + " signature (n?,k),(k,m?)->(n?,m?) requires 1)",
        assertThrows(ShapeException.class, () -> A34.matmul(s)).getMessage());
  }

  @Test
  void matmulBatchShapesThatDoNotBroadcast() {
    StridedArray a = StridedArray.zeros(DType.FLOAT64, 2, 3, 4);
    StridedArray b = StridedArray.zeros(DType.FLOAT64, 3, 4, 2);
    assertEquals(
        "operands could not be broadcast together with remapped shapes [original->remapped]:"
            + " (2,3,4)->(2,newaxis,newaxis) (3,4,2)->(3,newaxis,newaxis)  and requested shape"
            + " (3,2)",
        assertThrows(ShapeException.class, () -> a.matmul(b)).getMessage());
  }

  @Test
  void dotMismatchAlsoAboveRankTwo() {
    assertEquals(
        "shapes (3,4) and (3,) not aligned: 4 (dim 1) != 3 (dim 0)",
        assertThrows(ShapeException.class, () -> A34.dot(StridedArray.zeros(DType.FLOAT64, 3)))
            .getMessage());
    StridedArray cube = StridedArray.zeros(DType.FLOAT64, 2, 3, 4);
    assertEquals(
        "shapes (2,3,4) and (3,2) not aligned: 4 (dim 2) != 3 (dim 0)",
        assertThrows(ShapeException.class, () -> cube.dot(StridedArray.zeros(DType.FLOAT64, 3, 2)))
            .getMessage());
  }
}
