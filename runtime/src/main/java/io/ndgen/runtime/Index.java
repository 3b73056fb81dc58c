package io.ndgen.runtime;

import io.ndgen.runtime.internal.Errors;
import java.util.ArrayList;
import java.util.List;

/**
 * One item of a NumPy basic index: an integer, a slice {@code start:stop:step}, a new axis ({@code
 * None}) or an ellipsis ({@code ...}). {@code StridedArray.index(Index...)} applies a list of them;
 * {@link #parse(String)} reads NumPy's syntax, e.g. {@code "1:, ::-1, None, ..., 0"}.
 */
public sealed interface Index {
  /**
   * A slice bound past the last element of any axis ({@link Integer#MAX_VALUE}, clamped as Python
   * clamps): {@code slice(axis, 2, Index.END)} is NumPy's {@code a[2:]}, and as the start of a
   * negative step it is the last element ({@code slice(axis, Index.END, Index.START, -1)} is {@code
   * a[::-1]}).
   */
  int END = Integer.MAX_VALUE;

  /**
   * A slice bound before the first element of any axis ({@link Integer#MIN_VALUE}, clamped as
   * Python clamps): the open start of a positive step, the open stop of a negative one.
   */
  int START = Integer.MIN_VALUE;

  /** Selects one position on an axis, removing it; negative counts from the end. */
  record At(int index) implements Index {}

  /**
   * {@code start:stop:step}. Open ends are {@link #START} / {@link #END}, which Python's clamping
   * turns into the right default for either sign of step.
   */
  record Slice(int start, int stop, int step) implements Index {
    public Slice {
      if (step == 0) {
        throw Errors.zeroStep();
      }
    }
  }

  /** Inserts an axis of extent one ({@code None}, {@code np.newaxis}). */
  record NewAxis() implements Index {}

  /** As many full slices as needed to index every axis ({@code ...}). */
  record Ellipsis() implements Index {}

  /** {@code a[i]}. */
  static Index at(int index) {
    return new At(index);
  }

  /** {@code a[:]}. */
  static Index all() {
    return new Slice(START, END, 1);
  }

  /** {@code a[start:stop]}. */
  static Index slice(int start, int stop) {
    return new Slice(start, stop, 1);
  }

  /** {@code a[start:stop:step]}. */
  static Index slice(int start, int stop, int step) {
    return new Slice(start, stop, step);
  }

  /** {@code a[start:]}. */
  static Index from(int start) {
    return new Slice(start, END, 1);
  }

  /** {@code a[:stop]}. */
  static Index to(int stop) {
    return new Slice(START, stop, 1);
  }

  /** {@code a[::step]}: every step-th element, from the end when step is negative. */
  static Index step(int step) {
    return step > 0 ? new Slice(START, END, step) : new Slice(END, START, step);
  }

  /** {@code None} / {@code np.newaxis}. */
  static Index newAxis() {
    return new NewAxis();
  }

  /** {@code ...}. */
  static Index ellipsis() {
    return new Ellipsis();
  }

  /**
   * Parses NumPy basic-index syntax: comma-separated items, each an integer, a slice {@code
   * [start]:[stop][:[step]]}, {@code None}/{@code newaxis}, or {@code ...}. An empty string is
   * {@code a[()]}.
   *
   * @throws IllegalArgumentException naming the item and what is wrong with it
   */
  static Index[] parse(String text) {
    return IndexParser.parse(text);
  }

  /** Convenience for building index lists. */
  static List<Index> list(Index... items) {
    return new ArrayList<>(List.of(items));
  }
}
