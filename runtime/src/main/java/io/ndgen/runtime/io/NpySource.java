package io.ndgen.runtime.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * Input the reader pulls bytes from, in pieces of at most {@link #CHUNK} bytes, so that no buffer
 * is sized by an untrusted header. Knows how many bytes remain when the input says (a file, a
 * buffer), so that a header claiming more data than there is can be rejected before allocating.
 */
abstract class NpySource {
  /** Largest piece {@link #read} returns: 256 KiB, NumPy's read buffer size. */
  static final int CHUNK = 1 << 18;

  /** Bytes known to remain, or -1 when the input cannot tell (a stream). */
  abstract long remaining() throws IOException;

  /**
   * The next {@code n ≤ CHUNK} bytes, or fewer only when the input ends. The buffer is valid until
   * the next call; its byte order is unspecified (callers set it).
   */
  abstract ByteBuffer read(int n) throws IOException;

  /**
   * Reads up to {@code count} elements in {@code order} into {@code storage[offset …]} and returns
   * how many were read: fewer only when the input ends first.
   */
  int readElements(
      ElementCodec codec, ByteOrder order, Object storage, int offset, int count, int item)
      throws IOException {
    int perChunk = CHUNK / item;
    int filled = 0;
    while (filled < count) {
      int want = Math.min(count - filled, perChunk);
      ByteBuffer piece = read(want * item).order(order);
      int got = piece.remaining() / item;
      codec.decode(piece, storage, offset + filled, got);
      filled += got;
      if (got < want) {
        break;
      }
    }
    return filled;
  }

  /** A source over the remaining bytes of {@code buffer}; advances its position as it reads. */
  static NpySource of(ByteBuffer buffer) {
    return new BufferSource(buffer);
  }

  /** A source over a stream; reads exactly the bytes asked for, never ahead. */
  static NpySource of(InputStream in, long knownRemaining) {
    return new StreamSource(in, knownRemaining);
  }

  /** A source over a file channel from its current position. */
  static NpySource of(FileChannel channel) {
    return new FileSource(channel);
  }

  private static final class BufferSource extends NpySource {
    private final ByteBuffer buffer;

    BufferSource(ByteBuffer buffer) {
      this.buffer = buffer;
    }

    @Override
    long remaining() {
      return buffer.remaining();
    }

    @Override
    ByteBuffer read(int n) {
      int k = Math.min(n, buffer.remaining());
      ByteBuffer piece = buffer.slice(buffer.position(), k);
      buffer.position(buffer.position() + k);
      return piece;
    }
  }

  /** Reads into one reusable heap buffer, grown on demand up to {@link #CHUNK}. */
  private abstract static class Chunked extends NpySource {
    private ByteBuffer chunk = ByteBuffer.allocate(0);

    @Override
    final ByteBuffer read(int n) throws IOException {
      if (chunk.capacity() < n) {
        chunk = ByteBuffer.allocate(Math.max(n, Math.min(CHUNK, 2 * chunk.capacity())));
      }
      chunk.clear().limit(n);
      fill(chunk);
      return chunk.flip();
    }

    /** Fills {@code b} up to its limit, or stops at the end of the input. */
    abstract void fill(ByteBuffer b) throws IOException;
  }

  private static final class StreamSource extends Chunked {
    private final InputStream in;
    private long remaining;

    StreamSource(InputStream in, long knownRemaining) {
      this.in = in;
      this.remaining = knownRemaining;
    }

    @Override
    long remaining() {
      return remaining;
    }

    @Override
    void fill(ByteBuffer b) throws IOException {
      int got = in.readNBytes(b.array(), b.position(), b.remaining());
      b.position(b.position() + got);
      if (remaining >= 0) {
        remaining = Math.max(0, remaining - got);
      }
    }
  }

  private static final class FileSource extends Chunked {
    private final FileChannel channel;

    FileSource(FileChannel channel) {
      this.channel = channel;
    }

    @Override
    long remaining() throws IOException {
      return Math.max(0, channel.size() - channel.position());
    }

    @Override
    void fill(ByteBuffer b) throws IOException {
      while (b.hasRemaining() && channel.read(b) >= 0) {
        // read until full or end of file
      }
    }

    @Override
    int readElements(
        ElementCodec codec, ByteOrder order, Object storage, int offset, int count, int item)
        throws IOException {
      return FileTransfer.read(channel, codec, order, storage, offset, count, item);
    }
  }
}
