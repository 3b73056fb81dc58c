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
}
