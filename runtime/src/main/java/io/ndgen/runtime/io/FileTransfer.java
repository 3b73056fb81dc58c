package io.ndgen.runtime.io;

import io.ndgen.runtime.parallel.Parallel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * Moves contiguous storage to and from a file in pieces of {@link #PIECE_BYTES}, each through the
 * running thread's own direct buffer with a positional read or write, the pieces on several cores
 * ({@link Parallel}).
 *
 * <p>Why: a heap buffer handed to a channel is copied once more into the JDK's temporary direct
 * buffer; encoding straight into a direct one leaves one copy between the array and the kernel, as
 * NumPy's {@code fwrite}/{@code fread} of the array's own memory leaves none. Positional transfers
 * let both cores encode and copy at once. The file's bytes do not depend on the thread count: each
 * piece goes to its own place. Each thread keeps one {@link #PIECE_BYTES} direct buffer for its
 * lifetime (as the JDK's temporary-buffer cache does).
 */
final class FileTransfer {
  /** Bytes per piece: enough to make a system call's cost small, small enough to stay cached. */
  static final int PIECE_BYTES = 1 << 20;

  private static final ThreadLocal<ByteBuffer> BUFFER =
      ThreadLocal.withInitial(() -> ByteBuffer.allocateDirect(PIECE_BYTES));

  private FileTransfer() {}

  /**
   * Writes {@code count} elements of {@code storage} from {@code offset}, encoded in {@code order},
   * at the channel's position, and moves the position past them.
   */
  static void write(
      FileChannel channel,
      ElementCodec codec,
      ByteOrder order,
      Object storage,
      int offset,
      int count,
      int item)
      throws IOException {
    long base = channel.position();
    int perPiece = PIECE_BYTES / item;
    try {
      Parallel.forEachPiece(
          count,
          perPiece,
          (from, to) -> {
            ByteBuffer b = BUFFER.get().clear().order(order);
            codec.encode(storage, offset + from, to - from, b);
            b.flip();
            long at = base + (long) from * item;
            try {
              while (b.hasRemaining()) {
                at += channel.write(b, at);
              }
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    channel.position(base + (long) count * item);
  }

  /**
   * Reads up to {@code count} elements in {@code order} from the channel's position into {@code
   * storage[offset …]}, moves the position past what was read and returns how many elements were
   * read: fewer than {@code count} only when the file ends first (then which ones are filled is not
   * specified).
   */
  static int read(
      FileChannel channel,
      ElementCodec codec,
      ByteOrder order,
      Object storage,
      int offset,
      int count,
      int item)
      throws IOException {
    long base = channel.position();
    int perPiece = PIECE_BYTES / item;
    int[] missing = new int[Parallel.pieces(count, perPiece)];
    try {
      Parallel.forEachPiece(
          count,
          perPiece,
          (from, to) -> {
            ByteBuffer b = BUFFER.get().clear().limit((to - from) * item);
            long at = base + (long) from * item;
            try {
              int n;
              while (b.hasRemaining() && (n = channel.read(b, at)) >= 0) {
                at += n;
              }
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
            b.flip().order(order);
            int got = b.remaining() / item;
            codec.decode(b, storage, offset + from, got);
            missing[from / perPiece] = to - from - got;
          });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    long absent = 0;
    for (int m : missing) {
      absent += m;
    }
    int got = (int) (count - absent);
    channel.position(base + (long) got * item);
    return got;
  }
}
