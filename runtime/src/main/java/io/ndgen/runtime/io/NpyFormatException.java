package io.ndgen.runtime.io;

import java.io.IOException;

/**
 * A {@code .npy} or {@code .npz} input that ndgen cannot read: wrong magic string, unsupported
 * version, malformed or oversized header, an unsupported dtype, a shape an ndgen array cannot hold,
 * truncated data, or an array of another dtype or rank than the caller asked for. The message names
 * the offending value.
 */
public final class NpyFormatException extends IOException {
  private static final long serialVersionUID = 1L;

  public NpyFormatException(String message) {
    super(message);
  }

  public NpyFormatException(String message, Throwable cause) {
    super(message, cause);
  }
}
