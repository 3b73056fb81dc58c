package io.ndgen.samples;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.io.Npy;
import io.ndgen.runtime.io.NpyHeader;
import io.ndgen.runtime.io.Npz;
import io.ndgen.samples.specs.VolumeArray;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Arrays moving to and from NumPy through {@code .npy} and {@code .npz} files: a generated volume
 * saved and loaded with its dtype and rank checked, a transposed view written as its values, and a
 * named archive. {@code np.load} reads every file written here.
 */
public final class NumPyExchange {
  private final PrintStream out;

  public NumPyExchange(PrintStream out) {
    this.out = out;
  }

  public void run() {
    try {
      Path dir = Files.createTempDirectory("ndgen-npy");
      try {
        exchange(dir);
      } finally {
        try (var files = Files.list(dir)) {
          for (Path f : (Iterable<Path>) files::iterator) {
            Files.delete(f);
          }
        }
        Files.delete(dir);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void exchange(Path dir) throws IOException {
    out.println("== Exchanging arrays with NumPy (.npy / .npz)");
    VolumeArray volume = GeneratedTour.ramp(2, 3, 4);
    Path file = dir.resolve("volume.npy");
    volume.save(file);
    byte[] bytes = Files.readAllBytes(file);
    String header = new String(bytes, 10, bytes.length - 10, StandardCharsets.ISO_8859_1);
    out.printf(
        "volume.npy: %d bytes, header %s%n",
        bytes.length, header.substring(0, header.indexOf('}') + 1));
    VolumeArray back = VolumeArray.load(file);
    out.printf("VolumeArray.load: equal to what was saved %b%n", back.equals(volume));

    Path transposed = dir.resolve("transposed.npy");
    Npy.write(transposed, volume.transpose().toStrided());
    NpyHeader h = Npy.readHeader(transposed);
    out.printf(
        "a transposed view is F-contiguous, so it is written straight from storage:"
            + " fortran_order=%b, shape %s%n",
        h.fortranOrder(), Arrays.toString(h.shape()));

    Map<String, StridedArray> named = new LinkedHashMap<>();
    named.put("volume", volume.toStrided());
    named.put("counts", StridedArray.arange(DType.INT64, 5));
    Path archive = dir.resolve("arrays.npz");
    Npz.writeCompressed(archive, named);
    Map<String, StridedArray> loaded = Npz.read(archive);
    out.printf(
        "arrays.npz (deflated) holds %s; counts = %s%n", loaded.keySet(), loaded.get("counts"));
    out.println("in Python: np.load('volume.npy'), dict(np.load('arrays.npz'))");
  }
}
