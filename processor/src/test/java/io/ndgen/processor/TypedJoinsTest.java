package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.ndgen.annotations.DType;
import io.ndgen.arrays.Float32Array3;
import io.ndgen.arrays.Float64Array4;
import io.ndgen.processor.specs.FrameArray;
import io.ndgen.processor.specs.GridArray;
import io.ndgen.processor.specs.SignedBytesArray;
import io.ndgen.processor.specs.VolumeArray;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import org.junit.jupiter.api.Test;

/**
 * Typed joins (issue 13): {@code concatenate} of a generated class is that class, {@code stack}
 * adds an axis and is typed by its rank. The declared types are the test (a wrong result class does
 * not compile); the assertions check that each result is exactly {@code StridedArray}'s (values,
 * layout, errors).
 */
class TypedJoinsTest {
  private static VolumeArray volume(double start) {
    VolumeArray v = VolumeArray.zeros(2, 3, 4); // F-ordered spec
    v.toStrided()
        .copyFrom(StridedArray.arange(DType.FLOAT64, start, start + 24, 1).toDoubleArray(), 0);
    return v;
  }

  @Test
  void concatenateOfAGeneratedClassIsThatClass() {
    VolumeArray a = volume(0);
    VolumeArray b = volume(100);
    for (int axis = -3; axis < 3; axis++) {
      VolumeArray joined = VolumeArray.concatenate(axis, a, b, a.flip(1));
      StridedArray expected =
          StridedArray.concatenate(axis, a.toStrided(), b.toStrided(), a.flip(1).toStrided());
      assertEquals(expected, joined.toStrided(), "axis " + axis);
      assertArrayEquals(expected.strides(), joined.strides(), "F-ordered inputs stay F-ordered");
    }
    GridArray g = GridArray.wrap(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    GridArray wide = GridArray.concatenate(1, g, g.transpose().transpose());
    assertArrayEquals(new int[] {2, 6}, wide.shape());
    assertEquals(4f, wide.get(1, 3));
  }

  @Test
  void stackAddsAnAxisTypedByRank() {
    VolumeArray a = volume(0);
    VolumeArray b = volume(100);
    Float64Array4 stacked = VolumeArray.stack(-1, a, b);
    assertEquals(StridedArray.stack(-1, a.toStrided(), b.toStrided()), stacked.toStrided());
    assertArrayEquals(new int[] {2, 3, 4, 2}, stacked.shape());
    GridArray g = GridArray.wrap(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    Float32Array3 frames = GridArray.stack(0, g, g, g);
    assertArrayEquals(new int[] {3, 2, 3}, frames.shape());
    SignedBytesArray eight = SignedBytesArray.zeros(1, 1, 1, 1, 1, 1, 1, 2);
    StridedArray nine = SignedBytesArray.stack(0, eight, eight); // no built-in of rank 9
    assertEquals(9, nine.rank());
  }

  @Test
  void namedAxesSurviveConcatenateButNotStack() {
    FrameArray f = FrameArray.wrap(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    FrameArray taller = FrameArray.concatenate(FrameArray.AXIS_ROW, f, f); // still a Frame
    assertArrayEquals(new int[] {4, 3}, taller.shape());
    assertEquals(4f, taller.get(3, 0));
    Float32Array3 frames = FrameArray.stack(0, f, f); // the new axis has no name: a built-in
    assertArrayEquals(new int[] {2, 2, 3}, frames.shape());
    assertEquals(StridedArray.stack(0, f.toStrided(), f.toStrided()), frames.toStrided());
  }

  @Test
  void errorsAreStridedArraysErrors() {
    VolumeArray a = volume(0);
    VolumeArray other = VolumeArray.zeros(2, 5, 4);
    ShapeException generated =
        assertThrows(ShapeException.class, () -> VolumeArray.concatenate(0, a, other));
    ShapeException strided =
        assertThrows(
            ShapeException.class,
            () -> StridedArray.concatenate(0, a.toStrided(), other.toStrided()));
    assertEquals(strided.getMessage(), generated.getMessage());
    ShapeException stack = assertThrows(ShapeException.class, () -> VolumeArray.stack(0, a, other));
    assertEquals(
        "all input arrays must have the same shape, but the array at index 0 has shape (2, 3, 4)"
            + " and the array at index 1 has shape (2, 5, 4)",
        stack.getMessage());
    IllegalArgumentException none =
        assertThrows(IllegalArgumentException.class, () -> VolumeArray.concatenate(0));
    assertEquals("need at least one array to concatenate", none.getMessage());
  }
}
