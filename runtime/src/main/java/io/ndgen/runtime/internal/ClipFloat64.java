package io.ndgen.runtime.internal;

/**
 * NumPy's {@code clip} of a float64 run in one pass: {@code x < lo ? lo : x}, then {@code > hi ?
 * hi}. NaN elements stay (no comparison holds), an element equal to a bound is kept (so -0.0
 * clipped to [0, 1] stays -0.0) and {@code lo > hi} gives {@code hi}, as NumPy gives. NaN bounds
 * are the caller's (every result is NaN then). The float32 twin is derived from this source.
 */
public final class ClipFloat64 {
  private ClipFloat64() {}

  /**
   * {@code z[zi + j*zs] = clip(x[xi + j*xs])} for {@code j < n}; {@code z} may be {@code x} at the
   * same positions.
   */
  public static void clip(
      double[] x, int xi, int xs, double lo, double hi, double[] z, int zi, int zs, int n) {
    int k = Vectorized.F64.clip(x, xi, xs, lo, hi, z, zi, zs, n);
    xi += k * xs;
    zi += k * zs;
    for (int j = k; j < n; j++, xi += xs, zi += zs) {
      double v = x[xi];
      v = v < lo ? lo : v;
      z[zi] = v > hi ? hi : v;
    }
  }
}
