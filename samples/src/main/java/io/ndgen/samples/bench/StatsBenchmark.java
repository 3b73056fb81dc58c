package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The reductions NumPy computes through temporaries ({@code nansum}, {@code nanmean}, {@code
 * nanmin}, {@code nanmax}, {@code var}, {@code std}) on a 2048 x 2048 array, float32 and float64,
 * over every axis ({@code all}, 0, 1), each compared with NumPy's time for the same call ({@code
 * samples/numpy/bench_numpy.py}, case {@code StatsBenchmark.stats}; issue 11's "every reduction"
 * target). The array is UfuncBenchmark's uniform [0, 1) operand, no NaN.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StatsBenchmark {
  /** One array per trial and the call to time. */
  @State(Scope.Benchmark)
  public static class Case {
    @Param({"nansum", "nanmean", "nanmin", "nanmax", "var", "std"})
    String op;

    @Param({"all", "0", "1"})
    String axis;

    @Param({"float32", "float64"})
    String dtype;

    StridedArray a;
    int[] axes;

    @Setup
    public void setUp() {
      StridedArray x = UfuncBenchmark.uniform(UfuncBenchmark.N * UfuncBenchmark.N, 1L, 0f);
      x = x.reshape(UfuncBenchmark.N, UfuncBenchmark.N);
      a = dtype.equals("float64") ? x.astype(DType.FLOAT64) : x;
      axes = axis.equals("all") ? new int[0] : new int[] {Integer.parseInt(axis)};
    }
  }

  @Benchmark
  public StridedArray stats(Case c) {
    StridedArray a = c.a;
    switch (c.op) {
      case "nansum":
        return a.nansum(false, c.axes);
      case "nanmean":
        return a.nanmean(false, c.axes);
      case "nanmin":
        return a.nanmin(false, c.axes);
      case "nanmax":
        return a.nanmax(false, c.axes);
      case "var":
        return a.var(0, false, c.axes);
      case "std":
        return a.std(0, false, c.axes);
      default:
        throw new IllegalArgumentException(c.op);
    }
  }
}
