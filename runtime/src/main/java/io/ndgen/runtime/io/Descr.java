package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import java.nio.ByteOrder;

/**
 * NumPy's array-protocol type strings ({@code descr} in a {@code .npy} header) for the dtypes ndgen
 * supports: an optional byte-order character ({@code <} little, {@code >} big, {@code =} native,
 * {@code |} not applicable, read as native), a kind ({@code b i u f}) and the item size in bytes.
 */
final class Descr {
  private static final String SUPPORTED =
      "ndgen reads bool, int8-int64, uint8-uint64, float16, float32 and float64";

  final DType dtype;
  final ByteOrder byteOrder;

  private Descr(DType dtype, ByteOrder byteOrder) {
    this.dtype = dtype;
    this.byteOrder = byteOrder;
  }

  /**
   * Parses a descr string as NumPy writes it ({@code '<f4'}, {@code '|b1'}, {@code '>u8'}).
   *
   * @throws NpyFormatException naming the string and why it is not supported
   */
  static Descr parse(String s) throws NpyFormatException {
    int start = !s.isEmpty() && "<>|=".indexOf(s.charAt(0)) >= 0 ? 1 : 0;
    String code = s.substring(start);
    for (DType d : DType.values()) {
      if (d.typeString().substring(1).equals(code)) {
        ByteOrder order = ByteOrder.nativeOrder();
        if (start == 1 && s.charAt(0) == '<') {
          order = ByteOrder.LITTLE_ENDIAN;
        } else if (start == 1 && s.charAt(0) == '>') {
          order = ByteOrder.BIG_ENDIAN;
        }
        return new Descr(d, order);
      }
    }
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
