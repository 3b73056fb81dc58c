package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Special-value inputs for the vector kernels' tests: each value repeated so that whole vectors of
 * every width see it, and the bit-for-bit check of the results against one expected value each.
 */
final class WholeVectors {
  /** Copies per value: the widest vector (512-bit) holds 16 floats, so two whole vectors. */
  static final int COPIES = 32;

  private WholeVectors() {}

  /** Each value {@link #COPIES} times, in order. */
  static float[] repeated(float... v) {
    float[] x = new float[v.length * COPIES];
    for (int i = 0; i < x.length; i++) {
      x[i] = v[i / COPIES];
    }
    return x;
  }

  /** {@code got} (from {@code repeated(in)}) holds {@code want[k]}'s exact bits for each copy. */
  static void assertSameBits(String function, float[] in, float[] want, float[] got) {
    assertEquals(in.length * COPIES, got.length, function + ": result length");
    for (int i = 0; i < got.length; i++) {
      assertEquals(
          Float.floatToIntBits(want[i / COPIES]),
          Float.floatToIntBits(got[i]),
          function + "(" + in[i / COPIES] + ") at " + i);
    }
  }
}
