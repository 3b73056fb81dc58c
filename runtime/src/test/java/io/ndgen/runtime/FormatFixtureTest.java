package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link StridedArray#toString()} against NumPy's {@code str(a)}: the cases written by
 * scripts/fixtures/format_fixtures.py (every dtype, ranks 0 to 5, empty shapes, views, wrapping,
 * summarization, scientific notation, nan/inf/-0.0, shortest float16/float32 reprs), rebuilt from
 * their raw bits and compared character for character. No known deviations.
 */
class FormatFixtureTest {

  /** One fixture case: the base array, the view ops applied to it, and NumPy's string. */
  record Case(
      String name,
      DType dtype,
      int[] shape,
      List<String[]> views,
      String[] values,
      String expected) {}

  @TestFactory
  Stream<DynamicTest> matchesNumPy() {
    return readCases().stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.name(), () -> assertEquals(c.expected(), build(c).toString(), c.name())));
  }

  @Test
  void everyFloat16ScalarMatchesNumPy() throws IOException {
    List<String> expected = new ArrayList<>();
    try (BufferedReader r = reader(resource("half_scalars.txt.gz"), true)) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        expected.add(line);
      }
    }
    assertEquals(65536, expected.size());
    List<String> wrong = new ArrayList<>();
    for (int bits = 0; bits < 65536; bits++) {
      StridedArray a = StridedArray.wrap(DType.FLOAT16, new short[] {(short) bits});
      String got = a.toString();
      if (!got.equals(expected.get(bits))) {
        wrong.add(Integer.toHexString(bits) + ": expected " + expected.get(bits) + ", got " + got);
      }
    }
    assertTrue(
        wrong.isEmpty(),
        wrong.size() + " mismatches, first: " + wrong.subList(0, Math.min(10, wrong.size())));
  }

  @Test
  void float32AndFloat64ScalarsMatchNumPy() throws IOException {
    int count = 0;
    List<String> wrong = new ArrayList<>();
    try (BufferedReader r = reader(resource("float_scalars.txt.gz"), true)) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String[] f = line.split(" ");
        long bits = Long.parseUnsignedLong(f[1], 16);
        StridedArray a =
            f[0].equals("float32")
                ? StridedArray.wrap(new float[] {Float.intBitsToFloat((int) bits)}, new int[0])
                : StridedArray.wrap(new double[] {Double.longBitsToDouble(bits)}, new int[0]);
        String got = a.toString();
        if (!got.equals(f[2])) {
          wrong.add(f[0] + " " + f[1] + ": expected " + f[2] + ", got " + got);
        }
        count++;
      }
    }
    assertTrue(count > 10000, "only " + count + " scalar fixtures");
    assertTrue(
        wrong.isEmpty(),
        wrong.size() + " mismatches, first: " + wrong.subList(0, Math.min(10, wrong.size())));
  }

  static StridedArray build(Case c) {
    String[] v = c.values();
    Object data;
    switch (c.dtype()) {
      case BOOL:
        boolean[] z = new boolean[v.length];
        for (int i = 0; i < v.length; i++) {
          z[i] = v[i].equals("1");
        }
        data = z;
        break;
      case INT8:
      case UINT8:
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
          b[i] = (byte) Integer.parseInt(v[i]);
        }
        data = b;
        break;
      case INT16:
      case UINT16:
        short[] s = new short[v.length];
        for (int i = 0; i < v.length; i++) {
          s[i] = (short) Integer.parseInt(v[i]);
        }
        data = s;
        break;
      case FLOAT16:
        short[] h = new short[v.length];
        for (int i = 0; i < v.length; i++) {
          h[i] = (short) Integer.parseInt(v[i], 16);
        }
        data = h;
        break;
      case INT32:
      case UINT32:
        int[] n = new int[v.length];
        for (int i = 0; i < v.length; i++) {
          n[i] = (int) Long.parseLong(v[i]);
        }
        data = n;
        break;
      case INT64:
      case UINT64:
        long[] l = new long[v.length];
        for (int i = 0; i < v.length; i++) {
          l[i] = c.dtype() == DType.UINT64 ? Long.parseUnsignedLong(v[i]) : Long.parseLong(v[i]);
        }
        data = l;
        break;
      case FLOAT32:
        float[] f = new float[v.length];
        for (int i = 0; i < v.length; i++) {
          f[i] = Float.intBitsToFloat((int) Long.parseLong(v[i], 16));
        }
        data = f;
        break;
      default:
        double[] d = new double[v.length];
        for (int i = 0; i < v.length; i++) {
          d[i] = Double.longBitsToDouble(Long.parseUnsignedLong(v[i], 16));
        }
        data = d;
    }
    StridedArray a = StridedArray.wrap(c.dtype(), data, c.shape());
    for (String[] op : c.views()) {
      a = view(a, op);
    }
    return a;
  }

  private static StridedArray view(StridedArray a, String[] op) {
    int[] args = Arrays.stream(op).skip(1).mapToInt(Integer::parseInt).toArray();
    switch (op[0]) {
      case "T":
        return a.transpose();
      case "flip":
        return a.flip(args[0]);
      case "slice":
        return a.slice(args[0], args[1], args[2], args[3]);
      case "permute":
        return a.permute(args);
      case "broadcast":
        return a.broadcastTo(args);
      case "select":
        return a.select(args[0], args[1]);
      default:
        throw new IllegalArgumentException("unknown view op " + op[0]);
    }
  }

  static List<Case> readCases() {
    List<Case> cases = new ArrayList<>();
    try (BufferedReader r = reader(resource("cases.txt"), false)) {
      String line = r.readLine();
      while (line != null && line.startsWith("#")) {
        line = r.readLine();
      }
      while (line != null) {
        String name = field(line, "case");
        DType dtype = dtype(field(r.readLine(), "dtype"));
        String shapeText = field(r.readLine(), "shape").trim();
        int[] shape =
            shapeText.isEmpty()
                ? new int[0]
                : Arrays.stream(shapeText.split(" ")).mapToInt(Integer::parseInt).toArray();
        List<String[]> views = new ArrayList<>();
        line = r.readLine();
        while (line.startsWith("view ")) {
          views.add(field(line, "view").split(" "));
          line = r.readLine();
        }
        String valueText = field(line, "values").trim();
        String[] values = valueText.isEmpty() ? new String[0] : valueText.split(" ");
        int lines = Integer.parseInt(field(r.readLine(), "expect"));
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < lines; i++) {
          if (i > 0) {
            expected.append('\n');
          }
          expected.append(r.readLine());
        }
        cases.add(new Case(name, dtype, shape, views, values, expected.toString()));
        line = r.readLine();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return cases;
  }

  private static String field(String line, String key) {
    if (line == null || !(line.equals(key) || line.startsWith(key + " "))) {
      throw new IllegalStateException("expected a '" + key + "' line, got: " + line);
    }
    return line.substring(key.length()).trim();
  }

  private static DType dtype(String name) {
    for (DType t : DType.values()) {
      if (t.numpyName().equals(name.trim())) {
        return t;
      }
    }
    throw new IllegalStateException("unknown dtype " + name);
  }

  private static InputStream resource(String name) {
    InputStream in = FormatFixtureTest.class.getResourceAsStream("/fixtures/format/" + name);
    if (in == null) {
      throw new IllegalStateException("missing fixture " + name);
    }
    return in;
  }

  private static BufferedReader reader(InputStream in, boolean gzip) throws IOException {
    return new BufferedReader(
        new InputStreamReader(gzip ? new GZIPInputStream(in) : in, StandardCharsets.UTF_8));
  }
}
