package io.ndgen.runtime;

import io.ndgen.runtime.internal.Errors;
import org.jspecify.annotations.Nullable;

/** Reads NumPy basic-index syntax into {@link Index} items. */
final class IndexParser {
  private IndexParser() {}

  static Index[] parse(String text) {
    if (text.isBlank()) {
      return new Index[0];
    }
    String[] items = text.split(",", -1);
    if (items.length > 1 && items[items.length - 1].isBlank()) {
      // one trailing comma is Python's tuple syntax: a[1,] is a[(1,)]
      items = java.util.Arrays.copyOf(items, items.length - 1);
    }
    Index[] out = new Index[items.length];
    for (int k = 0; k < items.length; k++) {
      out[k] = parseItem(text, k, items[k].strip());
    }
    return out;
  }

  private static Index parseItem(String text, int k, String item) {
    if (item.isEmpty()) {
      throw error(text, k, item, "empty item");
    }
    if (item.equals("...")) {
      return Index.ellipsis();
    }
    if (item.equals("None") || item.equals("newaxis") || item.equals("np.newaxis")) {
      return Index.newAxis();
    }
    if (item.indexOf(':') < 0) {
      Long i = parseLong(text, k, item, item);
      long value = i == null ? 0 : i; // never null: item is not empty
      if (value != (int) value) {
        throw new IndexOutOfBoundsException(
            "invalid index \""
                + text
                + "\": item "
                + k
                + " ('"
                + item
                + "'): index "
                + value
                + " is out of bounds for any axis");
      }
      return Index.at((int) value);
    }
    String[] parts = item.split(":", -1);
    if (parts.length > 3) {
      throw error(text, k, item, "a slice has at most three parts");
    }
    // Python clamps slice bounds to the axis; clamping them to the int range first changes nothing
    Integer start = clamped(parseLong(text, k, item, parts[0].strip()));
    Integer stop = clamped(parseLong(text, k, item, parts[1].strip()));
    Integer step = parts.length == 3 ? clamped(parseLong(text, k, item, parts[2].strip())) : null;
    int s = step == null ? 1 : step;
    if (s == 0) {
      throw Errors.zeroStep(" (index \"" + text + "\", item " + k + ")");
    }
    int open0 = s > 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    int open1 = s > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE;
    return Index.slice(start == null ? open0 : start, stop == null ? open1 : stop, s);
  }

  private static @Nullable Integer clamped(@Nullable Long value) {
    return value == null
        ? null
        : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
  }

  private static @Nullable Long parseLong(String text, int k, String item, String part) {
    if (part.isEmpty()) {
      return null;
    }
    try {
      return Long.parseLong(part);
    } catch (NumberFormatException e) {
      if (part.matches("[+-]?\\d+")) {
        // beyond the long range: as far out as any bound can be
        return part.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
      }
      throw error(text, k, item, "'" + part + "' is not an integer, slice, None or ...");
    }
  }

  private static IllegalArgumentException error(String text, int k, String item, String why) {
    return new IllegalArgumentException(
        "invalid index \"" + text + "\": item " + k + " ('" + item + "'): " + why);
  }
}
