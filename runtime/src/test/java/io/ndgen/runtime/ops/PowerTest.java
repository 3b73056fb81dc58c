package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.storage.Float16;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Float {@code power} against NumPy 2.4.6 ({@code power_grid.txt}, written by
 * scripts/fixtures/kernel_fixtures.py): every pair of the special values, each operand broadcast or
 * stepped, NumPy's fast paths for a scalar exponent, mixed dtypes, and random pairs. Bit for bit
 * where NumPy's result is 0, ±1, ±inf or NaN, the base ±0, ±1, ±inf or NaN, or the exponent ±0, 1,
 * ±inf or NaN (C99's special cases; SVML's {@code pow} misses the sign of a negative base to an odd
 * power that underflows, which the kernel patches), and in the cases with a stride-0 exponent of
 * -1, 0.5 or 2 (NumPy's fast paths {@code 1 / x}, {@code sqrt(x)}, {@code x * x}: correctly rounded
 * in both). Elsewhere within {@link #BOUND} ulp, where NumPy's SVML and Java's {@code pow} round
 * apart. With SIMD on, the long runs go through the vector kernel ({@code VectorPowFloat64}):
 * {@link Math#pow} per lane until C2 compiles its loop, SVML after; both are within the bound
 * (docs/ops.md).
 */
class PowerTest {
  /** Largest distance from NumPy's result in ulp of the result dtype (measured: 1, docs/ops.md). */
  private static final long BOUND = 1;

  @TestFactory
  Stream<DynamicTest> againstNumPy() {
    return Fixtures.load("power_grid.txt").stream()
        .map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
  }

  /**
   * The float32 and float64 grids again after 3000 calls, by when C2 has likely compiled the vector
   * kernel's loop with SVML's {@code pow} (whose underflowed odd powers of negative bases the
   * kernel patches): the same rules hold whichever code runs, so the test cannot flake.
   */
  @TestFactory
  Stream<DynamicTest> againstNumPyAfterWarmUp() {
    return Fixtures.load("power_grid.txt").stream()
        .filter(c -> c.name().matches("power_FLOAT(32|64)_grid"))
        .map(c -> DynamicTest.dynamicTest(c.name() + "_warm", () -> check(c, 3000)));
  }

  private static void check(Fixtures.Case c) {
    check(c, 1);
  }

  private static void check(Fixtures.Case c, int calls) {
    List<Object> in = new ArrayList<>();
    for (Fixtures.Operand o : c.inputs()) {
      in.add(o.value());
    }
    StridedArray r = Fixtures.call(c.call(), in, null);
    for (int k = 1; k < calls; k++) {
      r = Fixtures.call(c.call(), in, null);
    }
    assertEquals(c.expectDType(), r.dtype(), c.name());
    assertArrayEquals(c.expectShape(), r.shape(), c.name());
    StridedArray base = operand(in.get(0), r.shape());
    StridedArray exponent = operand(in.get(1), r.shape());
    StridedArray flat = r.reshape(-1);
    for (int i = 0; i < c.expect().length; i++) {
      double want = Fixtures.parseDouble(c.expect()[i]);
      double got = flat.getDouble(i);
      double a = base.getDouble(i);
      double b = exponent.getDouble(i);
      String what = c.name() + ": " + a + " ** " + b + " is " + got + ", NumPy " + want;
      boolean fast =
          r.dtype() != DType.FLOAT16
              && c.name().contains("_exponent_")
              && (b == -1 || b == 0.5 || b == 2);
      if (fast || special(want) || special(a) || b == 1 || b != -1 && special(b)) {
        assertEquals(bits(want, r.dtype()), bits(got, r.dtype()), what);
      } else {
        long d = Math.abs(ordered(want, r.dtype()) - ordered(got, r.dtype()));
        assertEquals(true, d <= BOUND, what + " (" + d + " ulp)");
      }
    }
  }

  /**
   * Runs of several of the vector kernel's guard blocks (1024 elements) of ordinary pairs (bases in
   * (0, 4], finite exponents), with C99's special pairs in a few blocks only, one array exponent
   * and one broadcast: a block with a special pair takes the patched loop, the others {@code POW}
   * alone. Expected: each pair alone (shorter than a vector, so {@code Arith.power}); bit for bit
   * at the special pairs, within {@link #BOUND} elsewhere; on the first call and after 500 (C2's
   * loop with SVML). Fails if a block with a special pair skips the patch once compiled (the sign
   * of an underflowed odd power of a negative base, 1 ** NaN, (-1) ** inf).
   */
  @TestFactory
  Stream<DynamicTest> specialPairsInSomeBlocks() {
    return Stream.of(DType.FLOAT32, DType.FLOAT64)
        .flatMap(
            t ->
                Stream.of(
                    DynamicTest.dynamicTest(t + "_array", () -> specialPairs(t, false)),
                    DynamicTest.dynamicTest(t + "_broadcast", () -> specialPairs(t, true))));
  }

  private static void specialPairs(DType t, boolean broadcast) {
    int n = 5000;
    double[] a = new double[n];
    double[] b = new double[n];
    java.util.Random random = new java.util.Random(11);
    for (int i = 0; i < n; i++) {
      a[i] = 0.01 + 4 * random.nextDouble();
      b[i] = broadcast ? 2.5 : 6 * random.nextDouble() - 3;
    }
    // (-0.5) ** odd underflows to -0.0: 151 is odd and past float32's range, 1075 past float64's
    double odd = t == DType.FLOAT32 ? 151 : 1075;
    double nan = Double.NaN;
    double inf = Double.POSITIVE_INFINITY;
    double[][] pairs =
        broadcast
            ? new double[][] {{-0.5, 2.5}, {-2, 2.5}, {nan, 2.5}, {-0.0, 2.5}, {inf, 2.5}}
            : new double[][] {
              {-0.5, odd},
              {1, nan},
              {-1, inf},
              {1, inf},
              {-2, 3},
              {-0.5, 2.5},
              {inf, 0.5},
              {nan, 0},
              {2, nan},
              {3, -inf},
              {-1, nan},
              {0.5, inf}
            };
    List<Integer> at = new ArrayList<>();
    for (int k = 0; k < pairs.length; k++) {
      int i = 1030 + 1031 * (k % 3) + 7 * k; // blocks 1, 2 and 3; blocks 0 and 4 ordinary
      a[i] = pairs[k][0];
      b[i] = pairs[k][1];
      at.add(i);
    }
    StridedArray base = StridedArray.wrap(a, n).astype(t);
    StridedArray exponent =
        broadcast ? StridedArray.full(t, 2.5, 1) : StridedArray.wrap(b, n).astype(t);
    StridedArray first = base.power(exponent);
    StridedArray r = first;
    for (int call = 0; call < 500; call++) {
      r = base.power(exponent);
    }
    for (StridedArray got : new StridedArray[] {first, r}) {
      for (int i = 0; i < n; i++) {
        StridedArray alone =
            StridedArray.wrap(new double[] {a[i]}, 1)
                .astype(t)
                .power(StridedArray.wrap(new double[] {b[i]}, 1).astype(t));
        double want = alone.getDouble(0);
        double have = got.getDouble(i);
        String what = t + ": " + a[i] + " ** " + b[i] + " is " + have + ", alone " + want;
        if (at.contains(i)) {
          assertEquals(bits(want, t), bits(have, t), what);
        } else {
          long d = Math.abs(ordered(want, t) - ordered(have, t));
          assertEquals(true, d <= BOUND, what + " (" + d + " ulp)");
        }
      }
    }
  }

  /** The operand as a flat array of the result's shape (a Python float broadcast). */
  private static StridedArray operand(Object o, int[] shape) {
    StridedArray a =
        o instanceof Double
            ? StridedArray.full(DType.FLOAT64, (Double) o, shape)
            : (StridedArray) o;
    return a.broadcastTo(shape).copy().reshape(-1);
  }

  private static boolean special(double v) {
    return v == 0 || Math.abs(v) == 1 || Double.isInfinite(v) || Double.isNaN(v);
  }

  /** The value's bits in {@code t} (one NaN for all NaNs). */
  private static long bits(double v, DType t) {
    if (Double.isNaN(v)) {
      return -1;
    }
    switch (t) {
      case FLOAT16:
        return Float16.fromFloat((float) v);
      case FLOAT32:
        return Float.floatToIntBits((float) v);
      default:
        return Double.doubleToLongBits(v);
    }
  }

  /** Bits as integers ordered as the values, so a difference counts ulps (across zero too). */
  private static long ordered(double v, DType t) {
    long b = bits(v, t);
    int width = t == DType.FLOAT16 ? 16 : t == DType.FLOAT32 ? 32 : 64;
    long sign = width == 64 ? b >>> 63 : (b >>> (width - 1)) & 1;
    long magnitude = width == 64 ? b & Long.MAX_VALUE : b & ((1L << (width - 1)) - 1);
    return sign == 0 ? magnitude : -magnitude;
  }
}
