package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.Shapes;
import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Writes one array as NumPy's {@code write_array} does, byte for byte.
 *
 * <p>Contract: the header is NumPy's — keys sorted, {@code repr} values, the spare spaces NumPy
 * leaves for growing the first (C) or last (F) axis, padded with spaces to a multiple of 64 bytes
 * and ended by a newline; the version is the one asked for, else 1.0 when the header fits (always,
 * for ndgen's ASCII headers of rank ≤ 64), else 2.0. A C-contiguous array is written as
 * fortran_order False, an F- and not C-contiguous one as fortran_order True, both straight from
 * storage; any other view (negative, zero or gapped strides) is written in C order through a
 * bounded scratch block of at most {@link #BLOCK_BYTES}, so memory stays bounded for big views.
 */
final class NpyWriter {
  /** NumPy's {@code ARRAY_ALIGN}. */
  static final int ALIGN = 64;

  /** NumPy's {@code GROWTH_AXIS_MAX_DIGITS}. */
  private static final int GROWTH_AXIS_MAX_DIGITS = 21;

  /** Scratch size for writing non-contiguous views. */
  static final int BLOCK_BYTES = 1 << 18;

  private NpyWriter() {}

  /** True if the array is written with fortran_order True (NumPy's rule). */
  static boolean fortranOrder(Layout layout) {
    return !layout.isCContiguous() && layout.isFContiguous();
  }

  /** The magic string, version, length field and padded header for {@code array}. */
  static byte[] header(StridedArray array, ByteOrder order, @Nullable NpyVersion version) {
    boolean fortran = fortranOrder(array.layout());
    int[] shape = array.shape();
    StringBuilder dict = new StringBuilder();
    dict.append("{'descr': '")
        .append(Descr.format(array.dtype(), order))
        .append("', 'fortran_order': ")
        .append(fortran ? "True" : "False")
        .append(", 'shape': ")
        .append(Shapes.format(shape))
        .append(", }");
    if (shape.length > 0) {
      int growthAxis = fortran ? shape.length - 1 : 0;
      int spaces = GROWTH_AXIS_MAX_DIGITS - String.valueOf(shape[growthAxis]).length();
      dict.append(" ".repeat(Math.max(0, spaces)));
    }
    byte[] text = dict.toString().getBytes(StandardCharsets.US_ASCII);
    NpyVersion v = version;
    if (v == null) {
      v = paddedLength(text.length, NpyVersion.V1_0) <= 0xffff ? NpyVersion.V1_0 : NpyVersion.V2_0;
    }
    long length = paddedLength(text.length, v);
    if (v == NpyVersion.V1_0 && length > 0xffff) {
      throw new IllegalArgumentException(
          "header length " + length + " too big for version 1.0 (at most 65535)");
    }
    int prefix = NpyReader.MAGIC.length + 2 + v.lengthFieldSize();
    byte[] out = new byte[prefix + (int) length];
    System.arraycopy(NpyReader.MAGIC, 0, out, 0, NpyReader.MAGIC.length);
    out[6] = (byte) v.major();
    out[7] = (byte) v.minor();
    for (int i = 0; i < v.lengthFieldSize(); i++) {
      out[8 + i] = (byte) (length >>> (8 * i));
    }
    System.arraycopy(text, 0, out, prefix, text.length);
    for (int i = prefix + text.length; i < out.length - 1; i++) {
      out[i] = ' ';
    }
    out[out.length - 1] = '\n';
    return out;
  }

  /** NumPy's {@code _wrap_header}: text plus newline plus 1…64 spaces, aligned to 64. */
  private static long paddedLength(int textLength, NpyVersion v) {
    int hlen = textLength + 1;
    int prefix = NpyReader.MAGIC.length + 2 + v.lengthFieldSize();
    int padlen = ALIGN - ((prefix + hlen) % ALIGN);
    return (long) hlen + padlen;
  }

  /** Total bytes {@link #write} produces. */
  static long encodedSize(StridedArray array, ByteOrder order, @Nullable NpyVersion version) {
    return header(array, order, version).length + (long) array.size() * array.itemSize();
  }

  /** Writes header and data to {@code sink}, whose buffer has the byte order {@code order}. */
  static void write(StridedArray array, ByteOrder order, @Nullable NpyVersion version, NpySink sink)
      throws IOException {
    sink.put(header(array, order, version));
    Layout layout = array.layout();
    ElementCodec codec = ElementCodecs.forComponent(array.dtype().storageType());
    if (array.size() == 0) {
      // nothing to write
    } else if (layout.isCContiguous() || layout.isFContiguous()) {
      sink.putElements(codec, array.storage(), layout.minIndex(), array.size(), array.itemSize());
    } else {
      StridedArray scratch =
          StridedArray.zeros(array.dtype(), Math.min(array.size(), BLOCK_BYTES / array.itemSize()));
      writeBlocks(array, scratch, codec, sink);
    }
    sink.drain();
  }

  /**
   * Writes a non-contiguous view in C order: whole runs of leading-axis rows that fit the scratch
   * block are copied into it (the copy kernels pick the memory order) and encoded; a row that does
   * not fit is split along its first axis.
   */
  private static void writeBlocks(
      StridedArray view, StridedArray scratch, ElementCodec codec, NpySink sink)
      throws IOException {
    int capacity = scratch.size();
    if (view.size() <= capacity) {
      DType dtype = view.dtype();
      Object storage = scratch.storage();
      view.copyInto(StridedArray.wrap(dtype, storage, Layout.contiguous(view.shape())));
      sink.putElements(codec, storage, 0, view.size(), view.itemSize());
      return;
    }
    int rows = view.shape(0);
    int rowSize = view.size() / rows;
    if (rowSize <= capacity) {
      int step = capacity / rowSize;
      for (int start = 0; start < rows; start += step) {
        writeBlocks(view.slice(0, start, Math.min(rows, start + step), 1), scratch, codec, sink);
      }
    } else {
      for (int i = 0; i < rows; i++) {
        writeBlocks(view.select(0, i), scratch, codec, sink);
      }
    }
  }
}
