package io.ndgen.runtime.fuzz;

import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.io.NpyFormatException;
import io.ndgen.runtime.io.Npz;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Jazzer target for the {@code .npz} readers: the stream reader ({@code ZipInputStream}, local
 * headers) and the file reader ({@code ZipFile}, the central directory) each either read the input
 * or throw {@link NpyFormatException}. The file reader also refuses an archive whose directory
 * disagrees with its local headers, as np.load does; the stream reader cannot see the directory
 * before the data and reads the local headers. Where both read the input, they must agree.
 */
public final class NpzFuzzTarget {
  private static final Path FILE = tempFile();

  private NpzFuzzTarget() {}

  private static Path tempFile() {
    try {
      Path p = Files.createTempFile("ndgen-npz-fuzz", ".npz");
      p.toFile().deleteOnExit();
      return p;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static void fuzzerTestOneInput(byte[] data) throws IOException {
    Map<String, StridedArray> fromStream;
    try {
      fromStream = Npz.read(new ByteArrayInputStream(data));
    } catch (NpyFormatException e) {
      fromStream = null;
    }
    Files.write(FILE, data);
    Map<String, StridedArray> fromFile;
    try {
      fromFile = Npz.read(FILE);
    } catch (NpyFormatException e) {
      fromFile = null;
    }
    if (fromStream != null && fromFile != null && !fromStream.equals(fromFile)) {
      throw new IllegalStateException("stream and file readers read different arrays");
    }
  }
}
