package io.ndgen.runtime.ops;

import static io.ndgen.runtime.ops.WholeVectors.assertSameBits;
import static io.ndgen.runtime.ops.WholeVectors.repeated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.simd.Simd;
import org.junit.jupiter.api.Test;

/**
 * {@code tanh} on contiguous float32 and float64 arrays (the Vector API kernel when SIMD is on, the
 * scalar loop otherwise): the special values bit for bit, saturation at ±1, odd symmetry, and the
 * error bounds docs/ops.md states (float32: 5 ulp with SIMD, 1 without; float64: 2 against the
 * exact result, held here as 3 against {@code StrictMath.tanh}) on dense samples.
 */
class TanhTest {
  /** float32 error bound in ulp against {@code (float) Math.tanh(x)}, with and without SIMD. */
  private static final int F32_BOUND = Simd.enabled() ? 5 : 1;

  /** float64 error bound in ulp against {@code StrictMath.tanh}, with and without SIMD. */
  private static final int F64_BOUND = Simd.enabled() ? 3 : 1;

  private static float[] tanh(float[] x) {
    return (float[]) StridedArray.wrap(x.clone(), x.length).tanh().storage();
  }

  private static double[] tanh(double[] x) {
    return (double[]) StridedArray.wrap(x.clone(), x.length).tanh().storage();
  }

  @Test
  void specialValuesFloat32() {
    float[] in = {
      0f,
      -0f,
      Float.MIN_VALUE,
      -Float.MIN_VALUE,
      Float.MIN_NORMAL,
      1e-20f,
      -1e-7f,
      Float.POSITIVE_INFINITY,
      Float.NEGATIVE_INFINITY,
      Float.NaN,
      Float.intBitsToFloat(0xffc00001), // a NaN with the sign bit and a payload
      Float.MAX_VALUE,
      -Float.MAX_VALUE,
      9.010914f,
      -9.010914f,
      1e4f,
      -88f
    };
    float[] want = {
      0f,
      -0f,
      Float.MIN_VALUE,
      -Float.MIN_VALUE,
      Float.MIN_NORMAL,
      1e-20f,
      -1e-7f,
      1f,
      -1f,
      Float.NaN,
      Float.NaN,
      1f,
      -1f,
      1f,
      -1f,
      1f,
      -1f
    };
    assertSameBits("tanh", in, want, tanh(repeated(in)));
  }

  @Test
  void specialValuesFloat64() {
    double[] in = {
      0, -0.0, Double.MIN_VALUE, -1e-300, Double.POSITIVE_INFINITY, -1e300, Double.NaN
    };
    double[] want = {0, -0.0, Double.MIN_VALUE, -1e-300, 1, -1, Double.NaN};
    double[] x = new double[in.length * 32];
    for (int i = 0; i < x.length; i++) {
      x[i] = in[i / 32];
    }
    double[] got = tanh(x);
    for (int i = 0; i < got.length; i++) {
      assertEquals(
          Double.doubleToLongBits(want[i / 32]),
          Double.doubleToLongBits(got[i]),
          "tanh(" + in[i / 32] + ") at " + i);
    }
  }

  /**
   * Every 251st float in [0, 9.5] and its negation (0.6M values over the whole range): within the
   * bound of the correctly rounded result, never beyond ±1, and tanh(-x) == -tanh(x) exactly.
   */
  @Test
  void float32WithinTheStatedBoundAndOdd() {
    int end = Float.floatToIntBits(9.5f);
    int n = end / 251 + 1;
    float[] x = new float[2 * n];
    for (int i = 0; i < n; i++) {
      x[2 * i] = Float.intBitsToFloat(i * 251);
      x[2 * i + 1] = -x[2 * i];
    }
    float[] got = tanh(x);
    for (int i = 0; i < x.length; i++) {
      float want = (float) Math.tanh(x[i]);
      boolean odd = i % 2 == 0 || Float.floatToIntBits(-got[i - 1]) == Float.floatToIntBits(got[i]);
      if (ulps(want, got[i]) > F32_BOUND || Math.abs(got[i]) > 1f || !odd) { // messages are slow
        fail("tanh(" + x[i] + ") = " + got[i] + ", want " + want + (odd ? "" : "; not odd"));
      }
    }
  }

  /**
   * 1M doubles spread by their bits over [0, 21] (both branches of the SIMD kernel, the clamp, tiny
   * values) plus a dense run across the branch point 0.625, and their negations: within 3 ulp of
   * {@code StrictMath.tanh} (fdlibm, within 1 ulp of exact; the kernel is within 2), never beyond
   * ±1, odd bit for bit.
   */
  @Test
  void float64WithinTheStatedBoundAndOdd() {
    long end = Double.doubleToLongBits(21.0);
    int n = 1 << 20;
    long step = end / (n - 4096);
    double[] x = new double[2 * n];
    for (int i = 0; i < n; i++) {
      double v =
          i < n - 4096
              ? Double.longBitsToDouble(i * step)
              : Double.longBitsToDouble(Double.doubleToLongBits(0.625) + (i - n + 2048) * 997L);
      x[2 * i] = v;
      x[2 * i + 1] = -v;
    }
    double[] got = tanh(x);
    for (int i = 0; i < x.length; i++) {
      double want = StrictMath.tanh(x[i]);
      boolean odd =
          i % 2 == 0 || Double.doubleToLongBits(-got[i - 1]) == Double.doubleToLongBits(got[i]);
      if (ulps(want, got[i]) > F64_BOUND || Math.abs(got[i]) > 1 || !odd) {
        fail("tanh(" + x[i] + ") = " + got[i] + ", want " + want + (odd ? "" : "; not odd"));
      }
    }
  }

  private static long ulps(double a, double b) {
    return Math.abs(
        ordered(Double.doubleToLongBits(a), Long.MIN_VALUE)
            - ordered(Double.doubleToLongBits(b), Long.MIN_VALUE));
  }

  private static long ulps(float a, float b) {
    return Math.abs(
        ordered(Float.floatToIntBits(a), Integer.MIN_VALUE)
            - ordered(Float.floatToIntBits(b), Integer.MIN_VALUE));
  }

  /** The bits of a float or double as a count that steps by one per representable value. */
  private static long ordered(long bits, long min) {
    return bits < 0 ? min - bits : bits;
  }
}
