package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Properties of concatenate/split, tile, repeat, sort and argsort on random chains of views ({@link
 * RandomArrays}), checked against definitions computed element by element here; and the documented
 * deviations from NumPy.
 */
class BreadthPropertyTest {

  private static int randomAxis(Random r, StridedArray v) {
    return r.nextInt(v.rank()) - (r.nextBoolean() ? v.rank() : 0);
  }

  @Property(tries = 300)
  void splittingAConcatenationGivesBackItsParts(@ForAll long seed) {
    Random r = new Random(seed);
    StridedArray a = RandomArrays.view(r);
    Assume.that(a.rank() > 0);
    int axis = randomAxis(r, a);
    StridedArray b = a.flip(axis);
    StridedArray joined = StridedArray.concatenate(axis, a, b, a);
    int n = a.shape(axis);
    List<StridedArray> parts = joined.splitAt(axis, n, 2 * n);
    assertEquals(3, parts.size());
    assertEquals(a, parts.get(0));
    assertEquals(b, parts.get(1));
    assertEquals(a, parts.get(2));
    List<StridedArray> thirds = joined.split(3, axis);
    for (int k = 0; k < 3; k++) {
      assertEquals(parts.get(k), thirds.get(k));
      assertTrue(thirds.get(k).size() == 0 || thirds.get(k).sharesMemory(joined));
    }
  }

  @Property(tries = 300)
  void tileAndRepeatReadTheSourceAtTheDividedIndex(@ForAll long seed) {
    Random r = new Random(seed);
    StridedArray a = RandomArrays.view(r);
    Assume.that(a.rank() > 0);
    int[] reps = new int[a.rank()];
    for (int k = 0; k < reps.length; k++) {
      reps[k] = r.nextInt(3) + 1;
    }
    StridedArray tiled = a.tile(reps);
    int axis = r.nextInt(a.rank());
    int times = r.nextInt(3) + 1;
    StridedArray repeated = a.repeat(times, axis);
    for (int[] i : RandomArrays.indices(tiled.shape())) {
      int[] j = i.clone();
      for (int k = 0; k < j.length; k++) {
        j[k] %= a.shape(k);
      }
      assertEquals(a.getDouble(j), tiled.getDouble(i));
    }
    for (int[] i : RandomArrays.indices(repeated.shape())) {
      int[] j = i.clone();
      j[axis] /= times;
      assertEquals(a.getDouble(j), repeated.getDouble(i));
    }
  }

  /** The copy kernels' pair loop (a run of two from one source element) for every dtype. */
  @Test
  void repeatTwiceAlongTheLastAxisIsTheStackOfTwoCopies() {
    for (DType dtype : DType.values()) {
      StridedArray m =
          StridedArray.arange(DType.INT64, 6 * 301).reshape(6, 301).remainder(120L).astype(dtype);
      for (StridedArray a : List.of(m, m.slice(1, 0, 301, 3), m.flip(1), m.transpose())) {
        int[] shape = a.shape();
        StridedArray expected = StridedArray.stack(2, a, a).reshape(shape[0], 2 * shape[1]);
        assertEquals(expected, a.repeat(2, 1), dtype + " " + java.util.Arrays.toString(shape));
        assertEquals(expected, a.repeat(2, -1), dtype + " axis -1");
      }
    }
  }

