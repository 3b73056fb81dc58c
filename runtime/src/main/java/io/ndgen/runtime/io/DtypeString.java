package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import java.nio.ByteOrder;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What {@code numpy.dtype(s)} makes of a string, for the strings that name one of ndgen's dtypes.
 * {@code np.load} hands a header's {@code descr} string to {@code numpy.dtype}, so a file may say
 * {@code '?'}, {@code 'int64'} or {@code '>l'} where {@code np.save} writes {@code '|b1'}, {@code
 * '<i8'} or {@code '>i8'}.
 *
 * <p>Contract: {@link #parse} returns the dtype and byte order NumPy 2.4 gives on a 64-bit
 * little-endian Linux machine, or null when NumPy refuses the string or gives a dtype ndgen does
 * not have. It follows {@code _convert_from_str} (numpy/_core/src/multiarray/descriptor.c):
 *
 * <ol>
 *   <li>a "comma string" (a digit first, {@code ()} first, or a comma) goes to {@code
 *       _commastring}'s grammar; only {@code [order]()[order]<dtype>[whitespace]} is one plain
 *       dtype (a repeat count or a comma makes a subarray or structured dtype);
 *   <li>an optional byte-order character: {@code < > =}, and {@code |} read as {@code =};
 *   <li>one character: a type character ({@code 'd'}) or a type number ({@code '\u0007'} is
 *       NPY_LONG);
 *   <li>a kind and a size read by C's {@code strtol} ({@code 'f8'}, {@code 'i 4'}, {@code 'u+02'});
 *   <li>otherwise the whole string as a name ({@code 'float32'}, {@code 'long'}, {@code 'intc'}).
 * </ol>
 *
 * <p>Platform-dependent names take their Linux/macOS (LP64) meaning: {@code 'l'}, {@code 'long'}
 * and {@code 'p'} are 8 bytes (on Windows NumPy reads {@code 'l'} and {@code 'long'} as 4).
 */
final class DtypeString {
  private DtypeString() {}

  private static final char NATIVE = ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN ? '>' : '<';

  /** Type characters and NumPy's type numbers 0-12 and 23 (as characters) of ndgen's dtypes. */
  private static final Map<Character, DType> CHARS =
      Map.ofEntries(
          Map.entry('?', DType.BOOL),
          Map.entry('b', DType.INT8),
          Map.entry('B', DType.UINT8),
          Map.entry('h', DType.INT16),
          Map.entry('H', DType.UINT16),
          Map.entry('i', DType.INT32),
          Map.entry('I', DType.UINT32),
          Map.entry('l', DType.INT64),
          Map.entry('L', DType.UINT64),
          Map.entry('q', DType.INT64),
          Map.entry('Q', DType.UINT64),
          Map.entry('p', DType.INT64),
          Map.entry('P', DType.UINT64),
          Map.entry('n', DType.INT64),
          Map.entry('N', DType.UINT64),
          Map.entry('e', DType.FLOAT16),
          Map.entry('f', DType.FLOAT32),
          Map.entry('d', DType.FLOAT64),
          Map.entry((char) 0, DType.BOOL),
          Map.entry((char) 1, DType.INT8),
          Map.entry((char) 2, DType.UINT8),
          Map.entry((char) 3, DType.INT16),
          Map.entry((char) 4, DType.UINT16),
          Map.entry((char) 5, DType.INT32),
          Map.entry((char) 6, DType.UINT32),
          Map.entry((char) 7, DType.INT64),
          Map.entry((char) 8, DType.UINT64),
          Map.entry((char) 9, DType.INT64),
          Map.entry((char) 10, DType.UINT64),
          Map.entry((char) 11, DType.FLOAT32),
          Map.entry((char) 12, DType.FLOAT64),
          Map.entry((char) 23, DType.FLOAT16));

  /** The keys of {@code numpy.sctypeDict} that name ndgen's dtypes and are not kind + size. */
  private static final Map<String, DType> NAMES =
      Map.ofEntries(
          Map.entry("bool", DType.BOOL),
          Map.entry("bool_", DType.BOOL),
          Map.entry("byte", DType.INT8),
          Map.entry("int8", DType.INT8),
          Map.entry("ubyte", DType.UINT8),
          Map.entry("uint8", DType.UINT8),
          Map.entry("short", DType.INT16),
          Map.entry("int16", DType.INT16),
          Map.entry("ushort", DType.UINT16),
          Map.entry("uint16", DType.UINT16),
          Map.entry("intc", DType.INT32),
          Map.entry("int32", DType.INT32),
          Map.entry("uintc", DType.UINT32),
          Map.entry("uint32", DType.UINT32),
          Map.entry("int", DType.INT64),
          Map.entry("int_", DType.INT64),
          Map.entry("intp", DType.INT64),
          Map.entry("long", DType.INT64),
          Map.entry("longlong", DType.INT64),
          Map.entry("int64", DType.INT64),
          Map.entry("uint", DType.UINT64),
          Map.entry("uintp", DType.UINT64),
          Map.entry("ulong", DType.UINT64),
          Map.entry("ulonglong", DType.UINT64),
          Map.entry("uint64", DType.UINT64),
          Map.entry("half", DType.FLOAT16),
          Map.entry("float16", DType.FLOAT16),
          Map.entry("single", DType.FLOAT32),
          Map.entry("float32", DType.FLOAT32),
          Map.entry("double", DType.FLOAT64),
          Map.entry("float", DType.FLOAT64),
          Map.entry("float64", DType.FLOAT64));

  /** The dtype and byte order {@code numpy.dtype(s)} gives, or null (see the class comment). */
  static @Nullable Descr parse(String s) {
    if (isCommaString(s)) {
      return commaString(s);
    }
    return plain(s);
  }

  /** {@code _convert_from_str} after the comma-string check. */
  private static @Nullable Descr plain(String s) {
    char endian = '=';
    int start = 0;
    if (!s.isEmpty() && "<>=|".indexOf(s.charAt(0)) >= 0) {
      endian = s.charAt(0) == '|' ? '=' : s.charAt(0);
      start = 1;
    }
    String t = s.substring(start);
    DType d;
    if (t.isEmpty()) {
      return null;
    } else if (t.length() == 1) {
      d = CHARS.get(t.charAt(0));
    } else {
      int size = strtolSize(t);
      if (size == NOT_A_SIZE) {
        d = NAMES.get(s); // NumPy looks up the whole string: '<int64' is not a name
      } else {
        d = kindAndSize(t.charAt(0), size);
      }
    }
    if (d == null) {
      return null;
    }
    ByteOrder order =
        endian == '<'
            ? ByteOrder.LITTLE_ENDIAN
            : endian == '>' ? ByteOrder.BIG_ENDIAN : ByteOrder.nativeOrder();
    return new Descr(d, order);
  }

  private static final int NOT_A_SIZE = Integer.MIN_VALUE;

  /**
   * The size after the kind character as {@code strtol(t + 1, &end, 10)} reads it when it consumes
   * the rest of {@code t}: C whitespace, a sign, decimal digits. Sizes beyond 99 are returned as 99
   * (no dtype of ndgen's is that wide); {@link #NOT_A_SIZE} if strtol stops early.
   */
  private static int strtolSize(String t) {
    int i = 1;
    int n = t.length();
    while (i < n && " \t\n\u000b\f\r".indexOf(t.charAt(i)) >= 0) {
      i++;
    }
    boolean negative = false;
    if (i < n && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
      negative = t.charAt(i) == '-';
      i++;
    }
    int digits = i;
    long value = 0;
    while (i < n && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
      value = Math.min(99, value * 10 + (t.charAt(i) - '0'));
      i++;
    }
    if (i == digits || i != n) {
      return NOT_A_SIZE;
    }
    return negative ? (int) -value : (int) value;
  }

  private static @Nullable DType kindAndSize(char kind, int size) {
    for (DType d : DType.values()) {
      String code = d.typeString(); // '<f4', '|b1'
      if (code.charAt(1) == kind && d.itemSize() == size) {
        return d;
      }
    }
    return null;
  }

  /** {@code _check_for_commastring}: a digit first (after a byte order), {@code ()}, or a comma. */
  private static boolean isCommaString(String s) {
    int n = s.length();
    if (n == 0) {
      return false;
    }
    if (isDigit(s.charAt(0)) || (n > 1 && isOrder(s.charAt(0)) && isDigit(s.charAt(1)))) {
      return true;
    }
    if ((n > 1 && s.charAt(0) == '(' && s.charAt(1) == ')')
        || (n > 3 && isOrder(s.charAt(0)) && s.charAt(1) == '(' && s.charAt(2) == ')')) {
      return true;
    }
    int brackets = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == ',' && brackets == 0) {
        return true;
      } else if (c == '[') {
        brackets++;
      } else if (c == ']') {
        brackets--;
      }
    }
    return false;
  }

  /**
   * {@code _commastring}'s one-item form {@code [order1]() *[order2]<dtype>} followed by nothing or
   * by Unicode whitespace: the empty repeat {@code ()} leaves the dtype itself. Repeat counts
   * (subarrays), commas (structured dtypes) and anything else are not ndgen dtypes.
   */
  private static @Nullable Descr commaString(String s) {
    int i = 0;
    int n = s.length();
    char order1 = 0;
    if (i < n && isOrder(s.charAt(i))) {
      order1 = s.charAt(i++);
    }
    if (!s.startsWith("()", i)) {
      return null; // a repeat count, a comma or junk: never one of ndgen's dtypes
    }
    i += 2;
    while (i < n && s.charAt(i) == ' ') {
      i++;
    }
    char order2 = 0;
    if (i < n && isOrder(s.charAt(i))) {
      order2 = s.charAt(i++);
    }
    int dtypeStart = i;
    while (i < n && isDtypeChar(s.charAt(i))) {
      i++;
    }
    String dtype = s.substring(dtypeStart, i);
    for (; i < n; i++) {
      if (!isPythonSpace(s.charAt(i))) {
        return null; // a comma (a structured dtype), a '[unit]' (datetime) or junk
      }
    }
    char order;
    if (order2 == 0) {
      order = order1;
    } else if (order1 == 0) {
      order = order2;
    } else {
      char a = order1 == '=' ? NATIVE : order1;
      char b = order2 == '=' ? NATIVE : order2;
      if (a != b) {
        return null; // "inconsistent byte-order specification"
      }
      order = a;
    }
    String item = (order == 0 || order == '|' || order == '=' || order == NATIVE) ? "" : "" + order;
    item += dtype;
    return isCommaString(item) ? null : plain(item);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isOrder(char c) {
    return c == '<' || c == '>' || c == '=' || c == '|';
  }

  /** {@code [A-Za-z0-9.?]}, the characters of {@code _commastring}'s dtype group. */
  private static boolean isDtypeChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || isDigit(c) || c == '.' || c == '?';
  }

  /** Python's {@code str.isspace()}, which its regular expressions' {@code \s} matches. */
  private static boolean isPythonSpace(char c) {
    return (c >= '\t' && c <= '\r')
        || (c >= '\u001c' && c <= ' ')
        || c == '\u0085'
        || c == '\u00a0'
        || c == '\u1680'
        || (c >= '\u2000' && c <= '\u200a')
        || c == '\u2028'
        || c == '\u2029'
        || c == '\u202f'
        || c == '\u205f'
        || c == '\u3000';
  }
}
