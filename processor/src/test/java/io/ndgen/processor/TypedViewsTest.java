package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.arrays.Float32Array1;
import io.ndgen.arrays.Float32Array3;
import io.ndgen.arrays.Float64Array1;
import io.ndgen.arrays.Float64Array2;
import io.ndgen.arrays.Float64Array4;
import io.ndgen.arrays.Float64Array6;
import io.ndgen.arrays.Int16Array3;
import io.ndgen.arrays.Int16Array5;
import io.ndgen.arrays.Int8Array6;
import io.ndgen.processor.specs.GridArray;
import io.ndgen.processor.specs.HalvesArray;
import io.ndgen.processor.specs.ShortsArray;
import io.ndgen.processor.specs.SignedBytesArray;
import io.ndgen.processor.specs.VolumeArray;
import io.ndgen.runtime.Index;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import org.junit.jupiter.api.Test;

/**
 * Rank-changing views of generated classes are typed: the declared types below are the test (a
 * wrong result class does not compile), the assertions check that each result is the view (or copy)
 * {@code StridedArray} gives, and that ranks without a built-in class fall back to {@code
 * StridedArray}.
 */
class TypedViewsTest {
  private static VolumeArray volume() {
    VolumeArray v = VolumeArray.zeros(2, 3, 4); // F-ordered spec
    v.toStrided().copyFrom(StridedArray.arange(DType.FLOAT64, 24).toDoubleArray(), 0);
    return v;
  }

  @Test
  void selectRemovesOneAxisAsAView() {
    VolumeArray v = volume();
    Float64Array2 plane = v.select(1, 2);
    StridedArray expected = v.toStrided().select(1, 2);
    assertEquals(expected, plane.toStrided());
    assertArrayEquals(expected.strides(), plane.strides());
    assertEquals(expected.offset(), plane.offset());
    plane.set(1, 3, -1);
    assertEquals(-1.0, v.get(1, 2, 3), "a view writes through");
    Float64Array1 row = plane.select(0, -1);
    assertEquals(v.toStrided().select(1, 2).select(0, -1), row.toStrided());
  }

  @Test
  void selectOfRankOneIsARankZeroStridedArray() {
    HalvesArray h = HalvesArray.wrap(new short[] {0x3c00, 0x4000}, 2); // float16 1.0, 2.0
    StridedArray scalar = h.select(0, 1);
    assertEquals(0, scalar.rank());
    assertEquals(2.0, scalar.getDouble());
  }

  @Test
  void ranksAboveSixAreStridedArraysAndBelowAreBuiltIns() {
    SignedBytesArray a = SignedBytesArray.zeros(2, 1, 2, 1, 2, 1, 2, 1);
    Int8Array6 six = a.reshape(2, 2, 2, 2, 1, 1);
    assertArrayEquals(new int[] {2, 2, 2, 2, 1, 1}, six.shape());
    assertTrue(six.toStrided().sharesStorage(a.toStrided()));
    SignedBytesArray same = a.reshape(1, 2, 1, 2, 1, 2, 1, 2);
    assertArrayEquals(new int[] {1, 2, 1, 2, 1, 2, 1, 2}, same.shape());
    StridedArray seven = a.squeeze(1);
    assertEquals(7, seven.rank());
    StridedArray nine = a.expandDims(0);
    assertEquals(9, nine.rank());
  }

  @Test
  void squeezeOneAxisIsTypedAndRefusesAnAxisLongerThanOne() {
    ShortsArray s = ShortsArray.zeros(3, 1, 4, 2);
    Int16Array3 squeezed = s.squeeze(1);
    assertEquals(s.toStrided().squeeze(1), squeezed.toStrided());
    assertTrue(squeezed.toStrided().sharesStorage(s.toStrided()));
    ShapeException generated = assertThrows(ShapeException.class, () -> s.squeeze(0));
    ShapeException strided = assertThrows(ShapeException.class, () -> s.toStrided().squeeze(0));
    assertEquals(strided.getMessage(), generated.getMessage());
    StridedArray all = s.squeeze(); // the rank depends on the extents
    assertEquals(3, all.rank());
  }

  @Test
  void expandDimsAddsAnAxis() {
    ShortsArray s = ShortsArray.zeros(3, 1, 4, 2);
    Int16Array5 e = s.expandDims(-1);
    assertArrayEquals(new int[] {3, 1, 4, 2, 1}, e.shape());
    assertArrayEquals(s.toStrided().expandDims(-1).strides(), e.strides());
    VolumeArray v = volume();
    Float64Array4 four = v.expandDims(0);
    assertArrayEquals(new int[] {1, 2, 3, 4}, four.shape());
    ShapeException bad = assertThrows(ShapeException.class, () -> v.expandDims(5));
    assertEquals("axis 5 is out of bounds for array of dimension 4", bad.getMessage());
  }

  @Test
  void reshapeIsAViewExactlyWhenStridedArrayReshapeIs() {
    VolumeArray v = volume(); // F-ordered: a C-order reshape of it must copy
    StridedArray s = v.toStrided();
    Float64Array1 flat = v.reshape(-1);
    assertEquals(s.reshape(-1), flat.toStrided());
    assertFalse(flat.toStrided().sharesStorage(s));
    Float64Array6 six = v.reshape(1, 2, 3, 1, 4, 1);
    assertEquals(s.reshape(1, 2, 3, 1, 4, 1), six.toStrided());
    VolumeArray same = v.reshape(4, 3, 2);
    assertEquals(s.reshape(4, 3, 2), same.toStrided());

    VolumeArray t = v.transpose(); // C-contiguous: reshapes are views
    Float64Array2 matrix = t.reshape(4, 6);
    assertTrue(matrix.toStrided().sharesStorage(s));
    assertEquals(t.toStrided().reshape(4, 6), matrix.toStrided());
    ShapeException e = assertThrows(ShapeException.class, () -> t.reshape(5, 5));
    assertEquals("cannot reshape array of size 24 into shape (5,5)", e.getMessage());
    StridedArray eight = t.reshape(new int[] {1, 1, 1, 1, 1, 4, 3, 2});
    assertEquals(8, eight.rank());
  }

  @Test
  void builtInResultsHaveTheWholeGeneratedApi() {
    GridArray g = GridArray.wrap(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    Float32Array1 column = g.select(1, 2);
    assertEquals(9f, column.sum());
    Float32Array3 cube = g.expandDims(0).transpose().copy();
    assertArrayEquals(new int[] {3, 2, 1}, cube.shape());
    Float32Array1 doubled = column.plus(column);
    assertEquals(12f, doubled.get(1));
  }

  @Test
  void sliceToTheEndWithoutMaxValue() {
    VolumeArray v = volume();
    StridedArray s = v.toStrided();
    assertEquals(s.slice(2, 1, Integer.MAX_VALUE, 1), v.slice(2, 1, Index.END).toStrided());
    assertEquals(s.slice(2, 1, Integer.MAX_VALUE, 1), v.sliceFrom(2, 1).toStrided());
    assertEquals(s.slice(2, -2, Integer.MAX_VALUE, 1), v.sliceFrom(2, -2).toStrided());
    assertEquals(s.slice(1, 0, 2, 1), v.slice(1, 0, 2).toStrided());
    assertEquals(s.flip(0), v.slice(0, Index.END, Index.START, -1).toStrided());
    assertEquals(s.slice(2, 1, 3, 1), s.slice(2, 1, 3));
    assertEquals(s.slice(2, 3, Integer.MAX_VALUE, 1), s.sliceFrom(2, 3));
  }
}
