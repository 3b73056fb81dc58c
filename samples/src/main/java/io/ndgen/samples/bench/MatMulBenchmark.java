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
 * Square matrix products {@code x.matmul(y)}: ndgen's packed kernel ({@code ndgen}, forked with
 * {@code -Dndgen.blas=false}: Vector API micro-kernel when the module is added, scalar otherwise),
 * the OpenBLAS backend ({@code openBlas}: ndgen-openblas is on the samples' class path), and the
 * cache-friendly hand-written i-k-j loop as the baseline. NumPy's {@code np.matmul(x, y, out=o)}
 * (OpenBLAS) is timed by {@code samples/numpy/bench_numpy.py} under the same names. The {@code
 * *Batch} pair multiplies a (64, 60, 60) stack by one 60² matrix: products below the size that
 * splits one product across threads, so ndgen runs one per fork/join piece.
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * MatMulBenchmark}; add {@code -jvmArgsAppend -Dndgen.threads=1} for one thread.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class MatMulBenchmark {
  @Param({"float32", "float64"})
  public String dtype;

  @Param({"256", "512"})
  public int n;

  StridedArray x;
  StridedArray y;

  /**
   * A batch of {@link #BATCH} products (4, 250) @ (250, 250) (n is not used): each below the size
   * that splits one product across threads, so ndgen runs them in fork/join pieces.
   */
  StridedArray bx;

  StridedArray by;

  static final int BATCH = 64;

  @Setup(Level.Trial)
  public void setUp() {
    DType t = UfuncBenchmark.dtype(dtype);
    x = UfuncBenchmark.uniform(n * n, 5L, -0.5f).reshape(n, n).astype(t);
    y = UfuncBenchmark.uniform(n * n, 6L, -0.5f).reshape(n, n).astype(t);
    bx = UfuncBenchmark.uniform(BATCH * 4 * 250, 7L, -0.5f).reshape(BATCH, 4, 250).astype(t);
    by = UfuncBenchmark.uniform(250 * 250, 8L, -0.5f).reshape(250, 250).astype(t);
  }

  @Benchmark
  @Fork(value = 1, jvmArgsAppend = "-Dndgen.blas=false")
  public StridedArray ndgen() {
    expect("ndgen");
    return x.matmul(y);
  }

  @Benchmark
  public StridedArray openBlas() {
    expect("OpenBLAS");
    return x.matmul(y);
  }

  /** The batch on ndgen's kernel: the baseline of {@link #openBlasBatch}. */
  @Benchmark
  @Fork(value = 1, jvmArgsAppend = "-Dndgen.blas=false")
  public StridedArray ndgenBatch() {
    expect("ndgen");
    return bx.matmul(by);
  }

  /**
   * The batch on OpenBLAS: each product is a task on a common-pool worker, which takes its native
   * operand blocks from the backend's pool.
   */
  @Benchmark
  public StridedArray openBlasBatch() {
    expect("OpenBLAS");
    return bx.matmul(by);
  }

  /** i-k-j: the inner loop streams a row of y into a row of the result (C2 vectorizes it). */
  @Benchmark
  public Object handWritten() {
    if (x.dtype() == DType.FLOAT32) {
      float[] a = (float[]) x.storage();
      float[] b = (float[]) y.storage();
      float[] c = new float[n * n];
      for (int i = 0; i < n; i++) {
        for (int k = 0; k < n; k++) {
          float v = a[i * n + k];
          for (int j = 0, q = k * n, o = i * n; j < n; j++) {
            c[o + j] += v * b[q + j];
          }
        }
      }
      return c;
    }
    double[] a = (double[]) x.storage();
    double[] b = (double[]) y.storage();
    double[] c = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < n; k++) {
        double v = a[i * n + k];
        for (int j = 0, q = k * n, o = i * n; j < n; j++) {
          c[o + j] += v * b[q + j];
        }
      }
    }
    return c;
  }

  /** Refuses to report a number for the wrong implementation. */
  private static void expect(String prefix) {
    if (!Ops.matmulBackend().startsWith(prefix)) {
      throw new IllegalStateException(
          "expected a " + prefix + " matmul, but " + Ops.matmulBackend() + " runs");
    }
  }
}
