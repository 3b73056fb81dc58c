package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Error paths of {@link StridedArray} that have no NumPy counterpart in the fixtures (ndgen's own
 * checks) or whose message ndgen words itself: one test per path, each checking the exception type
 * and that the message names the offending values.
 */
class StridedArrayErrorTest {
  private static <T extends RuntimeException> T throwsNaming(
      Class<T> type, Executable code, String... fragments) {
    T e = assertThrows(type, code);
    for (String f : fragments) {
      assertTrue(e.getMessage().contains(f), "\"" + e.getMessage() + "\" should name " + f);
    }
    return e;
  }

  @Test
  void asStridedOutsideTheStorage() {
    StridedArray a = StridedArray.zeros(DType.FLOAT32, 2, 5);
    ShapeException e =
        throwsNaming(
            ShapeException.class,
            () -> a.slice(1, 1, 3, 1).asStrided(new int[] {3, 4}, new int[] {3, 1}, 2),
            "(3, 4)",
            "(3, 1)",
            "2..11",
            "10 elements");
    assertEquals(ShapeException.Kind.OUT_OF_BOUNDS, e.kind());
    throwsNaming(
        ShapeException.class,
        () -> a.asStrided(new int[] {2}, new int[] {-1}, 0),
        "-1..0",
        "10 elements");
    // inside is fine, from any view: the offset is absolute
    StridedArray ok = a.select(1, 4).asStrided(new int[] {5}, new int[] {2}, 0);
    assertArrayEquals(new int[] {5}, ok.shape());
  }

  @Test
  void typedAccessorsThatDoNotFitTheDType() {
    StridedArray f64 = StridedArray.zeros(DType.FLOAT64, 2);
    throwsNaming(IllegalStateException.class, () -> f64.getFloat(0), "getFloat", "float64");
    throwsNaming(IllegalStateException.class, () -> f64.getLong(0), "getLong", "float64");
    throwsNaming(IllegalStateException.class, () -> f64.getInt(0), "getInt", "float64");
    throwsNaming(IllegalStateException.class, () -> f64.getBoolean(0), "getBoolean", "float64");
    throwsNaming(
        IllegalStateException.class, () -> f64.setBoolean(new int[] {0}, true), "bool", "float64");
    StridedArray i64 = StridedArray.zeros(DType.INT64, 2);
    throwsNaming(IllegalStateException.class, () -> i64.getInt(0), "getInt", "int64");
    throwsNaming(IllegalStateException.class, () -> i64.setFloat(new int[] {0}, 1f), "int64");
    StridedArray u32 = StridedArray.zeros(DType.UINT32, 2);
    throwsNaming(IllegalStateException.class, () -> u32.getInt(0), "uint32");
    // what does fit
    assertEquals(0, StridedArray.zeros(DType.UINT16, 1).getInt(0));
    assertEquals(0L, u32.getLong(1));
  }

  @Test
  void writesThroughReadOnlyAndBroadcastViews() {
    StridedArray a = StridedArray.zeros(DType.INT32, 3);
    StridedArray b = a.broadcastTo(2, 3);
    StridedArray r = a.readOnly();
    for (StridedArray v : new StridedArray[] {b, r, r.slice(0, 1, 3, 1), b.transpose()}) {
      int[] index = new int[v.rank()];
      throwsNaming(ReadOnlyArrayException.class, () -> v.setLong(index, 1), "read-only");
      throwsNaming(ReadOnlyArrayException.class, () -> v.setDouble(index, 1), "read-only");
      throwsNaming(ReadOnlyArrayException.class, () -> v.fill(2), "read-only");
      throwsNaming(ReadOnlyArrayException.class, () -> a.copyInto(v), "read-only");
    }
    StridedArray bools = StridedArray.zeros(DType.BOOL, 2).readOnly();
    throwsNaming(
        ReadOnlyArrayException.class, () -> bools.setBoolean(new int[] {0}, true), "read-only");
    assertArrayEquals(new int[] {0, 0, 0}, (int[]) a.storage());
    // an overlapping asStrided view is read-only; its copy is writable
    StridedArray overlap = a.asStrided(new int[] {2, 2}, new int[] {1, 1}, 0);
    assertFalse(overlap.isWritable());
    throwsNaming(ReadOnlyArrayException.class, () -> overlap.setLong(new int[] {0, 1}, 5));
    assertTrue(overlap.copy().isWritable());
  }

  @Test
  void elementIndicesOutOfRange() {
    StridedArray a = StridedArray.zeros(DType.FLOAT64, 2, 3);
    throwsNaming(
        IndexOutOfBoundsException.class,
        () -> a.getDouble(1, 3),
        "index 3 is out of bounds for axis 1 with size 3");
    throwsNaming(
        IndexOutOfBoundsException.class,
        () -> a.getDouble(-3, 0),
        "index -3 is out of bounds for axis 0 with size 2");
    throwsNaming(
        IndexOutOfBoundsException.class, () -> a.getDouble(1), "too few", "2-dimensional", "1");
    throwsNaming(
        IndexOutOfBoundsException.class,
        () -> a.setDouble(new int[] {0, 0, 0}, 1),
        "too many",
        "2-dimensional",
        "3");
    assertEquals(0.0, a.getDouble(-1, -1));
  }

