package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Shapes;
import java.nio.ByteOrder;

/**
 * The parsed, validated header of a {@code .npy} file: format version, dtype and byte order, memory
 * order and shape. A header ndgen returns always describes an array it can hold: a supported dtype,
 * rank at most 64 and fewer than {@link Npy#MAX_ELEMENTS} elements.
 */
public final class NpyHeader {
  private final NpyVersion version;
  private final DType dtype;
  private final ByteOrder byteOrder;
  private final boolean fortranOrder;
  private final int[] shape;
  private final int size;
  private final long dataOffset;

  NpyHeader(
      NpyVersion version,
      DType dtype,
      ByteOrder byteOrder,
      boolean fortranOrder,
      int[] shape,
      int size,
      long dataOffset) {
    this.version = version;
    this.dtype = dtype;
    this.byteOrder = byteOrder;
    this.fortranOrder = fortranOrder;
    this.shape = shape.clone();
    this.size = size;
    this.dataOffset = dataOffset;
  }

  public NpyVersion version() {
    return version;
  }

  public DType dtype() {
    return dtype;
  }

  /** Byte order of the data; native order for one-byte dtypes and {@code '='}/{@code '|'}. */
  public ByteOrder byteOrder() {
    return byteOrder;
  }

  /** True if the data is stored in F (column-major) order. */
  public boolean fortranOrder() {
    return fortranOrder;
  }

  /** A copy of the shape. */
  public int[] shape() {
    return shape.clone();
  }

  public int rank() {
    return shape.length;
  }

  /** Number of elements (1 for rank 0). */
  public int size() {
    return size;
  }

  /** Bytes from the start of the file (magic string) to the first data byte. */
  public long dataOffset() {
    return dataOffset;
  }

  /** Bytes of array data that follow the header. */
  public long dataBytes() {
    return (long) size * dtype.itemSize();
  }

  /** The header's {@code descr} as NumPy would write it for this dtype and byte order. */
  public String descr() {
    return Descr.format(dtype, byteOrder);
  }

  @Override
  public String toString() {
    return "NpyHeader(version "
        + version
        + ", descr '"
        + descr()
        + "', fortran_order "
        + (fortranOrder ? "True" : "False")
        + ", shape "
        + Shapes.format(shape)
        + ")";
  }
}
