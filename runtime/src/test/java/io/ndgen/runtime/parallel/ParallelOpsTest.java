package io.ndgen.runtime.parallel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Elementwise ops large enough to be split across threads give the same bits on 1 and on several
 * threads, for long contiguous runs (cut into chunks), short rows (grouped), transposed and
 * broadcast operands, and an output given by the caller; and the right values (checked element by
 * element against Java's arithmetic).
 */
class ParallelOpsTest {
  private static final Random RND = new Random(29);

  static StridedArray random(DType dtype, int... shape) {
    int size = 1;
    for (int n : shape) {
      size *= n;
    }
    double[] d = new double[size];
    for (int i = 0; i < size; i++) {
      d[i] = RND.nextGaussian() * 3;
    }
    return StridedArray.wrap(d, shape).astype(dtype);
  }

  static void sameOnAnyThreadCount(String what, Supplier<StridedArray> op) {
    double[] one = Parallel.withThreads(1, op).toDoubleArray();
    for (int threads : new int[] {2, 3, 8}) {
      double[] many = Parallel.withThreads(threads, op).toDoubleArray();
      assertEquals(one.length, many.length, what);
      for (int i = 0; i < one.length; i++) {
        if (Double.doubleToRawLongBits(one[i]) != Double.doubleToRawLongBits(many[i])) {
          assertEquals(one[i], many[i], what + " threads=" + threads + " at " + i);
        }
      }
    }
  }

  @Test
  void longRunsShortRowsTransposesAndBroadcastsGiveTheSameBits() {
    for (DType t : new DType[] {DType.FLOAT64, DType.FLOAT32, DType.INT32}) {
      StridedArray flat = random(t, 200_003);
      StridedArray other = random(t, 200_003);
      sameOnAnyThreadCount(t + " long add", () -> flat.add(other));
      StridedArray rows = random(t, 40_000, 3);
      StridedArray column = random(t, 40_000, 1);
      sameOnAnyThreadCount(t + " short rows, broadcast column", () -> rows.multiply(column));
      StridedArray wide = random(t, 3, 70_001);
      sameOnAnyThreadCount(t + " transposed", () -> wide.transpose().subtract(wide.transpose()));
      sameOnAnyThreadCount(t + " strided", () -> flat.slice(0, 1, 200_003, 2).negative());
      sameOnAnyThreadCount(t + " where", () -> StridedArray.where(flat.less(other), flat, other));
    }
    // tanh, not exp: ndgen's tanh kernel is plain arithmetic, while the Vector API's EXP gives the
    // Java fallback's last bit until C2 compiles the loop and SVML's after (docs/ops.md)
    StridedArray x = random(DType.FLOAT64, 5, 40_000);
    sameOnAnyThreadCount("tanh", x::tanh);
    // float32 log and exp: ndgen's kernels, plain arithmetic (negative inputs give NaN)
    StridedArray x32 = random(DType.FLOAT32, 5, 40_000);
    sameOnAnyThreadCount("float32 log", x32::log);
    sameOnAnyThreadCount("float32 exp", x32::exp);
    // float32 sin/cos: vector lanes take NumPy's algorithm, a piece's last elements Math's
    StridedArray y = random(DType.FLOAT32, 5, 40_001).multiply(3000.0);
    sameOnAnyThreadCount("float32 sin", y::sin);
    sameOnAnyThreadCount("float32 cos", y::cos);
  }

  @Test
  void splitLoopsComputeEveryElement() {
    StridedArray a = random(DType.FLOAT64, 3, 70_001);
    StridedArray b = random(DType.FLOAT64, 70_001);
    StridedArray out = StridedArray.zeros(DType.FLOAT64, 70_001, 3).transpose();
    Parallel.withThreads(4, () -> a.add(b, out));
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 70_001; j += 7) {
        assertEquals(a.getDouble(i, j) + b.getDouble(j), out.getDouble(i, j), i + ", " + j);
      }
    }
  }

  @Test
  void splitCastsCheckWhileConvertingAndReportTheFirstRefusedElement() {
    StridedArray f = random(DType.FLOAT32, 3, 70_001).multiply(1e6).astype(DType.FLOAT32);
    sameOnAnyThreadCount("float32 -> int32", () -> f.astype(DType.INT32));
    sameOnAnyThreadCount("float32 -> int32, strided", () -> f.transpose().astype(DType.INT32));
    double[] truncated = Parallel.withThreads(4, () -> f.astype(DType.INT32)).toDoubleArray();
    double[] values = f.toDoubleArray();
    for (int i = 0; i < values.length; i++) {
      assertEquals((int) values[i], truncated[i], "at " + i); // an int in a double: exact
    }
    // refused elements in two different pieces: the first one in memory order is reported
    float[] data = new float[200_000];
    data[150_000] = Float.NaN;
    data[70_000] = 3e9f;
    for (int threads : new int[] {1, 2, 4}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () ->
                  Parallel.withThreads(
                      threads, () -> StridedArray.wrap(data, 200_000).astype(DType.INT32)));
      assertEquals(
          "cannot store 3.0E9 in int32: out of range", e.getMessage(), "threads=" + threads);
    }
  }
}