  @Test
  void valuesAnIntegerDTypeCannotHold() {
    StridedArray u8 = StridedArray.zeros(DType.UINT8, 2);
    throwsNaming(IllegalArgumentException.class, () -> u8.setLong(new int[] {0}, 300), "300");
    throwsNaming(IllegalArgumentException.class, () -> u8.setLong(new int[] {0}, -1), "-1");
    // a Python float is truncated by int() first, then range-checked: NumPy 2's messages
    throwsNaming(
        IllegalArgumentException.class,
        () -> u8.setDouble(new int[] {0}, 256.5),
        "Python integer 256 out of bounds for uint8");
    throwsNaming(
        IllegalArgumentException.class,
        () -> u8.setDouble(new int[] {0}, Double.NaN),
        "cannot convert float NaN to integer");
    throwsNaming(
        IllegalArgumentException.class,
        () -> u8.fill(-3),
        "Python integer -3 out of bounds for uint8");
    assertEquals(0, u8.getInt(0));
  }

  @Test
  void wrapWithTheWrongStorageOrShape() {
    throwsNaming(
        IllegalArgumentException.class,
        () -> StridedArray.wrap(DType.FLOAT32, new double[4], 4),
        "float32",
        "float[]",
        "double[]");
    throwsNaming(
        ShapeException.class, () -> StridedArray.wrap(new float[6], 4, 2), "size 6", "(4,2)");
    throwsNaming(
        ShapeException.class,
        () -> StridedArray.wrap(DType.INT8, new byte[6], Layout.contiguous(7)),
        "0..6",
        "6 elements");
    StridedArray w =
        StridedArray.wrap(
            DType.INT8, new byte[6], Layout.of(new int[] {3, 2}, new int[] {0, 1}, 0));
    assertFalse(w.isWritable(), "an overlapping layout is read-only");
  }

  @Test
  void viewThatWouldNeedACopy() {
    StridedArray t = StridedArray.zeros(DType.FLOAT64, 3, 4).transpose();
    ShapeException e =
        throwsNaming(ShapeException.class, () -> t.view(12), "(4, 3)", "(1, 4)", "(12,)", "copy");
    assertEquals(ShapeException.Kind.INCOMPATIBLE_LAYOUT, e.kind());
    ShapeException size = throwsNaming(ShapeException.class, () -> t.view(5), "size 12", "(5,)");
    assertEquals(ShapeException.Kind.INCOMPATIBLE_SHAPE, size.kind());
    StridedArray copy = t.reshape(12);
    assertTrue(copy.ownsData() && !copy.sharesStorage(t));
  }

  @Test
  void copyIntoShapesThatDoNotBroadcast() {
    StridedArray src = StridedArray.zeros(DType.FLOAT64, 3);
    StridedArray dst = StridedArray.zeros(DType.FLOAT64, 2, 4);
    ShapeException e =
        throwsNaming(
            ShapeException.class,
            () -> src.copyInto(dst),
            "could not broadcast input array from shape (3,) into shape (2,4)");
    assertEquals(ShapeException.Kind.INCOMPATIBLE_SHAPE, e.kind());
  }

  @Test
  void takeAndMaskErrors() {
    StridedArray a = StridedArray.zeros(DType.INT16, 2, 3);
    throwsNaming(
        IndexOutOfBoundsException.class,
        () -> a.take(1, 0, 3),
        "index 3 is out of bounds for axis 1 with size 3");
    throwsNaming(ShapeException.class, () -> a.take(2, 0), "axis 2", "dimension 2");
    throwsNaming(
        IllegalArgumentException.class,
        () -> a.mask(StridedArray.zeros(DType.INT8, 2)),
        "bool",
        "int8");
    throwsNaming(
        IndexOutOfBoundsException.class,
        () -> a.mask(StridedArray.zeros(DType.BOOL, 3)),
        "axis 0",
        "2",
        "3");
    throwsNaming(
        IndexOutOfBoundsException.class,
        () -> a.mask(StridedArray.zeros(DType.BOOL, 2, 3, 1)),
        "2-dimensional",
        "3");
  }

  @Test
  void stridedCopyChecksTypesAndBounds() {
    throwsNaming(
        IllegalArgumentException.class,
        () -> StridedArray.stridedCopy(new int[4], new int[] {2}, new int[] {1}, 0, new long[2], 0),
        "int[]",
        "long[]");
    throwsNaming(
        ShapeException.class,
        () -> StridedArray.stridedCopy(new int[4], new int[] {3}, new int[] {2}, 0, new int[3], 0),
        "0..4",
        "4 elements");
    throwsNaming(
        ShapeException.class,
        () -> StridedArray.stridedCopy(new int[4], new int[] {3}, new int[] {1}, 0, new int[3], 1),
        "1..3",
        "3 elements");
    int[] data = {0, 1, 2, 3, 4, 5};
    StridedArray.stridedCopy(data, new int[] {3}, new int[] {2}, 0, data, 1); // gather 0, 2, 4
    assertArrayEquals(new int[] {0, 0, 2, 4, 4, 5}, data);
  }

  @Test
  void rankZeroContiguousKeepsRankZero() {
    // deviation: NumPy's ascontiguousarray returns a 1-D array for a 0-d input
    StridedArray s = StridedArray.scalar(DType.FLOAT64, 2.5);
    assertSame(s, s.contiguous());
    assertEquals(0, s.contiguous().rank());
  }
}
