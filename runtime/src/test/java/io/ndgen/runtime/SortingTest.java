package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.parallel.Parallel;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code sort} along every axis of arrays large enough that lanes which are not contiguous are
 * gathered, sorted and scattered back a piece at a time on several cores: each lane against the
 * JDK's sort of the same lane, and the whole result bit for bit against one thread.
 */
class SortingTest {

  static Stream<Arguments> cases() {
    return Stream.of(DType.FLOAT64, DType.FLOAT32, DType.INT64, DType.INT16)
        .flatMap(
            t ->
                Stream.of(0, 1, 2, -1)
                    .flatMap(
                        axis ->
                            Stream.of(Arguments.of(t, axis, false), Arguments.of(t, axis, true))));
  }

  @ParameterizedTest(name = "{0} axis={1} transposed={2}")
  @MethodSource("cases")
  void eachLaneIsSortedAndTheThreadCountDoesNotMatter(DType dtype, int axis, boolean transposed) {
    int[] shape = {40, 50, 70}; // 140,000 elements: several pieces along every axis
    Random r = new Random(axis * 7 + dtype.ordinal());
    double[] specials = {Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
    boolean floats = dtype == DType.FLOAT64 || dtype == DType.FLOAT32;
    double[] values = new double[40 * 50 * 70];
    for (int i = 0; i < values.length; i++) {
      int pick = r.nextInt(50);
      values[i] = floats && pick < 5 ? specials[pick] : r.nextInt(20_000) - 10_000;
    }
    StridedArray base = StridedArray.wrap(values, shape).astype(dtype);
    StridedArray a = transposed ? base.transpose() : base;
    StridedArray sorted = a.sort(axis);
    StridedArray one = Parallel.withThreads(1, () -> a.sort(axis));
    assertEquals(one, sorted);
    assertArrayEquals(bits(one), bits(sorted), "bit for bit on one thread and on all");
    int ax = axis < 0 ? axis + 3 : axis;
    int n = a.shape(ax);
    int[] index = new int[3];
    int[] others = {ax == 0 ? 1 : 0, ax == 2 ? 1 : 2};
    for (int i = 0; i < a.shape(others[0]); i++) {
      for (int j = 0; j < a.shape(others[1]); j++) {
        index[others[0]] = i;
        index[others[1]] = j;
        double[] lane = new double[n];
        double[] got = new double[n];
        for (int k = 0; k < n; k++) {
          index[ax] = k;
          lane[k] = a.getDouble(index);
          got[k] = sorted.getDouble(index);
        }
        Arrays.sort(lane); // NaN last, -0.0 before 0.0
        assertArrayEquals(lane, got, "lane " + i + ", " + j);
      }
    }
  }

  @Test
  void aLongReversedOrSteppedVectorIsSortedAsOneLane() {
    int n = 3 * Parallel.GRAIN + 5; // longer than one piece
    double[] values = new Random(11).doubles(2 * n, -1e3, 1e3).toArray();
    StridedArray base = StridedArray.wrap(values, 2 * n);
    for (StridedArray a : new StridedArray[] {base.flip(0), base.slice(0, 0, 2 * n, 2)}) {
      double[] expected = a.toDoubleArray();
      Arrays.sort(expected);
      assertArrayEquals(expected, a.sort(0).toDoubleArray());
    }
  }

  private static long[] bits(StridedArray a) {
    double[] d = a.toDoubleArray();
    long[] b = new long[d.length];
    for (int i = 0; i < d.length; i++) {
      b[i] = Double.doubleToRawLongBits(d[i]);
    }
    return b;
  }
}
