package io.ndgen.runtime;

/**
 * A shape, stride or index schema that does not fit the operation: incompatible shapes, a reshape
 * to another size, a layout that cannot be viewed, an overflow. The {@link Kind} says which; the
 * message names the values.
 */
public final class ShapeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** What went wrong, in the spirit of rust-ndarray's {@code ErrorKind}. */
  public enum Kind {
    /** Shapes that do not match or cannot be broadcast together, or a reshape to another size. */
    INCOMPATIBLE_SHAPE,
    /** The data cannot be viewed with the requested layout without a copy. */
    INCOMPATIBLE_LAYOUT,
    /** An index or storage position outside the valid range. */
    OUT_OF_BOUNDS,
    /** A size, offset or stride that does not fit in an {@code int}. */
    OVERFLOW,
    /** An argument that is malformed on its own: negative extent, bad axis list, zero step. */
    INVALID_ARGUMENT
  }

  private final Kind kind;

  public ShapeException(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  /** Which kind of shape error this is. */
  public Kind kind() {
    return kind;
  }
}
