package io.ndgen.runtime.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * Output the writer encodes into: a buffer in the file's byte order that is drained to the
 * destination when full (streams, channels), or the caller's buffer itself.
 */
abstract class NpySink {
  /** Buffer of a file sink: headers and nothing else pass through it. */
  private static final int HEADER_CHUNK = 1 << 12;

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

  /**
   * Encodes {@code count} contiguous elements of {@code storage} from {@code offset}, draining as
   * the buffer fills.
   */
  void putElements(ElementCodec codec, Object storage, int offset, int count, int item)
      throws IOException {
    while (count > 0) {
      int k = Math.min(count, buffer().remaining() / item);
      if (k == 0) {
        drain();
        if (buffer().remaining() < item) {
          throw new BufferOverflowException();
        }
        continue;
      }
      codec.encode(storage, offset, k, buffer());
      offset += k;
      count -= k;
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

  /**
   * A sink rewriting a file from its start: the header through a small buffer, element runs
   * straight from storage ({@link FileTransfer}). {@link FileSink#finish} cuts the file to what was
   * written.
   */
  static FileSink of(FileChannel out, ByteOrder order) {
    return new FileSink(out, order);
  }

  /**
   * Writes over a file's old bytes and cuts it to the new length at the end, rather than truncating
   * first. Why: truncating frees the blocks the previous write allocated, and on file systems that
   * discard freed blocks the truncation waits for the device (a loop rewriting a 16 MiB file spent
   * most of its time there). The file's first byte, the magic's {@code \x93}, is written as 0 and
   * set last, after the cut, so a write that stops part-way never leaves old and new bytes that
   * read as a valid {@code .npy} file.
   */
  static final class FileSink extends NpySink {
    private final FileChannel out;
    private final ByteBuffer chunk;
    private byte firstByte;
    private boolean firstWithheld;

    private FileSink(FileChannel out, ByteOrder order) {
      this.out = out;
      this.chunk = ByteBuffer.allocate(HEADER_CHUNK).order(order);
    }

    @Override
    ByteBuffer buffer() {
      return chunk;
    }

    @Override
    void putElements(ElementCodec codec, Object storage, int offset, int count, int item)
        throws IOException {
      drain();
      FileTransfer.write(out, codec, order(), storage, offset, count, item);
    }

    @Override
    void drain() throws IOException {
      chunk.flip();
      if (!firstWithheld && chunk.hasRemaining() && out.position() == 0) {
        firstByte = chunk.get(0);
        chunk.put(0, (byte) 0);
        firstWithheld = true;
      }
      while (chunk.hasRemaining()) {
        out.write(chunk);
      }
      chunk.clear();
    }

    private ByteOrder order() {
      return chunk.order();
    }

    /** Cuts the file to the bytes written, then writes the withheld first byte. */
    void finish() throws IOException {
      drain();
      out.truncate(out.position());
      if (firstWithheld) {
        ByteBuffer first = ByteBuffer.wrap(new byte[] {firstByte});
        while (first.hasRemaining()) {
          out.write(first, 0);
        }
      }
    }
  }
}
