package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.runtime.simd.Simd;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The Vector API kernels in use ({@link Vectorized}), with each run finished by the scalar loop as
 * a kernel does, against the scalar loops alone: bit for bit for every exact op, run length (vector
 * bodies and tails), stride pattern (unit, broadcast either side, strided, in place) and special
 * value (NaN, ±0, ±∞, subnormals); within a few ulp for the transcendental functions. With SIMD off
 * the Vector API kernels do nothing and the scalar loops run alone.
 */
class RunsTest {
  private static final Float64Runs REF64 = new Float64Runs();
  private static final Float32Runs REF32 = new Float32Runs();

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

  private static final String[] BINARY = {
    "add", "subtract", "multiply", "divide", "minimum", "maximum",
    "equal", "notEqual", "less", "lessEqual", "greater", "greaterEqual"
  };

  private static final String[] UNARY = {
    "negative", "absolute", "sign", "sqrt", "exp", "log", "sin", "cos", "tanh"
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

  /** Writes op(x, y) for the run into z (double[] or boolean[]): SIMD part first if asked. */
  static void binary64(
      String op, double[] x, int xs, double[] y, int ys, Object z, int n, boolean simd) {
    Float64Simd v = Vectorized.F64;
    double[] d = z instanceof double[] ? (double[]) z : null;
    boolean[] b = z instanceof boolean[] ? (boolean[]) z : null;
    int k =
        !simd
            ? 0
            : switch (op) {
              case "add" -> v.add(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "subtract" -> v.subtract(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "multiply" -> v.multiply(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "divide" -> v.divide(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "minimum" -> v.minimum(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "maximum" -> v.maximum(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "equal" -> v.equal(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "notEqual" -> v.notEqual(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "less" -> v.less(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "lessEqual" -> v.lessEqual(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "greater" -> v.greater(x, 0, xs, y, 0, ys, b, 0, 1, n);
              default -> v.greaterEqual(x, 0, xs, y, 0, ys, b, 0, 1, n);
            };
    int xo = k * xs;
    int yo = k * ys;
    int m = n - k;
    Float64Runs r = REF64;
    switch (op) {
      case "add" -> r.add(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "subtract" -> r.subtract(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "multiply" -> r.multiply(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "divide" -> r.divide(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "minimum" -> r.minimum(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "maximum" -> r.maximum(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "equal" -> r.equal(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "notEqual" -> r.notEqual(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "less" -> r.less(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "lessEqual" -> r.lessEqual(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "greater" -> r.greater(x, xo, xs, y, yo, ys, b, k, 1, m);
      default -> r.greaterEqual(x, xo, xs, y, yo, ys, b, k, 1, m);
    }
  }

  /** Writes op(x) for the run into z: SIMD part first if asked. */
  static void unary64(String op, double[] x, int xs, double[] z, int n, boolean simd) {
    Float64Simd v = Vectorized.F64;
    int k =
        !simd
            ? 0
            : switch (op) {
              case "negative" -> v.negative(x, 0, xs, z, 0, 1, n);
              case "absolute" -> v.absolute(x, 0, xs, z, 0, 1, n);
              case "sign" -> v.sign(x, 0, xs, z, 0, 1, n);
              case "sqrt" -> v.sqrt(x, 0, xs, z, 0, 1, n);
              case "exp" -> v.exp(x, 0, xs, z, 0, 1, n);
              case "log" -> v.log(x, 0, xs, z, 0, 1, n);
              case "sin" -> v.sin(x, 0, xs, z, 0, 1, n);
              case "cos" -> v.cos(x, 0, xs, z, 0, 1, n);
              default -> v.tanh(x, 0, xs, z, 0, 1, n);
            };
    int xo = k * xs;
    int m = n - k;
    Float64Runs r = REF64;
    switch (op) {
      case "negative" -> r.negative(x, xo, xs, z, k, 1, m);
      case "absolute" -> r.absolute(x, xo, xs, z, k, 1, m);
      case "sign" -> r.sign(x, xo, xs, z, k, 1, m);
      case "sqrt" -> r.sqrt(x, xo, xs, z, k, 1, m);
      case "exp" -> r.exp(x, xo, xs, z, k, 1, m);
      case "log" -> r.log(x, xo, xs, z, k, 1, m);
      case "sin" -> r.sin(x, xo, xs, z, k, 1, m);
      case "cos" -> r.cos(x, xo, xs, z, k, 1, m);
      default -> r.tanh(x, xo, xs, z, k, 1, m);
    }
  }

  /** Writes op(x, y) for the run into z (float[] or boolean[]): SIMD part first if asked. */
  static void binary32(
      String op, float[] x, int xs, float[] y, int ys, Object z, int n, boolean simd) {
    Float32Simd v = Vectorized.F32;
    float[] d = z instanceof float[] ? (float[]) z : null;
    boolean[] b = z instanceof boolean[] ? (boolean[]) z : null;
    int k =
        !simd
            ? 0
            : switch (op) {
              case "add" -> v.add(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "subtract" -> v.subtract(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "multiply" -> v.multiply(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "divide" -> v.divide(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "minimum" -> v.minimum(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "maximum" -> v.maximum(x, 0, xs, y, 0, ys, d, 0, 1, n);
              case "equal" -> v.equal(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "notEqual" -> v.notEqual(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "less" -> v.less(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "lessEqual" -> v.lessEqual(x, 0, xs, y, 0, ys, b, 0, 1, n);
              case "greater" -> v.greater(x, 0, xs, y, 0, ys, b, 0, 1, n);
              default -> v.greaterEqual(x, 0, xs, y, 0, ys, b, 0, 1, n);
            };
    int xo = k * xs;
    int yo = k * ys;
    int m = n - k;
    Float32Runs r = REF32;
    switch (op) {
      case "add" -> r.add(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "subtract" -> r.subtract(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "multiply" -> r.multiply(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "divide" -> r.divide(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "minimum" -> r.minimum(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "maximum" -> r.maximum(x, xo, xs, y, yo, ys, d, k, 1, m);
      case "equal" -> r.equal(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "notEqual" -> r.notEqual(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "less" -> r.less(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "lessEqual" -> r.lessEqual(x, xo, xs, y, yo, ys, b, k, 1, m);
      case "greater" -> r.greater(x, xo, xs, y, yo, ys, b, k, 1, m);
      default -> r.greaterEqual(x, xo, xs, y, yo, ys, b, k, 1, m);
    }
  }

  /** Writes op(x) for the run into z: SIMD part first if asked. */
  static void unary32(String op, float[] x, int xs, float[] z, int n, boolean simd) {
    Float32Simd v = Vectorized.F32;
    int k =
        !simd
            ? 0
            : switch (op) {
              case "negative" -> v.negative(x, 0, xs, z, 0, 1, n);
              case "absolute" -> v.absolute(x, 0, xs, z, 0, 1, n);
              case "sign" -> v.sign(x, 0, xs, z, 0, 1, n);
              case "sqrt" -> v.sqrt(x, 0, xs, z, 0, 1, n);
              case "exp" -> v.exp(x, 0, xs, z, 0, 1, n);
              case "log" -> v.log(x, 0, xs, z, 0, 1, n);
              case "sin" -> v.sin(x, 0, xs, z, 0, 1, n);
              case "cos" -> v.cos(x, 0, xs, z, 0, 1, n);
              default -> v.tanh(x, 0, xs, z, 0, 1, n);
            };
    int xo = k * xs;
    int m = n - k;
    Float32Runs r = REF32;
    switch (op) {
      case "negative" -> r.negative(x, xo, xs, z, k, 1, m);
      case "absolute" -> r.absolute(x, xo, xs, z, k, 1, m);
      case "sign" -> r.sign(x, xo, xs, z, k, 1, m);
      case "sqrt" -> r.sqrt(x, xo, xs, z, k, 1, m);
      case "exp" -> r.exp(x, xo, xs, z, k, 1, m);
      case "log" -> r.log(x, xo, xs, z, k, 1, m);
      case "sin" -> r.sin(x, xo, xs, z, k, 1, m);
      case "cos" -> r.cos(x, xo, xs, z, k, 1, m);
      default -> r.tanh(x, xo, xs, z, k, 1, m);
    }
  }

  @TestFactory
  Stream<DynamicTest> binaryOpsGiveTheScalarLoopsBits() {
    List<DynamicTest> t = new ArrayList<>();
    for (String op : BINARY) {
      boolean comparison = Arrays.asList(BINARY).indexOf(op) >= 6;
      for (int[] s : STRIDES) {
        t.add(
            DynamicTest.dynamicTest(
                op + " strides " + s[0] + "," + s[1],
                () -> {
                  Random rnd = new Random(op.hashCode() * 31L + s[0] * 7 + s[1]);
                  for (int n : LENGTHS) {
                    double[] x = values(rnd, n * s[0] + 1);
                    double[] y = values(rnd, n * s[1] + 1);
                    for (int i = 0; i < Math.min(x.length, y.length); i += 3) {
                      y[i] = x[i]; // equal pairs, also ±0 and NaN
                    }
                    float[] fx = floats(x);
                    float[] fy = floats(y);
                    if (comparison) {
                      boolean[] want = new boolean[n];
                      boolean[] got = new boolean[n];
                      binary64(op, x, s[0], y, s[1], want, n, false);
                      binary64(op, x, s[0], y, s[1], got, n, true);
                      assertEquals(Arrays.toString(want), Arrays.toString(got), op + " n=" + n);
                      binary32(op, fx, s[0], fy, s[1], want, n, false);
                      binary32(op, fx, s[0], fy, s[1], got, n, true);
                      assertEquals(
                          Arrays.toString(want), Arrays.toString(got), op + " float32 n=" + n);
                    } else {
                      double[] want = new double[n];
                      double[] got = new double[n];
                      binary64(op, x, s[0], y, s[1], want, n, false);
                      binary64(op, x, s[0], y, s[1], got, n, true);
                      assertBits(want, got, op + " n=" + n);
                      float[] fwant = new float[n];
                      float[] fgot = new float[n];
                      binary32(op, fx, s[0], fy, s[1], fwant, n, false);
                      binary32(op, fx, s[0], fy, s[1], fgot, n, true);
                      assertBits(fwant, fgot, op + " float32 n=" + n);
                    }
                  }
                }));
      }
    }
    return t.stream();
  }

  /** Exact unary ops bit for bit; transcendental ones within 4 ulp of the scalar loop. */
  @Test
  void unaryOpsMatchTheScalarLoops() {
    Random rnd = new Random(13);
    for (String op : UNARY) {
      boolean exact = Arrays.asList(UNARY).indexOf(op) < 4;
      for (int n : LENGTHS) {
        for (int xs : new int[] {1, 2}) {
          double[] x = values(rnd, n * xs + 1);
          double[] want = new double[n];
          double[] got = new double[n];
          unary64(op, x, xs, want, n, false);
          unary64(op, x, xs, got, n, true);
          float[] fx = floats(x);
          float[] fwant = new float[n];
          float[] fgot = new float[n];
          unary32(op, fx, xs, fwant, n, false);
          unary32(op, fx, xs, fgot, n, true);
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
      REF64.where(c, 0, 1, x, 0, 1, y, 0, 1, want, 0, 1, n);
      int d = Vectorized.F64.where(c, 0, 1, x, 0, 1, y, 0, 1, got, 0, 1, n);
      REF64.where(c, d, 1, x, d, 1, y, d, 1, got, d, 1, n - d);
      assertBits(want, got, "where n=" + n);
      double[] a = x.clone(); // in place: z is x
      REF64.add(x, 0, 1, y, 0, 1, want, 0, 1, n);
      d = Vectorized.F64.add(a, 0, 1, y, 0, 1, a, 0, 1, n);
      REF64.add(a, d, 1, y, d, 1, a, d, 1, n - d);
      assertBits(want, a, "in-place add n=" + n);
    }
  }

  /** Every length around the block and split boundaries, odd offsets. */
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
            Double.doubleToRawLongBits(Vectorized.SUM.sum(d, off, n)),
            "float64 n=" + n + " off=" + off);
        assertEquals(
            Float.floatToRawIntBits(scalar.sum(f, off, n)),
            Float.floatToRawIntBits(Vectorized.SUM.sum(f, off, n)),
            "float32 n=" + n + " off=" + off);
      }
    }
  }

  /** Runs rich in ties: zeros of both signs, NaNs with distinct payloads, repeated values. */
  static double[] tieValues(Random rnd, int n) {
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      switch (rnd.nextInt(6)) {
        case 0 -> v[i] = 0.0;
        case 1 -> v[i] = -0.0;
        case 2 -> v[i] = rnd.nextInt(3) - 1;
        case 3 ->
            v[i] =
                rnd.nextInt(50) == 0
                    ? Double.longBitsToDouble(0x7ff8000000000000L + rnd.nextInt(1000))
                    : -2.0;
        default -> v[i] = rnd.nextGaussian();
      }
    }
    return v;
  }

  /** The whole-run reductions against the scalar loops (fold and NumPy's argmax), bit for bit. */
  @Test
  void reductionsGiveTheScalarLoopsBits() {
    if (!Vectorized.F64.vectorized()) {
      assertEquals(false, Vectorized.F32.vectorized());
      return; // SIMD off: kernels run their scalar loops only
    }
    Random rnd = new Random(23);
    for (int trial = 0; trial < 400; trial++) {
      int n = 1 + rnd.nextInt(trial < 200 ? 40 : 300);
      double[] d = tieValues(rnd, n + 2);
      float[] f = floats(d);
      double acc = d[n + 1];
      float facc = f[n + 1];
      String what = "n=" + n + " " + Arrays.toString(Arrays.copyOf(d, Math.min(n + 2, 12)));
      double mx = acc;
      double mn = acc;
      float fmx = facc;
      float fmn = facc;
      for (int i = 1; i <= n; i++) {
        mx = mx > d[i] || mx != mx ? mx : d[i];
        mn = mn < d[i] || mn != mn ? mn : d[i];
        fmx = fmx > f[i] || fmx != fmx ? fmx : f[i];
        fmn = fmn < f[i] || fmn != fmn ? fmn : f[i];
      }
      assertEquals(
          Double.doubleToRawLongBits(mx),
          Double.doubleToRawLongBits(Vectorized.F64.max(d, 1, n, acc)),
          "max " + what);
      assertEquals(
          Double.doubleToRawLongBits(mn),
          Double.doubleToRawLongBits(Vectorized.F64.min(d, 1, n, acc)),
          "min " + what);
      assertEquals(
          Float.floatToRawIntBits(fmx),
          Float.floatToRawIntBits(Vectorized.F32.max(f, 1, n, facc)),
          "float32 max " + what);
      assertEquals(
          Float.floatToRawIntBits(fmn),
          Float.floatToRawIntBits(Vectorized.F32.min(f, 1, n, facc)),
          "float32 min " + what);
      assertEquals(argmax(d, 1, n), Vectorized.F64.argmax(d, 1, n), "argmax " + what);
      assertEquals(argmin(d, 1, n), Vectorized.F64.argmin(d, 1, n), "argmin " + what);
      assertEquals(
          argmax(widen(f), 1, n), Vectorized.F32.argmax(f, 1, n), "float32 argmax " + what);
      assertEquals(
          argmin(widen(f), 1, n), Vectorized.F32.argmin(f, 1, n), "float32 argmin " + what);
    }
  }

  /** Float values as doubles (exact), so the double reference loops decide float ties. */
  static double[] widen(float[] f) {
    double[] d = new double[f.length];
    for (int i = 0; i < f.length; i++) {
      d[i] = f[i];
    }
    return d;
  }

  /** NumPy's argmax loop (first NaN, else first of the largest). */
  static int argmax(double[] a, int off, int n) {
    double best = a[off];
    int at = 0;
    if (best != best) {
      return 0;
    }
    for (int j = 1; j < n; j++) {
      double v = a[off + j];
      if (!(v <= best)) {
        best = v;
        at = j;
        if (v != v) {
          break;
        }
      }
    }
    return at;
  }

  static int argmin(double[] a, int off, int n) {
    double best = a[off];
    int at = 0;
    if (best != best) {
      return 0;
    }
    for (int j = 1; j < n; j++) {
      double v = a[off + j];
      if (!(v >= best)) {
        best = v;
        at = j;
        if (v != v) {
          break;
        }
      }
    }
    return at;
  }

  @Test
  void simdImplementationsAreInUseExactlyWhenSimdIsOn() {
    assertEquals(Simd.enabled(), Vectorized.F64.getClass() != Float64Simd.class);
    assertEquals(Simd.enabled(), Vectorized.F32.getClass() != Float32Simd.class);
    assertEquals(Simd.enabled(), Vectorized.SUM.getClass() != SumRuns.class);
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
    return ulpsOfFloatBits(a, b);
  }

  private static long ulpsOfFloatBits(float a, float b) {
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
