package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Array;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * np.where's loops on contiguous runs (where the Vector API leaf takes the leading vectors) against
 * the same loops through a stride-2 output (the scalar loop alone), bit for bit, for every run
 * length around the vector sizes: float and double, and the integer and bool storage types (every
 * dtype stored as one of them shares its loop).
 */
class WhereLoopsTest {
  @Test
  void contiguousRunsGiveTheScalarLoopsBits() {
    Random rnd = new Random(5);
    for (int n = 0; n <= 70; n++) {
      boolean[] c = new boolean[n + 1];
      double[] x = new double[n + 1];
      double[] y = new double[n + 1];
      for (int i = 0; i <= n; i++) {
        c[i] = rnd.nextBoolean();
        x[i] = rnd.nextInt(5) == 0 ? -0.0 : rnd.nextGaussian();
        y[i] = rnd.nextInt(5) == 0 ? Double.NaN : rnd.nextGaussian();
      }
      double[] got = new double[n + 1];
      double[] want = new double[2 * n + 2];
      WhereLoop d = WhereLoops.forComponent(double.class);
      d.run(c, 1, 1, x, 1, 1, y, 1, 1, got, 1, 1, n);
      d.run(c, 1, 1, x, 1, 1, y, 1, 1, want, 2, 2, n);
      float[] fx = new float[n + 1];
      float[] fy = new float[n + 1];
      for (int i = 0; i <= n; i++) {
        fx[i] = (float) x[i];
        fy[i] = (float) y[i];
      }
      float[] fgot = new float[n + 1];
      float[] fwant = new float[2 * n + 2];
      WhereLoop f = WhereLoops.forComponent(float.class);
      f.run(c, 1, 1, fx, 1, 1, fy, 1, 1, fgot, 1, 1, n);
      f.run(c, 1, 1, fx, 1, 1, fy, 1, 1, fwant, 2, 2, n);
      for (int i = 1; i <= n; i++) {
        assertEquals(
            Double.doubleToRawLongBits(want[2 * i]),
            Double.doubleToRawLongBits(got[i]),
            "n=" + n + " at " + i);
        assertEquals(
            Float.floatToRawIntBits(fwant[2 * i]),
            Float.floatToRawIntBits(fgot[i]),
            "float32 n=" + n + " at " + i);
      }
    }
  }

  @Test
  void integerAndBoolRunsGiveTheScalarLoopsValues() {
    Class<?>[] types = {boolean.class, byte.class, short.class, int.class, long.class};
    for (Class<?> t : types) {
      Random rnd = new Random(t.getName().hashCode());
      WhereLoop loop = WhereLoops.forComponent(t);
      for (int n = 0; n <= 200; n += n < 70 ? 1 : 13) {
        boolean[] c = new boolean[n + 1];
        Object x = Array.newInstance(t, n + 1);
        Object y = Array.newInstance(t, n + 1);
        for (int i = 0; i <= n; i++) {
          c[i] = rnd.nextBoolean();
          set(x, i, rnd.nextLong());
          set(y, i, rnd.nextLong());
        }
        Object got = Array.newInstance(t, n + 1);
        Object want = Array.newInstance(t, 2 * n + 2);
        loop.run(c, 1, 1, x, 1, 1, y, 1, 1, got, 1, 1, n);
        loop.run(c, 1, 1, x, 1, 1, y, 1, 1, want, 2, 2, n);
        for (int i = 1; i <= n; i++) {
          assertEquals(Array.get(want, 2 * i), Array.get(got, i), t + " n=" + n + " at " + i);
          assertEquals(Array.get(c[i] ? x : y, i), Array.get(got, i), t + " n=" + n + " at " + i);
        }
      }
    }
  }

  private static void set(Object a, int i, long bits) {
    if (a instanceof boolean[] b) {
      b[i] = (bits & 1) != 0;
    } else if (a instanceof byte[] b) {
      b[i] = (byte) bits;
    } else if (a instanceof short[] s) {
      s[i] = (short) bits;
    } else if (a instanceof int[] v) {
      v[i] = (int) bits;
    } else {
      ((long[]) a)[i] = bits;
    }
  }
}
