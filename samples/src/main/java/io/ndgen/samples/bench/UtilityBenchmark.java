package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Rng;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.io.Npy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole-array utilities no other benchmark covers, on 2048 x 2048 float32 standard normals (NumPy's
 * {@code default_rng(1)} draws, bit for bit), each compared with NumPy's time for the same call
 * ({@code samples/numpy/bench_numpy.py}, function {@code utilities}, case {@code
 * UtilityBenchmark.utility}): {@code .npy} write and read of the 16 MiB array through a temporary
 * file on the same disk ({@code np.save}/{@code np.load}), {@code eye(2048)}, {@code array_equal(a,
 * a.copy())}, {@code repeat(a, 2)} along each axis, {@code diff} along each axis, {@code allclose}
 * of two unrelated arrays (false at the first element) and of two close ones (every element read),
 * and {@code sort} of {@code a[:256]} along its rows. Every call allocates its result, as NumPy's
 * does; {@code allocate16}/{@code allocate32} time a fresh zeroed 16/32 MiB array alone, the JVM's
 * floor under the calls that allocate one.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class UtilityBenchmark {
  static final int N = 2048;

  /** The operands, one file per trial, and the call to time. */
  @State(Scope.Benchmark)
  public static class Case {
    @Param({
      "npyWrite",
      "npyRead",
      "eye",
      "arrayEqualCopy",
      "repeat2Axis0",
      "repeat2Axis1",
      "diffAxis0",
      "diffAxis1",
      "allcloseFalse",
      "allcloseTrue",
      "sortRowsAxis1",
      "allocate16",
      "allocate32"
    })
    String op;

    StridedArray a;
    StridedArray b;
    StridedArray close;
    Path written;
    Path read;

    @Setup
    public void setUp() throws IOException {
      Rng rng = Rng.defaultRng(1);
      a = rng.standardNormal(DType.FLOAT32, N, N);
      b = rng.standardNormal(DType.FLOAT32, N, N);
      close = a.add(a.multiply(3e-6)); // within rtol = 1e-5 everywhere
      written = Files.createTempFile("ndgen-utility", ".npy");
      read = Files.createTempFile("ndgen-utility", ".npy");
      Npy.write(read, a);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
      Files.deleteIfExists(written);
      Files.deleteIfExists(read);
    }
  }

  @Benchmark
  public Object utility(Case c) {
    StridedArray a = c.a;
    try {
      switch (c.op) {
        case "npyWrite":
          Npy.write(c.written, a);
          return c.written;
        case "npyRead":
          return Npy.read(c.read);
        case "eye":
          return StridedArray.eye(DType.FLOAT32, N);
        case "arrayEqualCopy":
          return a.arrayEqual(a.copy());
        case "repeat2Axis0":
          return a.repeat(2, 0);
        case "repeat2Axis1":
          return a.repeat(2, 1);
        case "diffAxis0":
          return a.diff(0);
        case "diffAxis1":
          return a.diff(1);
        case "allcloseFalse":
          return a.allclose(c.b);
        case "allcloseTrue":
          return a.allclose(c.close);
        case "sortRowsAxis1":
          return a.slice(0, 0, 256).sort(1);
        case "allocate16":
          return new float[N * N];
        case "allocate32":
          return new float[2 * N * N];
        default:
          throw new IllegalArgumentException(c.op);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
