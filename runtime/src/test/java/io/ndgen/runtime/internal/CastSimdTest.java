package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.runtime.simd.Simd;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The Vector API casts in use, finished by a scalar loop as a cast kernel does, against Java's
 * casts (the definition) bit for bit, for every run length around the vector width, odd offsets and
 * special values (NaN payloads, ±0, ±∞, subnormals, values that round in float32).
 */
class CastSimdTest {
  private static final CastSimd CAST = Vectorized.CAST;

  @Test
  void simdCastsAreInUseExactlyWhenSimdIsOn() {
    assertEquals(Simd.enabled(), CAST.getClass() != CastSimd.class);
  }

  @Test
  void castsGiveJavasCastBits() {
    Random rnd = new Random(29);
    for (int n = 0; n < 70; n++) {
      int off = n % 3;
      double[] d = new double[n + off];
      float[] f = new float[n + off];
      int[] k = new int[n + off];
      for (int i = 0; i < n + off; i++) {
        d[i] =
            switch (rnd.nextInt(6)) {
              case 0 -> Double.longBitsToDouble(0x7ff8000000000001L + rnd.nextInt(100));
              case 1 -> rnd.nextBoolean() ? -0.0 : Double.MIN_VALUE;
              case 2 -> rnd.nextBoolean() ? Double.POSITIVE_INFINITY : -1e300;
              default -> rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(80) - 40);
            };
        f[i] = (float) d[i];
        k[i] = rnd.nextInt();
      }
      double[] fd = new double[n];
      int done = CAST.float32ToFloat64(f, off, fd, 0, n);
      for (int i = done; i < n; i++) {
        fd[i] = f[off + i];
      }
      float[] df = new float[n];
      done = CAST.float64ToFloat32(d, off, df, 0, n);
      for (int i = done; i < n; i++) {
        df[i] = (float) d[off + i];
      }
      float[] kf = new float[n];
      done = CAST.int32ToFloat32(k, off, kf, 0, n);
      for (int i = done; i < n; i++) {
        kf[i] = (float) k[off + i];
      }
      double[] kd = new double[n];
      done = CAST.int32ToFloat64(k, off, kd, 0, n);
      for (int i = done; i < n; i++) {
        kd[i] = k[off + i];
      }
      long[] kl = new long[n];
      done = CAST.int32ToInt64(k, off, kl, 0, n);
      for (int i = done; i < n; i++) {
        kl[i] = k[off + i];
      }
      for (int i = 0; i < n; i++) {
        String at = "n=" + n + " i=" + i;
        assertEquals(
            Double.doubleToRawLongBits((double) f[off + i]),
            Double.doubleToRawLongBits(fd[i]),
            "f32->f64 " + at);
        assertEquals(
            Float.floatToRawIntBits((float) d[off + i]),
            Float.floatToRawIntBits(df[i]),
            "f64->f32 " + at);
        assertEquals(
            Float.floatToRawIntBits((float) k[off + i]),
            Float.floatToRawIntBits(kf[i]),
            "i32->f32 " + at);
        assertEquals(
            Double.doubleToRawLongBits((double) k[off + i]),
            Double.doubleToRawLongBits(kd[i]),
            "i32->f64 " + at);
        assertEquals((long) k[off + i], kl[i], "i32->i64 " + at);
      }
    }
  }

  /** Floats int32 holds: every exponent from subnormal to 2^30, ±0, and the largest below 2^31. */
  private static float inRange(Random rnd) {
    return switch (rnd.nextInt(5)) {
      case 0 -> rnd.nextBoolean() ? -0.0f : Float.MIN_VALUE;
      case 1 -> rnd.nextBoolean() ? Math.nextDown(0x1p31f) : -Math.nextDown(0x1p31f);
      case 2 -> (float) (rnd.nextInt(2001) - 1000) / 4; // halves, quarters, integers
      default -> (float) (rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(160) - 130));
    };
  }

  @Test
  void float32ToInt32TruncatesLikeJavaOrLeavesTheRunToTheScalarLoop() {
    Random rnd = new Random(31);
    float[] refused = {
      Float.NaN,
      Float.POSITIVE_INFINITY,
      Float.NEGATIVE_INFINITY,
      0x1p31f,
      -0x1p31f,
      -0x1p32f,
      3e38f
    };
    for (int n = 0; n < 70; n++) {
      int off = n % 3;
      float[] f = new float[n + off];
      for (int i = 0; i < f.length; i++) {
        float v = inRange(rnd);
        f[i] = Math.abs(v) < 0x1p31f ? v : 0.5f;
      }
      int[] z = new int[n];
      int done = CAST.float32ToInt32(f, off, z, 0, n);
      for (int i = 0; i < done; i++) {
        assertEquals((int) f[off + i], z[i], "n=" + n + " i=" + i + " of " + f[off + i]);
      }
      if (done > 0) {
        f[off + rnd.nextInt(done)] = refused[n % refused.length];
        assertEquals(0, CAST.float32ToInt32(f, off, z, 0, n), "n=" + n + " with a refused value");
      }
    }
  }
}
