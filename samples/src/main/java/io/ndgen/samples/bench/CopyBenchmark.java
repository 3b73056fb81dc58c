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
 * Copies through the runtime's planner and kernels, each next to its baseline: {@code
 * System.arraycopy} of the same number of bytes, and a hand-written loop nest for the same
 * permutation. Every copy writes into an existing C-ordered array, as {@code np.copyto(dst, src)}.
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar CopyBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CopyBenchmark {

  /** 2-D transposes: power-of-two extents hit cache-set conflicts, so both sizes matter. */
  @State(Scope.Benchmark)
  public static class Matrix {
    @Param({"4096", "4000"})
    public int n;

    StridedArray src;
    StridedArray dst;
    float[] srcData;
    float[] dstData;

    @Setup(Level.Trial)
    public void setUp() {
      src = StridedArray.arange(DType.FLOAT32, n * n).reshape(n, n);
      dst = StridedArray.zeros(DType.FLOAT32, n, n);
      srcData = (float[]) src.storage();
      dstData = (float[]) dst.storage();
    }
  }

  /** 3-D permute (2, 0, 1). */
  @State(Scope.Benchmark)
  public static class Cube {
    @Param({"256", "250"})
    public int n;

    StridedArray src;
    StridedArray dst;
    float[] srcData;
    float[] dstData;

    @Setup(Level.Trial)
    public void setUp() {
      src = StridedArray.arange(DType.FLOAT32, n * n * n).reshape(n, n, n);
      dst = StridedArray.zeros(DType.FLOAT32, n, n, n);
      srcData = (float[]) src.storage();
      dstData = (float[]) dst.storage();
    }
  }

  @Benchmark
  public float[] contiguousArraycopy(Matrix m) {
    System.arraycopy(m.srcData, 0, m.dstData, 0, m.srcData.length);
    return m.dstData;
  }

  @Benchmark
  public StridedArray contiguousCopyInto(Matrix m) {
    m.src.copyInto(m.dst);
    return m.dst;
  }

  @Benchmark
  public StridedArray transposeCopyInto(Matrix m) {
    m.src.transpose().copyInto(m.dst);
    return m.dst;
  }

  /** The textbook loop: sequential writes, strided reads. */
  @Benchmark
  public float[] transposeHandWritten(Matrix m) {
    int n = m.n;
    float[] s = m.srcData;
    float[] d = m.dstData;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        d[i * n + j] = s[j * n + i];
      }
    }
    return d;
  }

  @Benchmark
  public float[] cubeArraycopy(Cube c) {
    System.arraycopy(c.srcData, 0, c.dstData, 0, c.srcData.length);
    return c.dstData;
  }

  @Benchmark
  public StridedArray permuteCopyInto(Cube c) {
    c.src.permute(2, 0, 1).copyInto(c.dst);
    return c.dst;
  }

  /** dst[i, j, k] = src[j, k, i], loops in dst order. */
  @Benchmark
  public float[] permuteHandWritten(Cube c) {
    int n = c.n;
    float[] s = c.srcData;
    float[] d = c.dstData;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        for (int k = 0; k < n; k++) {
          d[(i * n + j) * n + k] = s[(j * n + k) * n + i];
        }
      }
    }
    return d;
  }

  /** {@code src[::2, ::3]} into a compact array. */
  @State(Scope.Benchmark)
  public static class Sliced {
    static final int N = 4000;
    StridedArray src;
    StridedArray dst;
    float[] srcData;
    float[] dstData;

    @Setup(Level.Trial)
    public void setUp() {
      src = StridedArray.arange(DType.FLOAT32, N * N).reshape(N, N);
      dst = StridedArray.zeros(DType.FLOAT32, N / 2, (N + 2) / 3);
      srcData = (float[]) src.storage();
      dstData = (float[]) dst.storage();
    }
  }

  @Benchmark
  public StridedArray stridedSliceCopyInto(Sliced s) {
    s.src.index("::2, ::3").copyInto(s.dst);
    return s.dst;
  }

  @Benchmark
  public float[] stridedSliceHandWritten(Sliced s) {
    int rows = Sliced.N / 2;
    int cols = (Sliced.N + 2) / 3;
    float[] a = s.srcData;
    float[] d = s.dstData;
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        d[i * cols + j] = a[(2 * i) * Sliced.N + 3 * j];
      }
    }
    return d;
  }
}
