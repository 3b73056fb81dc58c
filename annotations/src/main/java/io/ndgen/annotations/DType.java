package io.ndgen.annotations;

/**
 * Element types, named after NumPy's. Each dtype is stored in one Java primitive array type ({@link
 * #storageType()}); unsigned types and FLOAT16 reuse the signed primitive of the same width and
 * reinterpret its bits.
 */
public enum DType {
  BOOL(1, boolean.class, "|b1", "bool"),
  INT8(1, byte.class, "|i1", "int8"),
  UINT8(1, byte.class, "|u1", "uint8"),
  INT16(2, short.class, "<i2", "int16"),
  UINT16(2, short.class, "<u2", "uint16"),
  INT32(4, int.class, "<i4", "int32"),
  UINT32(4, int.class, "<u4", "uint32"),
  INT64(8, long.class, "<i8", "int64"),
  UINT64(8, long.class, "<u8", "uint64"),
  FLOAT16(2, short.class, "<f2", "float16"),
  FLOAT32(4, float.class, "<f4", "float32"),
  FLOAT64(8, double.class, "<f8", "float64");

  private final int itemSize;
  private final Class<?> storageType;
  private final String typeString;
  private final String numpyName;

  DType(int itemSize, Class<?> storageType, String typeString, String numpyName) {
    this.itemSize = itemSize;
    this.storageType = storageType;
    this.typeString = typeString;
    this.numpyName = numpyName;
  }

  /** Bytes per element, as NumPy's {@code itemsize}. */
  public int itemSize() {
    return itemSize;
  }

  /** The Java primitive whose array holds this dtype's elements, e.g. {@code float.class}. */
  public Class<?> storageType() {
    return storageType;
  }

  /**
   * NumPy's array-protocol type string in little-endian form, e.g. {@code "<f4"}, {@code "|u1"}.
   */
  public String typeString() {
    return typeString;
  }

  /** NumPy's dtype name, e.g. {@code "float32"}. */
  public String numpyName() {
    return numpyName;
  }

  /** True for FLOAT16, FLOAT32 and FLOAT64. */
  public boolean isFloatingPoint() {
    return this == FLOAT16 || this == FLOAT32 || this == FLOAT64;
  }

  /** True for the unsigned integer types UINT8 … UINT64. */
  public boolean isUnsigned() {
    return this == UINT8 || this == UINT16 || this == UINT32 || this == UINT64;
  }

  /** True for the signed and unsigned integer types (not BOOL). */
  public boolean isInteger() {
    return !isFloatingPoint() && this != BOOL;
  }
}
