package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.UnaryOp;
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
 * Elementwise ops whose operands are not two contiguous arrays of one dtype: a scalar, a broadcast
 * row or column, a stepped or transposed view, an operand of another dtype. 2048 x 2048 float32
 * (int32 and float64 where named), each case {@code alloc} (a new result, as NumPy's {@code a +
 * row}) and {@code out} (into an existing array, NumPy's {@code out=}); NumPy's twins are {@code
 * broadcast()} in {@code samples/numpy/bench_numpy.py} (same case names). Baselines in the same
 * run: {@code allocateOnly} (a fresh zeroed result, the floor under every {@code alloc} case) and
 * {@code addOut} (two contiguous operands into {@code out}).
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * BroadcastBenchmark -wi 3 -i 5 -w 1 -r 1 -f 1}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BroadcastBenchmark {
  static final int N = 2048;

  @State(Scope.Benchmark)
  public static class Case {
    @Param({
      "addRow",
      "addColumn",
      "multiplyScalar",
      "divideScalar",
      "powerTwo",
      "powerHalf",
      "greaterScalar",
      "sqrtStepped",
      "expTransposed",
      "int32PlusFloat32",
      "float32PlusFloat64",
      "addTransposed"
    })
    public String op;

    Supplier<StridedArray> alloc;
    Supplier<StridedArray> out;

    @Setup(Level.Trial)
    public void setUp() {
      StridedArray a = UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N);
      StridedArray b = UfuncBenchmark.uniform(N * N, 2L, 0.5f).reshape(N, N);
      StridedArray row = UfuncBenchmark.uniform(N, 3L, 0f);
      StridedArray col = UfuncBenchmark.uniform(N, 4L, 0f).reshape(N, 1);
      StridedArray i32 = a.multiply(2000.0).subtract(1000.0).astype(DType.INT32);
      StridedArray d = b.astype(DType.FLOAT64);
      StridedArray o = StridedArray.zeros(DType.FLOAT32, N, N);
      StridedArray half = StridedArray.zeros(DType.FLOAT32, N, N / 2);
      StridedArray o64 = StridedArray.zeros(DType.FLOAT64, N, N);
      StridedArray ob = StridedArray.zeros(DType.BOOL, N, N);
      StridedArray stepped = a.slice(1, 0, N, 2);
      switch (op) {
        case "addRow":
          set(() -> a.add(row), () -> a.add(row, o));
          break;
        case "addColumn":
          set(() -> a.add(col), () -> a.add(col, o));
          break;
        case "multiplyScalar":
          set(() -> a.multiply(2.0), () -> a.multiply(scalar(2), o));
          break;
        case "divideScalar":
          set(() -> a.divide(3.0), () -> a.divide(scalar(3), o));
          break;
        case "powerTwo":
          set(() -> a.power(2L), () -> a.power(scalar(2), o));
          break;
        case "powerHalf":
          set(() -> a.power(0.5), () -> a.power(scalar(0.5), o));
          break;
        case "greaterScalar":
          set(() -> a.greater(0.5), () -> a.greater(scalar(0.5), ob));
          break;
        case "sqrtStepped":
          set(() -> stepped.sqrt(), () -> Ops.unary(UnaryOp.SQRT, stepped, half));
          break;
        case "expTransposed":
          set(() -> a.transpose().exp(), () -> Ops.unary(UnaryOp.EXP, a.transpose(), o));
          break;
        case "int32PlusFloat32":
          set(() -> i32.add(a), () -> i32.add(a, o64));
          break;
        case "float32PlusFloat64":
          set(() -> a.add(d), () -> a.add(d, o64));
          break;
        case "addTransposed":
          set(() -> a.transpose().add(b), () -> a.transpose().add(b, o));
          break;
        default:
          throw new IllegalArgumentException(op);
      }
    }

    private void set(Supplier<StridedArray> alloc, Supplier<StridedArray> out) {
      this.alloc = alloc;
      this.out = out;
    }

    private static StridedArray scalar(double v) {
      return StridedArray.scalar(DType.FLOAT32, v);
    }
  }

  /** Two contiguous float32 operands and a float32 output. */
  @State(Scope.Benchmark)
  public static class Plain {
    StridedArray a;
    StridedArray b;
    StridedArray out;

    @Setup(Level.Trial)
    public void setUp() {
      a = UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N);
      b = UfuncBenchmark.uniform(N * N, 2L, 0.5f).reshape(N, N);
      out = StridedArray.zeros(DType.FLOAT32, N, N);
    }
  }

  @Benchmark
  public StridedArray alloc(Case c) {
    return c.alloc.get();
  }

  @Benchmark
  public StridedArray out(Case c) {
    return c.out.get();
  }

  /** Baseline: a fresh zeroed float32 result of 2048², no ndgen code. */
  @Benchmark
  public float[] allocateOnly() {
    return new float[N * N];
  }

  /** Baseline: {@code add} of two contiguous operands into {@code out}. */
  @Benchmark
  public StridedArray addOut(Plain p) {
    return p.a.add(p.b, p.out);
  }
}
