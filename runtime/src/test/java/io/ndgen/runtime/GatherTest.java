package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code a[mask]} and {@code take} on every layout and dtype against the definition read off the
 * C-ordered values ({@code toDoubleArray}): position p of the leading axes owns the block [p *
 * block, (p + 1) * block) of them. The layouts reach every copy path (the per-primitive compress
 * and gather loops, the block arraycopy, the per-position views).
 */
class GatherTest {

  @Test
  void maskSelectsTheFlaggedBlocksInCOrderOnAnyView() {
    Random r = new Random(11);
    for (int t = 0; t < 3000; t++) {
      StridedArray v = RandomArrays.view(r);
      if (v.rank() == 0) {
        continue;
      }
      int maskRank = 1 + r.nextInt(v.rank());
      int[] maskShape = Arrays.copyOf(v.shape(), maskRank);
      boolean[] flags = randomFlags(r, StridedArray.zeros(DType.BOOL, maskShape).size());
      StridedArray result = v.mask(StridedArray.wrap(flags, maskShape));
      assertMasked(v, maskRank, flags, result);
    }
  }

  @Test
  void maskReadsANonContiguousMaskInCOrder() {
    Random r = new Random(12);
    StridedArray base = StridedArray.arange(DType.FLOAT64, 60).reshape(6, 10);
    boolean[] big = randomFlags(r, 10 * 6);
    // the mask is the transpose of a (10, 6) array: F-ordered storage, read in C index order
    StridedArray mask = StridedArray.wrap(big, 10, 6).transpose();
    boolean[] cOrder = new boolean[60];
    for (int i = 0; i < 6; i++) {
      for (int j = 0; j < 10; j++) {
        cOrder[i * 10 + j] = big[j * 6 + i];
      }
    }
    assertMasked(base, 2, cOrder, base.mask(mask));
  }

  @ParameterizedTest
  @EnumSource(DType.class)
  void maskAndTakeCopyEveryStoragePrimitive(DType dtype) {
    Random r = new Random(13);
    StridedArray source = StridedArray.arange(DType.FLOAT64, 300).remainder(7.0).astype(dtype);
    // contiguous, strided (every 3rd) and reversed sources of the same dtype
    StridedArray[] sources = {
      source, source.slice(0, 1, 300, 3), source.flip(0), source.reshape(30, 10).transpose()
    };
    for (StridedArray s : sources) {
      boolean[] flags = randomFlags(r, s.shape(0));
      assertMasked(s, 1, flags, s.mask(StridedArray.wrap(flags, s.shape(0))));
      int[] index = randomIndices(r, s.shape(0), 50);
      assertTaken(s, 0, index, s.take(0, index));
      assertEquals(dtype, s.take(0, index).dtype());
    }
  }

  @Test
  void takeCopiesTheIndexedPositionsOfAnyAxisOnAnyView() {
    Random r = new Random(14);
    for (int t = 0; t < 3000; t++) {
      StridedArray v = RandomArrays.view(r);
      if (v.rank() == 0) {
        continue;
      }
      int axis = r.nextInt(v.rank());
      int n = v.shape(axis);
      int[] index = n == 0 ? new int[0] : randomIndices(r, n, r.nextInt(8));
      assertTaken(v, axis, index, v.take(axis, index));
    }
  }

  @Test
  void takeOfALastAxisGathersEveryRow() {
    StridedArray a = StridedArray.arange(DType.FLOAT32, 4 * 5 * 6).reshape(4, 5, 6);
    int[] index = {5, -1, 0, 0, 3, -6};
    assertTaken(a, 2, index, a.take(2, index));
    assertTaken(a, 1, new int[] {4, -5, 2}, a.take(1, 4, -5, 2));
  }

  private static void assertMasked(
      StridedArray v, int maskRank, boolean[] flags, StridedArray result) {
    int positions = flags.length;
    double[] values = v.toDoubleArray();
    int block = positions == 0 ? 0 : values.length / positions;
    int count = 0;
    double[] expected = new double[values.length];
    int e = 0;
    for (int p = 0; p < positions; p++) {
      if (flags[p]) {
        count++;
        System.arraycopy(values, p * block, expected, e, block);
        e += block;
      }
    }
    int[] shape = new int[v.rank() - maskRank + 1];
    shape[0] = count;
    System.arraycopy(v.shape(), maskRank, shape, 1, shape.length - 1);
    assertArrayEquals(shape, result.shape(), () -> "mask over " + Arrays.toString(v.shape()));
    assertArrayEquals(Arrays.copyOf(expected, e), result.toDoubleArray());
  }

  private static void assertTaken(StridedArray v, int axis, int[] index, StridedArray result) {
    int[] shape = v.shape();
    int n = shape[axis];
    int outer = 1;
    for (int k = 0; k < axis; k++) {
      outer *= shape[k];
    }
    int inner = 1;
    for (int k = axis + 1; k < shape.length; k++) {
      inner *= shape[k];
    }
    double[] values = v.toDoubleArray();
    double[] expected = new double[outer * index.length * inner];
    int e = 0;
    for (int o = 0; o < outer; o++) {
      for (int i : index) {
        int at = (o * n + (i < 0 ? i + n : i)) * inner;
        System.arraycopy(values, at, expected, e, inner);
        e += inner;
      }
    }
    shape[axis] = index.length;
    assertArrayEquals(shape, result.shape());
    assertArrayEquals(expected, result.toDoubleArray(), () -> "take over axis " + axis);
  }

  /** Densities from none to all, so runs of both kinds and the empty result are covered. */
  private static boolean[] randomFlags(Random r, int n) {
    double density = new double[] {0, 0.02, 0.5, 0.9, 1}[r.nextInt(5)];
    boolean[] flags = new boolean[n];
    for (int i = 0; i < n; i++) {
      flags[i] = r.nextDouble() < density;
    }
    return flags;
  }

  /** Indices in [-n, n), repeats allowed. */
  private static int[] randomIndices(Random r, int n, int count) {
    int[] index = new int[count];
    for (int j = 0; j < count; j++) {
      index[j] = r.nextInt(2 * n) - n;
    }
    return index;
  }
}
