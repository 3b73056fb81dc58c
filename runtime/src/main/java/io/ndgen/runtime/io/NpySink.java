package io.ndgen.runtime.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.WritableByteChannel;

/**
 * Output the writer encodes into: a buffer in the file's byte order that is drained to the
 * destination when full (streams, channels), or the caller's buffer itself.
 */
abstract class NpySink {
  /** The buffer to encode into; has room for at least one element after {@link #drain}. */
  abstract ByteBuffer buffer();

  /** Hands the encoded bytes to the destination and empties the buffer. */
  abstract void drain() throws IOException;

  /** Puts {@code bytes}, draining as needed. */
  final void put(byte[] bytes) throws IOException {
    int off = 0;
    while (off < bytes.length) {
      ByteBuffer b = buffer();
      if (!b.hasRemaining()) {
        drain();
        continue;
      }
      int k = Math.min(b.remaining(), bytes.length - off);
      b.put(bytes, off, k);
      off += k;
    }
  }

  /** A sink writing into {@code target} from its position (the caller checked it has room). */
  static NpySink of(ByteBuffer target, ByteOrder order) {
    ByteBuffer view = target.duplicate().order(order);
    return new NpySink() {
      @Override
      ByteBuffer buffer() {
        return view;
      }

      @Override
      void drain() {
        target.position(view.position());
      }
    };
  }

  /** A sink writing to a stream through a bounded buffer. */
  static NpySink of(OutputStream out, ByteOrder order) {
    ByteBuffer chunk = ByteBuffer.allocate(NpySource.CHUNK).order(order);
    return new NpySink() {
      @Override
      ByteBuffer buffer() {
        return chunk;
      }

      @Override
      void drain() throws IOException {
        out.write(chunk.array(), 0, chunk.position());
        chunk.clear();
      }
    };
  }

  /** A sink writing to a channel through a bounded buffer. */
  static NpySink of(WritableByteChannel out, ByteOrder order) {
    ByteBuffer chunk = ByteBuffer.allocate(NpySource.CHUNK).order(order);
    return new NpySink() {
      @Override
      ByteBuffer buffer() {
        return chunk;
      }

      @Override
      void drain() throws IOException {
        chunk.flip();
        while (chunk.hasRemaining()) {
          out.write(chunk);
        }
        chunk.clear();
      }
    };
  }
}
