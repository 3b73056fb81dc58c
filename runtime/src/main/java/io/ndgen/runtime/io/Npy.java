package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.Shapes;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Reads and writes NumPy's {@code .npy} format (versions 1.0, 2.0 and 3.0) for every ndgen dtype,
 * either byte order and either memory order.
 *
 * <p>Reading returns a new array that owns its storage (a copy of the file's data, never a view of
 * it): C-contiguous when the header says {@code fortran_order: False}, F-contiguous when it says
 * True, no transposing copy. Writing gives the bytes NumPy's {@code np.save} gives for the same
 * array: C-contiguous arrays as C order, F- and not C-contiguous ones as {@code fortran_order:
 * True}, any other view as its values in C order (memory stays bounded: views are copied in
 * blocks).
 *
 * <p>Input is untrusted: anything ndgen cannot read — wrong magic string, unknown version, a header
 * longer than {@link #MAX_HEADER_SIZE} or not the dict literal NumPy writes, an object, structured
 * or other unsupported dtype, a negative shape, more than {@link #MAX_ELEMENTS} elements, less data
 * than the shape needs — is a {@link NpyFormatException} naming the offending value, and no memory
 * is allocated for data that is not there.
 */
public final class Npy {
  /** Largest header accepted, in bytes: NumPy's default {@code max_header_size}. */
  public static final int MAX_HEADER_SIZE = 10_000;

  /** Most elements an array read from a file may have: the largest Java array length. */
  public static final int MAX_ELEMENTS = Integer.MAX_VALUE - 8;

  private Npy() {}

  // ---------------------------------------------------------------- reading

  /** Reads the array in a {@code .npy} file. */
  public static StridedArray read(Path path) throws IOException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      NpySource in = NpySource.of(channel);
      return NpyReader.readData(in, NpyReader.readHeader(in));
    }
  }

  /**
   * Reads the array in a {@code .npy} file, checking its dtype and rank before reading the data.
   *
   * @throws NpyFormatException if the file holds another dtype or rank (the message names both), or
   *     for any reason {@link #read(Path)} would
   */
  public static StridedArray read(Path path, DType expectedDType, int expectedRank)
      throws IOException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      NpySource in = NpySource.of(channel);
      return NpyReader.readData(in, checked(NpyReader.readHeader(in), expectedDType, expectedRank));
    }
  }

  /**
   * Reads one array from a stream, consuming exactly its bytes (a following array can be read from
   * the same stream). Does not close the stream.
   */
  public static StridedArray read(InputStream in) throws IOException {
    NpySource source = NpySource.of(in, -1);
    return NpyReader.readData(source, NpyReader.readHeader(source));
  }

  /** As {@link #read(InputStream)}, checking dtype and rank as {@link #read(Path, DType, int)}. */
  public static StridedArray read(InputStream in, DType expectedDType, int expectedRank)
      throws IOException {
    NpySource source = NpySource.of(in, -1);
    return NpyReader.readData(
        source, checked(NpyReader.readHeader(source), expectedDType, expectedRank));
  }

  /**
   * Reads one array from the buffer's remaining bytes, advancing its position past the array. The
   * buffer's own byte order is ignored and left unchanged.
   */
  public static StridedArray read(ByteBuffer buffer) throws IOException {
    NpySource source = NpySource.of(buffer);
    return NpyReader.readData(source, NpyReader.readHeader(source));
  }

  /** As {@link #read(ByteBuffer)}, checking dtype and rank as {@link #read(Path, DType, int)}. */
  public static StridedArray read(ByteBuffer buffer, DType expectedDType, int expectedRank)
      throws IOException {
    NpySource source = NpySource.of(buffer);
    return NpyReader.readData(
        source, checked(NpyReader.readHeader(source), expectedDType, expectedRank));
  }

  /** Reads and validates only the header of a {@code .npy} file. */
  public static NpyHeader readHeader(Path path) throws IOException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      return NpyReader.readHeader(NpySource.of(channel));
    }
  }

  private static NpyHeader checked(NpyHeader header, DType dtype, int rank)
      throws NpyFormatException {
    if (header.dtype() != dtype || header.rank() != rank) {
      throw new NpyFormatException(
          "expected dtype "
              + dtype.numpyName()
              + " and rank "
              + rank
              + ", the file holds dtype "
              + header.dtype().numpyName()
              + " and shape "
              + Shapes.format(header.shape()));
    }
    return header;
  }

  // ---------------------------------------------------------------- writing

  /**
   * Writes {@code array} to a {@code .npy} file, created or replaced, with NumPy's bytes. An
   * existing file is written over in place and cut to the new length (see {@code NpySink.FileSink}
   * for why); until the write completes its first byte is not the magic's, so no reader takes a
   * part-written file for a {@code .npy} file.
   */
  public static void write(Path path, StridedArray array) throws IOException {
    write(path, array, NpyWriteOptions.defaults());
  }

  /** Writes {@code array} to a {@code .npy} file with the given byte order and version. */
  public static void write(Path path, StridedArray array, NpyWriteOptions options)
      throws IOException {
    try (FileChannel channel =
        FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      NpySink.FileSink sink = NpySink.of(channel, options.byteOrder());
      NpyWriter.write(array, options.byteOrder(), options.version(), sink);
      sink.finish();
    }
  }

  /** Writes {@code array} in {@code .npy} format to a stream; does not flush or close it. */
  public static void write(OutputStream out, StridedArray array) throws IOException {
    write(out, array, NpyWriteOptions.defaults());
  }

  /** As {@link #write(OutputStream, StridedArray)} with the given byte order and version. */
  public static void write(OutputStream out, StridedArray array, NpyWriteOptions options)
      throws IOException {
    NpyWriter.write(
        array, options.byteOrder(), options.version(), NpySink.of(out, options.byteOrder()));
  }

  /**
   * Writes {@code array} in {@code .npy} format into {@code buffer} from its position, advancing
   * the position; the buffer's own byte order is ignored and left unchanged.
   *
   * @throws IllegalArgumentException if fewer than {@link #encodedSize} bytes remain (nothing is
   *     written)
   */
  public static void write(ByteBuffer buffer, StridedArray array, NpyWriteOptions options) {
    long size = encodedSize(array, options);
    if (size > buffer.remaining()) {
      throw new IllegalArgumentException(
          "buffer has "
              + buffer.remaining()
              + " bytes remaining, the .npy encoding of shape "
              + Shapes.format(array.shape())
              + " "
              + array.dtype().numpyName()
              + " needs "
              + size);
    }
    try {
      NpyWriter.write(
          array, options.byteOrder(), options.version(), NpySink.of(buffer, options.byteOrder()));
    } catch (IOException e) {
      throw new AssertionError("a buffer sink does no I/O", e);
    }
  }

  /**
   * The {@code .npy} encoding of {@code array} (little-endian, NumPy's version choice) as a new
   * byte array.
   *
   * @throws IllegalArgumentException if the encoding exceeds the largest Java array
   */
  public static byte[] toBytes(StridedArray array) {
    long size = encodedSize(array, NpyWriteOptions.defaults());
    if (size > MAX_ELEMENTS) {
      throw new IllegalArgumentException(
          "the .npy encoding of shape "
              + Shapes.format(array.shape())
              + " "
              + array.dtype().numpyName()
              + " takes "
              + size
              + " bytes, more than a byte[] holds");
    }
    ByteBuffer buffer = ByteBuffer.allocate((int) size);
    write(buffer, array, NpyWriteOptions.defaults());
    return buffer.array();
  }

  /** Bytes {@code write} produces for {@code array} with these options. */
  public static long encodedSize(StridedArray array, NpyWriteOptions options) {
    return NpyWriter.encodedSize(array, options.byteOrder(), options.version());
  }
}