  @Property(tries = 300)
  void argsortIsAStableSortingPermutationAndSortAgrees(@ForAll long seed) {
    Random r = new Random(seed);
    StridedArray a = RandomArrays.view(r).remainder(3.0); // ties on purpose
    Assume.that(a.rank() > 0);
    int axis = r.nextInt(a.rank());
    StridedArray order = a.argsort(axis);
    StridedArray sorted = a.sort(axis);
    int n = a.shape(axis);
    for (int[] i : RandomArrays.indices(a.shape())) {
      if (i[axis] == 0) {
        int[] j = i.clone();
        boolean[] seen = new boolean[n];
        for (int p = 0; p < n; p++) {
          j[axis] = p;
          int at = (int) order.getLong(j);
          assertTrue(!seen[at], "a permutation");
          seen[at] = true;
          int[] src = j.clone();
          src[axis] = at;
          assertEquals(a.getDouble(src), sorted.getDouble(j), "sort agrees with argsort");
          if (p > 0) {
            int[] prev = j.clone();
            prev[axis] = p - 1;
            int before = (int) order.getLong(prev);
            int[] prevSrc = src.clone();
            prevSrc[axis] = before;
            double x = a.getDouble(prevSrc);
            double y = a.getDouble(src);
            assertTrue(x < y || (x == y && before < at), "sorted, ties in index order");
          }
        }
      }
    }
  }

  // ---------------------------------------------------------------- deviations (docs/ops.md)

  @Test
  void linspaceRefusesValuesAnIntegerDtypeCannotHold() {
    // NumPy's float -> uint8 cast of -1.0 is undefined in C (it gives 255); ndgen's casts refuse it
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> StridedArray.linspace(DType.UINT8, -1, 1, 5));
    assertTrue(e.getMessage().contains("uint8"), e.getMessage());
  }

  @Test
  void splitOnAMissingAxisNamesTheAxis() {
    // NumPy raises IndexError "tuple index out of range"
    ShapeException e =
        assertThrows(ShapeException.class, () -> StridedArray.zeros(DType.INT8, 2, 3).split(1, 2));
    assertEquals("axis 2 is out of bounds for array of dimension 2", e.getMessage());
  }

  @Test
  void splitPiecesWriteThrough() {
    StridedArray a = StridedArray.arange(DType.INT32, 6);
    a.split(3, 0).get(1).fill(-1);
    assertArrayEquals(new double[] {0, 1, -1, -1, 4, 5}, a.toDoubleArray());
  }

  @Test
  void largeConcatenationsAndSortsAreTheSameOnOneThreadAndMany() {
    // large enough for the parallel paths (inputs copied, rows sorted on several cores)
    Rng rng = Rng.defaultRng(5);
    StridedArray a = rng.random(DType.FLOAT32, 300, 400);
    StridedArray b = rng.standardNormal(DType.FLOAT64, 300, 400).transpose().transpose();
    StridedArray c = rng.integers(-50, 50, 400, 300).astype(DType.INT16).transpose();
    for (int axis : new int[] {0, 1, -1}) {
      StridedArray many = StridedArray.concatenate(axis, a, b, c);
      StridedArray one =
          io.ndgen.runtime.parallel.Parallel.withThreads(
              1, () -> StridedArray.concatenate(axis, a, b, c));
      assertEquals(one, many);
      int n = a.shape(axis < 0 ? 1 : axis);
      List<StridedArray> parts = many.splitAt(axis, n, 2 * n);
      assertEquals(a.astype(DType.FLOAT64), parts.get(0));
      assertEquals(b, parts.get(1));
      assertEquals(c.astype(DType.FLOAT64), parts.get(2));
      StridedArray sorted = many.sort(axis);
      assertEquals(
          io.ndgen.runtime.parallel.Parallel.withThreads(1, () -> many.sort(axis)), sorted);
      assertEquals(
          io.ndgen.runtime.parallel.Parallel.withThreads(1, () -> many.argsort(axis)),
          many.argsort(axis));
    }
  }

  @Test
  void sortLeavesItsInputAlone() {
    StridedArray a = StridedArray.wrap(new double[] {3, Double.NaN, -0.0, 1}, 4);
    StridedArray s = a.sort(0);
    assertArrayEquals(new double[] {3, Double.NaN, -0.0, 1}, a.toDoubleArray());
    assertArrayEquals(new double[] {-0.0, 1, 3, Double.NaN}, s.toDoubleArray());
  }
}
