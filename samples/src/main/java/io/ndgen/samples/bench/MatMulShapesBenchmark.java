package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
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
 * Matrix products at everyday shapes (issue 11): {@code tall} is (1000, 300) @ (300, 50), {@code
 * square} (256, 64) @ (64, 256), {@code batch} (64, 64, 64) @ (64, 64, 64); each call allocates its
 * result, as NumPy's {@code a @ b}. {@code ndgen} is forked with {@code -Dndgen.blas=false}; {@code
 * openBlas} calls the backend. With {@code polluted=true} the trial's setup first runs a mix of
 * other ops (elementwise, casts, reductions over both float widths and int32) until each is
 * compiled, as in an application, before the first product: JMH's fresh forks otherwise never show
 * a kernel compiled after other kernels have shaped the Vector API's shared type profiles (the
 * products boxed every vector there before the micro-kernel's casts). NumPy's {@code a @ b} is
 * timed by {@code samples/numpy/bench_numpy.py} under the same names (without {@code polluted}).
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * MatMulShapesBenchmark -p polluted=false}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class MatMulShapesBenchmark {
  @Param({"float32", "float64"})
  public String dtype;

  @Param({"tall", "square", "batch"})
  public String shape;

  @Param({"false", "true"})
  public boolean polluted;

  StridedArray x;
  StridedArray y;

  @Setup(Level.Trial)
  public void setUp() {
    DType t = UfuncBenchmark.dtype(dtype);
    int[][] shapes =
        switch (shape) {
          case "tall" -> new int[][] {{1000, 300}, {300, 50}};
          case "square" -> new int[][] {{256, 64}, {64, 256}};
          case "batch" -> new int[][] {{64, 64, 64}, {64, 64, 64}};
          default -> throw new IllegalArgumentException("unknown shape " + shape);
        };
    x = operand(shapes[0], 9L, t);
    y = operand(shapes[1], 10L, t);
    if (polluted) {
      pollute();
    }
  }

  private static StridedArray operand(int[] shape, long seed, DType t) {
    int size = 1;
    for (int s : shape) {
      size *= s;
    }
    return UfuncBenchmark.uniform(size, seed, -0.5f).reshape(shape).astype(t);
  }

  /** Other ops, each called for 200 ms (long enough for C2), as an application runs them. */
  static void pollute() {
    int n = 512;
    StridedArray f = UfuncBenchmark.uniform(n * n, 1L, -0.5f).reshape(n, n);
    StridedArray d = f.astype(DType.FLOAT64);
    StridedArray i = f.multiply(1000.0).astype(DType.INT32);
    StridedArray row = UfuncBenchmark.uniform(n, 2L, -0.5f);
    StridedArray pos = f.abs();
    List<Supplier<Object>> ops =
        List.of(
            () -> f.add(row),
            () -> f.multiply(2.0),
            () -> f.greater(0.0),
            () -> f.transpose().add(f),
            () -> pos.sqrt(),
            () -> f.exp(),
            () -> d.exp(),
            () -> d.tanh(),
            () -> f.sum(),
            () -> d.sum(),
            () -> f.sum(false, 0),
            () -> f.sum(false, 1),
            () -> d.mean(),
            () -> i.mean(),
            () -> f.max(),
            () -> d.min(),
            () -> f.astype(DType.INT32),
            () -> i.astype(DType.FLOAT32),
            () -> f.add(d),
            () -> i.add(i),
            () -> f.power(2L),
            () -> f.cumsum(1),
            () -> d.var(0, false, 0),
            () -> f.clip(-0.1, 0.1));
    for (Supplier<Object> op : ops) {
      long end = System.nanoTime() + 200_000_000L;
      while (System.nanoTime() < end) {
        op.get();
      }
    }
  }

  @Benchmark
  @Fork(value = 1, jvmArgsAppend = "-Dndgen.blas=false")
  public StridedArray ndgen() {
    if (!Ops.matmulBackend().startsWith("ndgen")) {
      throw new IllegalStateException("expected ndgen's matmul, but " + Ops.matmulBackend());
    }
    return x.matmul(y);
  }

  @Benchmark
  public StridedArray openBlas() {
    if (!Ops.matmulBackend().startsWith("OpenBLAS")) {
      throw new IllegalStateException("expected OpenBLAS, but " + Ops.matmulBackend());
    }
    return x.matmul(y);
  }
}
