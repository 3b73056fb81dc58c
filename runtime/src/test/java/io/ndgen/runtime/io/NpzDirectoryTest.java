package io.ndgen.runtime.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A {@code .npz} whose central directory names a member differently from its local header (found by
 * the Jazzer run: a mutated {@code arrays_compressed.npz}). np.load refuses it ("File name in
 * directory 'fao6l1t.npy' and header b'float16.npy' differ"); so does {@link Npz#read(Path)}. The
 * stream reader sees only the local headers and reads them.
 */
class NpzDirectoryTest {
  private static final Path FILE =
      Path.of(
          Fixtures.dir("")
              .resolve("../fuzz/findings/npz/directory_name_differs_from_local_header.npz")
              .normalize()
              .toString());

  @Test
  void fileReaderRefusesADirectoryThatDisagreesWithTheLocalHeaders() {
    NpyFormatException e = assertThrows(NpyFormatException.class, () -> Npz.read(FILE));
    assertTrue(e.getMessage().startsWith("damaged .npz (zip) archive: the central directory"));
    assertTrue(e.getMessage().contains("fao6l1t.npy") && e.getMessage().contains("float16.npy"));
  }

  @Test
  void streamReaderReadsTheLocalHeaders() throws Exception {
    try (var in = java.nio.file.Files.newInputStream(FILE)) {
      assertEquals(
          java.util.List.of(
              "bool", "uint8", "int16", "int64", "float16", "float32", "float64", "f_order",
              "scalar"),
          java.util.List.copyOf(Npz.read(in).keySet()));
    }
  }
}
