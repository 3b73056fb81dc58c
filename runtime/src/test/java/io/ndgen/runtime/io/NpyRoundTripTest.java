package io.ndgen.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.parallel.Parallel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Arrays written by ndgen read back with the same dtype, shape, order and raw values. */
class NpyRoundTripTest {
  @TempDir Path tmp;

  /** A C- or F-ordered array of random raw bits, then an optional view on it. */
  static StridedArray randomArray(DType dtype, int[] shape, Order order, int view, long seed) {
    StridedArray a = StridedArray.zeros(dtype, order, shape);
    fillRandom(a.storage(), new Random(seed));
    switch (view) {
      case 1: // every other element of the first axis, reversed last axis
        if (a.rank() > 0) {
          a = a.slice(0, 0, a.shape(0), 2).flip(a.rank() - 1);
        }
        return a;
      case 2: // transpose
        return a.transpose();
      case 3: // broadcast a new leading axis
        return a.expandDims(0).broadcastTo(prepend(3, shape));
      default:
        return a;
    }
  }

  private static int[] prepend(int n, int[] shape) {
    int[] out = new int[shape.length + 1];
    out[0] = n;
    System.arraycopy(shape, 0, out, 1, shape.length);
    return out;
  }

  static void fillRandom(Object data, Random r) {
    if (data instanceof boolean[]) {
      boolean[] d = (boolean[]) data;
      for (int i = 0; i < d.length; i++) {
        d[i] = r.nextBoolean();
      }
    } else if (data instanceof byte[]) {
      r.nextBytes((byte[]) data);
    } else if (data instanceof short[]) {
      short[] d = (short[]) data;
      for (int i = 0; i < d.length; i++) {
        d[i] = (short) r.nextInt();
      }
    } else if (data instanceof int[]) {
      int[] d = (int[]) data;
      for (int i = 0; i < d.length; i++) {
        d[i] = r.nextInt();
      }
    } else if (data instanceof long[]) {
      long[] d = (long[]) data;
      for (int i = 0; i < d.length; i++) {
        d[i] = r.nextLong();
      }
    } else if (data instanceof float[]) {
      float[] d = (float[]) data;
      for (int i = 0; i < d.length; i++) {
        d[i] = Float.intBitsToFloat(r.nextInt()); // NaN payloads included
      }
    } else {
      double[] d = (double[]) data;
      for (int i = 0; i < d.length; i++) {
        d[i] = Double.longBitsToDouble(r.nextLong());
      }
    }
  }

  @Provide
  Arbitrary<int[]> shapes() {
    return Arbitraries.integers().between(0, 5).array(int[].class).ofMinSize(0).ofMaxSize(4);
  }

