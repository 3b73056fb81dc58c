package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.parallel.Parallel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code allclose} and {@code array_equal} in blocks with early exit ({@link PairBlocks}) agree
 * with NumPy's whole-array composition of the same ops, on many blocks, broadcast and strided
 * inputs, every float dtype and mixed dtypes, with the deciding element first, last or in between,
 * on one thread and on two.
 */
class ClosenessBlocksTest {
  private static final int N = PairBlocks.BLOCK * PairBlocks.BLOCKS_PER_PIECE * 3 + 77;

  /** NumPy's {@code isclose(...).all()} through whole-array temporaries. */
  private static boolean composedAllclose(
      StridedArray a, StridedArray b, double rtol, double atol) {
    StridedArray y = b.dtype().isFloatingPoint() ? b : b.astype(DType.FLOAT64);
    StridedArray within = a.subtract(y).abs().lessEqual(y.abs().multiply(rtol).add(atol));
    return within.multiply(y.isfinite()).add(a.equal(y)).all().getBoolean();
  }

  private static boolean composedEqual(StridedArray a, StridedArray b) {
    return java.util.Arrays.equals(a.shape(), b.shape()) && a.equal(b).all().getBoolean();
  }

  /** Pairs (a, b): close everywhere, then with one element changed at several places. */
  private static List<StridedArray[]> pairs(DType dtype) {
    Rng rng = Rng.defaultRng(dtype.ordinal());
    StridedArray a = rng.standardNormal(DType.FLOAT64, N).astype(dtype);
    StridedArray b = a.add(a.multiply(3e-6).astype(dtype)).astype(dtype); // within rtol 1e-5
    List<StridedArray[]> out = new ArrayList<>();
    out.add(new StridedArray[] {a, b});
    out.add(new StridedArray[] {a, a.copy()});
    double[] specials = {
      Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e3, -0.0, 1e-7
    };
    for (int at : new int[] {0, PairBlocks.BLOCK - 1, PairBlocks.BLOCK * 9 + 5, N - 1}) {
      for (double v : specials) {
        StridedArray c = b.copy();
        c.setDouble(new int[] {at}, v);
        out.add(new StridedArray[] {a, c});
        StridedArray d = a.copy();
        d.setDouble(new int[] {at}, v);
        out.add(new StridedArray[] {d, c}); // equal specials: inf == inf is close, NaN is not
      }
    }
    return out;
  }

  @Test
  void allcloseAgreesWithTheComposedStepsForEveryFloatDtypeAndThreadCount() {
    for (DType dtype : List.of(DType.FLOAT16, DType.FLOAT32, DType.FLOAT64)) {
      for (StridedArray[] p : pairs(dtype)) {
        boolean expected = composedAllclose(p[0], p[1], 1e-5, 1e-8);
        for (int threads : new int[] {1, 2}) {
          boolean got = Parallel.withThreads(threads, () -> p[0].allclose(p[1]));
          assertEquals(expected, got, dtype + " on " + threads + " threads");
        }
        assertEquals(
            composedAllclose(p[0], p[1], 0.0, 0.5), p[0].allclose(p[1], 0.0, 0.5), dtype + "");
        assertEquals(composedEqual(p[0], p[1]), p[0].arrayEqual(p[1]), dtype + " array_equal");
      }
    }
  }

  @Test
  void mixedDtypesBroadcastAndStridedViewsAgreeWithTheComposedSteps() {
    Rng rng = Rng.defaultRng(3);
    StridedArray m = rng.standardNormal(DType.FLOAT32, 300, 700);
    StridedArray row = m.slice(0, 5, 6); // (1, 700): broadcast over the rows
    StridedArray close = m.astype(DType.FLOAT64).add(1e-9);
    StridedArray ints = rng.integers(-3, 3, 300, 700).astype(DType.INT32);
    StridedArray[][] cases = {
      {m, close}, // float32 against float64: the difference in float64
      {close, m},
      {m, row},
      {m.slice(0, 5, 6).broadcastTo(300, 700), row},
      {m.transpose(), m.transpose().copy()},
      {m.slice(1, 0, 700, 3), m.slice(1, 0, 700, 3).astype(DType.FLOAT64)},
      {m.flip(0), m.copy().flip(0)},
      {ints, ints.astype(DType.FLOAT32)}, // b made float64 first
      {ints.astype(DType.FLOAT64), ints}, // integer b becomes float64
      {ints.astype(DType.BOOL), ints.astype(DType.BOOL)},
    };
    for (StridedArray[] c : cases) {
      String what = c[0].dtype() + " " + c[1].dtype();
      assertEquals(composedAllclose(c[0], c[1], 1e-5, 1e-8), c[0].allclose(c[1]), what);
      assertEquals(composedEqual(c[0], c[1]), c[0].arrayEqual(c[1]), what);
    }
    assertTrue(row.broadcastTo(300, 700).copy().allclose(row), "broadcast pair, close");
    assertFalse(m.allclose(row), "broadcast pair, not close");
  }

  @Test
  void arrayEqualNeedsEqualShapesAndEqualValues() {
    StridedArray a = StridedArray.arange(DType.INT64, N).reshape(N, 1);
    assertTrue(a.arrayEqual(a.copy()));
    assertFalse(a.arrayEqual(a.reshape(1, N)), "same values, other shape");
    assertFalse(a.arrayEqual(a.reshape(N)), "same values, other rank");
    StridedArray c = a.copy();
    c.setLong(new int[] {N - 1, 0}, -1);
    assertFalse(a.arrayEqual(c), "last element differs");
    assertTrue(a.arrayEqual(a.astype(DType.FLOAT64)), "compared after promotion");
    StridedArray z = StridedArray.zeros(DType.FLOAT32, 3);
    assertTrue(z.arrayEqual(z.negative()), "-0.0 == 0.0");
    z.setDouble(new int[] {1}, Double.NaN);
    assertFalse(z.arrayEqual(z), "NaN is never equal");
    assertTrue(
        StridedArray.zeros(DType.FLOAT32, 0, 4).arrayEqual(StridedArray.zeros(DType.INT8, 0, 4)));
  }

  @Test
  void shapesThatDoNotBroadcastAreNamed() {
    ShapeException e =
        assertThrows(
            ShapeException.class,
            () ->
                StridedArray.zeros(DType.FLOAT32, 3, 4)
                    .allclose(StridedArray.zeros(DType.FLOAT32, 5)));
    assertTrue(e.getMessage().contains("shapes (3,4) (5,)"), e.getMessage());
  }
}
