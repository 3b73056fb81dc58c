package io.ndgen.runtime.io;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses the header text of a {@code .npy} file: a Python dict literal such as {@code {'descr':
 * '<f4', 'fortran_order': False, 'shape': (3, 4), }}, followed by padding.
 *
 * <p>Contract: accepts the literals {@code ast.literal_eval} accepts for NumPy headers — strings in
 * single or double quotes (no escapes, no prefixes), {@code True}/{@code False}, decimal integers
 * with an optional sign (and Python 2's {@code L} suffix in versions 1.0 and 2.0, as NumPy's reader
 * does), tuples, lists and dicts, with any whitespace between tokens and optional trailing commas.
 * The result must be a dict with exactly the keys {@code descr}, {@code fortran_order} and {@code
 * shape}; the values are validated into an {@link NpyHeader}. Anything else — other literals,
 * escapes, comments, duplicate keys, nesting deeper than {@link #MAX_DEPTH}, non-ASCII characters —
 * is a {@link NpyFormatException} whose message says what and where. Not handled: structured and
 * subarray descrs (rejected with a message saying so).
 */
final class HeaderParser {
  /** Nesting limit for tuples, lists and dicts; NumPy's headers nest two levels. */
  static final int MAX_DEPTH = 16;

  private static final int SHOWN_HEADER_CHARS = 160;

  private final String text;
  private final boolean python2Longs;
  private int pos;

  private HeaderParser(String text, boolean python2Longs) {
    this.text = text;
    this.python2Longs = python2Longs;
  }

  /** A parsed Python tuple (distinct from a list, which is an {@link ArrayList}). */
  static final class Tuple {
    final List<Object> items;

    Tuple(List<Object> items) {
      this.items = items;
    }
  }

  /**
   * Parses and validates a header.
   *
   * @param text the header bytes as latin-1 characters (one char per byte)
   * @param dataOffset bytes from the start of the file to the first data byte
   */
  static NpyHeader parse(String text, NpyVersion version, long dataOffset)
      throws NpyFormatException {
    HeaderParser p = new HeaderParser(text, version != NpyVersion.V3_0);
    Object value = p.value(0);
    p.skipSpace();
    if (p.pos < text.length()) {
      throw p.error("unexpected " + p.describeChar() + " after the header dict");
    }
    if (!(value instanceof Map)) {
      throw new NpyFormatException("header is not a dict: " + repr(value));
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> dict = (Map<String, Object>) value;
    return HeaderValidator.validate(dict, version, dataOffset);
  }

  // ---------------------------------------------------------------- grammar

  private Object value(int depth) throws NpyFormatException {
    if (depth > MAX_DEPTH) {
      throw error("literal nested more than " + MAX_DEPTH + " levels deep");
    }
    skipSpace();
    if (pos >= text.length()) {
      throw error("header ends where a value was expected");
    }
    char c = text.charAt(pos);
    if (c == '\'' || c == '"') {
      return string();
    }
    if (c == '(') {
      return tuple(depth);
    }
    if (c == '[') {
      pos++;
      List<Object> items = new ArrayList<>();
      sequence(items, ']', depth);
      return items;
    }
    if (c == '{') {
      return dict(depth);
    }
    if (c == '-' || c == '+' || isDigit(c)) {
      return integer();
    }
    if (isWordChar(c) && !isDigit(c)) {
      String word = word();
      if (word.equals("True")) {
        return Boolean.TRUE;
      }
      if (word.equals("False")) {
        return Boolean.FALSE;
      }
      pos -= word.length();
      throw error("unsupported literal '" + word + "'");
    }
    throw error("unexpected " + describeChar() + " where a value was expected");
  }

  private Map<String, Object> dict(int depth) throws NpyFormatException {
    pos++; // '{'
    Map<String, Object> map = new LinkedHashMap<>();
    while (true) {
      skipSpace();
      if (peek() == '}') {
        pos++;
        return map;
      }
      int keyAt = pos;
      Object key = value(depth + 1);
      if (!(key instanceof String)) {
        pos = keyAt;
        throw error("header keys must be strings, got " + repr(key));
      }
      skipSpace();
      expect(':', "after the key " + repr(key));
      Object v = value(depth + 1);
      if (map.put((String) key, v) != null) {
        pos = keyAt;
        throw error("duplicate key " + repr(key));
      }
      skipSpace();
      if (peek() == ',') {
        pos++;
      } else if (peek() != '}') {
        throw error(
            "expected ',' or '}' after the value of " + repr(key) + ", found " + describeChar());
      }
    }
  }

  /** A parenthesised value is that value; a comma (or nothing) inside makes a tuple. */
  private Object tuple(int depth) throws NpyFormatException {
    pos++; // '('
    skipSpace();
    if (peek() == ')') {
      pos++;
      return new Tuple(Collections.emptyList());
    }
    Object first = value(depth + 1);
    skipSpace();
    if (peek() == ')') {
      pos++;
      return first;
    }
    expect(',', "in a tuple");
    List<Object> items = new ArrayList<>();
    items.add(first);
    sequence(items, ')', depth);
    return new Tuple(items);
  }

  /** Comma-separated values up to {@code close}, a trailing comma allowed; consumes close. */
  private void sequence(List<Object> items, char close, int depth) throws NpyFormatException {
    while (true) {
      skipSpace();
      if (peek() == close) {
        pos++;
        return;
      }
      items.add(value(depth + 1));
      skipSpace();
      if (peek() == ',') {
        pos++;
      } else if (peek() != close) {
        throw error("expected ',' or '" + close + "', found " + describeChar());
      }
    }
  }

  private String string() throws NpyFormatException {
    char quote = text.charAt(pos);
    int start = ++pos;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == quote) {
        return text.substring(start, pos++);
      }
      if (c == '\\') {
        throw error("escape sequences are not supported in header strings");
      }
      if (c == '\n' || c == '\r') {
        break;
      }
      // Python's literals hold any character but a newline (NUL is refused by its tokenizer);
      // numpy.dtype reads some control characters as type numbers ('\u0007' is int64).
      if (c == 0 || c > 0x7f) {
        throw error("unexpected " + describeChar() + " in a string");
      }
      pos++;
    }
    pos = start - 1;
    throw error("unterminated string");
  }

  private BigInteger integer() throws NpyFormatException {
    int start = pos;
    boolean negative = false;
    char sign = text.charAt(pos);
    if (sign == '-' || sign == '+') {
      negative = sign == '-';
      pos++;
      skipSpace();
    }
    int digitsAt = pos;
    while (pos < text.length() && isDigit(text.charAt(pos))) {
      pos++;
    }
    String digits = text.substring(digitsAt, pos);
    if (digits.isEmpty()) {
      pos = start;
      throw error("expected digits after '" + sign + "'");
    }
    if (digits.length() > 1 && digits.charAt(0) == '0' && digits.chars().anyMatch(d -> d != '0')) {
      pos = digitsAt;
      throw error("leading zeros are not allowed in the integer " + digits);
    }
    if (python2Longs && peek() == 'L') {
      pos++;
    }
    if (pos < text.length()) {
      char c = text.charAt(pos);
      if (isWordChar(c) || c == '.') {
        pos = start;
        throw error("unsupported number literal (only decimal integers are allowed)");
      }
    }
    BigInteger v = new BigInteger(digits);
    return negative ? v.negate() : v;
  }

  private String word() {
    int start = pos;
    while (pos < text.length() && isWordChar(text.charAt(pos))) {
      pos++;
    }
    return text.substring(start, pos);
  }

  // ---------------------------------------------------------------- lexing helpers

  /** ASCII letters, digits and underscore: the characters of a Python name or number suffix. */
  private static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private void skipSpace() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f') {
        return;
      }
      pos++;
    }
  }

  /** The current char, or 0 at the end (0 never matches a token). */
  private char peek() {
    return pos < text.length() ? text.charAt(pos) : 0;
  }

  private void expect(char c, String where) throws NpyFormatException {
    if (peek() != c) {
      throw error("expected '" + c + "' " + where + ", found " + describeChar());
    }
    pos++;
  }

  private String describeChar() {
    if (pos >= text.length()) {
      return "the end of the header";
    }
    char c = text.charAt(pos);
    if (c >= 0x20 && c <= 0x7e) {
      return "'" + c + "'";
    }
    return String.format("character \\x%02x", (int) c);
  }

  private NpyFormatException error(String what) {
    return new NpyFormatException(
        "malformed .npy header at offset " + pos + ": " + what + "; header: " + shown(text));
  }

  /** The header text for messages: printable ASCII, other chars escaped, long text cut. */
  static String shown(String s) {
    StringBuilder sb = new StringBuilder();
    int n = Math.min(s.length(), SHOWN_HEADER_CHARS);
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c <= 0x7e) {
        sb.append(c);
      } else if (c == '\n') {
        sb.append("\\n");
      } else {
        sb.append(String.format("\\x%02x", (int) c));
      }
    }
    if (s.length() > n) {
      sb.append("... (").append(s.length()).append(" chars)");
    }
    return sb.toString();
  }

  /** Python's repr of a parsed value, for messages; cut after 200 characters. */
  static String repr(Object value) {
    String s = fullRepr(value);
    return s.length() > 200 ? s.substring(0, 200) + "..." : s;
  }

  private static String fullRepr(Object value) {
    if (value instanceof String) {
      return "'" + shown((String) value) + "'";
    }
    if (value instanceof Boolean) {
      return (Boolean) value ? "True" : "False";
    }
    if (value instanceof Tuple) {
      List<Object> items = ((Tuple) value).items;
      return items.size() == 1 ? "(" + fullRepr(items.get(0)) + ",)" : join("(", items, ")");
    }
    if (value instanceof List) {
      return join("[", (List<?>) value, "]");
    }
    if (value instanceof Map) {
      StringBuilder sb = new StringBuilder("{");
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        sb.append(sb.length() > 1 ? ", " : "")
            .append(fullRepr(e.getKey()))
            .append(": ")
            .append(fullRepr(e.getValue()));
      }
      return sb.append('}').toString();
    }
    String s = String.valueOf(value);
    return s.length() > 40 ? s.substring(0, 20) + "..." + " (" + s.length() + " digits)" : s;
  }

  private static String join(String open, List<?> items, String close) {
    StringBuilder sb = new StringBuilder(open);
    for (int i = 0; i < items.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(fullRepr(items.get(i)));
    }
    return sb.append(close).toString();
  }
}
