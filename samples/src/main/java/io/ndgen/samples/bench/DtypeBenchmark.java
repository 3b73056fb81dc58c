package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.BinaryOp;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.ReduceOp;
import java.util.Locale;
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
 * Ufuncs, comparisons, {@code where} and reductions on 2048 x 2048 arrays of the dtypes the other
 * benchmarks leave out (bool, uint32, uint64), each compared with NumPy's time for the same call by
 * {@code samples/numpy/bench_numpy.py} (same case names). {@code binaryOut} writes into an existing
 * array (bool for comparisons and for every bool op), as the NumPy side does; {@code
 * addAllocating}, {@code where} and the reductions allocate their result on both sides. Of bools,
 * NumPy's add is logical or and multiply logical and; max and argmax stop at the first true
 * element, min at the first false, so {@code reduce} on random bools measures the call's overhead
 * and {@code boolMaxLastTrue} (a true only at the very end) the whole read.
 *
 * <p>Operands: {@code a} uniform in [0, 200), {@code b} in [40, 120), from {@link
 * UfuncBenchmark#uniform}'s fixed-seed values, cast to the dtype; for bool, {@code a < 100} and
 * {@code b < 80} (half true each). {@code where}'s condition is the bool {@code a}.
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * DtypeBenchmark} (SIMD), the same without the flag (scalar).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DtypeBenchmark {
  static final int N = 2048;

  /** Two operands of one dtype, an output of that dtype, a bool output and a bool condition. */
  @State(Scope.Benchmark)
  public static class Operands {
    @Param({"bool", "uint32", "uint64"})
    public String dtype;

    StridedArray a;
    StridedArray b;
    StridedArray cond;
    StridedArray out;
    StridedArray outBool;

    @Setup(Level.Trial)
    public void setUp() {
      DType t = UfuncBenchmark.dtype(dtype);
      StridedArray x = UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N).multiply(200.0);
      StridedArray y = UfuncBenchmark.uniform(N * N, 2L, 0.5f).reshape(N, N).multiply(80.0);
      cond = x.less(100.0);
      if (t == DType.BOOL) {
        a = cond;
        b = y.less(80.0);
      } else {
        a = x.astype(t);
        b = y.astype(t);
      }
      out = StridedArray.zeros(t, N, N);
      outBool = StridedArray.zeros(DType.BOOL, N, N);
    }
  }

  /** A binary ufunc or comparison by NumPy name. */
  @State(Scope.Benchmark)
  public static class Binary {
    @Param({"add", "multiply", "maximum", "less", "equal"})
    public String op;

    BinaryOp b;

    @Setup(Level.Trial)
    public void setUp() {
      b = BinaryOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** A reduction by NumPy name, over every axis ("all") or axis 1. */
  @State(Scope.Benchmark)
  public static class Reduction {
    @Param({"max", "min", "argmax"})
    public String op;

    @Param({"all", "1"})
    public String axis;

    ReduceOp r;

    @Setup(Level.Trial)
    public void setUp() {
      r = ReduceOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** A bool array false but for its last element. */
  @State(Scope.Benchmark)
  public static class LastTrue {
    StridedArray a;

    @Setup(Level.Trial)
    public void setUp() {
      a = StridedArray.zeros(DType.BOOL, N, N);
      a.setDouble(new int[] {N - 1, N - 1}, 1.0);
    }
  }

  @Benchmark
  public StridedArray binaryOut(Operands s, Binary b) {
    return Ops.binary(b.b, s.a, s.b, b.b.isComparison() ? s.outBool : s.out);
  }

  @Benchmark
  public StridedArray addAllocating(Operands s) {
    return s.a.add(s.b);
  }

  @Benchmark
  public StridedArray where(Operands s) {
    return StridedArray.where(s.cond, s.a, s.b);
  }

  @Benchmark
  public StridedArray reduce(Operands s, Reduction r) {
    boolean all = r.axis.equals("all");
    if (r.r == ReduceOp.ARGMAX) {
      return all ? Ops.arg(r.r, s.a) : Ops.arg(r.r, s.a, Integer.parseInt(r.axis), false);
    }
    return all
        ? Ops.reduce(r.r, s.a, false)
        : Ops.reduce(r.r, s.a, false, Integer.parseInt(r.axis));
  }

  /** {@code np.max} of a bool array whose only true is its last element: the whole read. */
  @Benchmark
  public StridedArray boolMaxLastTrue(LastTrue s) {
    return Ops.reduce(ReduceOp.MAX, s.a, false);
  }
}
