package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import java.nio.ByteOrder;

/**
 * A {@code .npy} header's {@code descr}: one of ndgen's dtypes and the byte order of its data.
 * NumPy writes array-protocol type strings: a byte-order character ({@code <} little, {@code >}
 * big, {@code |} not applicable), a kind ({@code b i u f}) and the item size in bytes; it reads
 * anything {@code numpy.dtype} reads ({@link DtypeString}).
 */
final class Descr {
  private static final String SUPPORTED =
      "ndgen reads bool, int8-int64, uint8-uint64, float16, float32 and float64";

  final DType dtype;
  final ByteOrder byteOrder;

  Descr(DType dtype, ByteOrder byteOrder) {
    this.dtype = dtype;
    this.byteOrder = byteOrder;
  }

  /**
   * Parses a descr string as {@code np.load} does, through {@code numpy.dtype(descr)}: NumPy's
   * {@code '<f4'}, {@code '|b1'}, and every other spelling of ndgen's dtypes ({@code '?'}, {@code
   * 'int64'}, {@code '>l'}, {@code 'f 8'}; see {@link DtypeString}).
   *
   * @throws NpyFormatException naming the string and why it is not supported
   */
  static Descr parse(String s) throws NpyFormatException {
    Descr d = DtypeString.parse(s);
    if (d != null) {
      return d;
    }
    String code = !s.isEmpty() && "<>|=".indexOf(s.charAt(0)) >= 0 ? s.substring(1) : s;
    throw new NpyFormatException(
        "unsupported dtype " + HeaderParser.repr(s) + kindName(code) + ": " + SUPPORTED);
  }

  private static String kindName(String code) {
    if (code.isEmpty()) {
      return "";
    }
    switch (code.charAt(0)) {
      case 'O':
        return " (object arrays need Python's pickle and are never loaded)";
      case 'c':
        return " (complex)";
      case 'U':
      case 'S':
      case 'a':
        return " (string)";
      case 'V':
        return " (void/raw bytes)";
      case 'M':
      case 'm':
        return " (datetime)";
      default:
        return "";
    }
  }

  /** The descr NumPy writes for {@code dtype} stored in {@code order}: {@code '|'} for one byte. */
  static String format(DType dtype, ByteOrder order) {
    String code = dtype.typeString().substring(1);
    if (dtype.itemSize() == 1) {
      return "|" + code;
    }
    return (order == ByteOrder.BIG_ENDIAN ? ">" : "<") + code;
  }
}
