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
 * Ufuncs, comparisons and reductions on 2048 x 2048 int8, uint8, int16 and uint16 arrays, and the
 * int32 clip with Python-int bounds, each compared with NumPy's time for the same call by {@code
 * samples/numpy/bench_numpy.py} (same case names). {@code binaryOut} writes into an existing array
 * (bool for comparisons), as the NumPy side does; {@code addAllocating}, the reductions and {@code
 * clipInt32} allocate their result on both sides. {@code allocate} is the Java side's floor for an
 * allocating op: a new zeroed array of the result's size (NumPy's allocator hands back the block it
 * just freed, unzeroed).
 *
 * <p>Operands: {@code a} uniform in [0, 200) (minus 100 for the signed dtypes), {@code b} in [40,
 * 120), from {@link UfuncBenchmark#uniform}'s fixed-seed values, cast to the dtype; the int32 clip
 * operand uniform in [-1000, 1000).
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * NarrowIntBenchmark} (SIMD), the same without the flag (scalar).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NarrowIntBenchmark {
  static final int N = 2048;

  /** Two operands of one narrow integer dtype, an output of that dtype and a bool output. */
  @State(Scope.Benchmark)
  public static class Operands {
    @Param({"int8", "uint8", "int16", "uint16"})
    public String dtype;

    StridedArray a;
    StridedArray b;
    StridedArray out;
    StridedArray outBool;

    @Setup(Level.Trial)
    public void setUp() {
      DType t = UfuncBenchmark.dtype(dtype);
      a = UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N).multiply(200.0);
      a = (t.isUnsigned() ? a : a.subtract(100.0)).astype(t);
      b = UfuncBenchmark.uniform(N * N, 2L, 0.5f).reshape(N, N).multiply(80.0).astype(t);
      out = StridedArray.zeros(t, N, N);
      outBool = StridedArray.zeros(DType.BOOL, N, N);
    }
  }

  /** A binary ufunc or comparison by NumPy name. */
  @State(Scope.Benchmark)
  public static class Binary {
    @Param({"add", "multiply", "maximum", "less"})
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
    @Param({"max", "argmax"})
    public String op;

    @Param({"all", "1"})
    public String axis;

    ReduceOp r;

    @Setup(Level.Trial)
    public void setUp() {
      r = ReduceOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** The int32 operand of {@link #clipInt32}. */
  @State(Scope.Benchmark)
  public static class Int32Operand {
    StridedArray a;

    @Setup(Level.Trial)
    public void setUp() {
      a = UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N).multiply(2000.0).subtract(1000.0);
      a = a.astype(DType.INT32);
    }
  }

  @Benchmark
  public StridedArray binaryOut(Operands s, Binary b) {
    return Ops.binary(b.b, s.a, s.b, b.b.isComparison() ? s.outBool : s.out);
  }

  /** {@code np.floor_divide(a, 7, out=out)} or {@code np.remainder(a, 7, out=out)}. */
  @Benchmark
  public StridedArray byScalarOut(Operands s, IntBenchmark.ByScalar b) {
    return Ops.binary(b.b, s.a, 7L, s.out);
  }

  @Benchmark
  public StridedArray addAllocating(Operands s) {
    return s.a.add(s.b);
  }

  /** The floor of {@link #addAllocating}: a new zeroed array of the result's dtype and size. */
  @Benchmark
  public Object allocate(Operands s) {
    return StridedArray.zeros(s.a.dtype(), N, N);
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

  /** {@code np.clip(a, -10, 10)} of int32 (Python-int bounds: the result is int32). */
  @Benchmark
  public StridedArray clipInt32(Int32Operand s) {
    return s.a.clip(-10L, 10L);
  }
}
