package io.ndgen.samples.nd4j;

import io.ndgen.samples.specs.VolumeArray;
import java.util.concurrent.TimeUnit;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
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
 * ND4J (native CPU backend) next to the generated {@code VolumeArray} on the same (64, 128, 128)
 * float32 values: element access one index tuple at a time (a read-sum with eight accumulators and
 * a write, as in {@code ElementAccessBenchmark}), and the copy of a permuted view into a new
 * C-ordered array. The generated variants are the baselines, measured in the same run.
 *
 * <p>Only compiled with the {@code nd4j} profile: {@code mvn -B -Pnd4j -DskipTests package -pl
 * samples -am}.
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar Nd4jBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class Nd4jBenchmark {
  static final int N0 = 64;
  static final int N1 = 128;
  static final int N2 = 128;

  VolumeArray volume;
  INDArray nd;

  @Setup(Level.Trial)
  public void setUp() {
    float[] data = new float[N0 * N1 * N2];
    for (int i = 0; i < data.length; i++) {
      data[i] = (i % 61) * 0.25f;
    }
    volume = VolumeArray.wrap(data, N0, N1, N2);
    nd = Nd4j.create(data, new long[] {N0, N1, N2}, 'c');
  }

  @Benchmark
  public float generatedSum8() {
    VolumeArray a = volume;
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i = 0; i < N0; i++) {
      for (int j = 0; j < N1; j++) {
        for (int k = 0; k < N2; k += 8) {
          s0 += a.get(i, j, k);
          s1 += a.get(i, j, k + 1);
          s2 += a.get(i, j, k + 2);
          s3 += a.get(i, j, k + 3);
          s4 += a.get(i, j, k + 4);
          s5 += a.get(i, j, k + 5);
          s6 += a.get(i, j, k + 6);
          s7 += a.get(i, j, k + 7);
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  @Benchmark
  public float nd4jSum8() {
    INDArray a = nd;
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i = 0; i < N0; i++) {
      for (int j = 0; j < N1; j++) {
        for (int k = 0; k < N2; k += 8) {
          s0 += a.getFloat(i, j, k);
          s1 += a.getFloat(i, j, k + 1);
          s2 += a.getFloat(i, j, k + 2);
          s3 += a.getFloat(i, j, k + 3);
          s4 += a.getFloat(i, j, k + 4);
          s5 += a.getFloat(i, j, k + 5);
          s6 += a.getFloat(i, j, k + 6);
          s7 += a.getFloat(i, j, k + 7);
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  @Benchmark
  public VolumeArray generatedWrite() {
    VolumeArray a = volume;
    for (int i = 0; i < N0; i++) {
      for (int j = 0; j < N1; j++) {
        for (int k = 0; k < N2; k++) {
          a.set(i, j, k, k);
        }
      }
    }
    return a;
  }

  @Benchmark
  public INDArray nd4jWrite() {
    INDArray a = nd;
    for (int i = 0; i < N0; i++) {
      for (int j = 0; j < N1; j++) {
        for (int k = 0; k < N2; k++) {
          a.putScalar(i, j, k, k);
        }
      }
    }
    return a;
  }

  @Benchmark
  public VolumeArray generatedPermutedCopy() {
    return volume.permute(2, 0, 1).copy();
  }

  @Benchmark
  public INDArray nd4jPermutedCopy() {
    return nd.permute(2, 0, 1).dup('c');
  }
}
