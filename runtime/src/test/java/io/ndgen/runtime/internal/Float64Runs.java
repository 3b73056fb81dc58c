package io.ndgen.runtime.internal;

/**
 * The float64 inner-run kernels of the elementwise ops: the scalar definition of each result, over
 * runs of any strides. {@code VectorFloat64Runs} (Vector API, {@code src/main/vector}) overrides
 * each method for the unit-stride and broadcast (stride 0) runs and gives the same bits, except
 * {@code exp}, {@code log}, {@code sin}, {@code cos} and {@code tanh}, whose vectorised math
 * differs from {@link Math}'s in the last bits (docs/ops.md states by how much). {@link Runs#F64}
 * is the instance in use.
 *
 * <p>Contract of every method: {@code n >= 0} elements; element {@code i} of an operand is at
 * {@code offset + i*stride}; the output may be an input with the same offset and stride (in-place),
 * but must not overlap an input in any other way.
 */
class Float64Runs {
  Float64Runs() {}

  /** {@code x + y}. */
  public void add(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      double a = x[xo];
      double b = y[yo];
      z[zo] = a + b;
    }
  }

  /** {@code x - y}. */
  public void subtract(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      double a = x[xo];
      double b = y[yo];
      z[zo] = a - b;
    }
  }

  /** {@code x * y}. */
  public void multiply(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      double a = x[xo];
      double b = y[yo];
      z[zo] = a * b;
    }
  }

  /** {@code x / y}. */
  public void divide(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      double a = x[xo];
      double b = y[yo];
      z[zo] = a / b;
    }
  }

  /** NumPy's {@code minimum}: {@code x} if it is smaller or NaN, else {@code y}. */
  public void minimum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      double a = x[xo];
      double b = y[yo];
      z[zo] = a < b || a != a ? a : b;
    }
  }

  /** NumPy's {@code maximum}: {@code x} if it is greater or NaN, else {@code y}. */
  public void maximum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      double a = x[xo];
      double b = y[yo];
      z[zo] = a > b || a != a ? a : b;
    }
  }

  /** {@code x == y} (false for NaN). */
  public void equal(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] == y[yo];
    }
  }

  /** {@code x != y} (false for NaN, true for not-equal). */
  public void notEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] != y[yo];
    }
  }

  /** {@code x < y} (false for NaN). */
  public void less(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] < y[yo];
    }
  }

  /** {@code x <= y} (false for NaN). */
  public void lessEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] <= y[yo];
    }
  }

  /** {@code x > y} (false for NaN). */
  public void greater(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] > y[yo];
    }
  }

  /** {@code x >= y} (false for NaN). */
  public void greaterEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, yo += ys, zo += zs) {
      z[zo] = x[xo] >= y[yo];
    }
  }

  /** {@code -x}. */
  public void negative(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = -a;
    }
  }

  /** {@code |x|} (the sign bit cleared, NaN too). */
  public void absolute(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = Math.abs(a);
    }
  }

  /** NumPy's {@code sign}: -1, 0 (for both zeros) or 1; NaN stays NaN. */
  public void sign(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = a > 0 ? 1 : a < 0 ? -1 : a == 0 ? 0 : a;
    }
  }

  /** The correctly rounded square root. */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void sqrt(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = (double) Math.sqrt(a);
    }
  }

  /** {@code e^x} ({@link Math} in double, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void exp(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = (double) Math.exp(a);
    }
  }

  /** The natural logarithm ({@link Math} in double, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void log(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = (double) Math.log(a);
    }
  }

  /** The sine ({@link Math} in double, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void sin(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = (double) Math.sin(a);
    }
  }

  /** The cosine ({@link Math} in double, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void cos(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = (double) Math.cos(a);
    }
  }

  /** The hyperbolic tangent ({@link Math} in double, rounded once). */
  @SuppressWarnings("cast") // needed in the float32 twin
  public void tanh(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    for (int i = 0; i < n; i++, xo += xs, zo += zs) {
      double a = x[xo];
      z[zo] = (double) Math.tanh(a);
    }
  }

  /** NumPy's {@code where}: {@code c ? x : y}. */
  public void where(
      boolean[] c,
      int co,
      int cs,
      double[] x,
      int xo,
      int xs,
      double[] y,
      int yo,
      int ys,
      double[] z,
      int zo,
      int zs,
      int n) {
    for (int i = 0; i < n; i++, co += cs, xo += xs, yo += ys, zo += zs) {
      z[zo] = c[co] ? x[xo] : y[yo];
    }
  }
}
