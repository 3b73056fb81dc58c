package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
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
 * Broadcast adds and sums through the runtime (matmul: {@link MatMulBenchmark}), each next to the
 * hand-written float32 loop that does the same work. Broadcast adds write into an existing array
 * ({@code out}), as {@code np.add(a, b, out=o)}.
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar OpsBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class OpsBenchmark {

  /** An n x n float32 matrix in C or F order, a row (1, n), a column (n, 1) and an output. */
  @State(Scope.Benchmark)
  public static class Operands {
    @Param({"2000"})
    public int n;

    @Param({"C", "F"})
    public String order;

    StridedArray a;
    StridedArray row;
    StridedArray column;
    StridedArray out;
    float[] aData;
    float[] rowData;
    float[] columnData;
    float[] outData;

    @Setup(Level.Trial)
    public void setUp() {
      Order o = Order.valueOf(order);
      a = StridedArray.arange(DType.FLOAT32, n * n).reshape(o, n, n).copy(o);
      row = StridedArray.arange(DType.FLOAT32, n).reshape(1, n);
      column = StridedArray.arange(DType.FLOAT32, n).reshape(n, 1);
      out = StridedArray.zeros(DType.FLOAT32, o, n, n);
      aData = (float[]) a.storage();
      rowData = (float[]) row.storage();
      columnData = (float[]) column.storage();
      outData = (float[]) out.storage();
    }

    boolean fortran() {
      return order.equals("F");
    }
  }

  @Benchmark
  public StridedArray broadcastAddRow(Operands s) {
    return s.a.add(s.row, s.out);
  }

  @Benchmark
  public StridedArray broadcastAddColumn(Operands s) {
    return s.a.add(s.column, s.out);
  }

  /** out[i, j] = a[i, j] + row[j], loops in memory order. */
  @Benchmark
  public float[] broadcastAddRowHandWritten(Operands s) {
    int n = s.n;
    float[] a = s.aData;
    float[] r = s.rowData;
    float[] o = s.outData;
    if (s.fortran()) {
      for (int j = 0; j < n; j++) {
        float v = r[j];
        for (int i = 0, p = j * n; i < n; i++, p++) {
          o[p] = a[p] + v;
        }
      }
    } else {
      for (int i = 0; i < n; i++) {
        for (int j = 0, p = i * n; j < n; j++, p++) {
          o[p] = a[p] + r[j];
        }
      }
    }
    return o;
  }

  /** out[i, j] = a[i, j] + column[i], loops in memory order. */
  @Benchmark
  public float[] broadcastAddColumnHandWritten(Operands s) {
    int n = s.n;
    float[] a = s.aData;
    float[] c = s.columnData;
    float[] o = s.outData;
    if (s.fortran()) {
      for (int j = 0; j < n; j++) {
        for (int i = 0, p = j * n; i < n; i++, p++) {
          o[p] = a[p] + c[i];
        }
      }
    } else {
      for (int i = 0; i < n; i++) {
        float v = c[i];
        for (int j = 0, p = i * n; j < n; j++, p++) {
          o[p] = a[p] + v;
        }
      }
    }
    return o;
  }

  @Benchmark
  public StridedArray sumAxis0(Operands s) {
    return s.a.sum(false, 0);
  }

  @Benchmark
  public StridedArray sumAxis1(Operands s) {
    return s.a.sum(false, 1);
  }

  @Benchmark
  public StridedArray sumAll(Operands s) {
    return s.a.sum();
  }

  /** Column sums of a C array: accumulate whole rows into a result row (memory order). */
  @Benchmark
  public float[] sumAxis0HandWritten(Operands s) {
    return s.fortran() ? innerSums(s.aData, s.n) : outerSums(s.aData, s.n);
  }

  @Benchmark
  public float[] sumAxis1HandWritten(Operands s) {
    return s.fortran() ? outerSums(s.aData, s.n) : innerSums(s.aData, s.n);
  }

  @Benchmark
  public double sumAllHandWritten(Operands s) {
    float[] a = s.aData;
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    int i = 0;
    for (; i + 8 <= a.length; i += 8) {
      s0 += a[i];
      s1 += a[i + 1];
      s2 += a[i + 2];
      s3 += a[i + 3];
      s4 += a[i + 4];
      s5 += a[i + 5];
      s6 += a[i + 6];
      s7 += a[i + 7];
    }
    for (; i < a.length; i++) {
      s0 += a[i];
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  /** Sums along the contiguous axis: one dot-like loop per line, four accumulators. */
  private static float[] innerSums(float[] a, int n) {
    float[] out = new float[n];
    for (int i = 0; i < n; i++) {
      int p = i * n;
      float s0 = 0;
      float s1 = 0;
      float s2 = 0;
      float s3 = 0;
      int j = 0;
      for (; j + 4 <= n; j += 4) {
        s0 += a[p + j];
        s1 += a[p + j + 1];
        s2 += a[p + j + 2];
        s3 += a[p + j + 3];
      }
      for (; j < n; j++) {
        s0 += a[p + j];
      }
      out[i] = (s0 + s1) + (s2 + s3);
    }
    return out;
  }

  /** Sums across lines: add each contiguous line into the result (vectorizable). */
  private static float[] outerSums(float[] a, int n) {
    float[] out = new float[n];
    for (int i = 0; i < n; i++) {
      int p = i * n;
      for (int j = 0; j < n; j++) {
        out[j] += a[p + j];
      }
    }
    return out;
  }
}
