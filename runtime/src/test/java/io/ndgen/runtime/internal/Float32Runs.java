// Derived from Float64Runs.java by DerivedSourcesTest: do not edit.
package io.ndgen.runtime.internal;

/**
 * The float32 inner-run kernels of the elementwise ops: the scalar definition of each result, over
 * runs of any strides. {@code VectorFloat32Runs} (Vector API, {@code src/main/vector}) overrides
 * each method for the unit-stride and broadcast (stride 0) runs and gives the same bits, except
 * {@code exp}, {@code log}, {@code sin}, {@code cos} and {@code tanh}, whose vectorised math
 * differs from {@link Math}'s in the last bits (docs/ops.md states by how much). {@link Runs#F32}
 * is the instance in use.
 *
 * <p>Contract of every method: {@code n >= 0} elements; element {@code i} of an operand is at
 * {@code offset + i*stride}; the output may be an input with the same offset and stride (in-place),
 * but must not overlap an input in any other way.
 */
class Float32Runs {
  Float32Runs() {}

  /** {@code x + y}. */
  public void add(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      float a = x[xo];
      float b = y[yo];
      z[zo] = a + b;
    }
  }

  /** {@code x - y}. */
  public void subtract(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      float a = x[xo];
      float b = y[yo];
      z[zo] = a - b;
    }
  }

  /** {@code x * y}. */
  public void multiply(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      float a = x[xo];
      float b = y[yo];
      z[zo] = a * b;
    }
  }

  /** {@code x / y}. */
  public void divide(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      float a = x[xo];
      float b = y[yo];
      z[zo] = a / b;
    }
  }

  /** NumPy's {@code minimum}: {@code x} if it is smaller or NaN, else {@code y}. */
  public void minimum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      float a = x[xo];
      float b = y[yo];
      z[zo] = a < b || a != a ? a : b;
    }
  }

  /** NumPy's {@code maximum}: {@code x} if it is greater or NaN, else {@code y}. */
  public void maximum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      float a = x[xo];
      float b = y[yo];
      z[zo] = a > b || a != a ? a : b;
    }
  }

  /** {@code x == y} (false for NaN). */
  public void equal(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] == y[yo];
    }
  }

  /** {@code x != y} (false for NaN, true for not-equal). */
  public void notEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] != y[yo];
    }
  }

  /** {@code x < y} (false for NaN). */
  public void less(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] < y[yo];
    }
  }

  /** {@code x <= y} (false for NaN). */
  public void lessEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] <= y[yo];
    }
  }

  /** {@code x > y} (false for NaN). */
  public void greater(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] > y[yo];
    }
  }

  /** {@code x >= y} (false for NaN). */
  public void greaterEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] >= y[yo];
    }
  }

  /** {@code -x}. */
  public void negative(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = -a;
    }
  }

  /** {@code |x|} (the sign bit cleared, NaN too). */
  public void absolute(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = Math.abs(a);
    }
  }

  /** NumPy's {@code sign}: -1, 0 (for both zeros) or 1; NaN stays NaN. */
  public void sign(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = a > 0 ? 1 : a < 0 ? -1 : a == 0 ? 0 : a;
    }
  }

  /** The correctly rounded square root. */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void sqrt(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = (float) Math.sqrt(a);
    }
  }

  /** {@code e^x} ({@link Math} in float, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void exp(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = (float) Math.exp(a);
    }
  }

  /** The natural logarithm ({@link Math} in float, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void log(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = (float) Math.log(a);
    }
  }

  /** The sine ({@link Math} in float, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void sin(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = (float) Math.sin(a);
    }
  }

  /** The cosine ({@link Math} in float, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void cos(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = (float) Math.cos(a);
    }
  }

  /** The hyperbolic tangent ({@link Math} in float, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void tanh(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      float a = x[xo];
      z[zo] = (float) Math.tanh(a);
    }
  }

  /** NumPy's {@code where}: {@code c ? x : y}. */
  public void where(
      boolean[] c,
      int co,
      int cs,
      float[] x,
      int xo,
      int xs,
      float[] y,
      int yo,
      int ys,
      float[] z,
      int zo,
      int zs,
      int n) {
    for (int i = 0; i < n; i++, co += cs, xo += xs, yo += ys, zo += zs) {
      z[zo] = c[co] ? x[xo] : y[yo];
    }
  }
}
