package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.Random;
import java.util.function.BinaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * An element's result of a transcendental function does not depend on where it sits: alone, at the
 * end of a run shorter than a vector, in a stepped or reversed view, or inside a long contiguous
 * run, {@code exp}, {@code log}, {@code sin}, {@code cos}, {@code tanh} and {@code power} give the
 * same bits (with SIMD, every element goes through the vector kernel, as in NumPy's loops; without,
 * through {@code Math}).
 */
class PositionIndependenceTest {
  private static final int N = 1003; // not a multiple of any vector length

  private static StridedArray values(DType dtype, double low, double high, long seed) {
    Random r = new Random(seed);
    StridedArray a = StridedArray.zeros(dtype, N);
    for (int i = 0; i < N; i++) {
      a.setDouble(new int[] {i}, low + (high - low) * r.nextDouble());
    }
    return a;
  }

  @TestFactory
  Stream<DynamicTest> everyPlacementGivesTheContiguousRunsBits() {
    return Stream.of(DType.FLOAT32, DType.FLOAT64)
        .flatMap(
            dtype -> {
              StridedArray wide = values(dtype, -30, 30, 1);
              StridedArray positive = values(dtype, 1e-3, 50, 2);
              StridedArray exponents = values(dtype, -3, 3, 3);
              return Stream.of(
                  test(dtype, "exp", wide, wide, (x, y) -> x.exp()),
                  test(dtype, "log", positive, positive, (x, y) -> x.log()),
                  test(dtype, "sin", wide, wide, (x, y) -> x.sin()),
                  test(dtype, "cos", wide, wide, (x, y) -> x.cos()),
                  test(dtype, "tanh", exponents, exponents, (x, y) -> x.tanh()),
                  test(dtype, "power(x, 2.7)", positive, positive, (x, y) -> x.power(2.7)),
                  test(
                      dtype,
                      "power(2.7, y)",
                      exponents,
                      exponents,
                      (x, y) -> StridedArray.scalar(dtype, 2.7).power(y)),
                  test(dtype, "power(x, y)", positive, exponents, StridedArray::power));
            });
  }

  private static DynamicTest test(
      DType dtype, String name, StridedArray x, StridedArray y, BinaryOperator<StridedArray> f) {
    return DynamicTest.dynamicTest(
        dtype + " " + name,
        () -> {
          StridedArray whole = f.apply(x, y);
          for (int i = 0; i < N; i += 37) { // alone: a run of one element
            StridedArray alone = f.apply(x.slice(0, i, i + 1, 1), y.slice(0, i, i + 1, 1));
            assertEquals(bits(whole, i), bits(alone, 0), "alone " + i);
          }
          StridedArray reversed = f.apply(x.flip(0), y.flip(0));
          StridedArray stepped = f.apply(x.slice(0, 1, N, 3), y.slice(0, 1, N, 3));
          // a tail of another length
          StridedArray shifted = f.apply(x.slice(0, 5, N - 2, 1), y.slice(0, 5, N - 2, 1));
          for (int i = 0; i < N; i++) {
            assertEquals(bits(whole, i), bits(reversed, N - 1 - i), "reversed " + i);
            if (i % 3 == 1) {
              assertEquals(bits(whole, i), bits(stepped, i / 3), "stepped " + i);
            }
            if (i >= 5 && i < N - 2) {
              assertEquals(bits(whole, i), bits(shifted, i - 5), "shifted " + i);
            }
          }
        });
  }

  private static long bits(StridedArray a, int i) {
    return Double.doubleToRawLongBits(a.getDouble(i));
  }
}
