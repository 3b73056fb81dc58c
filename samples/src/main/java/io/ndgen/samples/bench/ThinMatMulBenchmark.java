package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
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
 * The products that are not square matrices: a vector times a 2048² matrix ({@code vecmat}), the
 * matrix times a vector ({@code matvec}), the dot of two 2²⁰-element vectors ({@code dot}), and
 * stacks of small products ({@code batch16}: 4096 of 16 x 16 by 16 x 16; {@code batch3}: 65536 of 3
 * x 3 by 3 x 3). {@code ndgen} is forked with {@code -Dndgen.blas=false}; {@code openBlas} calls
 * the backend. NumPy's {@code a @ b} is timed by {@code samples/numpy/bench_numpy.py} under the
 * same names.
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * ThinMatMulBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class ThinMatMulBenchmark {
  @Param({"float32", "float64"})
  public String dtype;

  @Param({"vecmat", "matvec", "dot", "batch16", "batch3"})
  public String shape;

  StridedArray x;
  StridedArray y;

  @Setup(Level.Trial)
  public void setUp() {
    DType t = UfuncBenchmark.dtype(dtype);
    int[][] shapes =
        switch (shape) {
          case "vecmat" -> new int[][] {{2048}, {2048, 2048}};
          case "matvec" -> new int[][] {{2048, 2048}, {2048}};
          case "dot" -> new int[][] {{1 << 20}, {1 << 20}};
          case "batch16" -> new int[][] {{4096, 16, 16}, {4096, 16, 16}};
          case "batch3" -> new int[][] {{65536, 3, 3}, {65536, 3, 3}};
          default -> throw new IllegalArgumentException("unknown shape " + shape);
        };
    x = operand(shapes[0], 9L, t);
    y = operand(shapes[1], 10L, t);
  }

  private static StridedArray operand(int[] shape, long seed, DType t) {
    int size = 1;
    for (int s : shape) {
      size *= s;
    }
    return UfuncBenchmark.uniform(size, seed, -0.5f).reshape(shape).astype(t);
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
