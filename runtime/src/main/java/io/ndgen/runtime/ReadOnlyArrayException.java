package io.ndgen.runtime;

/**
 * A write through a read-only array: a {@code readOnly()} view, a broadcast or overlapping view.
 */
public final class ReadOnlyArrayException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  public ReadOnlyArrayException(String message) {
    super(message);
  }
}
