package io.ndgen.runtime.io;

import java.nio.ByteOrder;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How {@link Npy} writes a file: the byte order of the data (little-endian by default, NumPy's
 * native order on every common platform) and the format version (by default NumPy's own choice: 1.0
 * whenever the header fits, which it always does for ndgen's arrays). Immutable.
 */
public final class NpyWriteOptions {
  private static final NpyWriteOptions DEFAULTS =
      new NpyWriteOptions(ByteOrder.LITTLE_ENDIAN, null);

  private final ByteOrder byteOrder;
  private final @Nullable NpyVersion version;

  private NpyWriteOptions(ByteOrder byteOrder, @Nullable NpyVersion version) {
    this.byteOrder = byteOrder;
    this.version = version;
  }

  /** Little-endian, version chosen as NumPy chooses it. */
  public static NpyWriteOptions defaults() {
    return DEFAULTS;
  }

  /** These options with the given data byte order ({@code '<'} or {@code '>'} in the descr). */
  public NpyWriteOptions withByteOrder(ByteOrder order) {
    return new NpyWriteOptions(Objects.requireNonNull(order, "order"), version);
  }

  /** These options with a fixed format version (NumPy's {@code write_array(version=…)}). */
  public NpyWriteOptions withVersion(NpyVersion version) {
    return new NpyWriteOptions(byteOrder, Objects.requireNonNull(version, "version"));
  }

  public ByteOrder byteOrder() {
    return byteOrder;
  }

  /** The fixed version, or null for NumPy's automatic choice. */
  public @Nullable NpyVersion version() {
    return version;
  }
}
