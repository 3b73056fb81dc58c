package io.ndgen.runtime;

import static io.ndgen.runtime.ZigguratTables.FI_DOUBLE;
import static io.ndgen.runtime.ZigguratTables.FI_FLOAT;
import static io.ndgen.runtime.ZigguratTables.KI_DOUBLE;
import static io.ndgen.runtime.ZigguratTables.KI_FLOAT;
import static io.ndgen.runtime.ZigguratTables.WI_DOUBLE;
import static io.ndgen.runtime.ZigguratTables.WI_FLOAT;

/**
 * NumPy's ziggurat standard-normal samplers, {@code random_standard_normal} (float64, one 64-bit
 * draw: 8 bits of layer, a sign bit, 52 bits of magnitude) and {@code random_standard_normal_f}
 * (float32, one 32-bit draw: 8 + 1 + 23 bits), statement for statement from {@code
 * numpy/random/src/distributions/distributions.c}, with the same tables ({@link ZigguratTables}).
 *
 * <p>The rare rejection paths (about 0.7% of draws) call {@code log1p} and {@code exp}; this uses
 * {@link StrictMath}, NumPy the C library, which agree to within an ulp. A draw could differ only
 * if a test value fell within that ulp of its bound: never seen in the fixtures' draws.
 */
final class Ziggurat {
  private Ziggurat() {}

  static double normal(Pcg64 bits) {
    for (; ; ) {
      long r = bits.next64();
      int idx = (int) (r & 0xff);
      r >>>= 8;
      long rabs = (r >>> 1) & 0x000fffffffffffffL;
      double x = rabs * WI_DOUBLE[idx];
      if ((r & 1) != 0) {
        x = -x;
      }
      if (rabs < KI_DOUBLE[idx]) {
        return x; // 99.3% of draws
      }
      if (idx == 0) {
        for (; ; ) {
          double xx = -ZigguratTables.NOR_INV_R * StrictMath.log1p(-bits.nextDouble());
          double yy = -StrictMath.log1p(-bits.nextDouble());
          if (yy + yy > xx * xx) {
            return ((rabs >>> 8) & 1) != 0
                ? -(ZigguratTables.NOR_R + xx)
                : ZigguratTables.NOR_R + xx;
          }
        }
      }
      if ((FI_DOUBLE[idx - 1] - FI_DOUBLE[idx]) * bits.nextDouble() + FI_DOUBLE[idx]
          < StrictMath.exp(-0.5 * x * x)) {
        return x;
      }
    }
  }

  static float normalFloat(Pcg64 bits) {
    for (; ; ) {
      int r = bits.next32();
      int idx = r & 0xff;
      int rabs = (r >>> 9) & 0x007fffff;
      float x = rabs * WI_FLOAT[idx];
      if (((r >>> 8) & 1) != 0) {
        x = -x;
      }
      if (rabs < KI_FLOAT[idx]) {
        return x; // 99.3% of draws
      }
      if (idx == 0) {
        for (; ; ) {
          // C's log1pf: the double result rounded to float (correctly rounded in all but rare ties)
          float xx = -ZigguratTables.NOR_INV_R_F * (float) StrictMath.log1p(-bits.nextFloat());
          float yy = -(float) StrictMath.log1p(-bits.nextFloat());
          if (yy + yy > xx * xx) {
            return ((rabs >>> 8) & 1) != 0
                ? -(ZigguratTables.NOR_R_F + xx)
                : ZigguratTables.NOR_R_F + xx;
          }
        }
      }
      // as in NumPy: the bound is the double exp of the float x, compared in double
      float lhs = (FI_FLOAT[idx - 1] - FI_FLOAT[idx]) * bits.nextFloat() + FI_FLOAT[idx];
      if (lhs < StrictMath.exp(-0.5 * x * x)) {
        return x;
      }
    }
  }
}
