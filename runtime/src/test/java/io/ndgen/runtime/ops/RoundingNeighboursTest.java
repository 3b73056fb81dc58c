package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * floor, ceil, trunc, rint, the float predicates and clip give every element, at every position of
 * a run (a vector's lanes and the scalar tail), what a one-element array of it gives (the scalar
 * loop: too short for a vector), whatever its neighbours are. The NumPy values themselves are in
 * the breadth fixtures (rounding_specials).
 */
class RoundingNeighboursTest {
  private static final int N = 67; // a few AVX-512 float32 vectors and a tail

  private static final double[] SPECIALS = {
    0.0,
    -0.0,
    0.5,
    -0.5,
    1.5,
    -1.5,
    2.5,
    -2.5,
    -0.4,
    0.7,
    -0.7,
    1e30,
    -1e30,
    8388607.5,
    -8388607.5,
    8388609,
    -8388609,
    4503599627370495.5,
    -4503599627370495.5,
    4503599627370497.0,
    Double.POSITIVE_INFINITY,
    Double.NEGATIVE_INFINITY,
    Double.NaN,
    Double.MIN_VALUE,
    -1e-45,
    2.0,
    -3.0
  };

  private static final String[] UNARY = {
    "FLOOR", "CEIL", "TRUNC", "RINT", "ISNAN", "ISINF", "ISFINITE"
  };

  @Test
  void everyLaneMatchesTheScalarLoopForFloat32AndFloat64() {
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      for (String name : UNARY) {
        UnaryOp op = UnaryOp.valueOf(name);
        check(t, name, a -> Ops.unary(op, a));
      }
      check(t, "clip(-1.5, 2.5)", a -> a.clip(-1.5, 2.5));
      check(t, "clip(0, 1)", a -> a.clip(0.0, 1.0));
      check(t, "clip(-0.0, 0.0)", a -> a.clip(-0.0, 0.0));
      check(t, "clip(3, -3)", a -> a.clip(3.0, -3.0));
    }
  }

  private static void check(DType t, String what, UnaryOperator<StridedArray> f) {
    double[] background = new double[N];
    for (int i = 0; i < N; i++) {
      background[i] = (i % 7 - 3) * 0.75 + (i % 2 == 0 ? 0.125 : -0.3);
    }
    double[] each = new double[N];
    for (int i = 0; i < N; i++) {
      each[i] = f.apply(array(t, new double[] {background[i]})).toDoubleArray()[0];
    }
    for (double v : SPECIALS) {
      double alone = f.apply(array(t, new double[] {v})).toDoubleArray()[0];
      for (int p = 0; p < N; p++) {
        double[] x = background.clone();
        x[p] = v;
        double[] r = f.apply(array(t, x)).toDoubleArray();
        for (int i = 0; i < N; i++) {
          double want = i == p ? alone : each[i];
          String where = t + " " + what + " of " + v + " at " + p + ", element " + i;
          assertEquals(bits(want), bits(r[i]), where);
        }
      }
    }
  }

  private static StridedArray array(DType t, double[] x) {
    return StridedArray.wrap(x, x.length).astype(t);
  }

  /** Bits, with every NaN one value (NumPy fixes no NaN payload). */
  private static long bits(double v) {
    return Double.isNaN(v) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(v);
  }
}
