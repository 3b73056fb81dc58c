package io.ndgen.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Files written by NumPy (scripts/fixtures/npy_fixtures.py): every dtype, byte order, memory order
 * and format version is read with the right values, and ndgen writes the same array back byte for
 * byte.
 */
class NpyNumPyFixtureTest {
  @TempDir Path tmp;

  static Stream<Path> matrix() {
    return Fixtures.files("matrix").stream();
  }

  /** File name parts: DTYPE_BYTEORDER_ORDER_vVERSION.npy. */
  private static final class Name {
    final DType dtype;
    final ByteOrder byteOrder;
    final boolean fortran;
    final NpyVersion version;

    Name(Path p) {
      String[] parts = p.getFileName().toString().replace(".npy", "").split("_");
      dtype = DType.valueOf(parts[0].toUpperCase(Locale.ROOT));
      byteOrder = parts[1].equals("be") ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
      fortran = parts[2].equals("F");
      version = NpyVersion.values()[Integer.parseInt(parts[3].substring(1)) - 1];
    }
  }

  @ParameterizedTest
  @MethodSource("matrix")
  void readsEveryDtypeOrderAndVersionWithNumPysValues(Path file) throws IOException {
    Name name = new Name(file);
    StridedArray a = Npy.read(file);
    assertEquals(name.dtype, a.dtype());
    assertArrayEquals(new int[] {2, 3, 4}, a.shape());
    assertEquals(!name.fortran, a.isCContiguous(), "C-contiguous");
    assertEquals(name.fortran, a.isFContiguous(), "F-contiguous");
    assertTrue(a.ownsData());
    assertArrayEquals(Fixtures.referenceBits(name.dtype), Fixtures.rawBits(a));

    NpyHeader h = Npy.readHeader(file);
    assertEquals(name.version, h.version());
    assertEquals(name.fortran, h.fortranOrder());
    if (name.dtype.itemSize() > 1) {
      assertEquals(name.byteOrder, h.byteOrder());
    }
  }

  @ParameterizedTest
  @MethodSource("matrix")
  void readsTheSameFromPathStreamAndBuffer(Path file) throws IOException {
    byte[] bytes = Fixtures.bytes(file);
    long[] expected = Fixtures.rawBits(Npy.read(file));
    assertArrayEquals(expected, Fixtures.rawBits(Npy.read(new ByteArrayInputStream(bytes))));
    ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
    assertArrayEquals(expected, Fixtures.rawBits(Npy.read(buffer)));
    assertEquals(bytes.length, buffer.position(), "buffer advanced past the array");
    assertEquals(ByteOrder.BIG_ENDIAN, buffer.order(), "buffer order untouched");
  }

  @ParameterizedTest
  @MethodSource("matrix")
  void writesNumPysBytesForTheSameArray(Path file) throws IOException {
    Name name = new Name(file);
    StridedArray a = Npy.read(file);
    NpyWriteOptions options = NpyWriteOptions.defaults().withByteOrder(name.byteOrder);
    if (name.version != NpyVersion.V1_0) {
      options = options.withVersion(name.version); // 1.0 is NumPy's (and ndgen's) own choice
    }
    byte[] expected = Fixtures.bytes(file);
    Path out = tmp.resolve("out.npy");
    Npy.write(out, a, options);
    assertArrayEquals(expected, Files.readAllBytes(out), "Path");
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    Npy.write(stream, a, options);
    assertArrayEquals(expected, stream.toByteArray(), "stream");
    ByteBuffer buffer = ByteBuffer.allocate(expected.length + 5);
    buffer.position(5);
    Npy.write(buffer, a, options);
    assertEquals(expected.length + 5, buffer.position());
    assertArrayEquals(expected, java.util.Arrays.copyOfRange(buffer.array(), 5, buffer.limit()));
    assertEquals(expected.length, Npy.encodedSize(a, options));
  }

  // ---- shapes: rank 0, empty axes, unit axes ----

  static Stream<Path> shapes() {
    return Fixtures.files("shapes").stream();
  }

  @ParameterizedTest
  @MethodSource("shapes")
  void readsEdgeShapesAndWritesThemBack(Path file) throws IOException {
    String name = file.getFileName().toString();
    StridedArray a = Npy.read(file);
    int[] expectedShape = expectedShape(name.replace("float64_", "").replace("f_", ""));
    assertArrayEquals(expectedShape, a.shape(), name);
    double[] values = a.toDoubleArray();
    for (int i = 0; i < values.length; i++) {
      assertEquals(i * 0.5 - 1, values[i], name + " element " + i);
    }
    assertArrayEquals(Fixtures.bytes(file), Npy.toBytes(a), name);
  }

