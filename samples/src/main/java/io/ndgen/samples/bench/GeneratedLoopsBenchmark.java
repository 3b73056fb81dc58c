package io.ndgen.samples.bench;

import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.fn.FloatUnaryOperator;
import io.ndgen.samples.specs.VolumeArray;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The generated whole-array loops of {@code VolumeArray} ({@code sum}, {@code fill}, {@code map},
 * {@code mapInPlace}, {@code copy}) over a contiguous (96, 128, 160) float32 array and over its
 * {@code transpose()} and {@code permute(1, 2, 0)} views. The loops are planned by stride, so a
 * permuted view of a contiguous array is walked in memory order like the array itself: each view
 * variant has the contiguous one as its baseline, and the contiguous one has a hand-written loop
 * over the {@code float[]} as its own.
 *
 * <p>{@code copy()} is the exception: its result is C-ordered in the view's axes, so copying a
 * permuted view is a real transpose. Its baselines are the textbook permuting loop nest and the
 * runtime's cache-tiled {@link StridedArray#copy()} of the same view.
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar GeneratedLoopsBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class GeneratedLoopsBenchmark {
  static final int N0 = 96;
  static final int N1 = 128;
  static final int N2 = 160;

  /** Contracts towards 2, so repeated in-place maps stay finite. */
  static final FloatUnaryOperator HALVE_AND_ADD_ONE = v -> v * 0.5f + 1f;

  float[] data;
  VolumeArray contiguous;
  VolumeArray transposed;
  VolumeArray permuted;

  @Setup(Level.Trial)
  public void setUp() {
    data = new float[N0 * N1 * N2];
    for (int i = 0; i < data.length; i++) {
      data[i] = (i % 61) * 0.25f;
    }
    contiguous = VolumeArray.wrap(data, N0, N1, N2);
    transposed = contiguous.transpose();
    permuted = contiguous.permute(1, 2, 0);
  }

  @Benchmark
  public float sumContiguous() {
    return contiguous.sum();
  }

  @Benchmark
  public float sumTransposed() {
    return transposed.sum();
  }

  @Benchmark
  public float sumPermuted() {
    return permuted.sum();
  }

  /** Eight partial sums over the flat storage (not NumPy's pairwise order, the same adds). */
  @Benchmark
  public float sumHandWritten() {
    float[] a = data;
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

  @Benchmark
  public VolumeArray fillContiguous() {
    return contiguous.fill(1.5f);
  }

  @Benchmark
  public VolumeArray fillTransposed() {
    return transposed.fill(1.5f);
  }

  @Benchmark
  public VolumeArray fillPermuted() {
    return permuted.fill(1.5f);
  }

  @Benchmark
  public float[] fillHandWritten() {
    Arrays.fill(data, 1.5f);
    return data;
  }

  @Benchmark
  public VolumeArray mapContiguous() {
    return contiguous.map(HALVE_AND_ADD_ONE);
  }

  @Benchmark
  public VolumeArray mapTransposed() {
    return transposed.map(HALVE_AND_ADD_ONE);
  }

  @Benchmark
  public VolumeArray mapPermuted() {
    return permuted.map(HALVE_AND_ADD_ONE);
  }

  /** A new array of the mapped values, as {@code map} allocates one. */
  @Benchmark
  public float[] mapHandWritten() {
    float[] a = data;
    float[] o = new float[a.length];
    for (int i = 0; i < a.length; i++) {
      o[i] = HALVE_AND_ADD_ONE.applyAsFloat(a[i]);
    }
    return o;
  }

  @Benchmark
  public VolumeArray mapInPlaceContiguous() {
    return contiguous.mapInPlace(HALVE_AND_ADD_ONE);
  }

  @Benchmark
  public VolumeArray mapInPlaceTransposed() {
    return transposed.mapInPlace(HALVE_AND_ADD_ONE);
  }

  @Benchmark
  public VolumeArray mapInPlacePermuted() {
    return permuted.mapInPlace(HALVE_AND_ADD_ONE);
  }

  @Benchmark
  public float[] mapInPlaceHandWritten() {
    float[] a = data;
    for (int i = 0; i < a.length; i++) {
      a[i] = HALVE_AND_ADD_ONE.applyAsFloat(a[i]);
    }
    return a;
  }

  @Benchmark
  public VolumeArray copyContiguous() {
    return contiguous.copy();
  }

  @Benchmark
  public VolumeArray copyTransposed() {
    return transposed.copy();
  }

  @Benchmark
  public VolumeArray copyPermuted() {
    return permuted.copy();
  }

  @Benchmark
  public float[] copyHandWritten() {
    return data.clone();
  }

  /** The runtime's copy of the same transposed view (cache-tiled). */
  @Benchmark
  public StridedArray copyTransposedRuntime() {
    return transposed.toStrided().copy();
  }

  /** A new out[k, j, i] = data[i, j, k]: the textbook loop, sequential writes, strided reads. */
  @Benchmark
  public float[] copyTransposedHandWritten() {
    float[] a = data;
    float[] o = new float[a.length];
    for (int k = 0; k < N2; k++) {
      for (int j = 0; j < N1; j++) {
        int row = (k * N1 + j) * N0;
        for (int i = 0; i < N0; i++) {
          o[row + i] = a[(i * N1 + j) * N2 + k];
        }
      }
    }
    return o;
  }
}
