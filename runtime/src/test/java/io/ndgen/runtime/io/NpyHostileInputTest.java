package io.ndgen.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed and hostile {@code .npy}/{@code .npz} input: every case is a {@link NpyFormatException}
 * whose message names the problem, from a Path, a stream and a buffer alike.
 */
class NpyHostileInputTest {
  @TempDir Path tmp;

  private static final String OK_F4 = "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }";

  /** Magic, version, little-endian length field, the header text as given, data. */
  static byte[] npy(int major, String header, byte[] data) {
    byte[] text = header.getBytes(StandardCharsets.ISO_8859_1);
    int lengthSize = major == 1 ? 2 : 4;
    ByteBuffer b =
        ByteBuffer.allocate(8 + lengthSize + text.length + data.length)
            .order(ByteOrder.LITTLE_ENDIAN);
    b.put(NpyReader.MAGIC).put((byte) major).put((byte) 0);
    if (lengthSize == 2) {
      b.putShort((short) text.length);
    } else {
      b.putInt(text.length);
    }
    return b.put(text).put(data).array();
  }

  static byte[] npy(String header) {
    return npy(1, header, new byte[0]);
  }

  static byte[] concat(byte[] a, byte[] b) {
    byte[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private static String header(String descr, String fortran, String shape) {
    return "{'descr': " + descr + ", 'fortran_order': " + fortran + ", 'shape': " + shape + ", }";
  }

  static Stream<Arguments> framing() {
    byte[] valid = npy(1, OK_F4, new byte[12]);
    byte[] v2 = npy(2, OK_F4, new byte[12]);
    ByteBuffer bigLength = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
    bigLength.put(NpyReader.MAGIC).put((byte) 2).put((byte) 0).putInt(0xFFFFFFFF);
    ByteBuffer length70000 = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
    length70000.put(NpyReader.MAGIC).put((byte) 3).put((byte) 0).putInt(70000);
    byte[] wrongMagic = valid.clone();
    wrongMagic[0] = 'P';
    wrongMagic[1] = 'K';
    byte[] version4 = valid.clone();
    version4[6] = 4;
    byte[] version1x = valid.clone();
    version1x[7] = 1;
    return Stream.of(
        Arguments.of("empty", new byte[0], "input too short for a .npy file: 0 bytes"),
        Arguments.of("half magic", Arrays.copyOf(valid, 4), "input too short for a .npy file: 4"),
        Arguments.of("wrong magic", wrongMagic, "not a .npy file: expected the magic string"),
        Arguments.of("wrong magic shown", wrongMagic, "got PKUMPY"),
        Arguments.of("no version", Arrays.copyOf(valid, 7), "inside the .npy version bytes"),
        Arguments.of("version 4.0", version4, "unsupported .npy format version 4.0"),
        Arguments.of("version 1.1", version1x, "unsupported .npy format version 1.1"),
        Arguments.of("short length", Arrays.copyOf(v2, 10), "inside the 4-byte header length"),
        Arguments.of("length 2^32-1", bigLength.array(), "header length 4294967295 exceeds"),
        Arguments.of("length 70000", length70000.array(), "header length 70000 exceeds the limit"),
        Arguments.of(
            "header cut", Arrays.copyOf(valid, 30), "it declares " + OK_F4.length() + " bytes"),
        Arguments.of(
            "data cut",
            Arrays.copyOf(valid, valid.length - 5),
            "array data is truncated: shape (3,) of float32 needs 12 bytes, only 7 remain"),
        Arguments.of(
            "big claim, little data",
            npy(1, header("'<f8'", "False", "(100000000,)"), new byte[64]),
            "float64 needs 800000000 bytes, only 64 remain"),
        Arguments.of(
            "largest claim, little data",
            npy(1, header("'<f8'", "False", "(2147483639,)"), new byte[64]),
            "float64 needs 17179869112 bytes, only 64 remain"));
  }

  static Stream<Arguments> headers() {
    String deep = "(".repeat(40) + ")".repeat(40);
    String manyAxes = "(" + "1, ".repeat(65) + ")";
    return Stream.of(
        Arguments.of("", "header ends where a value was expected"),
        Arguments.of("[1, 2]", "header is not a dict: [1, 2]"),
        Arguments.of("{'descr': '<f4', 'fortran_order': False, 'shape': (3,)", "found the end"),
        Arguments.of("{'descr' '<f4'}", "expected ':' after the key 'descr', found '''"),
        Arguments.of("{'descr': '<f4' 'x'}", "expected ',' or '}' after the value of 'descr'"),
        Arguments.of("{'descr': '<f4', 'shape': (3,), }", "header has no 'fortran_order' key"),
        Arguments.of(
            "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), 'x': 1}",
            "unexpected key 'x'"),
        Arguments.of(
            "{'descr': '<f4', 'descr': '<f8', 'fortran_order': False, 'shape': (3,)}",
            "duplicate key 'descr'"),
        Arguments.of("{1: 2}", "header keys must be strings, got 1"),
        Arguments.of(header("'<c8'", "False", "(1,)"), "unsupported dtype '<c8' (complex)"),
        Arguments.of(header("'|O'", "False", "(1,)"), "unsupported dtype '|O' (object arrays"),
        Arguments.of(header("'<U3'", "False", "(1,)"), "unsupported dtype '<U3' (string)"),
        Arguments.of(header("'<M8[s]'", "False", "(1,)"), "'<M8[s]' (datetime)"),
        Arguments.of(header("'<f16'", "False", "(1,)"), "unsupported dtype '<f16': ndgen reads"),
        Arguments.of(header("''", "False", "(1,)"), "unsupported dtype ''"),
        Arguments.of(
            header("[('a', '<f4')]", "False", "(1,)"),
            "structured dtypes are not supported: descr is [('a', '<f4')]"),
        Arguments.of(
            header("('<f4', (2,))", "False", "(1,)"),
            "subarray dtypes are not supported: descr is ('<f4', (2,))"),
        Arguments.of(header("3", "False", "(1,)"), "descr must be a dtype string such as"),
        Arguments.of(header("'<f4'", "1", "(1,)"), "fortran_order must be True or False, got 1"),
        Arguments.of(header("'<f4'", "None", "(1,)"), "unsupported literal 'None'"),
        Arguments.of(header("'<f4'", "false", "(1,)"), "unsupported literal 'false'"),
        Arguments.of(
            header("'<f4'", "False", "[3, 4]"), "shape must be a tuple of integers, got [3, 4]"),
        Arguments.of(header("'<f4'", "False", "(3)"), "shape must be a tuple of integers, got 3"),
        Arguments.of(header("'<f4'", "False", "('a',)"), "got ('a',)"),
        Arguments.of(header("'<f4'", "False", "(True,)"), "got (True,)"),
        Arguments.of(header("'<f4'", "False", "(3.5,)"), "unsupported number literal"),
        Arguments.of(header("'<f4'", "False", "(0x10,)"), "unsupported number literal"),
        Arguments.of(header("'<f4'", "False", "(1_000,)"), "unsupported number literal"),
        Arguments.of(
            header("'<f4'", "False", "(007,)"), "leading zeros are not allowed in the integer 007"),
        Arguments.of(header("'<f4'", "False", "(-,)"), "expected digits after '-'"),
        Arguments.of(
            header("'<i4'", "False", "(-3, 4)"),
            "negative dimensions are not allowed: extent -3 on axis 0 of shape (-3, 4)"),
        Arguments.of(
            header("'<i4'", "False", "(2, 4294967296)"),
            "extent 4294967296 on axis 1 of shape (2, 4294967296) is larger than 2147483647"),
        Arguments.of(
            header("'<i4'", "False", "(" + "9".repeat(5000) + ",)"),
            "extent 99999999999999999999... (5000 digits) on axis 0"),
        Arguments.of(
            header("'<f8'", "False", "(65536, 65536)"),
            "shape (65536, 65536) has 4294967296 elements, more than the 2147483639"),
        Arguments.of(
            header("'<f8'", "False", "(4294967295, 4294967295)"), "is larger than 2147483647"),
        Arguments.of(
            header("'<f8'", "False", manyAxes),
            "shape has 65 dimensions, more than the maximum of 64"),
        Arguments.of(header(deep, "False", "(1,)"), "literal nested more than 16 levels deep"),
        Arguments.of(header("'<f\\x34'", "False", "(1,)"), "escape sequences are not supported"),
        Arguments.of("{'descr': '<f4}", "at offset 10: unterminated string"),
        Arguments.of("{'descr': '<f4\n'}", "at offset 10: unterminated string"),
        Arguments.of(
            header("'<f4\u00e9'", "False", "(1,)"), "unexpected character \\xe9 in a string"),
        Arguments.of(header("'<f4'", "False", "(1,)") + "\u00e9", "unexpected character \\xe9"),
        Arguments.of(header("'<f4'", "False", "(1,)") + "\0", "unexpected character \\x00 after"),
        Arguments.of(header("'<f4'", "False", "(1,)") + " # note", "unexpected '#' after"),
        Arguments.of(header("'<f4'", "False", "(1,)") + " {}", "unexpected '{' after"),
        Arguments.of("{'descr': b'<f4'}", "unsupported literal 'b'"),
        Arguments.of("{'descr': \u00e9}", "unexpected character \\xe9 where a value was expected"),
        Arguments.of("{'descr': {'<f4'}}", "expected ':' after the key '<f4', found '}'"));
  }

  static Stream<Arguments> cases() {
    Stream<Arguments> headers =
        headers()
            .map(
                a -> {
                  String h = (String) a.get()[0];
                  return Arguments.of("header " + h, npy(h), a.get()[1]);
                });
    return Stream.concat(framing(), headers);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void rejectsWithAMessageNamingTheProblem(String label, byte[] bytes, String fragment)
      throws IOException {
    Path file = tmp.resolve("bad.npy");
    Files.write(file, bytes);
    expectFormatError(fragment, () -> Npy.read(file));
    expectFormatError(fragment, () -> Npy.read(new ByteArrayInputStream(bytes)));
    expectFormatError(fragment, () -> Npy.read(new TrickleStream(bytes)));
    expectFormatError(fragment, () -> Npy.read(ByteBuffer.wrap(bytes)));
  }

  static NpyFormatException expectFormatError(String fragment, Executable read) {
    NpyFormatException e = assertThrows(NpyFormatException.class, read);
    assertTrue(
        e.getMessage().contains(fragment),
        () -> "message <" + e.getMessage() + "> should contain <" + fragment + ">");
    return e;
  }

  @Test
  void malformedHeaderMessageShowsWhereAndTheHeader() {
    String header = "{'descr': '<f4', 'fortran_order': False 'shape': (3,)}";
    expectFormatError(
        "malformed .npy header at offset 40: expected ',' or '}' after the value of"
            + " 'fortran_order', found '''; header: "
            + header,
        () -> Npy.read(ByteBuffer.wrap(npy(header))));
  }

  // ---- what NumPy's literal parser tolerates, ndgen reads too ----

  static Stream<Arguments> tolerated() {
    return Stream.of(
        Arguments.of(1, "{\"descr\":\"<u2\",\"fortran_order\":True,\"shape\":(2,2,)}", true),
        Arguments.of(
            1, "\n { 'shape' : ( 2 , 2 ) ,\n\t'fortran_order':False,'descr':'|u2'}\n", false),
        Arguments.of(2, "{'descr': '=u2', 'fortran_order': False, 'shape': (+2, 2L)}", false),
        Arguments.of(3, "{'descr': '<u2', 'fortran_order': False, 'shape': (2, 2),}  \n", false));
  }

  @ParameterizedTest
  @MethodSource("tolerated")
  void readsTheLiteralVariantsNumPyReads(int major, String header, boolean fortran)
      throws IOException {
    byte[] data = {1, 0, 2, 0, 3, 0, 4, 0};
    StridedArray a = Npy.read(ByteBuffer.wrap(npy(major, header, data)));
    assertEquals(DType.UINT16, a.dtype());
    assertArrayEquals(new int[] {2, 2}, a.shape());
    assertEquals(fortran, a.isFContiguous() && !a.isCContiguous());
    assertArrayEquals(
        fortran ? new double[] {1, 3, 2, 4} : new double[] {1, 2, 3, 4}, a.toDoubleArray());
  }

  @Test
  void python2LongSuffixIsOnlyReadBeforeVersion3() {
    String header = header("'<u2'", "False", "(2L,)");
    expectFormatError(
        "unsupported number literal", () -> Npy.read(ByteBuffer.wrap(npy(3, header, new byte[4]))));
  }

  // ---- checked reads for generated classes ----

  @Test
  void checkedReadNamesExpectedAndFoundDtypeAndShape() throws IOException {
    byte[] bytes = Npy.toBytes(StridedArray.zeros(DType.INT64, 2, 3));
    Path file = tmp.resolve("a.npy");
    Files.write(file, bytes);
    String message =
        "expected dtype float32 and rank 2, the file holds dtype int64 and shape (2, 3)";
    expectFormatError(message, () -> Npy.read(file, DType.FLOAT32, 2));
    expectFormatError(message, () -> Npy.read(new ByteArrayInputStream(bytes), DType.FLOAT32, 2));
    expectFormatError(
        "expected dtype int64 and rank 3, the file holds dtype int64 and shape (2, 3)",
        () -> Npy.read(ByteBuffer.wrap(bytes), DType.INT64, 3));
    assertArrayEquals(new int[] {2, 3}, Npy.read(file, DType.INT64, 2).shape());
  }

  @Test
  void checkedReadRejectsBeforeReadingTheData() {
    // the header promises far more data than there is; the dtype check must come first
    byte[] bytes = npy(1, header("'<f8'", "False", "(1000000, 1000)"), new byte[8]);
    expectFormatError(
        "expected dtype float32 and rank 2, the file holds dtype float64",
        () -> Npy.read(new ByteArrayInputStream(bytes), DType.FLOAT32, 2));
  }

  // ---- npz ----

  private static byte[] zip(Map<String, byte[]> members) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(out)) {
      for (Map.Entry<String, byte[]> e : members.entrySet()) {
        z.putNextEntry(new ZipEntry(e.getKey()));
        z.write(e.getValue());
        z.closeEntry();
      }
    }
    return out.toByteArray();
  }

  static Stream<Arguments> npzCases() throws IOException {
    byte[] good = Npy.toBytes(StridedArray.arange(DType.INT16, 4));
    return Stream.of(
        Arguments.of("not a zip", good, "damaged .npz (zip) archive"),
        Arguments.of(
            "not .npy",
            zip(Map.of("notes.txt", new byte[3])),
            "npz member 'notes.txt' is not a .npy array"),
        Arguments.of(
            "bad member",
            zip(Map.of("a.npy", Arrays.copyOf(good, good.length - 1))),
            "npz member 'a.npy': array data is truncated: shape (4,) of int16 needs 8 bytes"),
        Arguments.of(
            "bad member header",
            zip(Map.of("x/y.npy", npy(header("'<c16'", "False", "(1,)")))),
            "npz member 'x/y.npy': unsupported dtype '<c16' (complex)"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("npzCases")
  void rejectsBadNpzWithAMessage(String label, byte[] bytes, String fragment) throws IOException {
    Path file = tmp.resolve("bad.npz");
    Files.write(file, bytes);
    expectFormatError(fragment, () -> Npz.read(file));
    expectFormatError(fragment, () -> Npz.read(new ByteArrayInputStream(bytes)));
  }

  @Test
  void cutNpzIsDamagedForZipFileAndTruncatedForTheStream() throws IOException {
    byte[] npz = zip(Map.of("a.npy", Npy.toBytes(StridedArray.arange(DType.INT16, 4))));
    byte[] cut = Arrays.copyOf(npz, 60);
    Path file = tmp.resolve("cut.npz");
    Files.write(file, cut);
    // the zip central directory is at the end: without it the file is not an archive at all
    expectFormatError("damaged .npz (zip) archive", () -> Npz.read(file));
    // a stream reads members front to back and finds the first (deflated) one cut short
    expectFormatError(
        "npz member 'a.npy' is truncated: Unexpected end of ZLIB input stream",
        () -> Npz.read(new ByteArrayInputStream(cut)));
  }

  /** An input stream that hands out one byte per read call. */
  static final class TrickleStream extends InputStream {
    private final byte[] bytes;
    private int pos;

    TrickleStream(byte[] bytes) {
      this.bytes = bytes;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) {
        return 0;
      }
      if (pos >= bytes.length) {
        return -1;
      }
      b[off] = bytes[pos++];
      return 1;
    }
  }
}
