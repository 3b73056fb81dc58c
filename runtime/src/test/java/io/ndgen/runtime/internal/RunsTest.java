package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import io.ndgen.runtime.simd.Simd;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
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

  /** The first {@link #EXACT} are exact (bit for bit), the rest transcendental. */
  private static final String[] UNARY = {
    "negative",
    "absolute",
    "sign",
    "sqrt",
    "floor",
    "ceil",
    "trunc",
    "rint",
    "exp",
    "log",
    "sin",
    "cos",
    "tanh"
  };

  private static final int EXACT = 8;

  /** Unary kernels with a bool result. */
  private static final String[] PREDICATES = {"isnan", "isinf", "isfinite"};

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

  /**
   * Runs the generated kernel {@code op} of {@code kernels} on x, y into z (n elements): as is when
   * {@code simd} (the Vector API leaf first, the scalar loop finishing), else through an output of
   * stride 2, which no leaf takes, so the generated scalar loop alone computes every element.
   */
  static void binary(
      Class<?> kernels,
      String op,
      Object x,
      int xs,
      Object y,
      int ys,
      Object z,
      int n,
      boolean simd)
      throws ReflectiveOperationException {
    Class<?> st = x.getClass();
    Method m =
        kernels.getMethod(
            op,
            st,
            int.class,
            int.class,
            st,
            int.class,
            int.class,
            z.getClass(),
            int.class,
            int.class,
            int.class);
    if (simd) {
      m.invoke(null, x, 0, xs, y, 0, ys, z, 0, 1, n);
      return;
    }
    Object wide = Array.newInstance(z.getClass().getComponentType(), 2 * n);
    m.invoke(null, x, 0, xs, y, 0, ys, wide, 0, 2, n);
    for (int i = 0; i < n; i++) {
      Array.set(z, i, Array.get(wide, 2 * i));
    }
  }

  /** As {@link #binary} for the unary kernel {@code op}. */
  static void unary(Class<?> kernels, String op, Object x, int xs, Object z, int n, boolean simd)
      throws ReflectiveOperationException {
    Class<?> st = x.getClass();
    Method m =
        kernels.getMethod(
            op.equals("absolute") ? "abs" : op,
            st,
            int.class,
            int.class,
            z.getClass(),
            int.class,
            int.class,
            int.class);
    if (simd) {
      m.invoke(null, x, 0, xs, z, 0, 1, n);
      return;
    }
    Object wide = Array.newInstance(z.getClass().getComponentType(), 2 * n);
    m.invoke(null, x, 0, xs, wide, 0, 2, n);
    for (int i = 0; i < n; i++) {
      Array.set(z, i, Array.get(wide, 2 * i));
    }
  }

  /** Every element of {@code a} at twice its index (odd slots NaN): a stride-2 copy. */
  static double[] spread(double[] a) {
    double[] w = new double[2 * a.length];
    Arrays.fill(w, Double.NaN);
    for (int i = 0; i < a.length; i++) {
      w[2 * i] = a[i];
    }
    return w;
  }

  static float[] spread(float[] a) {
    float[] w = new float[2 * a.length];
    Arrays.fill(w, Float.NaN);
    for (int i = 0; i < a.length; i++) {
      w[2 * i] = a[i];
    }
    return w;
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
                      binary(Float64Kernels.class, op, x, s[0], y, s[1], want, n, false);
                      binary(Float64Kernels.class, op, x, s[0], y, s[1], got, n, true);
                      assertEquals(Arrays.toString(want), Arrays.toString(got), op + " n=" + n);
                      binary(Float32Kernels.class, op, fx, s[0], fy, s[1], want, n, false);
                      binary(Float32Kernels.class, op, fx, s[0], fy, s[1], got, n, true);
                      assertEquals(
                          Arrays.toString(want), Arrays.toString(got), op + " float32 n=" + n);
                    } else {
                      double[] want = new double[n];
                      double[] got = new double[n];
                      binary(Float64Kernels.class, op, x, s[0], y, s[1], want, n, false);
                      binary(Float64Kernels.class, op, x, s[0], y, s[1], got, n, true);
                      assertBits(want, got, op + " n=" + n);
                      float[] fwant = new float[n];
                      float[] fgot = new float[n];
                      binary(Float32Kernels.class, op, fx, s[0], fy, s[1], fwant, n, false);
                      binary(Float32Kernels.class, op, fx, s[0], fy, s[1], fgot, n, true);
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
  void unaryOpsMatchTheScalarLoops() throws ReflectiveOperationException {
    Random rnd = new Random(13);
    for (String op : UNARY) {
      boolean exact = Arrays.asList(UNARY).indexOf(op) < EXACT;
      for (int n : LENGTHS) {
        for (int xs : new int[] {1, 2}) {
          double[] x = values(rnd, n * xs + 1);
          double[] want = new double[n];
          double[] got = new double[n];
          unary(Float64Kernels.class, op, x, xs, want, n, false);
          unary(Float64Kernels.class, op, x, xs, got, n, true);
          float[] fx = floats(x);
          float[] fwant = new float[n];
          float[] fgot = new float[n];
          unary(Float32Kernels.class, op, fx, xs, fwant, n, false);
          unary(Float32Kernels.class, op, fx, xs, fgot, n, true);
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
  void predicatesMatchTheScalarLoops() throws ReflectiveOperationException {
    Random rnd = new Random(19);
    for (String op : PREDICATES) {
      for (int n : LENGTHS) {
        for (int xs : new int[] {1, 2}) {
          double[] x = values(rnd, n * xs + 1);
          boolean[] want = new boolean[n];
          boolean[] got = new boolean[n];
          unary(Float64Kernels.class, op, x, xs, want, n, false);
          unary(Float64Kernels.class, op, x, xs, got, n, true);
          assertEquals(Arrays.toString(want), Arrays.toString(got), op + " n=" + n);
          unary(Float32Kernels.class, op, floats(x), xs, want, n, false);
          unary(Float32Kernels.class, op, floats(x), xs, got, n, true);
          assertEquals(Arrays.toString(want), Arrays.toString(got), op + " float32 n=" + n);
        }
      }
    }
  }

  @Test
  void clipMatchesTheScalarLoop() {
    Random rnd = new Random(23);
    double[][] bounds = {{-0.5, 0.75}, {0.0, 1.0}, {-0.0, 0.0}, {2.0, -2.0}};
    for (double[] b : bounds) {
      for (int n : LENGTHS) {
        double[] x = values(rnd, n + 1);
        double[] want = new double[2 * n];
        double[] got = new double[n];
        ClipFloat64.clip(x, 0, 1, b[0], b[1], want, 0, 2, n); // stride 2: the scalar loop alone
        ClipFloat64.clip(x, 0, 1, b[0], b[1], got, 0, 1, n);
        float[] f = floats(x);
        float[] fwant = new float[2 * n];
        float[] fgot = new float[n];
        ClipFloat32.clip(f, 0, 1, (float) b[0], (float) b[1], fwant, 0, 2, n);
        ClipFloat32.clip(f, 0, 1, (float) b[0], (float) b[1], fgot, 0, 1, n);
        for (int i = 0; i < n; i++) {
          assertEquals(
              Double.doubleToRawLongBits(want[2 * i]),
              Double.doubleToRawLongBits(got[i]),
              "clip " + Arrays.toString(b) + " of " + x[i]);
          assertEquals(
              Float.floatToRawIntBits(fwant[2 * i]),
              Float.floatToRawIntBits(fgot[i]),
              "float32 clip " + Arrays.toString(b) + " of " + f[i]);
        }
      }
    }
  }

  @Test
  void inPlaceRuns() {
    Random rnd = new Random(17);
    for (int n : LENGTHS) {
      double[] x = values(rnd, n);
      double[] y = values(rnd, n + 1);
      double[] want = new double[2 * n];
      Float64Kernels.add(x, 0, 1, y, 0, 1, want, 0, 2, n);
      double[] a = x.clone(); // in place: z is x
      Float64Kernels.add(a, 0, 1, y, 0, 1, a, 0, 1, n);
      for (int i = 0; i < n; i++) {
        assertEquals(
            Double.doubleToRawLongBits(want[2 * i]),
            Double.doubleToRawLongBits(a[i]),
            "in-place add n=" + n);
      }
      float[] f = floats(x);
      float[] fy = floats(y);
      Float32Kernels.multiply(f, 0, 1, fy, 0, 0, f, 0, 1, n); // z is x, y broadcast
      for (int i = 0; i < n; i++) {
        assertEquals(
            Float.floatToRawIntBits((float) x[i] * (float) y[0]), Float.floatToRawIntBits(f[i]));
      }
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
        assertVectorSumsMatch(scalar, d, f, off, n);
        assertEquals( // the kernel as reductions call it, against its strided scalar loop
            Double.doubleToRawLongBits(Float64Kernels.pairwise(spread(d), 2 * off, n, 2)),
            Double.doubleToRawLongBits(Float64Kernels.pairwise(d, off, n, 1)),
            "float64 kernel n=" + n + " off=" + off);
        assertEquals(
            Float.floatToRawIntBits(Float32Kernels.pairwise(spread(f), 2 * off, n, 2)),
            Float.floatToRawIntBits(Float32Kernels.pairwise(f, off, n, 1)),
            "float32 kernel n=" + n + " off=" + off);
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

  /**
   * The reduction kernels on unit-stride runs (the Vector API leaves first) against the same
   * kernels on stride-2 copies (their scalar loops alone), bit for bit: min/max folds, NumPy's
   * argmin/argmax (first NaN, else first extreme) and the accumulate kernels.
   */
  @Test
  void reductionsGiveTheScalarLoopsBits() {
    Random rnd = new Random(23);
    for (int trial = 0; trial < 400; trial++) {
      int n = 1 + rnd.nextInt(trial < 200 ? 40 : 300);
      double[] d = tieValues(rnd, n + 2);
      float[] f = floats(d);
      double[] wd = spread(d);
      float[] wf = spread(f);
      String what = "n=" + n + " " + Arrays.toString(Arrays.copyOf(d, Math.min(n + 2, 12)));
      double[] r = {d[n + 1]};
      double[] want = {d[n + 1]};
      Float64Kernels.maxRun(d, 1, 1, n, r, 0);
      Float64Kernels.maxRun(wd, 2, 2, n, want, 0);
      assertBits(want, r, "max " + what);
      r[0] = want[0] = d[n + 1];
      Float64Kernels.minRun(d, 1, 1, n, r, 0);
      Float64Kernels.minRun(wd, 2, 2, n, want, 0);
      assertBits(want, r, "min " + what);
      float[] fr = {f[n + 1]};
      float[] fwant = {f[n + 1]};
      Float32Kernels.maxRun(f, 1, 1, n, fr, 0);
      Float32Kernels.maxRun(wf, 2, 2, n, fwant, 0);
      assertBits(fwant, fr, "float32 max " + what);
      fr[0] = fwant[0] = f[n + 1];
      Float32Kernels.minRun(f, 1, 1, n, fr, 0);
      Float32Kernels.minRun(wf, 2, 2, n, fwant, 0);
      assertBits(fwant, fr, "float32 min " + what);
      assertArgExtremesGiveTheScalarLoops(d, 1, n, what);
      double[] acc = tieValues(rnd, n);
      double[] wacc = spread(acc);
      Float64Kernels.maxAccumulate(d, 1, 1, acc, 0, 1, n);
      Float64Kernels.maxAccumulate(wd, 2, 2, wacc, 0, 2, n);
      Float64Kernels.sumAccumulate(d, 0, 1, acc, 0, 1, n);
      Float64Kernels.sumAccumulate(wd, 0, 2, wacc, 0, 2, n);
      Float64Kernels.minAccumulate(d, 2, 1, acc, 0, 1, n);
      Float64Kernels.minAccumulate(wd, 4, 2, wacc, 0, 2, n);
      Float64Kernels.prodAccumulate(d, 1, 1, acc, 0, 1, n);
      Float64Kernels.prodAccumulate(wd, 2, 2, wacc, 0, 2, n);
      double[] accWant = new double[n];
      for (int i = 0; i < n; i++) {
        accWant[i] = wacc[2 * i];
      }
      assertBits(accWant, acc, "accumulate " + what);
    }
  }

  /**
   * Long runs (several blocks of the Vector API's argmin/argmax, several of its four-accumulator
   * steps): the extreme planted at two or three positions (the first wins), runs of zeros of both
   * signs only, NaNs in a later block than an earlier extreme; unit-stride kernels against their
   * stride-2 scalar loops, bit for bit.
   */
  @Test
  void longReductionsGiveTheScalarLoopsBits() {
    Random rnd = new Random(37);
    for (int trial = 0; trial < 240; trial++) {
      int n = 1 + rnd.nextInt(20000); // up to five 4096-float blocks (AVX-512), ten of float64
      double[] d = new double[n];
      for (int i = 0; i < n; i++) {
        d[i] = trial % 4 == 1 ? (rnd.nextBoolean() ? 0.0 : -0.0) : rnd.nextGaussian();
      }
      double extreme = rnd.nextBoolean() ? 9.5 : -9.5;
      for (int k = trial % 3; k < 3; k++) {
        d[rnd.nextInt(n)] = trial % 4 == 1 ? -d[rnd.nextInt(n)] : extreme;
      }
      if (trial % 4 == 2) {
        d[rnd.nextInt(n)] = Double.longBitsToDouble(0x7ff8000000000000L + trial);
        d[rnd.nextInt(n)] = Double.longBitsToDouble(0xfff8000000000000L + trial);
      }
      float[] f = floats(d);
      double[] wd = spread(d);
      float[] wf = spread(f);
      String what = "trial " + trial + " n=" + n;
      double[] r = {-1.0};
      double[] want = {-1.0};
      Float64Kernels.maxRun(d, 0, 1, n, r, 0);
      Float64Kernels.maxRun(wd, 0, 2, n, want, 0);
      assertBits(want, r, "max " + what);
      float[] fr = {1f};
      float[] fwant = {1f};
      Float32Kernels.minRun(f, 0, 1, n, fr, 0);
      Float32Kernels.minRun(wf, 0, 2, n, fwant, 0);
      assertBits(fwant, fr, "float32 min " + what);
      assertArgExtremesGiveTheScalarLoops(d, 0, n, what);
    }
  }

  /**
   * The search for the first extreme inside the winning block (several vectors per test, then one
   * vector, then single elements): the extreme at every position of a run, with an equal element
   * (or the other signed zero) later, unit-stride kernels against their stride-2 scalar loops.
   */
  @Test
  void argExtremeFoundAtEveryPosition() {
    Random rnd = new Random(43);
    int n = 300;
    for (int at = 0; at < n; at++) {
      double[] d = new double[n];
      for (int i = 0; i < n; i++) {
        d[i] = rnd.nextDouble() - 0.5;
      }
      boolean zeros = at % 2 == 1;
      int later = at + 1 + rnd.nextInt(n - at);
      d[at] = zeros ? -0.0 : 2.0;
      if (later < n) {
        d[later] = zeros ? 0.0 : 2.0;
      }
      if (zeros) {
        for (int i = 0; i < n; i++) {
          d[i] = i == at || i == later ? d[i] : -1.0 - Math.abs(d[i]); // the zeros are the maxima
        }
      }
      double[] neg = new double[n];
      for (int i = 0; i < n; i++) {
        neg[i] = -d[i];
      }
      String what = "at=" + at + " later=" + later;
      assertEquals(at, Float64Kernels.argmax(spread(d), 0, 2, n), "planted " + what);
      assertArgExtremesGiveTheScalarLoops(d, 0, n, what);
      assertArgExtremesGiveTheScalarLoops(neg, 0, n, "negated " + what);
    }
  }

  /**
   * The search inside the winning block of a run longer than one block (4096 floats, 2048 doubles
   * with AVX-512): narrowed by the extreme of each step of 16 vectors, then element by element. The
   * extreme planted at every position from the second float64 block to the end (three float32
   * blocks, the last one short: a step and a shorter tail), with a later tie: an equal value, a 0.0
   * after a -0.0 that is the largest, or a second NaN. Against the planted index and the stride-2
   * scalar loops' answer for argmax and argmin.
   */
  @Test
  void argExtremeFoundAtEveryPositionOfALaterBlock() {
    Random rnd = new Random(61);
    int n = 2 * 4096 + 300;
    for (int at = 2048; at < n; at++) {
      int kind = at % 3;
      double[] d = new double[n];
      for (int i = 0; i < n; i++) {
        d[i] = kind == 1 ? -1 - rnd.nextDouble() : rnd.nextDouble() - 0.5;
      }
      int later = at + 1 + rnd.nextInt(Math.min(300, n - at));
      switch (kind) {
        case 0 -> d[at] = 2.0;
        case 1 -> d[at] = -0.0;
        default -> d[at] = Double.longBitsToDouble(0x7ff8000000000000L + at);
      }
      if (later < n) {
        d[later] = kind == 1 ? 0.0 : kind == 0 ? 2.0 : Double.longBitsToDouble(0xfff8000000000001L);
      }
      double[] neg = new double[n];
      for (int i = 0; i < n; i++) {
        neg[i] = -d[i];
      }
      float[] f = floats(d);
      float[] fneg = floats(neg);
      String what = "kind=" + kind + " at=" + at + " later=" + later;
      assertEquals(at, Float64Kernels.argmax(d, 0, 1, n), "argmax " + what);
      assertEquals(at, Float64Kernels.argmin(neg, 0, 1, n), "argmin " + what);
      assertEquals(at, Float32Kernels.argmax(f, 0, 1, n), "float32 argmax " + what);
      assertEquals(at, Float32Kernels.argmin(fneg, 0, 1, n), "float32 argmin " + what);
      assertEquals(at, Float64Kernels.argmax(spread(d), 0, 2, n), "scalar argmax " + what);
      assertEquals(at, Float32Kernels.argmin(spread(fneg), 0, 2, n), "scalar argmin " + what);
    }
  }

  /**
   * Runs of every length from 1 to 700: below one vector, below the one-pass kernel's step of eight
   * vectors, and several steps with the last one overlapping the one before. The extreme is planted
   * at lane, vector and step boundaries, in the overlapped tail and at either end, each time with a
   * tie: an equal element later (in another lane or step), or the first of two NaNs (different
   * payloads, the second later), or a -0.0 before a 0.0 in a row below zero, or an infinity with
   * the other one elsewhere. Unit-stride kernels against the planted index and their stride-2
   * scalar loops.
   */
  @Test
  void argExtremesOfEveryRowLengthWithTiesAtBoundaries() {
    Random rnd = new Random(59);
    for (int n = 1; n <= 700; n++) {
      int tail = n - n % 128; // 8 vectors of 16 floats: the overlapped part starts here (AVX-512)
      int[] places = {
        0, n - 1, rnd.nextInt(n), (n - 1) / 16 * 16, Math.max(0, (n - 1) / 16 * 16 - 1), tail
      };
      for (int p = 0; p < places.length; p++) {
        int at = Math.min(places[p], n - 1);
        int kind = (n + p) % 4;
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
          d[i] = kind == 2 ? -1 - rnd.nextDouble() : rnd.nextDouble() - 0.5;
        }
        int later = at + 1 + rnd.nextInt(n - at);
        int expect = at;
        switch (kind) {
          case 0 -> { // the largest twice
            d[at] = 2.0;
            later = later < n ? later : at;
            d[later] = 2.0;
          }
          case 1 -> { // two NaNs: the first wins argmax and argmin
            d[at] = Double.longBitsToDouble(0x7ff8000000000000L + n);
            if (later < n) {
              d[later] = Double.longBitsToDouble(0xfff8000000000001L);
            }
          }
          case 2 -> { // zeros of both signs are the largest and equal: the first wins
            d[at] = -0.0;
            if (later < n) {
              d[later] = 0.0;
            }
          }
          default -> { // +inf the largest, -inf the smallest somewhere else
            d[at] = Double.POSITIVE_INFINITY;
            if (later < n) {
              d[later] = Double.NEGATIVE_INFINITY;
            } else if (at > 0) {
              d[0] = Double.NEGATIVE_INFINITY;
            }
          }
        }
        String what = "n=" + n + " kind=" + kind + " at=" + at + " later=" + later;
        assertEquals(expect, Float64Kernels.argmax(d, 0, 1, n), "argmax " + what);
        assertEquals(expect, Float32Kernels.argmax(floats(d), 0, 1, n), "float32 argmax " + what);
        if (kind == 1) {
          assertEquals(expect, Float64Kernels.argmin(d, 0, 1, n), "argmin " + what);
        }
        assertArgExtremesGiveTheScalarLoops(d, 0, n, what);
        double[] neg = new double[n];
        for (int i = 0; i < n; i++) {
          neg[i] = -d[i];
        }
        assertArgExtremesGiveTheScalarLoops(neg, 0, n, "negated " + what);
      }
    }
  }

  /**
   * argmax and argmin of float64 {@code d} and its float32 rounding over the unit-stride run of
   * {@code n} from {@code i} (the Vector API leaves first) against the same kernels on a stride-2
   * copy (their scalar loops alone).
   */
  static void assertArgExtremesGiveTheScalarLoops(double[] d, int i, int n, String what) {
    float[] f = floats(d);
    double[] wd = spread(d);
    float[] wf = spread(f);
    assertEquals(
        Float64Kernels.argmax(wd, 2 * i, 2, n),
        Float64Kernels.argmax(d, i, 1, n),
        "argmax " + what);
    assertEquals(
        Float64Kernels.argmin(wd, 2 * i, 2, n),
        Float64Kernels.argmin(d, i, 1, n),
        "argmin " + what);
    assertEquals(
        Float32Kernels.argmax(wf, 2 * i, 2, n),
        Float32Kernels.argmax(f, i, 1, n),
        "float32 argmax " + what);
    assertEquals(
        Float32Kernels.argmin(wf, 2 * i, 2, n),
        Float32Kernels.argmin(f, i, 1, n),
        "float32 argmin " + what);
  }

  @Test
  void simdImplementationsAreInUseExactlyWhenSimdIsOn() {
    assertEquals(Simd.enabled(), Vectorized.F64.getClass() != Float64Simd.class);
    assertEquals(Simd.enabled(), Vectorized.F32.getClass() != Float32Simd.class);
    // NumPy's eight partial sums need 256-bit vectors; with narrower ones (NEON, or
    // -XX:MaxVectorSize=16) the sums stay scalar by design
    assertEquals(
        Simd.enabled() && maxVectorBytes() >= 32, Vectorized.SUM.getClass() != SumRuns.class);
  }

  /** HotSpot's widest vector in bytes ({@code -XX:MaxVectorSize}, set from the CPU by default). */
  private static long maxVectorBytes() {
    HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    return Long.parseLong(vm.getVMOption("MaxVectorSize").getValue());
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

  /** {@code Vectorized.SUM} gives the scalar recursion's bits, float64 and float32. */
  static void assertVectorSumsMatch(SumRuns scalar, double[] d, float[] f, int off, int n) {
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
