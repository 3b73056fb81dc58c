package io.ndgen.runtime.io;

import java.nio.ByteBuffer;

/**
 * Bulk conversion between one primitive storage type and bytes in a buffer's byte order. Callers
 * check that the buffer and the array hold {@code count} elements.
 */
interface ElementCodec {
  /** Reads {@code count} elements from {@code src} into {@code dst[offset …]}; advances src. */
  void decode(ByteBuffer src, Object dst, int offset, int count);

  /** Writes {@code src[offset …]}, {@code count} elements, into {@code dst}; advances dst. */
  void encode(Object src, int offset, int count, ByteBuffer dst);
}
