package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reductions over layouts and axis sets that {@code UfuncBenchmark}'s whole-array, axis-0 and
 * axis-1 cases do not reach, each compared with NumPy's time for the same call ({@code
 * samples/numpy/bench_numpy.py}, function {@code layouts}; issue 11's "every reduction" target):
 *
 * <ul>
 *   <li>{@code transposedAxis1}: {@code a.T.sum(axis=1)} of a 2048 x 2048 float32 matrix;
 *   <li>{@code rank3Axes02}, {@code rank3Axis1}, {@code rank3Axis2}: {@code c.sum(axis=(0, 2))},
 *       {@code c.sum(axis=1)}, {@code c.sum(axis=2)} of a (64, 256, 256) float32 array;
 *   <li>{@code steppedAll}: {@code a[:, ::2].sum()};
 *   <li>{@code boolAxis0}: {@code (a > 0.5).sum(axis=0)} (int64 counts);
 *   <li>{@code int32Mean}, {@code int32MeanAxis1}: {@code i.mean()}, {@code i.mean(axis=1)} of a
 *       2048 x 2048 int32 matrix in [-1000, 1000) (NumPy sums in float64);
 *   <li>{@code int64All}, {@code int64Axis1}: {@code l.sum()}, {@code l.sum(axis=1)} of the same
 *       values as int64.
 * </ul>
 *
 * Every call allocates its result, as NumPy's does. Operands come from {@link
 * UfuncBenchmark#uniform}'s fixed-seed values.
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * LayoutReductionBenchmark}; NumPy: {@code python3 samples/numpy/bench_numpy.py --only
 * LayoutReductionBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LayoutReductionBenchmark {
  static final int N = 2048;

  /** The operands and the call to time. */
  @State(Scope.Benchmark)
  public static class Case {
    @Param({
      "transposedAxis1",
      "rank3Axes02",
      "rank3Axis1",
      "rank3Axis2",
      "steppedAll",
      "boolAxis0",
      "int32Mean",
      "int32MeanAxis1",
      "int64All",
      "int64Axis1"
    })
    public String shape;

    StridedArray a;

    @Setup(Level.Trial)
    public void setUp() {
      switch (shape) {
        case "rank3Axes02", "rank3Axis1", "rank3Axis2" ->
            a = UfuncBenchmark.uniform(64 * 256 * 256, 1L, 0f).reshape(64, 256, 256);
        case "boolAxis0" -> a = matrix().greater(0.5);
        case "int32Mean", "int32MeanAxis1" -> a = integers().astype(DType.INT32);
        case "int64All", "int64Axis1" -> a = integers().astype(DType.INT64);
        default -> a = matrix();
      }
    }

    private static StridedArray matrix() {
      return UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N);
    }

    private static StridedArray integers() {
      return matrix().multiply(2000.0).subtract(1000.0);
    }
  }

  @Benchmark
  public StridedArray reduce(Case c) {
    StridedArray a = c.a;
    return switch (c.shape) {
      case "transposedAxis1" -> a.transpose().sum(false, 1);
      case "rank3Axes02" -> a.sum(false, 0, 2);
      case "rank3Axis1" -> a.sum(false, 1);
      case "rank3Axis2" -> a.sum(false, 2);
      case "steppedAll" -> a.slice(1, 0, N, 2).sum();
      case "boolAxis0" -> a.sum(false, 0);
      case "int32Mean" -> a.mean();
      case "int32MeanAxis1" -> a.mean(false, 1);
      case "int64All" -> a.sum();
      case "int64Axis1" -> a.sum(false, 1);
      default -> throw new IllegalArgumentException(c.shape);
    };
  }
}
