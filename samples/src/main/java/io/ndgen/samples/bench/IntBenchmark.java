package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.BinaryOp;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.ops.UnaryOp;
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
 * Integer ufuncs, comparisons and reductions on 2048 x 2048 int32 and int64 arrays, each compared
 * with NumPy's time for the same call by {@code samples/numpy/bench_numpy.py} (same case names).
 * The binary ops write into an existing array (bool for comparisons), as the NumPy side does; the
 * reductions allocate their result on both sides.
 *
 * <p>Operands: {@code a} uniform in [-1000, 1000), {@code b} in [50, 150) (never zero, for {@code
 * floor_divide}), from {@link UfuncBenchmark#uniform}'s fixed-seed values, cast to the dtype.
 *
 * <p>The division by a Python int ({@code a // 7}, {@code a % 7}), {@code a * a}, {@code abs(a)}
 * and {@code clip(a, -10, 10)} come into {@code out} and allocating (as NumPy's expression), with
 * {@link #allocate}, a new zeroed array of the result's size, the allocating forms' floor.
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * IntBenchmark} (SIMD), the same without the flag (scalar).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class IntBenchmark {
  static final int N = 2048;

  /** Two operands of one integer dtype, an output of that dtype and a bool output. */
  @State(Scope.Benchmark)
  public static class Operands {
    @Param({"int32", "int64"})
    public String dtype;

    StridedArray a;
    StridedArray b;
    StridedArray out;
    StridedArray outBool;

    @Setup(Level.Trial)
    public void setUp() {
      DType t = UfuncBenchmark.dtype(dtype);
      a = UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N).multiply(2000.0).subtract(1000.0);
      a = a.astype(t);
      b = UfuncBenchmark.uniform(N * N, 2L, 0.5f).reshape(N, N).multiply(100.0).astype(t);
      out = StridedArray.zeros(t, N, N);
      outBool = StridedArray.zeros(DType.BOOL, N, N);
    }
  }

  /** A binary ufunc or comparison by NumPy name. */
  @State(Scope.Benchmark)
  public static class Binary {
    @Param({"add", "multiply", "maximum", "less", "floor_divide"})
    public String op;

    BinaryOp b;

    @Setup(Level.Trial)
    public void setUp() {
      b = BinaryOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** A reduction by NumPy name, over every axis ("all"), axis 0 or axis 1. */
  @State(Scope.Benchmark)
  public static class Reduction {
    @Param({"sum", "max", "argmax"})
    public String op;

    @Param({"all", "0", "1"})
    public String axis;

    ReduceOp r;

    @Setup(Level.Trial)
    public void setUp() {
      r = ReduceOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** Floor division or remainder by a Python int, by NumPy name. */
  @State(Scope.Benchmark)
  public static class ByScalar {
    @Param({"floor_divide", "remainder"})
    public String op;

    BinaryOp b;

    @Setup(Level.Trial)
    public void setUp() {
      b = BinaryOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** {@code np.floor_divide(a, 7, out=out)} or {@code np.remainder(a, 7, out=out)}. */
  @Benchmark
  public StridedArray byScalarOut(Operands s, ByScalar b) {
    return Ops.binary(b.b, s.a, 7L, s.out);
  }

  /** {@code a // 7} or {@code a % 7}. */
  @Benchmark
  public StridedArray byScalarAllocating(Operands s, ByScalar b) {
    return Ops.binary(b.b, s.a, 7L);
  }

  /** {@code np.multiply(a, a, out=out)}. */
  @Benchmark
  public StridedArray squareOut(Operands s) {
    return Ops.binary(BinaryOp.MULTIPLY, s.a, s.a, s.out);
  }

  /** {@code a * a}. */
  @Benchmark
  public StridedArray squareAllocating(Operands s) {
    return s.a.multiply(s.a);
  }

  /** {@code np.absolute(a, out=out)}. */
  @Benchmark
  public StridedArray absoluteOut(Operands s) {
    return Ops.unary(UnaryOp.ABSOLUTE, s.a, s.out);
  }

  /** {@code np.abs(a)}. */
  @Benchmark
  public StridedArray absoluteAllocating(Operands s) {
    return s.a.abs();
  }

  /** {@code np.clip(a, -10, 10)} (Python-int bounds: the result keeps the dtype). */
  @Benchmark
  public StridedArray clipAllocating(Operands s) {
    return s.a.clip(-10L, 10L);
  }

  /** The floor of the allocating forms: a new zeroed array of the result's dtype and size. */
  @Benchmark
  public Object allocate(Operands s) {
    return StridedArray.zeros(s.a.dtype(), N, N);
  }

  @Benchmark
  public StridedArray binaryOut(Operands s, Binary b) {
    return Ops.binary(b.b, s.a, s.b, b.b.isComparison() ? s.outBool : s.out);
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
}
