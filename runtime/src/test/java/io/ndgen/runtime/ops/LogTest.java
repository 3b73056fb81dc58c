package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.runtime.StridedArray;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * float32 {@code log} on contiguous arrays (ndgen's kernel when SIMD is on, {@code Math.log}
 * rounded to float otherwise): the special values and the edges of the range against NumPy 2.4.6
 * ({@code log_specials.txt}, written by scripts/fixtures/kernel_fixtures.py), the 1 ulp bound
 * docs/ops.md states on every 97th positive float, and results that do not depend on the other
 * elements of the same vector.
 */
class LogTest {
  /** Error bound in ulp against the correctly rounded result, {@code (float) Math.log(x)}. */
  private static final int BOUND = 1;

  /**
   * Distance from NumPy's result in ulp where that is finite and not 0: NumPy's AVX-512 float32
   * {@code log} is within 3.83 ulp of the exact result (its source says so), ndgen's within 1.
   */
  private static final int NUMPY_BOUND = 4;

  private static float[] log(float[] x) {
    return (float[]) StridedArray.wrap(x.clone(), x.length).log().storage();
  }

  private static float want(float x) {
    return (float) Math.log(x);
  }

  @TestFactory
  Stream<DynamicTest> specialValuesAgainstNumPy() {
    return Fixtures.load("log_specials.txt").stream()
        .map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
  }

  /**
   * Bit for bit where NumPy's result is ±inf, NaN or 0 (x is ±0, negative, ±inf, NaN or 1);
   * elsewhere within {@link #BOUND} of the correctly rounded result and {@link #NUMPY_BOUND} of
   * NumPy's.
   */
  private static void check(Fixtures.Case c) {
    List<Object> in = new ArrayList<>();
    for (Fixtures.Operand o : c.inputs()) {
      in.add(o.value());
    }
    StridedArray x = (StridedArray) in.get(0);
    StridedArray r = Fixtures.call(c.call(), in, null);
    assertEquals(c.expectDType(), r.dtype(), c.name());
    assertArrayEquals(c.expectShape(), r.shape(), c.name());
    for (int i = 0; i < c.expect().length; i++) {
      float numpy = (float) Fixtures.parseDouble(c.expect()[i]);
      float got = (float) r.getDouble(i);
      float xi = (float) x.getDouble(i);
      String what = c.name() + ": log(" + xi + ") at " + i + " is " + got + ", NumPy " + numpy;
      if (Float.isNaN(numpy) || Float.isInfinite(numpy) || numpy == 0f) {
        assertEquals(Float.floatToIntBits(numpy), Float.floatToIntBits(got), what);
      } else {
        int exact = Float.floatToIntBits(want(xi));
        assertTrue(Math.abs(Float.floatToIntBits(got) - exact) <= BOUND, what);
        assertTrue(
            Math.abs(Float.floatToIntBits(got) - Float.floatToIntBits(numpy)) <= NUMPY_BOUND, what);
      }
    }
  }

  /**
   * Every 97th positive float from the smallest subnormal to the largest float (about 22M values):
   * within the bound of the correctly rounded result.
   */
  @Test
  void withinTheStatedBound() {
    int hi = Float.floatToIntBits(Float.MAX_VALUE);
    int n = hi / 97 + 1;
    float[] x = new float[n];
    for (int k = 0; k < n; k++) {
      x[k] = Float.intBitsToFloat(1 + 97 * k);
    }
    float[] got = log(x);
    for (int i = 0; i < n; i++) {
      float want = want(x[i]);
      // the two have the same sign (or differ by far more), so the bits' distance is in ulp
      if (Math.abs(Float.floatToIntBits(want) - Float.floatToIntBits(got[i])) > BOUND) {
        fail("log(" + x[i] + ") = " + got[i] + ", want " + want);
      }
    }
  }

  /**
   * An element's result is the same whether the rest of its vector is positive normal floats (the
   * kernel's fast path) or not (a NaN, ±inf, 0, a negative, a subnormal next to it).
   */
  @Test
  void resultsDoNotDependOnTheNeighbours() {
    float[] others = {Float.NaN, Float.POSITIVE_INFINITY, 0f, -2f, 1e-40f, 3f};
    int n = 4096;
    float[] alone = new float[n];
    for (int i = 0; i < n; i++) {
      alone[i] = (float) Math.scalb(1.0 + (double) i / n, (i * 37) % 253 - 126); // normal floats
    }
    float[] want = log(alone);
    for (float o : others) {
      float[] mixed = new float[2 * n];
      for (int i = 0; i < n; i++) {
        mixed[2 * i] = alone[i];
        mixed[2 * i + 1] = o;
      }
      float[] got = log(mixed);
      for (int i = 0; i < n; i++) {
        assertEquals(
            Float.floatToIntBits(want[i]),
            Float.floatToIntBits(got[2 * i]),
            "log(" + alone[i] + ") next to " + o);
      }
    }
  }
}
