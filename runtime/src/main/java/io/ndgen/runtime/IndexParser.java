package io.ndgen.runtime;

import io.ndgen.runtime.internal.Errors;
import org.jspecify.annotations.Nullable;

/** Reads NumPy basic-index syntax into {@link Index} items. */
final class IndexParser {
  private IndexParser() {}

  /**
   * One item as written, before its value is checked: {@code index} stands in (a full slice, or
   * index 0) where the value is wrong, so that the number of indices can be checked first.
   */
  private record Item(String text, int k, Index index, long at, boolean wrongValue) {
    /** The error of a wrong value on {@code axis} of {@code layout}. */
    RuntimeException error(Layout layout, int axis) {
      return index instanceof Index.At
          ? Errors.indexOutOfBounds(at, axis, layout.shape(axis))
          : Errors.zeroStep(" (index \"" + text + "\", item " + k + ")");
    }

    /** The error of a wrong value when no array is known (an integer beyond the int range). */
    RuntimeException error() {
      return index instanceof Index.At
          ? new IndexOutOfBoundsException(
              "invalid index \""
                  + text
                  + "\": item "
                  + k
                  + ": index "
                  + at
                  + " is out of bounds for any axis")
          : Errors.zeroStep(" (index \"" + text + "\", item " + k + ")");
    }
  }

  /** The items of {@code text}; a wrong value is an error at once (no array to check it on). */
  static Index[] parse(String text) {
    Item[] items = items(text);
    Index[] out = new Index[items.length];
    for (int k = 0; k < items.length; k++) {
      if (items[k].wrongValue()) {
        throw items[k].error();
      }
      out[k] = items[k].index();
    }
    return out;
  }

  /**
   * NumPy's {@code a[text]} on {@code layout}, with NumPy's order of checks: the syntax; then the
   * number of indices ("too many indices"); then each item's value from left to right (an integer
   * out of bounds, also one beyond the int range, names its axis; a slice step of zero).
   */
  static Layout apply(Layout layout, String text) {
    Item[] items = items(text);
    Index[] indices = new Index[items.length];
    for (int k = 0; k < items.length; k++) {
      indices[k] = items[k].index();
    }
    int consumed = BasicIndexing.checkCount(layout.rank(), indices);
    int axis = 0; // the axis of the original layout the next integer or slice applies to
    for (Item item : items) {
      Index index = item.index();
      if (index instanceof Index.Ellipsis) {
        axis += layout.rank() - consumed;
      } else if (!(index instanceof Index.NewAxis)) {
        if (item.wrongValue()) {
          throw item.error(layout, axis);
        }
        int n = layout.shape(axis);
        if (index instanceof Index.At at && (at.index() < -n || at.index() >= n)) {
          throw Errors.indexOutOfBounds(at.index(), axis, n);
        }
        axis++;
      }
    }
    return BasicIndexing.apply(layout, indices);
  }

  private static Item[] items(String text) {
    if (text.isBlank()) {
      return new Item[0];
    }
    String[] items = text.split(",", -1);
    if (items.length > 1 && items[items.length - 1].isBlank()) {
      // one trailing comma is Python's tuple syntax: a[1,] is a[(1,)]
      items = java.util.Arrays.copyOf(items, items.length - 1);
    }
    Item[] out = new Item[items.length];
    for (int k = 0; k < items.length; k++) {
      out[k] = parseItem(text, k, items[k].strip());
    }
    return out;
  }

  private static Item parseItem(String text, int k, String item) {
    if (item.isEmpty()) {
      throw error(text, k, item, "empty item");
    }
    if (item.equals("...")) {
      return new Item(text, k, Index.ellipsis(), 0, false);
    }
    if (item.equals("None") || item.equals("newaxis") || item.equals("np.newaxis")) {
      return new Item(text, k, Index.newAxis(), 0, false);
    }
    if (item.indexOf(':') < 0) {
      Long i = parseLong(text, k, item, item);
      long value = i == null ? 0 : i; // never null: item is not empty
      boolean wide = value != (int) value; // out of bounds for any axis
      return new Item(text, k, Index.at(wide ? 0 : (int) value), value, wide);
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
      return new Item(text, k, Index.all(), 0, true);
    }
    int open0 = s > 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    int open1 = s > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE;
    return new Item(
        text,
        k,
        Index.slice(start == null ? open0 : start, stop == null ? open1 : stop, s),
        0,
        false);
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
