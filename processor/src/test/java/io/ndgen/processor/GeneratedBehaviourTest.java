package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.processor.specs.BytesArray;
import io.ndgen.processor.specs.FlagsArray;
import io.ndgen.processor.specs.GridArray;
import io.ndgen.processor.specs.HalvesArray;
import io.ndgen.processor.specs.IntsArray;
import io.ndgen.processor.specs.SignedBytesArray;
import io.ndgen.processor.specs.VolumeArray;
import io.ndgen.processor.specs.WordsArray;
import io.ndgen.runtime.ReadOnlyArrayException;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The typed API of generated classes: element access and its errors, factories, functional methods
 * and the spec's own default methods.
 */
class GeneratedBehaviourTest {
  @Test
  void getAndSetUseUnrolledStrides() {
    GridArray a = GridArray.zeros(3, 4);
    a.set(2, 3, 7.5f);
    assertEquals(7.5f, a.get(2, 3));
    assertEquals(7.5f, a.storage()[2 * 4 + 3]);
    GridArray t = a.transpose();
    assertEquals(7.5f, t.get(3, 2));
    assertArrayEquals(new int[] {1, 4}, t.strides());
  }

  @Test
  void outOfBoundsNamesAxisIndexAndExtent() {
    GridArray a = GridArray.zeros(3, 5);
    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> a.get(1, 7));
    assertEquals("index 7 is out of bounds for axis 1 with size 5", e.getMessage());
    e = assertThrows(IndexOutOfBoundsException.class, () -> a.set(-4, 0, 1f));
    assertEquals("index -4 is out of bounds for axis 0 with size 3", e.getMessage());
    e = assertThrows(IndexOutOfBoundsException.class, () -> a.get(0, -6));
    assertEquals("index -6 is out of bounds for axis 1 with size 5", e.getMessage());
    ShapeException axis = assertThrows(ShapeException.class, () -> a.shape(2));
    assertEquals("axis 2 is out of bounds for array of dimension 2", axis.getMessage());
    assertEquals(5, a.shape(-1));
  }

  @Test
  void negativeIndicesCountFromTheEndAsInStridedArray() {
    GridArray a = GridArray.zeros(3, 5);
    a.set(-1, -2, 4f);
    assertEquals(4f, a.get(2, 3));
    assertEquals(4f, a.get(-1, 3));
    assertEquals(a.toStrided().getFloat(-1, -2), a.get(-1, -2));
    VolumeArray v = VolumeArray.zeros(2, 3, 4);
    v.set(1, 2, 3, 9.0);
    assertEquals(9.0, v.get(-1, -1, -1));
    assertEquals(9.0, v.get(-1, 2, -1));
  }

  @Test
  void valuesOutOfTheDTypeRangeAreRefused() {
    BytesArray u8 = BytesArray.zeros(2, 2);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> u8.set(0, 0, 256));
    assertEquals("Python integer 256 out of bounds for uint8", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> u8.set(0, 0, -1));
    assertEquals("Python integer -1 out of bounds for uint8", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> u8.plus(300));
    assertEquals("Python integer 300 out of bounds for uint8", e.getMessage());
    u8.set(1, 1, 255);
    assertEquals(255, u8.get(1, 1));
    assertEquals(254, u8.plus(u8).get(1, 1)); // wraps, as NumPy
    SignedBytesArray i8 = SignedBytesArray.zeros(1, 1, 1, 1, 1, 1, 1, 2);
    e = assertThrows(IllegalArgumentException.class, () -> i8.fill(128));
    assertEquals("Python integer 128 out of bounds for int8", e.getMessage());
    WordsArray u32 = WordsArray.zeros(1, 1);
    e = assertThrows(IllegalArgumentException.class, () -> u32.set(0, 0, 1L << 32));
    assertEquals("Python integer 4294967296 out of bounds for uint32", e.getMessage());
    u32.set(0, 0, 0xffffffffL);
    assertEquals(0xffffffffL, u32.get(0, 0));
  }

  @Test
  void broadcastAndReadOnlyViewsRefuseWrites() {
    GridArray row = GridArray.wrap(new float[] {1, 2, 3}, 1, 3);
    GridArray wide = row.broadcastTo(4, 3);
    assertFalse(wide.isWritable());
    assertEquals(3f, wide.get(3, 2));
    ReadOnlyArrayException e = assertThrows(ReadOnlyArrayException.class, () -> wide.set(0, 0, 1f));
    assertTrue(e.getMessage().startsWith("assignment destination is read-only"), e.getMessage());
    assertThrows(ReadOnlyArrayException.class, () -> row.readOnly().fill(0f));
    assertThrows(ReadOnlyArrayException.class, () -> wide.mapInPlace(v -> v));
    assertFalse(row.readOnly().toStrided().isWritable());
    GridArray fromReadOnly = GridArray.from(row.toStrided().readOnly());
    assertFalse(fromReadOnly.isWritable());
    ShapeException s = assertThrows(ShapeException.class, () -> row.broadcastTo(4, 2));
    assertEquals(
        "operands could not be broadcast together with remapped shapes [original->remapped]:"
            + " (1,3)  and requested shape (4,2)",
        s.getMessage());
  }

  @Test
  void fromChecksDTypeAndRank() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> GridArray.from(StridedArray.zeros(DType.FLOAT64, 2, 2)));
    assertEquals(
        "cannot view a float64 array of rank 2 as GridArray, which holds float32 arrays of rank 2",
        e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> GridArray.from(StridedArray.zeros(DType.FLOAT32, 2, 2, 2)));
    assertEquals(
        "cannot view a float32 array of rank 3 as GridArray, which holds float32 arrays of rank 2",
        e.getMessage());
    StridedArray s = StridedArray.arange(DType.FLOAT32, 6).reshape(2, 3);
    GridArray g = GridArray.from(s);
    g.set(0, 0, 42f);
    assertEquals(42.0, s.getDouble(0, 0)); // a view: same storage
  }

  @Test
  void wrapUsesTheSpecOrderAndChecksTheLength() {
    VolumeArray f = VolumeArray.wrap(new double[] {0, 1, 2, 3, 4, 5}, 1, 2, -1);
    assertArrayEquals(new int[] {1, 2, 3}, f.shape());
    assertArrayEquals(new int[] {1, 1, 2}, f.strides()); // Volume is F-ordered
    assertTrue(f.isFContiguous());
    assertEquals(3.0, f.get(0, 1, 1));
    ShapeException e =
        assertThrows(ShapeException.class, () -> GridArray.wrap(new float[12], 5, 3));
    assertEquals("cannot reshape array of size 12 into shape (5,3)", e.getMessage());
    e = assertThrows(ShapeException.class, () -> GridArray.zeros(-1, 3));
    assertTrue(e.getMessage().contains("-1"), e.getMessage());
  }

  @Test
  void mapAndForEachTakePrimitiveLambdas() {
    GridArray a = GridArray.wrap(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    GridArray t = a.transpose();
    GridArray squared = t.map(v -> v * v);
    assertEquals(25f, squared.get(1, 1));
    assertTrue(squared.isFContiguous(), "the result is laid out like its transposed operand");
    List<String> visits = new ArrayList<>();
    t.forEach((i, j, v) -> visits.add(i + "," + j + "=" + v));
    // memory order of the transposed view: its axis 0 is innermost
    assertEquals(List.of("0,0=1.0", "1,0=2.0", "2,0=3.0", "0,1=4.0", "1,1=5.0", "2,1=6.0"), visits);
    a.mapInPlace(v -> -v);
    assertEquals(-6f, a.get(1, 2));
    IntsArray ints = IntsArray.zeros(2, 2, 2).fill(3);
    assertEquals(24L, ints.sum());
    assertEquals(9, ints.map(v -> v * v).max());
  }

  @Test
  void boolAndFloat16Semantics() {
    FlagsArray f = FlagsArray.zeros(2, 3);
    f.set(1, 2, true);
    assertEquals(1L, f.sum());
    assertTrue(f.max());
    assertFalse(f.min());
    assertTrue(f.plus(true).min(), "plus is logical or");
    HalvesArray h = HalvesArray.wrap(new short[3], 3).fill(1f / 3);
    assertEquals(0.333251953125f, h.get(0), "rounded to float16");
    assertEquals(1.0f, h.sum(), 1e-3f);
    HalvesArray nan = HalvesArray.full(2, Float.NaN);
    assertTrue(Float.isNaN(nan.min()));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> HalvesArray.zeros(0).max());
    assertEquals(
        "zero-size array to reduction operation maximum which has no identity", e.getMessage());
  }

  @Test
  void pairwiseSumIsMoreAccurateThanARunningTotal() {
    int n = 1 << 20;
    float[] data = new float[n];
    java.util.Arrays.fill(data, 0.1f);
    float naive = 0;
    for (float v : data) {
      naive += v;
    }
    double exact = n * (double) 0.1f;
    float pairwise = GridArray.wrap(data, 1024, 1024).sum();
    assertTrue(
        Math.abs(pairwise - exact) < Math.abs(naive - exact) / 100,
        "pairwise " + pairwise + " naive " + naive + " exact " + exact);
  }

  @Test
  void loadAndSaveGoThroughNpy(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws java.io.IOException {
    VolumeArray v = VolumeArray.wrap(new double[] {1, 2, 3, 4, 5, 6}, 1, 2, 3).flip(2);
    java.nio.file.Path file = dir.resolve("v.npy");
    v.save(file);
    VolumeArray back = VolumeArray.load(file);
    assertEquals(v, back);
    assertEquals(v.toStrided(), io.ndgen.runtime.io.Npy.read(file));
    io.ndgen.runtime.io.NpyFormatException e =
        assertThrows(io.ndgen.runtime.io.NpyFormatException.class, () -> GridArray.load(file));
    assertTrue(
        e.getMessage().contains("float64") && e.getMessage().contains("float32"), e.getMessage());
  }

  @Test
  void specDefaultMethodsRunOnGeneratedClasses() {
    GridArray a = GridArray.wrap(new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
    assertEquals(6f, a.corner());
    assertEquals("[2, 3] strides [3, 1]", BytesArray.zeros(2, 3).describe());
    assertSame(a, a.contiguous());
    assertEquals(a, a.transpose().copy().transpose());
    assertEquals(a.hashCode(), a.transpose().copy().transpose().hashCode());
    assertEquals(a.toStrided().toString(), a.toString());
  }

  @Test
  void runtimeOperationsAreOfferedOnGeneratedClasses() {
    GridArray a = GridArray.wrap(new float[] {1, 5, 3, 4, 2, 6}, 2, 3);
    GridArray b = GridArray.wrap(new float[] {2, 2, 2, 4, 4, 4}, 2, 3).transpose().transpose();
    StridedArray less = a.less(b).toStrided();
    assertEquals(DType.BOOL, less.dtype());
    assertArrayEquals(new double[] {1, 0, 0, 0, 1, 0}, less.toDoubleArray());
    assertArrayEquals(new double[] {0, 0, 0, 1, 0, 0}, a.equal(b).toStrided().toDoubleArray());
    StridedArray colSums = a.sum(true, 0);
    assertArrayEquals(new int[] {1, 3}, colSums.shape());
    assertArrayEquals(new double[] {5, 7, 9}, colSums.toDoubleArray());
    assertArrayEquals(new double[] {3, 4}, a.mean(false, 1).toDoubleArray(), 1e-6);
    assertArrayEquals(new double[] {15, 48}, a.prod(false, 1).toDoubleArray());
    assertArrayEquals(new double[] {1, 2}, a.argmax(1).toStrided().toDoubleArray());
    assertArrayEquals(new double[] {0, 1, 0}, a.argmin(0).toStrided().toDoubleArray());
    assertEquals(6.0, a.max(false).getDouble());
    ShapeException e = assertThrows(ShapeException.class, () -> a.less(GridArray.zeros(3, 2)));
    assertTrue(
        e.getMessage().contains("(2,3)") && e.getMessage().contains("(3,2)"), e.getMessage());
  }
}