  @Property(tries = 400, seed = "20240611")
  void roundTripsEveryDtypeShapeOrderAndView(
      @ForAll DType dtype,
      @ForAll("shapes") int[] shape,
      @ForAll Order order,
      @ForAll @IntRange(min = 0, max = 3) int view,
      @ForAll boolean bigEndian,
      @ForAll @IntRange(min = 0, max = 3) int version,
      @ForAll long seed)
      throws IOException {
    StridedArray a = randomArray(dtype, shape, order, view, seed);
    NpyWriteOptions options =
        NpyWriteOptions.defaults()
            .withByteOrder(bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
    if (version > 0) {
      options = options.withVersion(NpyVersion.values()[version - 1]);
    }
    ByteBuffer buffer = ByteBuffer.allocate((int) Npy.encodedSize(a, options));
    Npy.write(buffer, a, options);
    assertFalse(buffer.hasRemaining());
    buffer.flip();
    Path file = Files.createTempFile("roundtrip", ".npy"); // jqwik has no @TempDir
    NpyHeader header;
    try {
      Npy.write(file, a, options);
      header = Npy.readHeader(file);
      assertArrayEquals(buffer.array(), Files.readAllBytes(file));
    } finally {
      Files.delete(file);
    }
    StridedArray back = Npy.read(buffer);
    assertEquals(dtype, back.dtype());
    assertArrayEquals(a.shape(), back.shape());
    assertArrayEquals(Fixtures.rawBits(a), Fixtures.rawBits(back));
    boolean fortran = a.isFContiguous() && !a.isCContiguous();
    assertEquals(fortran, header.fortranOrder());
    assertEquals(fortran, !back.isCContiguous());
    assertEquals(
        version == 0 ? NpyVersion.V1_0 : NpyVersion.values()[version - 1], header.version());
    assertEquals(0, header.dataOffset() % 64, "data aligned to 64 bytes");
  }

  private Path write(StridedArray a, NpyWriteOptions options) throws IOException {
    Path file = Files.createTempFile(tmp, "a", ".npy");
    Npy.write(file, a, options);
    return file;
  }

  // ---- big arrays: chunked reads, bounded block writes of views ----

  static List<StridedArray> bigViews() {
    StridedArray m = StridedArray.arange(DType.FLOAT64, 300 * 700).reshape(300, 700);
    StridedArray bytes = StridedArray.zeros(DType.INT8, 2, 300_000);
    fillRandom(bytes.storage(), new Random(7));
    return List.of(
        m.slice(1, 0, 700, 2), // rows of 350 gathered in blocks
        m.reshape(210_000).slice(0, 0, 210_000, 3), // 1-D strided, split along its only axis
        bytes.flip(1), // a row larger than the scratch block
        m.transpose(), // F-contiguous: written straight from storage
        m.permute(1, 0).slice(0, 0, 700, 3).transpose());
  }

  @Test
  void bigViewsRoundTripThroughPathStreamAndBuffer() throws IOException {
    for (StridedArray view : bigViews()) {
      long[] expected = Fixtures.rawBits(view);
      Path file = write(view, NpyWriteOptions.defaults());
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      Npy.write(out, view);
      byte[] bytes = out.toByteArray();
      assertArrayEquals(Files.readAllBytes(file), bytes);
      assertArrayEquals(expected, Fixtures.rawBits(Npy.read(file)));
      assertArrayEquals(
          expected, Fixtures.rawBits(Npy.read(new NpyHostileInputTest.TrickleStream(bytes))));
      assertArrayEquals(expected, Fixtures.rawBits(Npy.read(ByteBuffer.wrap(bytes))));
    }
  }

  /**
   * Files of several {@link FileTransfer} pieces, every dtype, both byte orders, C and F order: the
   * path writer (positional pieces on several cores) gives the stream writer's bytes on one thread
   * and on two, and the path reader gives the stream reader's values.
   */
  @Test
  void filesOfSeveralPiecesMatchTheStreamPathOnAnyThreadCount() throws IOException {
    for (DType dtype : DType.values()) {
      int n = FileTransfer.PIECE_BYTES / dtype.itemSize() * 5 / 2 + 3; // 2.5 pieces and a bit
      for (Order order : Order.values()) {
        StridedArray a = randomArray(dtype, new int[] {n / 3, 3}, order, 0, dtype.ordinal());
        for (ByteOrder byteOrder : List.of(ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN)) {
          NpyWriteOptions options = NpyWriteOptions.defaults().withByteOrder(byteOrder);
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          Npy.write(out, a, options);
          byte[] expected = out.toByteArray();
          for (int threads : new int[] {1, 2}) {
            Path file =
                Parallel.withThreads(
                    threads,
                    () -> {
                      try {
                        return write(a, options);
                      } catch (IOException e) {
                        throw new UncheckedIOException(e);
                      }
                    });
            String what = dtype + " " + order + " " + byteOrder + " on " + threads + " threads";
            assertArrayEquals(expected, Files.readAllBytes(file), what);
            StridedArray back = Npy.read(file);
            assertEquals(a.isFContiguous() && !a.isCContiguous(), !back.isCContiguous(), what);
            assertArrayEquals(Fixtures.rawBits(a), Fixtures.rawBits(back), what);
            assertArrayEquals(
                Fixtures.rawBits(Npy.read(new ByteArrayInputStream(expected))),
                Fixtures.rawBits(back),
                what);
          }
        }
      }
    }
  }

  @Test
  void aFileCutInsideALaterPieceIsTruncatedNotPartlyRead() throws IOException {
    StridedArray a = StridedArray.arange(DType.INT32, FileTransfer.PIECE_BYTES); // 4 pieces
    Path file = write(a, NpyWriteOptions.defaults());
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 6));
    NpyFormatException e = assertThrows(NpyFormatException.class, () -> Npy.read(file));
    assertEquals(
        "array data is truncated: shape (1048576,) of int32 needs 4194304 bytes, only 4194298"
            + " remain",
        e.getMessage());
  }

  @Test
  void readsConsecutiveArraysFromOneStream() throws IOException {
    StridedArray a = StridedArray.arange(DType.UINT16, 12).reshape(3, 4);
    StridedArray b = StridedArray.full(DType.BOOL, 1, 5);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Npy.write(out, a);
    Npy.write(out, b, NpyWriteOptions.defaults().withVersion(NpyVersion.V3_0));
    out.write(42);
    InputStream in = new ByteArrayInputStream(out.toByteArray());
    assertEquals(a, Npy.read(in));
    assertEquals(b, Npy.read(in));
    assertEquals(42, in.read(), "nothing read past the second array");
  }

  @Test
  void writeIntoATooSmallBufferNamesTheSizesAndWritesNothing() {
    StridedArray a = StridedArray.zeros(DType.FLOAT32, 3, 4);
    ByteBuffer buffer = ByteBuffer.allocate(150);
    buffer.position(10);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> Npy.write(buffer, a, NpyWriteOptions.defaults()));
    assertEquals(
        "buffer has 140 bytes remaining, the .npy encoding of shape (3, 4) float32 needs 176",
        e.getMessage());
    assertEquals(10, buffer.position());
  }

  @Test
  void writesNumPysHeaderText() {
    byte[] bytes = Npy.toBytes(StridedArray.zeros(DType.FLOAT32, 3, 4));
    String header = new String(bytes, 10, 118, java.nio.charset.StandardCharsets.US_ASCII);
    assertEquals(
        "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }" + " ".repeat(58) + "\n",
        header);
    assertEquals(118, (bytes[8] & 0xff) | (bytes[9] & 0xff) << 8);
    assertEquals(128 + 48, bytes.length);
  }

  // ---- npz ----

  @Test
  void npzRoundTripsStoredAndCompressedThroughPathAndStream() throws IOException {
    Map<String, StridedArray> arrays = new LinkedHashMap<>();
    arrays.put("zeta", randomArray(DType.FLOAT16, new int[] {3, 5}, Order.F, 0, 1));
    arrays.put("alpha", randomArray(DType.INT64, new int[] {4, 2}, Order.C, 1, 2));
    arrays.put("nested/name", StridedArray.scalar(DType.UINT32, 7));
    arrays.put("empty", StridedArray.zeros(DType.BOOL, 0, 3));
    for (boolean compressed : new boolean[] {false, true}) {
      Path file = tmp.resolve(compressed ? "c.npz" : "s.npz");
      if (compressed) {
        Npz.writeCompressed(file, arrays);
      } else {
        Npz.write(file, arrays);
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      Npz.write(out, arrays, compressed);
      assertArrayEquals(Files.readAllBytes(file), out.toByteArray(), "deterministic bytes");
      for (Map<String, StridedArray> back :
          List.of(Npz.read(file), Npz.read(new ByteArrayInputStream(out.toByteArray())))) {
        assertEquals(List.copyOf(arrays.keySet()), List.copyOf(back.keySet()));
        for (String key : arrays.keySet()) {
          StridedArray a = arrays.get(key);
          StridedArray b = back.get(key);
          assertEquals(a.dtype(), b.dtype(), key);
          assertArrayEquals(a.shape(), b.shape(), key);
          assertArrayEquals(Fixtures.rawBits(a), Fixtures.rawBits(b), key);
        }
        assertTrue(back.get("zeta").isFContiguous() && !back.get("zeta").isCContiguous());
      }
    }
  }

  @Test
  void emptyNpzRoundTrips() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Npz.write(out, Map.of(), false);
    assertEquals(Map.of(), Npz.read(new ByteArrayInputStream(out.toByteArray())));
    Path file = tmp.resolve("e.npz");
    Files.write(file, out.toByteArray());
    assertEquals(Map.of(), Npz.read(file));
  }
}
