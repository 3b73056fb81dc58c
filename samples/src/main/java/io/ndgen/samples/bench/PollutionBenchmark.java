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
 * Whole-array {@code max()}/{@code min()} of 2048² narrow integers (issue 11: the same op 2-20x
 * apart between JVMs once other ops had run), alone and with {@code polluted=true}: the trial's
 * setup first runs a float32 comparison of 2048² and then {@link MatMulShapesBenchmark#pollute}'s
 * 24 other ops, as an application does before its first reduction. A float comparison stores its
 * mask through 128-bit byte vectors, which leaves a second class in the type profile of the JDK's
 * shared {@code ByteVector.lanewise(op, scalar)}; int8 {@code max()} then boxed every vector (5.0
 * MB per call) in every JVM of the one-JVM sweep ({@code scripts/bench/Pollution.java}). NumPy's
 * time for the same call comes from {@code samples/numpy/bench_numpy.py} under the same names.
 *
 * <p>Operands as {@link NarrowIntBenchmark}'s {@code a}: uniform in [0, 200), minus 100 for the
 * signed dtypes.
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * PollutionBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class PollutionBenchmark {
  static final int N = 2048;

  @Param({"int8", "uint8", "int16"})
  public String dtype;

  @Param({"max", "min"})
  public String op;

  @Param({"false", "true"})
  public boolean polluted;

  StridedArray a;

  @Setup(Level.Trial)
  public void setUp() {
    DType t = UfuncBenchmark.dtype(dtype);
    StridedArray u = UfuncBenchmark.uniform(N * N, 1L, 0f).reshape(N, N).multiply(200.0);
    a = (t.isUnsigned() ? u : u.subtract(100.0)).astype(t);
    if (polluted) {
      u.greater(100.0);
      MatMulShapesBenchmark.pollute();
    }
  }

  @Benchmark
  public StridedArray reduce() {
    return op.equals("max") ? a.max() : a.min();
  }
}
