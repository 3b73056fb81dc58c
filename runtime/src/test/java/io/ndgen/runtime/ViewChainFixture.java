package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Shapes;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reader for {@code fixtures/views/chains.txt}, written by {@code scripts/fixtures/view_chains.py}
 * (the script's docstring describes the format).
 */
final class ViewChainFixture {
  static final String RESOURCE = "/fixtures/views/chains.txt";

  private ViewChainFixture() {}

  /** One chain: a base array and the steps applied to it in turn. */
  record Chain(int id, DType dtype, Order order, int[] shape, String storage, List<Step> steps) {
    @Override
    public String toString() {
      return "chain "
          + id
          + " ("
          + dtype.numpyName()
          + ", "
          + order
          + ", "
          + Shapes.format(shape)
          + ")";
    }
  }

  /**
   * One operation. For a successful step {@code error} is null and the expectations are set; for an
   * error step only {@code error} (Python's exception class) and {@code message} are.
   */
  record Step(
      String op,
      String args,
      int[] shape,
      int[] strides,
      int offset,
      boolean view,
      String flags,
      String values,
      String error,
      String message) {
    boolean isError() {
      return error != null;
    }

    @Override
    public String toString() {
      return (isError() ? "error " : "") + op + "(" + args + ")";
    }
  }

  static List<Chain> load() {
    InputStream in = ViewChainFixture.class.getResourceAsStream(RESOURCE);
    if (in == null) {
      throw new IllegalStateException("missing test resource " + RESOURCE);
    }
    List<Chain> chains = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      List<Step> steps = null;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t", -1);
        switch (f[0]) {
          case "chain" -> {
            steps = new ArrayList<>();
            chains.add(
                new Chain(
                    Integer.parseInt(f[1]),
                    dtype(f[2]),
                    Order.valueOf(f[3]),
                    ints(f[4]),
                    f[5],
                    steps));
          }
          case "step" ->
              steps.add(
                  new Step(
                      f[1],
                      f[2],
                      ints(f[3]),
                      ints(f[4]),
                      Integer.parseInt(f[5]),
                      f[6].equals("view"),
                      f[7],
                      f[8],
                      null,
                      null));
          case "error" ->
              steps.add(new Step(f[1], f[2], null, null, 0, false, null, null, f[3], f[4]));
          default -> throw new IllegalStateException("bad fixture line: " + line);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return chains;
  }

  static DType dtype(String numpyName) {
    return DType.valueOf(numpyName.toUpperCase(Locale.ROOT));
  }

  /** {@code [3,4]} to an int array; {@code []} is empty. */
  static int[] ints(String text) {
    String body = text.strip();
    if (!body.startsWith("[") || !body.endsWith("]")) {
      throw new IllegalArgumentException("not a list: " + text);
    }
    body = body.substring(1, body.length() - 1).strip();
    if (body.isEmpty()) {
      return new int[0];
    }
    String[] parts = body.split(",");
    int[] out = new int[parts.length];
    for (int k = 0; k < parts.length; k++) {
      out[k] = Integer.parseInt(parts[k].strip());
    }
    return out;
  }

  /** Storage primitive array for {@code dtype} holding the encoded values. */
  static Object storage(DType dtype, String values) {
    if (dtype == DType.BOOL) {
      boolean[] out = new boolean[values.length()];
      for (int i = 0; i < out.length; i++) {
        out[i] = values.charAt(i) == '1';
      }
      return out;
    }
    String[] t = values.isEmpty() ? new String[0] : values.split(" ");
    switch (dtype) {
      case INT8, UINT8 -> {
        byte[] out = new byte[t.length];
        for (int i = 0; i < t.length; i++) {
          out[i] = (byte) Long.parseLong(t[i]);
        }
        return out;
      }
      case INT16, UINT16, FLOAT16 -> {
        short[] out = new short[t.length];
        for (int i = 0; i < t.length; i++) {
          out[i] = (short) Long.parseLong(t[i]);
        }
        return out;
      }
      case INT32, UINT32 -> {
        int[] out = new int[t.length];
        for (int i = 0; i < t.length; i++) {
          out[i] = (int) Long.parseLong(t[i]);
        }
        return out;
      }
      case INT64, UINT64 -> {
        long[] out = new long[t.length];
        for (int i = 0; i < t.length; i++) {
          out[i] = integer(dtype, t[i]);
        }
        return out;
      }
      case FLOAT32 -> {
        float[] out = new float[t.length];
        for (int i = 0; i < t.length; i++) {
          out[i] = (float) real(t[i]);
        }
        return out;
      }
      default -> {
        double[] out = new double[t.length];
        for (int i = 0; i < t.length; i++) {
          out[i] = real(t[i]);
        }
        return out;
      }
    }
  }

  /** An integer value as written by the script (uint64 unsigned) as its long bits. */
  static long integer(DType dtype, String text) {
    return dtype == DType.UINT64 ? Long.parseUnsignedLong(text) : Long.parseLong(text);
  }

  /** Python's repr of a float. */
  static double real(String text) {
    return switch (text) {
      case "nan" -> Double.NaN;
      case "inf" -> Double.POSITIVE_INFINITY;
      case "-inf" -> Double.NEGATIVE_INFINITY;
      default -> Double.parseDouble(text);
    };
  }
}
