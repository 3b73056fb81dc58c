package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

  /**
   * The small integers and bool to float32, float64 and int32: every value a byte can hold (both
   * signs and, read unsigned, 128..255) and short extremes, against Java's widening casts.
   */
  @Test
  void smallIntegersAndBoolWidenExactly() {
    Random rnd = new Random(37);
    short[] extremes = {Short.MIN_VALUE, -1, 0, 1, Short.MAX_VALUE, (short) 0x8001, (short) 0xff80};
    for (int n = 0; n < 70; n++) {
      int off = n % 3;
      byte[] b = new byte[n + off];
      short[] h = new short[n + off];
      boolean[] q = new boolean[n + off];
      for (int i = 0; i < n + off; i++) {
        b[i] = (byte) rnd.nextInt(256);
        h[i] = rnd.nextInt(4) == 0 ? extremes[rnd.nextInt(extremes.length)] : (short) rnd.nextInt();
        q[i] = rnd.nextBoolean();
      }
      float[] f = new float[n];
      double[] d = new double[n];
      int[] k = new int[n];
      for (int kind = 0; kind < 5; kind++) {
        int doneF;
        int doneD;
        int doneI;
        switch (kind) {
          case 0 -> {
            doneF = CAST.int8ToFloat32(b, off, f, 0, n);
            doneD = CAST.int8ToFloat64(b, off, d, 0, n);
            doneI = CAST.int8ToInt32(b, off, k, 0, n);
          }
          case 1 -> {
            doneF = CAST.uint8ToFloat32(b, off, f, 0, n);
            doneD = CAST.uint8ToFloat64(b, off, d, 0, n);
            doneI = CAST.uint8ToInt32(b, off, k, 0, n);
          }
          case 2 -> {
            doneF = CAST.int16ToFloat32(h, off, f, 0, n);
            doneD = CAST.int16ToFloat64(h, off, d, 0, n);
            doneI = CAST.int16ToInt32(h, off, k, 0, n);
          }
          case 3 -> {
            doneF = CAST.uint16ToFloat32(h, off, f, 0, n);
            doneD = CAST.uint16ToFloat64(h, off, d, 0, n);
            doneI = CAST.uint16ToInt32(h, off, k, 0, n);
          }
          default -> {
            doneF = CAST.boolToFloat32(q, off, f, 0, n);
            doneD = CAST.boolToFloat64(q, off, d, 0, n);
            doneI = CAST.boolToInt32(q, off, k, 0, n);
          }
        }
        String counts = "kind " + kind + " n=" + n + ": " + doneF + ", " + doneD + ", " + doneI;
        assertTrue(doneF >= 0 && doneF <= n && doneD >= 0 && doneD <= n, counts);
        assertEquals(doneF, doneI, counts); // float32 and int32 have the same lane count
        // float32 has 8 lanes or more wherever the Vector API is on (AVX2 and up); the float64
        // leaves need 8 lanes of float64 (AVX-512) and return 0 below that
        if (n >= 64) {
          assertEquals(Simd.enabled(), doneF > 0, counts);
        }
        for (int i = 0; i < n; i++) {
          int v =
              switch (kind) {
                case 0 -> b[off + i];
                case 1 -> b[off + i] & 0xff;
                case 2 -> h[off + i];
                case 3 -> h[off + i] & 0xffff;
                default -> q[off + i] ? 1 : 0;
              };
          String at = "kind " + kind + " n=" + n + " i=" + i;
          if (i < doneF) {
            assertEquals(Float.floatToRawIntBits(v), Float.floatToRawIntBits(f[i]), "f32 " + at);
          }
          if (i < doneI) {
            assertEquals(v, k[i], "i32 " + at);
          }
          if (i < doneD) {
            assertEquals(
                Double.doubleToRawLongBits(v), Double.doubleToRawLongBits(d[i]), "f64 " + at);
          }
        }
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
