package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.Storage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Reads one {@code .npy} array from a {@link NpySource}.
 *
 * <p>Contract: reads the magic string, version, header length and header (at most {@link
 * Npy#MAX_HEADER_SIZE} bytes), validates the header, then reads exactly the array's bytes and
 * returns a new array that owns its storage, C- or F-ordered as the header says. Nothing after the
 * data is read. Every way the input can be wrong is a {@link NpyFormatException}. Memory: no buffer
 * is sized by the header before the data is known to be there — when the source knows its length
 * the storage is allocated once after checking it; otherwise it grows (doubling, capped at the
 * header's size) as data arrives, so a truncated stream costs at most twice the bytes it held.
 */
final class NpyReader {
  static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};

  private NpyReader() {}

  static NpyHeader readHeader(NpySource in) throws IOException {
    ByteBuffer prefix = in.read(MAGIC.length + 2);
    for (int i = 0; i < MAGIC.length; i++) {
      if (i >= prefix.remaining() || prefix.get(i) != MAGIC[i]) {
        if (i >= prefix.remaining()) {
          throw new NpyFormatException(
              "input too short for a .npy file: "
                  + prefix.remaining()
                  + " bytes, the magic string and version take 8");
        }
        throw new NpyFormatException(
            "not a .npy file: expected the magic string \\x93NUMPY, got " + hex(prefix));
      }
    }
    if (prefix.remaining() < MAGIC.length + 2) {
      throw new NpyFormatException("input ends inside the .npy version bytes");
    }
    int major = prefix.get(6) & 0xff;
    int minor = prefix.get(7) & 0xff;
    NpyVersion version = NpyVersion.of(major, minor);
    if (version == null) {
      throw new NpyFormatException(
          "unsupported .npy format version "
              + major
              + "."
              + minor
              + "; ndgen reads 1.0, 2.0 and 3.0");
    }
    int lengthSize = version.lengthFieldSize();
    ByteBuffer lengthField = in.read(lengthSize).order(ByteOrder.LITTLE_ENDIAN);
    if (lengthField.remaining() < lengthSize) {
      throw new NpyFormatException(
          "input ends inside the "
              + lengthSize
              + "-byte header length of a version "
              + version
              + " .npy file");
    }
    long headerLength =
        lengthSize == 2 ? lengthField.getShort(0) & 0xffff : lengthField.getInt(0) & 0xffffffffL;
    if (headerLength > Npy.MAX_HEADER_SIZE) {
      throw new NpyFormatException(
          "header length "
              + headerLength
              + " exceeds the limit of "
              + Npy.MAX_HEADER_SIZE
              + " bytes (NumPy's max_header_size)");
    }
    ByteBuffer header = in.read((int) headerLength);
    if (header.remaining() < headerLength) {
      throw new NpyFormatException(
          "input ends inside the header: it declares "
              + headerLength
              + " bytes, only "
              + header.remaining()
              + " follow");
    }
    byte[] bytes = new byte[header.remaining()];
    header.get(bytes);
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    return HeaderParser.parse(text, version, MAGIC.length + 2 + lengthSize + headerLength);
  }

  /** Reads the data {@code header} describes; the source is positioned just after the header. */
  static StridedArray readData(NpySource in, NpyHeader header) throws IOException {
    DType dtype = header.dtype();
    int n = header.size();
    int item = dtype.itemSize();
    long known = in.remaining();
    if (known >= 0 && known < header.dataBytes()) {
      throw truncated(header, known);
    }
    ElementCodec codec = ElementCodecs.forComponent(dtype.storageType());
    Layout layout = Layout.contiguous(header.fortranOrder() ? Order.F : Order.C, header.shape());
    if (known >= 0) { // the data is there: allocate once, read in bulk
      Object data = allocate(header, n);
      int got = in.readElements(codec, header.byteOrder(), data, 0, n, item);
      if (got < n) {
        throw truncated(header, (long) got * item);
      }
      return StridedArray.wrap(dtype, data, layout);
    }
    int perChunk = NpySource.CHUNK / item;
    Object data = allocate(header, Math.min(n, perChunk));
    int capacity = Storage.length(data);
    int filled = 0;
    while (filled < n) {
      int want = Math.min(n - filled, perChunk);
      if (filled + want > capacity) {
        capacity = (int) Math.min(n, Math.max(2L * capacity, filled + want));
        Object grown = allocate(header, capacity);
        System.arraycopy(data, 0, grown, 0, filled);
        data = grown;
      }
      ByteBuffer piece = in.read(want * item).order(header.byteOrder());
      int got = piece.remaining() / item;
      codec.decode(piece, data, filled, got);
      filled += got;
      if (got < want) {
        throw truncated(header, (long) filled * item + piece.remaining());
      }
    }
    return StridedArray.wrap(dtype, data, layout);
  }

  private static Object allocate(NpyHeader header, int n) throws NpyFormatException {
    try {
      return Storage.allocate(header.dtype(), n);
    } catch (OutOfMemoryError e) {
      throw new NpyFormatException(
          "not enough memory to read "
              + header
              + ": "
              + ((long) n * header.dtype().itemSize())
              + " bytes of storage could not be allocated",
          e);
    }
  }

  private static NpyFormatException truncated(NpyHeader header, long available) {
    return new NpyFormatException(
        "array data is truncated: shape "
            + Shapes.format(header.shape())
            + " of "
            + header.dtype().numpyName()
            + " needs "
            + header.dataBytes()
            + " bytes, only "
            + available
            + " remain");
  }

  private static String hex(ByteBuffer b) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < Math.min(b.remaining(), 6); i++) {
      int c = b.get(i) & 0xff;
      sb.append(c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("\\x%02x", c));
    }
    return sb.toString();
  }
}
