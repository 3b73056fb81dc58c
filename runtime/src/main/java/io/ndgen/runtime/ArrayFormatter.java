package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Odometer;

/**
 * NumPy's {@code str(a)} ({@code np.array2string} with the default print options): nested brackets,
 * one element format for the whole array, rows wrapped at 75 characters with a hanging indent,
 * blank lines between blocks of rank 3 and up, and arrays of more than 1000 elements summarized to
 * their first and last 3 entries per axis around {@code ...}.
 *
 * <p>Contract: equals NumPy's output for every dtype and rank, including rank 0 (the bare scalar)
 * and empty arrays ({@code []}). The walk follows the logical index order, so any layout (views,
 * negative and zero strides) prints as its copy would. Not a hot path.
 */
final class ArrayFormatter {
  /** NumPy's {@code threshold}: more elements than this are summarized. */
  static final int THRESHOLD = 1000;

  /** NumPy's {@code edgeitems}: entries kept at each end of a summarized axis. */
  static final int EDGE_ITEMS = 3;

  /** NumPy's {@code linewidth}. */
  static final int LINE_WIDTH = 75;

  private static final String SUMMARY = "...";

  private final int[] shape;
  private final int[] strides;
  private final boolean summarize;
  private final ElementFormat elements;

  private ArrayFormatter(Layout layout, boolean summarize, ElementFormat elements) {
    this.shape = layout.shape();
    this.strides = layout.strides();
    this.summarize = summarize;
    this.elements = elements;
  }

  static String format(StridedArray a) {
    Layout layout = a.layout();
    DType dtype = a.dtype();
    Object data = a.storage();
    if (layout.rank() == 0) {
      return ElementFormat.scalar(dtype, data, layout.offset());
    }
    if (layout.size() == 0) {
      return "[]";
    }
    boolean summarize = layout.size() > THRESHOLD;
    int[] shown = shownPositions(layout, summarize);
    ArrayFormatter f = new ArrayFormatter(layout, summarize, ElementFormat.of(dtype, data, shown));
    return f.block(0, layout.offset(), " ", LINE_WIDTH);
  }

  /** True if this axis prints as its edges around {@code ...}. */
  private boolean summarized(int axis) {
    return summarize && shape[axis] > 2 * EDGE_ITEMS;
  }

  /** Storage indices of the elements that will be printed (NumPy's {@code _leading_trailing}). */
  private static int[] shownPositions(Layout layout, boolean summarize) {
    int rank = layout.rank();
    int[][] kept = new int[rank][];
    int count = 1;
    for (int k = 0; k < rank; k++) {
      int n = layout.shape(k);
      if (summarize && n > 2 * EDGE_ITEMS) {
        kept[k] = new int[2 * EDGE_ITEMS];
        for (int i = 0; i < EDGE_ITEMS; i++) {
          kept[k][i] = i;
          kept[k][EDGE_ITEMS + i] = n - EDGE_ITEMS + i;
        }
      } else {
        kept[k] = new int[n];
        for (int i = 0; i < n; i++) {
          kept[k][i] = i;
        }
      }
      count *= kept[k].length;
    }
    int[] out = new int[count];
    int[] keptCounts = new int[rank];
    for (int k = 0; k < rank; k++) {
      keptCounts[k] = kept[k].length;
    }
    Odometer counter = new Odometer(keptCounts, new int[0][], new int[0]);
    for (int j = 0; j < count; j++, counter.next()) {
      int pos = layout.offset();
      for (int k = 0; k < rank; k++) {
        pos += kept[k][counter.index(k)] * layout.stride(k);
      }
      out[j] = pos;
    }
    return out;
  }

  /**
   * The sub-array from {@code axis} on at storage index {@code pos} (NumPy's {@code recurser}):
   * {@code hanging} is the indent of its continuation lines, {@code width} the room left before the
   * closing brackets of the enclosing axes.
   */
  private String block(int axis, int pos, String hanging, int width) {
    if (axis == shape.length) {
      return elements.format(pos);
    }
    String nextHanging = hanging + " ";
    int nextWidth = width - 1; // room for this axis's ']'
    int n = shape[axis];
    boolean summary = summarized(axis);
    int leading = summary ? EDGE_ITEMS : 0;
    int trailingFrom = summary ? n - EDGE_ITEMS : 0;
    StringBuilder s = new StringBuilder();
    if (axis == shape.length - 1) {
      Row row = new Row(s, hanging, width - 1);
      for (int i = 0; i < leading; i++) {
        row.add(block(axis + 1, pos + i * strides[axis], nextHanging, nextWidth));
        row.line.append(' ');
      }
      if (summary) {
        row.add(SUMMARY);
        row.line.append(' ');
      }
      for (int i = trailingFrom; i < n - 1; i++) {
        row.add(block(axis + 1, pos + i * strides[axis], nextHanging, nextWidth));
        row.line.append(' ');
      }
      row.add(block(axis + 1, pos + (n - 1) * strides[axis], nextHanging, nextWidth));
      s.append(row.line);
    } else {
      String lineSep = "\n".repeat(shape.length - 1 - axis);
      for (int i = 0; i < leading; i++) {
        s.append(hanging).append(block(axis + 1, pos + i * strides[axis], nextHanging, nextWidth));
        s.append(lineSep);
      }
      if (summary) {
        s.append(hanging).append(SUMMARY).append(lineSep);
      }
      for (int i = trailingFrom; i < n - 1; i++) {
        s.append(hanging).append(block(axis + 1, pos + i * strides[axis], nextHanging, nextWidth));
        s.append(lineSep);
      }
      s.append(hanging)
          .append(block(axis + 1, pos + (n - 1) * strides[axis], nextHanging, nextWidth));
    }
    return "[" + s.substring(hanging.length()) + "]";
  }

  /** One row being filled word by word, wrapped as NumPy's {@code _extendLine}. */
  private static final class Row {
    private final StringBuilder out;
    private final String prefix;
    private final int width;
    final StringBuilder line;

    Row(StringBuilder out, String prefix, int width) {
      this.out = out;
      this.prefix = prefix;
      this.width = width;
      this.line = new StringBuilder(prefix);
    }

    /** Appends a word, first breaking the line if it would pass the width (and is not empty). */
    void add(String word) {
      if (line.length() + word.length() > width && line.length() > prefix.length()) {
        int end = line.length();
        while (end > 0 && line.charAt(end - 1) == ' ') {
          end--;
        }
        out.append(line, 0, end).append('\n');
        line.setLength(0);
        line.append(prefix);
      }
      line.append(word);
    }
  }
}
