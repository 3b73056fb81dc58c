package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.runtime.simd.Simd;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The run kernels in use ({@link Runs}) against their scalar definitions: bit for bit for every
 * exact op, run length (vector bodies and tails), stride pattern (unit, broadcast either side,
 * strided, in place) and special value (NaN, ±0, ±∞, subnormals); within a few ulp for the
 * transcendental functions. With SIMD off the kernels in use are the definitions themselves.
 */
class RunsTest {
  private static final int[] LENGTHS = {0, 1, 7, 8, 15, 16, 17, 33, 100, 1000};

  /** Strides of x, y: unit, y broadcast, x broadcast, strided. */
  private static final int[][] STRIDES = {{1, 1}, {1, 0}, {0, 1}, {2, 3}};

  private static final double[] SPECIAL = {
    Double.NaN,
    -0.0,
    0.0,
    Double.POSITIVE_INFINITY,
    Double.NEGATIVE_INFINITY,
    Double.MIN_VALUE,
    -Double.MIN_NORMAL,
    1,
    -1,
    2,
    0.5
  };

  static double[] values(Random rnd, int n) {
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      v[i] =
          rnd.nextInt(4) == 0
              ? SPECIAL[rnd.nextInt(SPECIAL.length)]
              : (rnd.nextDouble() - 0.5) * Math.scalb(1.0, rnd.nextInt(12) - 6);
    }
    return v;
  }

  static float[] floats(double[] v) {
    float[] f = new float[v.length];
    for (int i = 0; i < v.length; i++) {
      f[i] = (float) v[i];
    }
    return f;
  }

  interface Binary64 {
    void run(Float64Runs k, double[] x, int xs, double[] y, int ys, double[] z, int n);
  }

  interface Binary32 {
    void run(Float32Runs k, float[] x, int xs, float[] y, int ys, float[] z, int n);
  }

  private static final String[] BINARY = {
    "add", "subtract", "multiply", "divide", "minimum", "maximum"
  };

  static void binary64(
      String op, Float64Runs k, double[] x, int xs, double[] y, int ys, double[] z, int n) {
    switch (op) {
      case "add":
        k.add(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "subtract":
        k.subtract(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "multiply":
        k.multiply(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "divide":
        k.divide(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "minimum":
        k.minimum(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      default:
        k.maximum(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
    }
  }

  static void binary32(
      String op, Float32Runs k, float[] x, int xs, float[] y, int ys, float[] z, int n) {
    switch (op) {
      case "add":
        k.add(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "subtract":
        k.subtract(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "multiply":
        k.multiply(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "divide":
        k.divide(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      case "minimum":
        k.minimum(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
      default:
        k.maximum(x, 0, xs, y, 0, ys, z, 0, 1, n);
        break;
    }
  }

  @TestFactory
  Stream<DynamicTest> binaryOpsGiveTheDefinitionsBits() {
    List<DynamicTest> t = new ArrayList<>();
    for (String op : BINARY) {
      for (int[] s : STRIDES) {
        t.add(
            DynamicTest.dynamicTest(
                op + " strides " + s[0] + "," + s[1],
                () -> {
                  Random rnd = new Random(op.hashCode() * 31L + s[0] * 7 + s[1]);
                  for (int n : LENGTHS) {
                    double[] x = values(rnd, n * s[0] + 1);
                    double[] y = values(rnd, n * s[1] + 1);
                    double[] want = new double[n];
                    double[] got = new double[n];
                    binary64(op, new Float64Runs(), x, s[0], y, s[1], want, n);
                    binary64(op, Runs.F64, x, s[0], y, s[1], got, n);
                    assertBits(want, got, op + " n=" + n);
                    float[] fx = floats(x);
                    float[] fy = floats(y);
                    float[] fwant = new float[n];
                    float[] fgot = new float[n];
                    binary32(op, new Float32Runs(), fx, s[0], fy, s[1], fwant, n);
                    binary32(op, Runs.F32, fx, s[0], fy, s[1], fgot, n);
                    assertBits(fwant, fgot, op + " float32 n=" + n);
                  }
                }));
      }
    }
    return t.stream();
  }

  @Test
  void comparisonsGiveTheDefinitionsResults() {
    Random rnd = new Random(11);
    for (int[] s : STRIDES) {
      for (int n : LENGTHS) {
        double[] x = values(rnd, n * s[0] + 1);
        double[] y = values(rnd, n * s[1] + 1);
        for (int i = 0; i < Math.min(x.length, y.length); i += 3) {
          y[i] = x[i]; // equal pairs, also ±0 and NaN
        }
        float[] fx = floats(x);
        float[] fy = floats(y);
        for (int op = 0; op < 6; op++) {
          boolean[] want = new boolean[n];
          boolean[] got = new boolean[n];
          compare64(op, new Float64Runs(), x, s[0], y, s[1], want, n);
          compare64(op, Runs.F64, x, s[0], y, s[1], got, n);
          assertEquals(
              java.util.Arrays.toString(want),
              java.util.Arrays.toString(got),
              "op " + op + " n=" + n);
          compare32(op, new Float32Runs(), fx, s[0], fy, s[1], want, n);
          compare32(op, Runs.F32, fx, s[0], fy, s[1], got, n);
          assertEquals(
              java.util.Arrays.toString(want),
              java.util.Arrays.toString(got),
              "float32 op " + op + " n=" + n);
        }
      }
    }
  }

  static void compare64(
      int op, Float64Runs k, double[] x, int xs, double[] y, int ys, boolean[] z, int n) {
    switch (op) {
      case 0 -> k.equal(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 1 -> k.notEqual(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 2 -> k.less(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 3 -> k.lessEqual(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 4 -> k.greater(x, 0, xs, y, 0, ys, z, 0, 1, n);
      default -> k.greaterEqual(x, 0, xs, y, 0, ys, z, 0, 1, n);
    }
  }

  static void compare32(
      int op, Float32Runs k, float[] x, int xs, float[] y, int ys, boolean[] z, int n) {
    switch (op) {
      case 0 -> k.equal(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 1 -> k.notEqual(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 2 -> k.less(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 3 -> k.lessEqual(x, 0, xs, y, 0, ys, z, 0, 1, n);
      case 4 -> k.greater(x, 0, xs, y, 0, ys, z, 0, 1, n);
      default -> k.greaterEqual(x, 0, xs, y, 0, ys, z, 0, 1, n);
    }
  }

  /** Exact unary ops bit for bit; transcendental ones within {@code ulp} of the definition. */
  @Test
  void unaryOpsMatchTheDefinition() {
    String[] ops = {"negative", "absolute", "sign", "sqrt", "exp", "log", "sin", "cos", "tanh"};
    Random rnd = new Random(13);
    for (String op : ops) {
      boolean exact =
          op.equals("negative") || op.equals("absolute") || op.equals("sign") || op.equals("sqrt");
      for (int n : LENGTHS) {
        for (int xs : new int[] {1, 2}) {
          double[] x = values(rnd, n * xs + 1);
          double[] want = new double[n];
          double[] got = new double[n];
          unary64(op, new Float64Runs(), x, xs, want, n);
          unary64(op, Runs.F64, x, xs, got, n);
          float[] fx = floats(x);
          float[] fwant = new float[n];
          float[] fgot = new float[n];
          unary32(op, new Float32Runs(), fx, xs, fwant, n);
          unary32(op, Runs.F32, fx, xs, fgot, n);
          if (exact) {
            assertBits(want, got, op + " n=" + n);
            assertBits(fwant, fgot, op + " float32 n=" + n);
          } else {
            for (int i = 0; i < n; i++) {
              assertTrue(
                  ulps(want[i], got[i]) <= 4,
                  op + "(" + x[i * xs] + ") = " + got[i] + ", want " + want[i]);
              assertTrue(
                  ulps(fwant[i], fgot[i]) <= 4,
                  op + "(" + fx[i * xs] + ") = " + fgot[i] + ", want " + fwant[i]);
            }
          }
        }
      }
    }
  }

  static void unary64(String op, Float64Runs k, double[] x, int xs, double[] z, int n) {
    switch (op) {
      case "negative" -> k.negative(x, 0, xs, z, 0, 1, n);
      case "absolute" -> k.absolute(x, 0, xs, z, 0, 1, n);
      case "sign" -> k.sign(x, 0, xs, z, 0, 1, n);
      case "sqrt" -> k.sqrt(x, 0, xs, z, 0, 1, n);
      case "exp" -> k.exp(x, 0, xs, z, 0, 1, n);
      case "log" -> k.log(x, 0, xs, z, 0, 1, n);
      case "sin" -> k.sin(x, 0, xs, z, 0, 1, n);
      case "cos" -> k.cos(x, 0, xs, z, 0, 1, n);
      default -> k.tanh(x, 0, xs, z, 0, 1, n);
    }
  }

  static void unary32(String op, Float32Runs k, float[] x, int xs, float[] z, int n) {
    switch (op) {
      case "negative" -> k.negative(x, 0, xs, z, 0, 1, n);
      case "absolute" -> k.absolute(x, 0, xs, z, 0, 1, n);
      case "sign" -> k.sign(x, 0, xs, z, 0, 1, n);
      case "sqrt" -> k.sqrt(x, 0, xs, z, 0, 1, n);
      case "exp" -> k.exp(x, 0, xs, z, 0, 1, n);
      case "log" -> k.log(x, 0, xs, z, 0, 1, n);
      case "sin" -> k.sin(x, 0, xs, z, 0, 1, n);
      case "cos" -> k.cos(x, 0, xs, z, 0, 1, n);
      default -> k.tanh(x, 0, xs, z, 0, 1, n);
    }
  }

  @Test
  void whereAndInPlaceRuns() {
    Random rnd = new Random(17);
    for (int n : LENGTHS) {
      boolean[] c = new boolean[n];
      for (int i = 0; i < n; i++) {
        c[i] = rnd.nextBoolean();
      }
      double[] x = values(rnd, n);
      double[] y = values(rnd, n);
      double[] want = new double[n];
      double[] got = new double[n];
      new Float64Runs().where(c, 0, 1, x, 0, 1, y, 0, 1, want, 0, 1, n);
      Runs.F64.where(c, 0, 1, x, 0, 1, y, 0, 1, got, 0, 1, n);
      assertBits(want, got, "where n=" + n);
      // in place: z is x
      double[] a = x.clone();
      new Float64Runs().add(x, 0, 1, y, 0, 1, want, 0, 1, n);
      Runs.F64.add(a, 0, 1, y, 0, 1, a, 0, 1, n);
      assertBits(want, a, "in-place add n=" + n);
    }
  }

  /** Every length around the block and split boundaries, odd offsets, special values. */
  @Test
  void pairwiseSumsGiveTheDefinitionsBits() {
    Random rnd = new Random(19);
    SumRuns scalar = new SumRuns();
    for (int n = 0; n <= 1100; n = n < 300 ? n + 1 : n + 37) {
      for (int off : new int[] {0, 3}) {
        double[] d = values(rnd, n + off);
        for (int i = 0; i < d.length; i++) {
          if (Double.isNaN(d[i]) || Double.isInfinite(d[i])) {
            d[i] = rnd.nextGaussian() * 1e8; // finite, so rounding differences would show
          }
        }
        float[] f = floats(d);
        assertEquals(
            Double.doubleToRawLongBits(scalar.sum(d, off, n)),
            Double.doubleToRawLongBits(Runs.SUM.sum(d, off, n)),
            "float64 n=" + n + " off=" + off);
        assertEquals(
            Float.floatToRawIntBits(scalar.sum(f, off, n)),
            Float.floatToRawIntBits(Runs.SUM.sum(f, off, n)),
            "float32 n=" + n + " off=" + off);
      }
    }
  }

  @Test
  void simdImplementationsAreInUseExactlyWhenSimdIsOn() {
    assertEquals(Simd.enabled(), Runs.F64.getClass() != Float64Runs.class);
    assertEquals(Simd.enabled(), Runs.F32.getClass() != Float32Runs.class);
    assertEquals(Simd.enabled(), Runs.SUM.getClass() != SumRuns.class);
  }

  static long ulps(double a, double b) {
    if (Double.isNaN(a) || Double.isNaN(b)) {
      return Double.isNaN(a) && Double.isNaN(b) ? 0 : Long.MAX_VALUE;
    }
    if (a == b) {
      return 0;
    }
    long x = Double.doubleToLongBits(a);
    long y = Double.doubleToLongBits(b);
    x = x < 0 ? Long.MIN_VALUE - x : x;
    y = y < 0 ? Long.MIN_VALUE - y : y;
    return Math.abs(x - y);
  }

  static long ulps(float a, float b) {
    if (Float.isNaN(a) || Float.isNaN(b)) {
      return Float.isNaN(a) && Float.isNaN(b) ? 0 : Long.MAX_VALUE;
    }
    if (a == b) {
      return 0;
    }
    long x = Float.floatToIntBits(a);
    long y = Float.floatToIntBits(b);
    x = x < 0 ? Integer.MIN_VALUE - x : x;
    y = y < 0 ? Integer.MIN_VALUE - y : y;
    return Math.abs(x - y);
  }

  static void assertBits(double[] want, double[] got, String what) {
    for (int i = 0; i < want.length; i++) {
      if (Double.doubleToRawLongBits(want[i]) != Double.doubleToRawLongBits(got[i])
          && !(Double.isNaN(want[i]) && Double.isNaN(got[i]))) {
        assertEquals(want[i], got[i], what + " at " + i);
        assertEquals(
            Double.doubleToRawLongBits(want[i]),
            Double.doubleToRawLongBits(got[i]),
            what + " at " + i);
      }
    }
  }

  static void assertBits(float[] want, float[] got, String what) {
    for (int i = 0; i < want.length; i++) {
      if (Float.floatToRawIntBits(want[i]) != Float.floatToRawIntBits(got[i])
          && !(Float.isNaN(want[i]) && Float.isNaN(got[i]))) {
        assertEquals(want[i], got[i], what + " at " + i);
        assertEquals(
            Float.floatToRawIntBits(want[i]), Float.floatToRawIntBits(got[i]), what + " at " + i);
      }
    }
  }
}
