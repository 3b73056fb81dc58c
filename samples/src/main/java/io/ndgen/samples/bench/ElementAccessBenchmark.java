package io.ndgen.samples.bench;

import io.ndgen.runtime.StridedArray;
import io.ndgen.samples.specs.VolumeArray;
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
 * Element access one index tuple at a time, ranks 1 to 8 over the same 2^20 float32 elements
 * (shapes (1048576), (1024, 1024), (64, 128, 128), (32, 32, 32, 32), (8, 16, 16, 16, 32), (4, 8, 8,
 * 8, 16, 32), (4, 4, 4, 8, 8, 8, 32), (4, 4, 4, 4, 4, 4, 8, 32): rows of 32 from rank 4 on): the
 * generated {@code get}/{@code set} against {@link StridedArray#getFloat(int...)}/{@link
 * StridedArray#setFloat} and against the hand-written loop nest that computes the flat index itself
 * (its baseline). All three walk the same storage in the same (C) order.
 *
 * <p>Sums come in three flavours: one accumulator ({@code *Sum}), whose float adds form one chain
 * of dependent additions, so every variant runs at the add latency and indexing costs little; and
 * four or eight independent accumulators ({@code *Sum4}, {@code *Sum8}), which take the add chain
 * away and leave the loads and the index arithmetic to be measured. Writes store the last index as
 * a float.
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar ElementAccessBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class ElementAccessBenchmark {
  /** Rank of the arrays; every rank holds the same 2^20 elements. */
  @Param({"1", "2", "3", "4", "5", "6", "7", "8"})
  public int rank;

  float[] data;
  int[] shape;

  LineArray line;
  PlaneArray plane;
  VolumeArray volume;
  TesseractArray tesseract;
  PenteractArray penteract;
  HexeractArray hexeract;
  HepteractArray hepteract;
  OcteractArray octeract;
  StridedArray generic;

  @Setup(Level.Trial)
  public void setUp() {
    shape = shapeOf(rank);
    data = new float[1 << 20];
    for (int i = 0; i < data.length; i++) {
      data[i] = (i % 61) * 0.25f;
    }
    line = LineArray.wrap(data, data.length);
    plane = PlaneArray.wrap(data, 1024, 1024);
    volume = VolumeArray.wrap(data, 64, 128, 128);
    tesseract = TesseractArray.wrap(data, 32, 32, 32, 32);
    penteract = PenteractArray.wrap(data, 8, 16, 16, 16, 32);
    hexeract = HexeractArray.wrap(data, 4, 8, 8, 8, 16, 32);
    hepteract = HepteractArray.wrap(data, 4, 4, 4, 8, 8, 8, 32);
    octeract = OcteractArray.wrap(data, 4, 4, 4, 4, 4, 4, 8, 32);
    generic = StridedArray.wrap(data, shape);
  }

  static int[] shapeOf(int rank) {
    switch (rank) {
      case 1:
        return new int[] {1 << 20};
      case 2:
        return new int[] {1024, 1024};
      case 3:
        return new int[] {64, 128, 128};
      case 4:
        return new int[] {32, 32, 32, 32};
      case 5:
        return new int[] {8, 16, 16, 16, 32};
      case 6:
        return new int[] {4, 8, 8, 8, 16, 32};
      case 7:
        return new int[] {4, 4, 4, 8, 8, 8, 32};
      case 8:
        return new int[] {4, 4, 4, 4, 4, 4, 8, 32};
      default:
        throw new IllegalArgumentException("rank " + rank + " is not benchmarked (1 to 8)");
    }
  }

  @Benchmark
  public float generatedSum() {
    switch (rank) {
      case 1:
        return generatedSum1(line);
      case 2:
        return generatedSum2(plane);
      case 3:
        return generatedSum3(volume);
      case 4:
        return generatedSum4(tesseract);
      case 5:
        return generatedSum5(penteract);
      case 6:
        return generatedSum6(hexeract);
      case 7:
        return generatedSum7(hepteract);
      case 8:
        return generatedSum8(octeract);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float genericSum() {
    switch (rank) {
      case 1:
        return genericSum1(generic);
      case 2:
        return genericSum2(generic);
      case 3:
        return genericSum3(generic);
      case 4:
        return genericSum4(generic);
      case 5:
        return genericSum5(generic);
      case 6:
        return genericSum6(generic);
      case 7:
        return genericSum7(generic);
      case 8:
        return genericSum8(generic);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float handSum() {
    switch (rank) {
      case 1:
        return handSum1(data, shape[0]);
      case 2:
        return handSum2(data, shape[0], shape[1]);
      case 3:
        return handSum3(data, shape[0], shape[1], shape[2]);
      case 4:
        return handSum4(data, shape[0], shape[1], shape[2], shape[3]);
      case 5:
        return handSum5(data, shape[0], shape[1], shape[2], shape[3], shape[4]);
      case 6:
        return handSum6(data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5]);
      case 7:
        return handSum7(data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6]);
      case 8:
        return handSum8(
            data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6], shape[7]);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float generatedSum4() {
    switch (rank) {
      case 1:
        return generatedSum4x1(line);
      case 2:
        return generatedSum4x2(plane);
      case 3:
        return generatedSum4x3(volume);
      case 4:
        return generatedSum4x4(tesseract);
      case 5:
        return generatedSum4x5(penteract);
      case 6:
        return generatedSum4x6(hexeract);
      case 7:
        return generatedSum4x7(hepteract);
      case 8:
        return generatedSum4x8(octeract);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float genericSum4() {
    switch (rank) {
      case 1:
        return genericSum4x1(generic);
      case 2:
        return genericSum4x2(generic);
      case 3:
        return genericSum4x3(generic);
      case 4:
        return genericSum4x4(generic);
      case 5:
        return genericSum4x5(generic);
      case 6:
        return genericSum4x6(generic);
      case 7:
        return genericSum4x7(generic);
      case 8:
        return genericSum4x8(generic);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float handSum4() {
    switch (rank) {
      case 1:
        return handSum4x1(data, shape[0]);
      case 2:
        return handSum4x2(data, shape[0], shape[1]);
      case 3:
        return handSum4x3(data, shape[0], shape[1], shape[2]);
      case 4:
        return handSum4x4(data, shape[0], shape[1], shape[2], shape[3]);
      case 5:
        return handSum4x5(data, shape[0], shape[1], shape[2], shape[3], shape[4]);
      case 6:
        return handSum4x6(data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5]);
      case 7:
        return handSum4x7(
            data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6]);
      case 8:
        return handSum4x8(
            data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6], shape[7]);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float generatedSum8() {
    switch (rank) {
      case 1:
        return generatedSum8x1(line);
      case 2:
        return generatedSum8x2(plane);
      case 3:
        return generatedSum8x3(volume);
      case 4:
        return generatedSum8x4(tesseract);
      case 5:
        return generatedSum8x5(penteract);
      case 6:
        return generatedSum8x6(hexeract);
      case 7:
        return generatedSum8x7(hepteract);
      case 8:
        return generatedSum8x8(octeract);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float genericSum8() {
    switch (rank) {
      case 1:
        return genericSum8x1(generic);
      case 2:
        return genericSum8x2(generic);
      case 3:
        return genericSum8x3(generic);
      case 4:
        return genericSum8x4(generic);
      case 5:
        return genericSum8x5(generic);
      case 6:
        return genericSum8x6(generic);
      case 7:
        return genericSum8x7(generic);
      case 8:
        return genericSum8x8(generic);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float handSum8() {
    switch (rank) {
      case 1:
        return handSum8x1(data, shape[0]);
      case 2:
        return handSum8x2(data, shape[0], shape[1]);
      case 3:
        return handSum8x3(data, shape[0], shape[1], shape[2]);
      case 4:
        return handSum8x4(data, shape[0], shape[1], shape[2], shape[3]);
      case 5:
        return handSum8x5(data, shape[0], shape[1], shape[2], shape[3], shape[4]);
      case 6:
        return handSum8x6(data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5]);
      case 7:
        return handSum8x7(
            data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6]);
      case 8:
        return handSum8x8(
            data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6], shape[7]);
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float[] generatedWrite() {
    switch (rank) {
      case 1:
        generatedWrite1(line);
        return data;
      case 2:
        generatedWrite2(plane);
        return data;
      case 3:
        generatedWrite3(volume);
        return data;
      case 4:
        generatedWrite4(tesseract);
        return data;
      case 5:
        generatedWrite5(penteract);
        return data;
      case 6:
        generatedWrite6(hexeract);
        return data;
      case 7:
        generatedWrite7(hepteract);
        return data;
      case 8:
        generatedWrite8(octeract);
        return data;
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float[] genericWrite() {
    switch (rank) {
      case 1:
        genericWrite1(generic);
        return data;
      case 2:
        genericWrite2(generic);
        return data;
      case 3:
        genericWrite3(generic);
        return data;
      case 4:
        genericWrite4(generic);
        return data;
      case 5:
        genericWrite5(generic);
        return data;
      case 6:
        genericWrite6(generic);
        return data;
      case 7:
        genericWrite7(generic);
        return data;
      case 8:
        genericWrite8(generic);
        return data;
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  @Benchmark
  public float[] handWrite() {
    switch (rank) {
      case 1:
        handWrite1(data, shape[0]);
        return data;
      case 2:
        handWrite2(data, shape[0], shape[1]);
        return data;
      case 3:
        handWrite3(data, shape[0], shape[1], shape[2]);
        return data;
      case 4:
        handWrite4(data, shape[0], shape[1], shape[2], shape[3]);
        return data;
      case 5:
        handWrite5(data, shape[0], shape[1], shape[2], shape[3], shape[4]);
        return data;
      case 6:
        handWrite6(data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5]);
        return data;
      case 7:
        handWrite7(data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6]);
        return data;
      case 8:
        handWrite8(
            data, shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6], shape[7]);
        return data;
      default:
        throw new IllegalStateException("rank " + rank);
    }
  }

  private static float generatedSum1(LineArray a) {
    int n0 = a.shape(0);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      s0 += a.get(i0);
    }
    return s0;
  }

  private static float generatedSum4x1(LineArray a) {
    int n0 = a.shape(0);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0 += 4) {
      s0 += a.get(i0);
      s1 += a.get(i0 + 1);
      s2 += a.get(i0 + 2);
      s3 += a.get(i0 + 3);
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x1(LineArray a) {
    int n0 = a.shape(0);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0 += 8) {
      s0 += a.get(i0);
      s1 += a.get(i0 + 1);
      s2 += a.get(i0 + 2);
      s3 += a.get(i0 + 3);
      s4 += a.get(i0 + 4);
      s5 += a.get(i0 + 5);
      s6 += a.get(i0 + 6);
      s7 += a.get(i0 + 7);
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite1(LineArray a) {
    int n0 = a.shape(0);
    for (int i0 = 0; i0 < n0; i0++) {
      a.set(i0, i0);
    }
  }

  private static float genericSum1(StridedArray a) {
    int n0 = a.shape()[0];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      s0 += a.getFloat(i0);
    }
    return s0;
  }

  private static float genericSum4x1(StridedArray a) {
    int n0 = a.shape()[0];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0 += 4) {
      s0 += a.getFloat(i0);
      s1 += a.getFloat(i0 + 1);
      s2 += a.getFloat(i0 + 2);
      s3 += a.getFloat(i0 + 3);
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x1(StridedArray a) {
    int n0 = a.shape()[0];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0 += 8) {
      s0 += a.getFloat(i0);
      s1 += a.getFloat(i0 + 1);
      s2 += a.getFloat(i0 + 2);
      s3 += a.getFloat(i0 + 3);
      s4 += a.getFloat(i0 + 4);
      s5 += a.getFloat(i0 + 5);
      s6 += a.getFloat(i0 + 6);
      s7 += a.getFloat(i0 + 7);
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite1(StridedArray a) {
    int n0 = a.shape()[0];
    for (int i0 = 0; i0 < n0; i0++) {
      a.setFloat(new int[] {i0}, i0);
    }
  }

  private static float handSum1(float[] d, int n0) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      s0 += d[i0];
    }
    return s0;
  }

  private static float handSum4x1(float[] d, int n0) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0 += 4) {
      s0 += d[i0];
      s1 += d[i0 + 1];
      s2 += d[i0 + 2];
      s3 += d[i0 + 3];
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x1(float[] d, int n0) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0 += 8) {
      s0 += d[i0];
      s1 += d[i0 + 1];
      s2 += d[i0 + 2];
      s3 += d[i0 + 3];
      s4 += d[i0 + 4];
      s5 += d[i0 + 5];
      s6 += d[i0 + 6];
      s7 += d[i0 + 7];
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite1(float[] d, int n0) {
    for (int i0 = 0; i0 < n0; i0++) {
      d[i0] = i0;
    }
  }

  private static float generatedSum2(PlaneArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        s0 += a.get(i0, i1);
      }
    }
    return s0;
  }

  private static float generatedSum4x2(PlaneArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1 += 4) {
        s0 += a.get(i0, i1);
        s1 += a.get(i0, i1 + 1);
        s2 += a.get(i0, i1 + 2);
        s3 += a.get(i0, i1 + 3);
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x2(PlaneArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1 += 8) {
        s0 += a.get(i0, i1);
        s1 += a.get(i0, i1 + 1);
        s2 += a.get(i0, i1 + 2);
        s3 += a.get(i0, i1 + 3);
        s4 += a.get(i0, i1 + 4);
        s5 += a.get(i0, i1 + 5);
        s6 += a.get(i0, i1 + 6);
        s7 += a.get(i0, i1 + 7);
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite2(PlaneArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        a.set(i0, i1, i1);
      }
    }
  }

  private static float genericSum2(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        s0 += a.getFloat(i0, i1);
      }
    }
    return s0;
  }

  private static float genericSum4x2(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1 += 4) {
        s0 += a.getFloat(i0, i1);
        s1 += a.getFloat(i0, i1 + 1);
        s2 += a.getFloat(i0, i1 + 2);
        s3 += a.getFloat(i0, i1 + 3);
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x2(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1 += 8) {
        s0 += a.getFloat(i0, i1);
        s1 += a.getFloat(i0, i1 + 1);
        s2 += a.getFloat(i0, i1 + 2);
        s3 += a.getFloat(i0, i1 + 3);
        s4 += a.getFloat(i0, i1 + 4);
        s5 += a.getFloat(i0, i1 + 5);
        s6 += a.getFloat(i0, i1 + 6);
        s7 += a.getFloat(i0, i1 + 7);
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite2(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        a.setFloat(new int[] {i0, i1}, i1);
      }
    }
  }

  private static float handSum2(float[] d, int n0, int n1) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        s0 += d[p0 + i1];
      }
    }
    return s0;
  }

  private static float handSum4x2(float[] d, int n0, int n1) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1 += 4) {
        s0 += d[p0 + i1];
        s1 += d[p0 + i1 + 1];
        s2 += d[p0 + i1 + 2];
        s3 += d[p0 + i1 + 3];
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x2(float[] d, int n0, int n1) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1 += 8) {
        s0 += d[p0 + i1];
        s1 += d[p0 + i1 + 1];
        s2 += d[p0 + i1 + 2];
        s3 += d[p0 + i1 + 3];
        s4 += d[p0 + i1 + 4];
        s5 += d[p0 + i1 + 5];
        s6 += d[p0 + i1 + 6];
        s7 += d[p0 + i1 + 7];
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite2(float[] d, int n0, int n1) {
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        d[p0 + i1] = i1;
      }
    }
  }

  private static float generatedSum3(VolumeArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          s0 += a.get(i0, i1, i2);
        }
      }
    }
    return s0;
  }

  private static float generatedSum4x3(VolumeArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2 += 4) {
          s0 += a.get(i0, i1, i2);
          s1 += a.get(i0, i1, i2 + 1);
          s2 += a.get(i0, i1, i2 + 2);
          s3 += a.get(i0, i1, i2 + 3);
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x3(VolumeArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2 += 8) {
          s0 += a.get(i0, i1, i2);
          s1 += a.get(i0, i1, i2 + 1);
          s2 += a.get(i0, i1, i2 + 2);
          s3 += a.get(i0, i1, i2 + 3);
          s4 += a.get(i0, i1, i2 + 4);
          s5 += a.get(i0, i1, i2 + 5);
          s6 += a.get(i0, i1, i2 + 6);
          s7 += a.get(i0, i1, i2 + 7);
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite3(VolumeArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          a.set(i0, i1, i2, i2);
        }
      }
    }
  }

  private static float genericSum3(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          s0 += a.getFloat(i0, i1, i2);
        }
      }
    }
    return s0;
  }

  private static float genericSum4x3(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2 += 4) {
          s0 += a.getFloat(i0, i1, i2);
          s1 += a.getFloat(i0, i1, i2 + 1);
          s2 += a.getFloat(i0, i1, i2 + 2);
          s3 += a.getFloat(i0, i1, i2 + 3);
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x3(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2 += 8) {
          s0 += a.getFloat(i0, i1, i2);
          s1 += a.getFloat(i0, i1, i2 + 1);
          s2 += a.getFloat(i0, i1, i2 + 2);
          s3 += a.getFloat(i0, i1, i2 + 3);
          s4 += a.getFloat(i0, i1, i2 + 4);
          s5 += a.getFloat(i0, i1, i2 + 5);
          s6 += a.getFloat(i0, i1, i2 + 6);
          s7 += a.getFloat(i0, i1, i2 + 7);
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite3(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          a.setFloat(new int[] {i0, i1, i2}, i2);
        }
      }
    }
  }

  private static float handSum3(float[] d, int n0, int n1, int n2) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          s0 += d[p1 + i2];
        }
      }
    }
    return s0;
  }

  private static float handSum4x3(float[] d, int n0, int n1, int n2) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2 += 4) {
          s0 += d[p1 + i2];
          s1 += d[p1 + i2 + 1];
          s2 += d[p1 + i2 + 2];
          s3 += d[p1 + i2 + 3];
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x3(float[] d, int n0, int n1, int n2) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2 += 8) {
          s0 += d[p1 + i2];
          s1 += d[p1 + i2 + 1];
          s2 += d[p1 + i2 + 2];
          s3 += d[p1 + i2 + 3];
          s4 += d[p1 + i2 + 4];
          s5 += d[p1 + i2 + 5];
          s6 += d[p1 + i2 + 6];
          s7 += d[p1 + i2 + 7];
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite3(float[] d, int n0, int n1, int n2) {
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          d[p1 + i2] = i2;
        }
      }
    }
  }

  private static float generatedSum4(TesseractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            s0 += a.get(i0, i1, i2, i3);
          }
        }
      }
    }
    return s0;
  }

  private static float generatedSum4x4(TesseractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3 += 4) {
            s0 += a.get(i0, i1, i2, i3);
            s1 += a.get(i0, i1, i2, i3 + 1);
            s2 += a.get(i0, i1, i2, i3 + 2);
            s3 += a.get(i0, i1, i2, i3 + 3);
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x4(TesseractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3 += 8) {
            s0 += a.get(i0, i1, i2, i3);
            s1 += a.get(i0, i1, i2, i3 + 1);
            s2 += a.get(i0, i1, i2, i3 + 2);
            s3 += a.get(i0, i1, i2, i3 + 3);
            s4 += a.get(i0, i1, i2, i3 + 4);
            s5 += a.get(i0, i1, i2, i3 + 5);
            s6 += a.get(i0, i1, i2, i3 + 6);
            s7 += a.get(i0, i1, i2, i3 + 7);
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite4(TesseractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            a.set(i0, i1, i2, i3, i3);
          }
        }
      }
    }
  }

  private static float genericSum4(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            s0 += a.getFloat(i0, i1, i2, i3);
          }
        }
      }
    }
    return s0;
  }

  private static float genericSum4x4(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3 += 4) {
            s0 += a.getFloat(i0, i1, i2, i3);
            s1 += a.getFloat(i0, i1, i2, i3 + 1);
            s2 += a.getFloat(i0, i1, i2, i3 + 2);
            s3 += a.getFloat(i0, i1, i2, i3 + 3);
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x4(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3 += 8) {
            s0 += a.getFloat(i0, i1, i2, i3);
            s1 += a.getFloat(i0, i1, i2, i3 + 1);
            s2 += a.getFloat(i0, i1, i2, i3 + 2);
            s3 += a.getFloat(i0, i1, i2, i3 + 3);
            s4 += a.getFloat(i0, i1, i2, i3 + 4);
            s5 += a.getFloat(i0, i1, i2, i3 + 5);
            s6 += a.getFloat(i0, i1, i2, i3 + 6);
            s7 += a.getFloat(i0, i1, i2, i3 + 7);
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite4(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            a.setFloat(new int[] {i0, i1, i2, i3}, i3);
          }
        }
      }
    }
  }

  private static float handSum4(float[] d, int n0, int n1, int n2, int n3) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            s0 += d[p2 + i3];
          }
        }
      }
    }
    return s0;
  }

  private static float handSum4x4(float[] d, int n0, int n1, int n2, int n3) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3 += 4) {
            s0 += d[p2 + i3];
            s1 += d[p2 + i3 + 1];
            s2 += d[p2 + i3 + 2];
            s3 += d[p2 + i3 + 3];
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x4(float[] d, int n0, int n1, int n2, int n3) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3 += 8) {
            s0 += d[p2 + i3];
            s1 += d[p2 + i3 + 1];
            s2 += d[p2 + i3 + 2];
            s3 += d[p2 + i3 + 3];
            s4 += d[p2 + i3 + 4];
            s5 += d[p2 + i3 + 5];
            s6 += d[p2 + i3 + 6];
            s7 += d[p2 + i3 + 7];
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite4(float[] d, int n0, int n1, int n2, int n3) {
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            d[p2 + i3] = i3;
          }
        }
      }
    }
  }

  private static float generatedSum5(PenteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              s0 += a.get(i0, i1, i2, i3, i4);
            }
          }
        }
      }
    }
    return s0;
  }

  private static float generatedSum4x5(PenteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4 += 4) {
              s0 += a.get(i0, i1, i2, i3, i4);
              s1 += a.get(i0, i1, i2, i3, i4 + 1);
              s2 += a.get(i0, i1, i2, i3, i4 + 2);
              s3 += a.get(i0, i1, i2, i3, i4 + 3);
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x5(PenteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4 += 8) {
              s0 += a.get(i0, i1, i2, i3, i4);
              s1 += a.get(i0, i1, i2, i3, i4 + 1);
              s2 += a.get(i0, i1, i2, i3, i4 + 2);
              s3 += a.get(i0, i1, i2, i3, i4 + 3);
              s4 += a.get(i0, i1, i2, i3, i4 + 4);
              s5 += a.get(i0, i1, i2, i3, i4 + 5);
              s6 += a.get(i0, i1, i2, i3, i4 + 6);
              s7 += a.get(i0, i1, i2, i3, i4 + 7);
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite5(PenteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              a.set(i0, i1, i2, i3, i4, i4);
            }
          }
        }
      }
    }
  }

  private static float genericSum5(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              s0 += a.getFloat(i0, i1, i2, i3, i4);
            }
          }
        }
      }
    }
    return s0;
  }

  private static float genericSum4x5(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4 += 4) {
              s0 += a.getFloat(i0, i1, i2, i3, i4);
              s1 += a.getFloat(i0, i1, i2, i3, i4 + 1);
              s2 += a.getFloat(i0, i1, i2, i3, i4 + 2);
              s3 += a.getFloat(i0, i1, i2, i3, i4 + 3);
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x5(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4 += 8) {
              s0 += a.getFloat(i0, i1, i2, i3, i4);
              s1 += a.getFloat(i0, i1, i2, i3, i4 + 1);
              s2 += a.getFloat(i0, i1, i2, i3, i4 + 2);
              s3 += a.getFloat(i0, i1, i2, i3, i4 + 3);
              s4 += a.getFloat(i0, i1, i2, i3, i4 + 4);
              s5 += a.getFloat(i0, i1, i2, i3, i4 + 5);
              s6 += a.getFloat(i0, i1, i2, i3, i4 + 6);
              s7 += a.getFloat(i0, i1, i2, i3, i4 + 7);
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite5(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              a.setFloat(new int[] {i0, i1, i2, i3, i4}, i4);
            }
          }
        }
      }
    }
  }

  private static float handSum5(float[] d, int n0, int n1, int n2, int n3, int n4) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              s0 += d[p3 + i4];
            }
          }
        }
      }
    }
    return s0;
  }

  private static float handSum4x5(float[] d, int n0, int n1, int n2, int n3, int n4) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4 += 4) {
              s0 += d[p3 + i4];
              s1 += d[p3 + i4 + 1];
              s2 += d[p3 + i4 + 2];
              s3 += d[p3 + i4 + 3];
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x5(float[] d, int n0, int n1, int n2, int n3, int n4) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4 += 8) {
              s0 += d[p3 + i4];
              s1 += d[p3 + i4 + 1];
              s2 += d[p3 + i4 + 2];
              s3 += d[p3 + i4 + 3];
              s4 += d[p3 + i4 + 4];
              s5 += d[p3 + i4 + 5];
              s6 += d[p3 + i4 + 6];
              s7 += d[p3 + i4 + 7];
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite5(float[] d, int n0, int n1, int n2, int n3, int n4) {
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              d[p3 + i4] = i4;
            }
          }
        }
      }
    }
  }

  private static float generatedSum6(HexeractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                s0 += a.get(i0, i1, i2, i3, i4, i5);
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float generatedSum4x6(HexeractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5 += 4) {
                s0 += a.get(i0, i1, i2, i3, i4, i5);
                s1 += a.get(i0, i1, i2, i3, i4, i5 + 1);
                s2 += a.get(i0, i1, i2, i3, i4, i5 + 2);
                s3 += a.get(i0, i1, i2, i3, i4, i5 + 3);
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x6(HexeractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5 += 8) {
                s0 += a.get(i0, i1, i2, i3, i4, i5);
                s1 += a.get(i0, i1, i2, i3, i4, i5 + 1);
                s2 += a.get(i0, i1, i2, i3, i4, i5 + 2);
                s3 += a.get(i0, i1, i2, i3, i4, i5 + 3);
                s4 += a.get(i0, i1, i2, i3, i4, i5 + 4);
                s5 += a.get(i0, i1, i2, i3, i4, i5 + 5);
                s6 += a.get(i0, i1, i2, i3, i4, i5 + 6);
                s7 += a.get(i0, i1, i2, i3, i4, i5 + 7);
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite6(HexeractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                a.set(i0, i1, i2, i3, i4, i5, i5);
              }
            }
          }
        }
      }
    }
  }

  private static float genericSum6(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                s0 += a.getFloat(i0, i1, i2, i3, i4, i5);
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float genericSum4x6(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5 += 4) {
                s0 += a.getFloat(i0, i1, i2, i3, i4, i5);
                s1 += a.getFloat(i0, i1, i2, i3, i4, i5 + 1);
                s2 += a.getFloat(i0, i1, i2, i3, i4, i5 + 2);
                s3 += a.getFloat(i0, i1, i2, i3, i4, i5 + 3);
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x6(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5 += 8) {
                s0 += a.getFloat(i0, i1, i2, i3, i4, i5);
                s1 += a.getFloat(i0, i1, i2, i3, i4, i5 + 1);
                s2 += a.getFloat(i0, i1, i2, i3, i4, i5 + 2);
                s3 += a.getFloat(i0, i1, i2, i3, i4, i5 + 3);
                s4 += a.getFloat(i0, i1, i2, i3, i4, i5 + 4);
                s5 += a.getFloat(i0, i1, i2, i3, i4, i5 + 5);
                s6 += a.getFloat(i0, i1, i2, i3, i4, i5 + 6);
                s7 += a.getFloat(i0, i1, i2, i3, i4, i5 + 7);
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite6(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                a.setFloat(new int[] {i0, i1, i2, i3, i4, i5}, i5);
              }
            }
          }
        }
      }
    }
  }

  private static float handSum6(float[] d, int n0, int n1, int n2, int n3, int n4, int n5) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                s0 += d[p4 + i5];
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float handSum4x6(float[] d, int n0, int n1, int n2, int n3, int n4, int n5) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5 += 4) {
                s0 += d[p4 + i5];
                s1 += d[p4 + i5 + 1];
                s2 += d[p4 + i5 + 2];
                s3 += d[p4 + i5 + 3];
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x6(float[] d, int n0, int n1, int n2, int n3, int n4, int n5) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5 += 8) {
                s0 += d[p4 + i5];
                s1 += d[p4 + i5 + 1];
                s2 += d[p4 + i5 + 2];
                s3 += d[p4 + i5 + 3];
                s4 += d[p4 + i5 + 4];
                s5 += d[p4 + i5 + 5];
                s6 += d[p4 + i5 + 6];
                s7 += d[p4 + i5 + 7];
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite6(float[] d, int n0, int n1, int n2, int n3, int n4, int n5) {
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                d[p4 + i5] = i5;
              }
            }
          }
        }
      }
    }
  }

  private static float generatedSum7(HepteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  s0 += a.get(i0, i1, i2, i3, i4, i5, i6);
                }
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float generatedSum4x7(HepteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6 += 4) {
                  s0 += a.get(i0, i1, i2, i3, i4, i5, i6);
                  s1 += a.get(i0, i1, i2, i3, i4, i5, i6 + 1);
                  s2 += a.get(i0, i1, i2, i3, i4, i5, i6 + 2);
                  s3 += a.get(i0, i1, i2, i3, i4, i5, i6 + 3);
                }
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x7(HepteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6 += 8) {
                  s0 += a.get(i0, i1, i2, i3, i4, i5, i6);
                  s1 += a.get(i0, i1, i2, i3, i4, i5, i6 + 1);
                  s2 += a.get(i0, i1, i2, i3, i4, i5, i6 + 2);
                  s3 += a.get(i0, i1, i2, i3, i4, i5, i6 + 3);
                  s4 += a.get(i0, i1, i2, i3, i4, i5, i6 + 4);
                  s5 += a.get(i0, i1, i2, i3, i4, i5, i6 + 5);
                  s6 += a.get(i0, i1, i2, i3, i4, i5, i6 + 6);
                  s7 += a.get(i0, i1, i2, i3, i4, i5, i6 + 7);
                }
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite7(HepteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  a.set(i0, i1, i2, i3, i4, i5, i6, i6);
                }
              }
            }
          }
        }
      }
    }
  }

  private static float genericSum7(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  s0 += a.getFloat(i0, i1, i2, i3, i4, i5, i6);
                }
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float genericSum4x7(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6 += 4) {
                  s0 += a.getFloat(i0, i1, i2, i3, i4, i5, i6);
                  s1 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 1);
                  s2 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 2);
                  s3 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 3);
                }
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x7(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6 += 8) {
                  s0 += a.getFloat(i0, i1, i2, i3, i4, i5, i6);
                  s1 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 1);
                  s2 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 2);
                  s3 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 3);
                  s4 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 4);
                  s5 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 5);
                  s6 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 6);
                  s7 += a.getFloat(i0, i1, i2, i3, i4, i5, i6 + 7);
                }
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite7(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  a.setFloat(new int[] {i0, i1, i2, i3, i4, i5, i6}, i6);
                }
              }
            }
          }
        }
      }
    }
  }

  private static float handSum7(float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6++) {
                  s0 += d[p5 + i6];
                }
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float handSum4x7(
      float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6 += 4) {
                  s0 += d[p5 + i6];
                  s1 += d[p5 + i6 + 1];
                  s2 += d[p5 + i6 + 2];
                  s3 += d[p5 + i6 + 3];
                }
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x7(
      float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6 += 8) {
                  s0 += d[p5 + i6];
                  s1 += d[p5 + i6 + 1];
                  s2 += d[p5 + i6 + 2];
                  s3 += d[p5 + i6 + 3];
                  s4 += d[p5 + i6 + 4];
                  s5 += d[p5 + i6 + 5];
                  s6 += d[p5 + i6 + 6];
                  s7 += d[p5 + i6 + 7];
                }
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite7(
      float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6) {
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6++) {
                  d[p5 + i6] = i6;
                }
              }
            }
          }
        }
      }
    }
  }

  private static float generatedSum8(OcteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    int n7 = a.shape(7);
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7++) {
                    s0 += a.get(i0, i1, i2, i3, i4, i5, i6, i7);
                  }
                }
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float generatedSum4x8(OcteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    int n7 = a.shape(7);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7 += 4) {
                    s0 += a.get(i0, i1, i2, i3, i4, i5, i6, i7);
                    s1 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 1);
                    s2 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 2);
                    s3 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 3);
                  }
                }
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float generatedSum8x8(OcteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    int n7 = a.shape(7);
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7 += 8) {
                    s0 += a.get(i0, i1, i2, i3, i4, i5, i6, i7);
                    s1 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 1);
                    s2 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 2);
                    s3 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 3);
                    s4 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 4);
                    s5 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 5);
                    s6 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 6);
                    s7 += a.get(i0, i1, i2, i3, i4, i5, i6, i7 + 7);
                  }
                }
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void generatedWrite8(OcteractArray a) {
    int n0 = a.shape(0);
    int n1 = a.shape(1);
    int n2 = a.shape(2);
    int n3 = a.shape(3);
    int n4 = a.shape(4);
    int n5 = a.shape(5);
    int n6 = a.shape(6);
    int n7 = a.shape(7);
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7++) {
                    a.set(i0, i1, i2, i3, i4, i5, i6, i7, i7);
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  private static float genericSum8(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    int n7 = a.shape()[7];
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7++) {
                    s0 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7);
                  }
                }
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float genericSum4x8(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    int n7 = a.shape()[7];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7 += 4) {
                    s0 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7);
                    s1 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 1);
                    s2 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 2);
                    s3 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 3);
                  }
                }
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float genericSum8x8(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    int n7 = a.shape()[7];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7 += 8) {
                    s0 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7);
                    s1 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 1);
                    s2 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 2);
                    s3 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 3);
                    s4 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 4);
                    s5 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 5);
                    s6 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 6);
                    s7 += a.getFloat(i0, i1, i2, i3, i4, i5, i6, i7 + 7);
                  }
                }
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void genericWrite8(StridedArray a) {
    int n0 = a.shape()[0];
    int n1 = a.shape()[1];
    int n2 = a.shape()[2];
    int n3 = a.shape()[3];
    int n4 = a.shape()[4];
    int n5 = a.shape()[5];
    int n6 = a.shape()[6];
    int n7 = a.shape()[7];
    for (int i0 = 0; i0 < n0; i0++) {
      for (int i1 = 0; i1 < n1; i1++) {
        for (int i2 = 0; i2 < n2; i2++) {
          for (int i3 = 0; i3 < n3; i3++) {
            for (int i4 = 0; i4 < n4; i4++) {
              for (int i5 = 0; i5 < n5; i5++) {
                for (int i6 = 0; i6 < n6; i6++) {
                  for (int i7 = 0; i7 < n7; i7++) {
                    a.setFloat(new int[] {i0, i1, i2, i3, i4, i5, i6, i7}, i7);
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  private static float handSum8(
      float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6, int n7) {
    float s0 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6++) {
                  int p6 = (p5 + i6) * n7;
                  for (int i7 = 0; i7 < n7; i7++) {
                    s0 += d[p6 + i7];
                  }
                }
              }
            }
          }
        }
      }
    }
    return s0;
  }

  private static float handSum4x8(
      float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6, int n7) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6++) {
                  int p6 = (p5 + i6) * n7;
                  for (int i7 = 0; i7 < n7; i7 += 4) {
                    s0 += d[p6 + i7];
                    s1 += d[p6 + i7 + 1];
                    s2 += d[p6 + i7 + 2];
                    s3 += d[p6 + i7 + 3];
                  }
                }
              }
            }
          }
        }
      }
    }
    return (s0 + s1) + (s2 + s3);
  }

  private static float handSum8x8(
      float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6, int n7) {
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    float s4 = 0;
    float s5 = 0;
    float s6 = 0;
    float s7 = 0;
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6++) {
                  int p6 = (p5 + i6) * n7;
                  for (int i7 = 0; i7 < n7; i7 += 8) {
                    s0 += d[p6 + i7];
                    s1 += d[p6 + i7 + 1];
                    s2 += d[p6 + i7 + 2];
                    s3 += d[p6 + i7 + 3];
                    s4 += d[p6 + i7 + 4];
                    s5 += d[p6 + i7 + 5];
                    s6 += d[p6 + i7 + 6];
                    s7 += d[p6 + i7 + 7];
                  }
                }
              }
            }
          }
        }
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  private static void handWrite8(
      float[] d, int n0, int n1, int n2, int n3, int n4, int n5, int n6, int n7) {
    for (int i0 = 0; i0 < n0; i0++) {
      int p0 = i0 * n1;
      for (int i1 = 0; i1 < n1; i1++) {
        int p1 = (p0 + i1) * n2;
        for (int i2 = 0; i2 < n2; i2++) {
          int p2 = (p1 + i2) * n3;
          for (int i3 = 0; i3 < n3; i3++) {
            int p3 = (p2 + i3) * n4;
            for (int i4 = 0; i4 < n4; i4++) {
              int p4 = (p3 + i4) * n5;
              for (int i5 = 0; i5 < n5; i5++) {
                int p5 = (p4 + i5) * n6;
                for (int i6 = 0; i6 < n6; i6++) {
                  int p6 = (p5 + i6) * n7;
                  for (int i7 = 0; i7 < n7; i7++) {
                    d[p6 + i7] = i7;
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
