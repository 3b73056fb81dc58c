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
 * The classic access-pattern experiment: the same sum over a C-ordered matrix, walked row by row
 * (memory order) and column by column (a stride of n elements per step). Then the runtime's own
 * whole-array copy over a transposed view vs over the contiguous array: the planner walks both in
 * memory order, so they should cost the same.
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar TraversalBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class TraversalBenchmark {
  @Param({"2048"})
  public int n;

  float[] data;
  StridedArray matrix;
  StridedArray target;

  @Setup(Level.Trial)
  public void setUp() {
    matrix = StridedArray.arange(DType.FLOAT32, n * n).reshape(n, n);
    data = (float[]) matrix.storage();
    target = StridedArray.zeros(DType.FLOAT32, n, n);
  }

  @Benchmark
  public double rowOrderSum() {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i = 0; i < n; i++) {
      int row = i * n;
      for (int j = 0; j < n; j += 4) {
        s0 += data[row + j];
        s1 += data[row + j + 1];
        s2 += data[row + j + 2];
        s3 += data[row + j + 3];
      }
    }
    return s0 + s1 + s2 + s3;
  }

  @Benchmark
  public double columnOrderSum() {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int j = 0; j < n; j++) {
      for (int i = 0; i < n; i += 4) {
        s0 += data[i * n + j];
        s1 += data[(i + 1) * n + j];
        s2 += data[(i + 2) * n + j];
        s3 += data[(i + 3) * n + j];
      }
    }
    return s0 + s1 + s2 + s3;
  }

  /** Whole-array copy of a contiguous view into a transposed destination view. */
  @Benchmark
  public StridedArray copyContiguousView() {
    matrix.copyInto(target);
    return target;
  }

  /** The same copy with both source and destination transposed: same memory order. */
  @Benchmark
  public StridedArray copyTransposedViews() {
    matrix.transpose().copyInto(target.transpose());
    return target;
  }
}
