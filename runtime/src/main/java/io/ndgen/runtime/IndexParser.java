package io.ndgen.runtime;

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
      Integer i = parseInt(text, k, item, item);
      return Index.at(i == null ? 0 : i); // never null: item is not empty
    }
    String[] parts = item.split(":", -1);
    if (parts.length > 3) {
      throw error(text, k, item, "a slice has at most three parts");
    }
    Integer start = parseInt(text, k, item, parts[0].strip());
    Integer stop = parseInt(text, k, item, parts[1].strip());
    Integer step = parts.length == 3 ? parseInt(text, k, item, parts[2].strip()) : null;
    int s = step == null ? 1 : step;
    if (s == 0) {
      throw error(text, k, item, "slice step cannot be zero");
    }
    int open0 = s > 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    int open1 = s > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE;
    return Index.slice(start == null ? open0 : start, stop == null ? open1 : stop, s);
  }

  private static @Nullable Integer parseInt(String text, int k, String item, String part) {
    if (part.isEmpty()) {
      return null;
    }
    try {
      return Integer.parseInt(part);
    } catch (NumberFormatException e) {
      throw error(text, k, item, "'" + part + "' is not an integer, slice, None or ...");
    }
  }

  private static IllegalArgumentException error(String text, int k, String item, String why) {
    return new IllegalArgumentException(
        "invalid index \"" + text + "\": item " + k + " ('" + item + "'): " + why);
  }
}