  private static int[] expectedShape(String name) {
    Map<String, int[]> shapes =
        Map.of(
            "rank0.npy",
            new int[] {},
            "empty.npy",
            new int[] {0},
            "empty_2d.npy",
            new int[] {0, 3},
            "empty_mid.npy",
            new int[] {2, 0, 4},
            "vector.npy",
            new int[] {5},
            "unit_axes.npy",
            new int[] {1, 1, 7},
            "column.npy",
            new int[] {3, 1},
            "matrix.npy",
            new int[] {4, 6});
    return shapes.get(name);
  }

  @Test
  void fortranOrderFileGivesAnFContiguousArrayWithoutCopying() throws IOException {
    StridedArray a = Npy.read(Fixtures.file("shapes", "float64_f_matrix.npy"));
    assertFalse(a.isCContiguous());
    assertTrue(a.isFContiguous());
    assertArrayEquals(new int[] {1, 4}, a.strides());
    assertEquals(0.5 * 6 - 1, a.getDouble(1, 0)); // C-order element 6 is (1, 0)
  }

  // ---- views: what np.save writes for non-contiguous and transposed arrays ----

  private static StridedArray m() {
    return StridedArray.arange(DType.INT32, 35).reshape(5, 7);
  }

  private static StridedArray t() {
    return StridedArray.arange(DType.FLOAT32, 60).reshape(3, 4, 5);
  }

  static Stream<Object[]> views() {
    return Stream.of(
        new Object[] {"int32_step_flip", m().slice(0, 0, 5, 2).flip(1), null},
        new Object[] {"int32_columns", m().slice(1, 1, 4, 1), null},
        new Object[] {"int32_transpose", m().transpose(), null},
        new Object[] {"float32_permute", t().permute(1, 0, 2), null},
        new Object[] {"float32_permute_f", t().permute(2, 1, 0), null},
        new Object[] {"int32_broadcast", m().select(0, 0).broadcastTo(3, 7), null},
        new Object[] {
          "float32_be_select", t().select(1, 2).slice(1, 0, 5, 2), ByteOrder.BIG_ENDIAN
        });
  }

  @ParameterizedTest
  @MethodSource("views")
  void writesViewsAsNumPyDoes(String name, StridedArray view, ByteOrder order) throws IOException {
    Path file = Fixtures.file("views", name + ".npy");
    NpyWriteOptions options =
        order == null
            ? NpyWriteOptions.defaults()
            : NpyWriteOptions.defaults().withByteOrder(order);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Npy.write(out, view, options);
    assertArrayEquals(Fixtures.bytes(file), out.toByteArray(), name);
    StridedArray back = Npy.read(file);
    assertArrayEquals(view.shape(), back.shape());
    assertArrayEquals(view.toDoubleArray(), back.toDoubleArray());
  }

  // ---- npz ----

  static Stream<String> npzFiles() {
    return Stream.of("arrays.npz", "arrays_compressed.npz");
  }

  @ParameterizedTest
  @MethodSource("npzFiles")
  void readsNumPysNpzFromPathAndStream(String file) throws IOException {
    Path path = Fixtures.file("npz", file);
    Map<String, StridedArray> fromPath = Npz.read(path);
    Map<String, StridedArray> fromStream;
    try (var in = Files.newInputStream(path)) {
      fromStream = Npz.read(in);
    }
    for (Map<String, StridedArray> arrays : List.of(fromPath, fromStream)) {
      assertEquals(
          List.of(
              "bool", "uint8", "int16", "int64", "float16", "float32", "float64", "f_order",
              "scalar"),
          List.copyOf(arrays.keySet()));
      for (String key : List.of("bool", "uint8", "int16", "int64", "float16", "float32")) {
        DType dtype = DType.valueOf(key.toUpperCase(Locale.ROOT));
        StridedArray a = arrays.get(key);
        assertEquals(dtype, a.dtype(), key);
        assertArrayEquals(Fixtures.referenceBits(dtype), Fixtures.rawBits(a), key);
      }
      StridedArray f = arrays.get("f_order");
      assertTrue(f.isFContiguous() && !f.isCContiguous());
      assertArrayEquals(Fixtures.referenceBits(DType.INT32), Fixtures.rawBits(f));
      StridedArray scalar = arrays.get("scalar");
      assertEquals(0, scalar.rank());
      assertEquals(-7.25, scalar.getDouble());
    }
  }
}
