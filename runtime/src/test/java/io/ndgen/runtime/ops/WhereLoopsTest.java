package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * np.where's float and double loops on contiguous runs (where the Vector API leaf takes the leading
 * vectors) against the same loops through a stride-2 output (the scalar loop alone), bit for bit,
 * for every run length around the vector sizes.
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
}
