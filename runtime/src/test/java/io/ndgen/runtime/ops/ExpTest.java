package io.ndgen.runtime.ops;

import static io.ndgen.runtime.ops.WholeVectors.assertSameBits;
import static io.ndgen.runtime.ops.WholeVectors.repeated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.runtime.StridedArray;
import org.junit.jupiter.api.Test;

/**
 * float32 {@code exp} on contiguous arrays (ndgen's kernel when SIMD is on, {@code Math.exp}
 * rounded to float otherwise): the special values and the edges of the float range bit for bit, the
 * 1 ulp bound docs/ops.md states on a dense sample that reaches the subnormal results, and results
 * that do not depend on the other elements of the same vector.
 */
class ExpTest {
  /** Error bound in ulp against the correctly rounded result, {@code (float) Math.exp(x)}. */
  private static final int BOUND = 1;

  private static float[] exp(float[] x) {
    return (float[]) StridedArray.wrap(x.clone(), x.length).exp().storage();
  }

  @Test
  void specialValuesAndRangeEdges() {
    float[] in = {
      0f,
      -0f,
      Float.MIN_VALUE,
      -Float.MIN_VALUE,
      Float.POSITIVE_INFINITY,
      Float.NEGATIVE_INFINITY,
      Float.NaN,
      Float.intBitsToFloat(0xffc00001), // a NaN with the sign bit and a payload
      Float.MAX_VALUE,
      -Float.MAX_VALUE,
      88.72284f, // the smallest x whose exp overflows
      -103f, // e^-103 = 1.28 * 2^-149
      -104f // e^-104 = 0.97 * 2^-150
    };
    float[] want = {
      1f,
      1f,
      1f,
      1f,
      Float.POSITIVE_INFINITY,
      0f,
      Float.NaN,
      Float.NaN,
      Float.POSITIVE_INFINITY,
      0f,
      Float.POSITIVE_INFINITY,
      Float.MIN_VALUE,
      0f
    };
    assertSameBits("exp", in, want, exp(repeated(in)));
    float top = exp(repeated(88.72283f))[0]; // the largest x whose exp is finite
    assertEquals(Float.floatToIntBits((float) Math.exp(88.72283f)), Float.floatToIntBits(top), 1);
  }

  /**
   * Every 97th float in [-104, 89] (about 22M values: the normal results, the subnormal ones down
   * to 0, overflow above 88.72): within the bound of the correctly rounded result, subnormal
   * results within that many steps of 2^-149.
   */
  @Test
  void withinTheStatedBound() {
    int hi = Float.floatToIntBits(89f);
    int lo = Float.floatToIntBits(104f);
    int n = hi / 97 + lo / 97 + 2;
    float[] x = new float[n];
    int k = 0;
    for (int b = 0; b <= hi; b += 97) {
      x[k++] = Float.intBitsToFloat(b);
    }
    for (int b = 0; b <= lo && k < n; b += 97) {
      x[k++] = -Float.intBitsToFloat(b);
    }
    float[] got = exp(x);
    for (int i = 0; i < k; i++) {
      float want = (float) Math.exp(x[i]);
      if (Math.abs(Float.floatToIntBits(want) - Float.floatToIntBits(got[i])) > BOUND) {
        fail("exp(" + x[i] + ") = " + got[i] + ", want " + want); // positive: bits order values
      }
    }
  }

  /**
   * An element's result is the same whether the rest of its vector is in the kernel's fast range or
   * not (a NaN, an infinity, a large |x| next to it).
   */
  @Test
  void resultsDoNotDependOnTheNeighbours() {
    float[] others = {Float.NaN, Float.POSITIVE_INFINITY, -100f, 87.5f, 0.5f};
    int n = 4096;
    float[] alone = new float[n];
    for (int i = 0; i < n; i++) {
      alone[i] = -90f + 180f * i / n;
    }
    float[] want = exp(alone);
    for (float o : others) {
      float[] mixed = new float[2 * n];
      for (int i = 0; i < n; i++) {
        mixed[2 * i] = alone[i];
        mixed[2 * i + 1] = o;
      }
      float[] got = exp(mixed);
      for (int i = 0; i < n; i++) {
        assertEquals(
            Float.floatToIntBits(want[i]),
            Float.floatToIntBits(got[2 * i]),
            "exp(" + alone[i] + ") next to " + o);
      }
    }
  }
}
