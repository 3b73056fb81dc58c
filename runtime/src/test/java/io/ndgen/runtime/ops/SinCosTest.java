package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.simd.Simd;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * float32 {@code sin} and {@code cos} on contiguous arrays against NumPy 2.4.6 ({@code sincos.txt},
 * written by scripts/fixtures/kernel_fixtures.py) and against the exactly reduced {@code (float)
 * Math.sin((double) x)}. With SIMD on, the vector kernel is NumPy's own float32 algorithm, so every
 * |x| up to NumPy's threshold gives NumPy's bits; beyond it both fall back to a scalar libm,
 * ndgen's giving Math's result, NumPy's glibc's (within 1 ulp of each other). ±0, subnormals, ±inf
 * and NaN are bit for bit in both modes, and an element's result does not depend on its neighbours.
 */
class SinCosTest {
  /** Largest distance from the exactly reduced result, in ulp (docs/ops.md: measured 1). */
  private static final int BOUND = 1;

  /** NumPy's Cody-Waite thresholds: larger |x| go to libm (to {@code Math} here). */
  private static final float SIN_LIMIT = 117435.992f;

  private static final float COS_LIMIT = 71476.0625f;

  private static float[] apply(String f, float[] x) {
    StridedArray a = StridedArray.wrap(x.clone(), x.length);
    return (float[]) (f.equals("sin") ? a.sin() : a.cos()).storage();
  }

  private static float exact(String f, float x) {
    return (float) (f.equals("sin") ? Math.sin(x) : Math.cos(x));
  }

  /** Bits as integers ordered as the values, so a difference counts ulps (across zero too). */
  private static long ordered(float v) {
    int b = Float.floatToIntBits(v);
    return b < 0 ? -(long) (b & Integer.MAX_VALUE) : b;
  }

  @TestFactory
  Stream<DynamicTest> againstNumPy() {
    return Fixtures.load("sincos.txt").stream()
        .map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c, 1)));
  }

  /**
   * The random cases again after 2000 calls, by when C2 has compiled the kernel: plain float
   * arithmetic, so the bits are the interpreter's.
   */
  @TestFactory
  Stream<DynamicTest> againstNumPyAfterWarmUp() {
    return Fixtures.load("sincos.txt").stream()
        .filter(c -> c.name().endsWith("random"))
        .map(c -> DynamicTest.dynamicTest(c.name() + "_warm", () -> check(c, 2000)));
  }

  private static void check(Fixtures.Case c, int calls) {
    String f = c.call()[0];
    float limit = f.equals("sin") ? SIN_LIMIT : COS_LIMIT;
    StridedArray in = (StridedArray) c.inputs().get(0).value();
    float[] x = (float[]) in.storage();
    float[] got = null;
    for (int k = 0; k < calls; k++) {
      got = apply(f, x);
    }
    assertEquals(c.expect().length, got.length, c.name());
    for (int i = 0; i < x.length; i++) {
      float want = (float) Fixtures.parseDouble(c.expect()[i]);
      String what = c.name() + ": " + f + "(" + x[i] + ") = " + got[i] + ", NumPy " + want;
      float a = Math.abs(x[i]);
      boolean inRange = a <= limit;
      if (!(a >= Float.MIN_NORMAL) || Float.isInfinite(a) || Simd.enabled() && inRange) {
        assertEquals(Float.floatToIntBits(want), Float.floatToIntBits(got[i]), what);
      } else {
        assertEquals(Float.floatToIntBits(exact(f, x[i])), Float.floatToIntBits(got[i]), what);
        assertTrue(Math.abs(ordered(want) - ordered(got[i])) <= 1, what);
      }
    }
  }

  /** Every 97th float in [-1e4, 1e4], and every 4099th above to 2e5: within the bound. */
  @Test
  void withinTheStatedBound() {
    int mid = Float.floatToIntBits(1e4f);
    int top = Float.floatToIntBits(2e5f);
    int n = 2 * (mid / 97 + (top - mid) / 4099 + 2);
    float[] x = new float[n];
    int k = 0;
    for (int b = 0; b <= top && k < n; b += b < mid ? 97 : 4099) {
      x[k++] = Float.intBitsToFloat(b);
      x[k++] = -Float.intBitsToFloat(b);
    }
    for (String f : List.of("sin", "cos")) {
      float[] got = apply(f, x);
      for (int i = 0; i < k; i++) {
        float want = exact(f, x[i]);
        if (Math.abs(ordered(want) - ordered(got[i])) > BOUND) {
          fail(f + "(" + x[i] + ") = " + got[i] + ", want " + want);
        }
      }
    }
  }

  /**
   * An element's result is the same whether the rest of its vector is in the kernel's range or not
   * (a NaN, an infinity, an |x| above the threshold next to it).
   */
  @Test
  void resultsDoNotDependOnTheNeighbours() {
    float[] others = {Float.NaN, Float.NEGATIVE_INFINITY, 1e6f, 100000f, 0.5f};
    int n = 4096;
    float[] alone = new float[n];
    for (int i = 0; i < n; i++) {
      alone[i] = -2e4f + 4e4f * i / n;
    }
    for (String f : List.of("sin", "cos")) {
      float[] want = apply(f, alone);
      for (float o : others) {
        float[] same = new float[n];
        Arrays.fill(same, o);
        float wantOther = apply(f, same)[0];
        float[] mixed = new float[2 * n];
        for (int i = 0; i < n; i++) {
          mixed[2 * i] = alone[i];
          mixed[2 * i + 1] = o;
        }
        float[] got = apply(f, mixed);
        for (int i = 0; i < n; i++) {
          assertEquals(
              Float.floatToIntBits(want[i]),
              Float.floatToIntBits(got[2 * i]),
              f + "(" + alone[i] + ") next to " + o);
          assertEquals(
              Float.floatToIntBits(wantOther),
              Float.floatToIntBits(got[2 * i + 1]),
              f + "(" + o + ") next to " + alone[i]);
        }
      }
    }
  }
}
