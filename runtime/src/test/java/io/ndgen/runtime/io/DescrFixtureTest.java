package io.ndgen.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.runtime.StridedArray;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The descr strings np.load accepts (scripts/fixtures/descr_fixtures.py): every string for which
 * {@code numpy.dtype} gives one of ndgen's dtypes reads as that dtype and byte order; every other
 * string — refused by NumPy, or a dtype ndgen lacks — is an {@link NpyFormatException} naming it.
 */
class DescrFixtureTest {

  @Test
  void everyDescrStringReadsAsNumpyReadsIt() throws IOException {
    List<String> wrong = new ArrayList<>();
    int ok = 0;
    int refused = 0;
    for (String line : Files.readAllLines(Fixtures.dir("").resolve("descr.txt"))) {
      if (line.startsWith("#")) {
        continue;
      }
      String[] t = line.split(" ");
      String s =
          t[0].equals("-") ? "" : new String(HexFormat.of().parseHex(t[0]), StandardCharsets.UTF_8);
      String got;
      try {
        Descr d = Descr.parse(s);
        got = "ok " + Descr.format(d.dtype, d.byteOrder);
      } catch (NpyFormatException e) {
        assertTrue(e.getMessage().startsWith("unsupported dtype "), e.getMessage());
        got = "refused";
      }
      String expected = t[1].equals("ok") ? "ok " + t[2] : "refused";
      if (!got.equals(expected)) {
        wrong.add(
            HeaderParser.repr(s)
                + ": "
                + got
                + ", NumPy: "
                + t[1]
                + " "
                + (t.length > 2 ? t[2] : ""));
      }
      if (expected.equals("refused")) {
        refused++;
      } else {
        ok++;
      }
    }
    assertEquals(List.of(), wrong);
    assertTrue(ok > 1000 && refused > 10000, ok + " accepted, " + refused + " refused");
  }

  @Test
  void filesWithNonCanonicalDescrsReadAsNumpyLoadsThem() throws IOException {
    int files = 0;
    for (Path p : Fixtures.files("descr")) {
      String name = p.getFileName().toString();
      if (name.endsWith(".expected.npy")) {
        continue;
      }
      StridedArray got = Npy.read(p);
      StridedArray expected = Npy.read(p.resolveSibling(name.replace(".npy", ".expected.npy")));
      assertEquals(expected.dtype(), got.dtype(), name);
      assertArrayEquals(expected.shape(), got.shape(), name);
      assertArrayEquals(Fixtures.rawBits(expected), Fixtures.rawBits(got), name);
      files++;
    }
    assertEquals(20, files);
  }

  @Test
  void unsupportedDtypeStringsNameTheString() {
    assertEquals(
        "unsupported dtype '(2,)i4': ndgen reads bool, int8-int64, uint8-uint64, float16, float32"
            + " and float64",
        assertThrows(NpyFormatException.class, () -> Descr.parse("(2,)i4")).getMessage());
    assertEquals(
        "unsupported dtype '<int64': ndgen reads bool, int8-int64, uint8-uint64, float16, float32"
            + " and float64",
        assertThrows(NpyFormatException.class, () -> Descr.parse("<int64")).getMessage());
  }
}
