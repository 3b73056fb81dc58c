package io.ndgen.runtime.fuzz;

import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.io.Npy;
import io.ndgen.runtime.io.NpyFormatException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Jazzer target for the {@code .npy} readers (the {@code fuzz} Maven profile runs it
 * coverage-guided; {@link FuzzTargetsTest} replays the seeds on every build). Every input must
 * either read as an array or fail with {@link NpyFormatException} from both the buffer and the
 * stream reader; a read array must equal the other reader's and survive a write/read round trip.
 * Anything else thrown (another exception, an {@link OutOfMemoryError}) is a finding.
 */
public final class NpyFuzzTarget {
  private NpyFuzzTarget() {}

  public static void fuzzerTestOneInput(byte[] data) throws IOException {
    StridedArray fromBuffer;
    try {
      fromBuffer = Npy.read(ByteBuffer.wrap(data));
    } catch (NpyFormatException e) {
      fromBuffer = null;
    }
    StridedArray fromStream;
    try {
      fromStream = Npy.read(new ByteArrayInputStream(data));
    } catch (NpyFormatException e) {
      fromStream = null;
    }
    if ((fromBuffer == null) != (fromStream == null)) {
      throw new IllegalStateException(
          "the buffer reader "
              + (fromBuffer == null ? "refused" : "read")
              + " an input the stream"
              + " reader "
              + (fromStream == null ? "refused" : "read"));
    }
    if (fromBuffer == null) {
      return;
    }
    if (!fromBuffer.equals(fromStream)) {
      throw new IllegalStateException("buffer and stream readers disagree: " + fromBuffer);
    }
    StridedArray again = Npy.read(ByteBuffer.wrap(Npy.toBytes(fromBuffer)));
    if (!again.equals(fromBuffer)) {
      throw new IllegalStateException("write/read round trip changed " + fromBuffer);
    }
  }
}
