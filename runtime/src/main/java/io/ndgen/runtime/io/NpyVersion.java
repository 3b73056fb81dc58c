package io.ndgen.runtime.io;

import org.jspecify.annotations.Nullable;

/**
 * The {@code .npy} format versions. They differ only in the header length field (2 bytes in 1.0, 4
 * bytes from 2.0) and the header text encoding (latin-1 up to 2.0, UTF-8 in 3.0); the headers ndgen
 * writes are ASCII, so NumPy's automatic choice is always 1.0.
 */
public enum NpyVersion {
  V1_0(1, 0, 2),
  V2_0(2, 0, 4),
  V3_0(3, 0, 4);

  private final int major;
  private final int minor;
  private final int lengthFieldSize;

  NpyVersion(int major, int minor, int lengthFieldSize) {
    this.major = major;
    this.minor = minor;
    this.lengthFieldSize = lengthFieldSize;
  }

  public int major() {
    return major;
  }

  public int minor() {
    return minor;
  }

  /** Bytes of the little-endian header length that follows the magic string. */
  int lengthFieldSize() {
    return lengthFieldSize;
  }

  /** The version with these magic-string bytes, or null if there is none. */
  static @Nullable NpyVersion of(int major, int minor) {
    for (NpyVersion v : values()) {
      if (v.major == major && v.minor == minor) {
        return v;
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return major + "." + minor;
  }
}
