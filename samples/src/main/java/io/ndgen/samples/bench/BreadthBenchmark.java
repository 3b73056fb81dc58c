package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Rng;
import io.ndgen.runtime.StridedArray;
import java.util.Arrays;
import java.util.SplittableRandom;
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
 * The NumPy-breadth operations (sort, argsort, cumsum, concatenate, boolean and integer indexing,
 * {@code Rng}), each next to a baseline in the same class: the JDK's primitive sort of a copy for
 * sort and argsort, a hand-written running sum for cumsum, {@code System.arraycopy} into a new
 * array for concatenate, a hand-written count-and-copy for {@code a[mask]}, and {@link
 * SplittableRandom} for the random draws. Every measured call allocates its result, as the NumPy
 * call it is compared with does ({@code np.sort(a)}, {@code np.concatenate}, {@code
 * rng.standard_normal(n)}).
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar BreadthBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
// a fixed, pre-touched heap: each call allocates a result of up to 32 MB, and with the default
// growing heap the fresh pages' faults cost more than the work itself (concatenate: 86 ms instead
// of 4 ms); NumPy's allocator reuses freed memory the same way a warmed-up application's heap does
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms3g", "-Xmx3g", "-XX:+AlwaysPreTouch"})
public class BreadthBenchmark {

  /** One million uniform values (NumPy's draws for seed 0) in the given dtype. */
  @State(Scope.Benchmark)
  public static class Vector {
    @Param({"FLOAT64", "FLOAT32", "INT64"})
    public String dtype;

    @Param({"1000000"})
    public int n;

    StridedArray a;

    /** An array of {@code a}'s storage type and length, allocated once (for the scan alone). */
    Object into;

    @Setup(Level.Trial)
    public void setUp() {
      Rng rng = Rng.defaultRng(0);
      DType t = DType.valueOf(dtype);
      a = t == DType.INT64 ? rng.integers(0, 1L << 40, n) : rng.random(t, n);
      into = newLike(a.storage(), n);
    }
  }

  /** A 1000 x 1000 float64 matrix of uniform values. */
  @State(Scope.Benchmark)
  public static class Matrix {
    @Param({"1000"})
    public int n;

    StridedArray a;

    @Setup(Level.Trial)
    public void setUp() {
      a = Rng.defaultRng(0).random(DType.FLOAT64, n, n);
    }
  }

  /** Two 2000 x 2000 float32 matrices. */
  @State(Scope.Benchmark)
  public static class Pair {
    @Param({"2000"})
    public int n;

    StridedArray a;
    StridedArray b;

    @Setup(Level.Trial)
    public void setUp() {
      Rng rng = Rng.defaultRng(0);
      a = rng.random(DType.FLOAT32, n, n);
      b = rng.random(DType.FLOAT32, n, n);
    }
  }

  /** A generator and the draw count. */
  @State(Scope.Thread)
  public static class Draws {
    @Param({"1000000"})
    public int n;

    Rng rng;
    SplittableRandom jdk;

    @Setup(Level.Trial)
    public void setUp() {
      rng = Rng.defaultRng(1);
      jdk = new SplittableRandom(1);
    }
  }

  // ---------------------------------------------------------------- sort and argsort

  @Benchmark
  public StridedArray sort(Vector v) {
    return v.a.sort(0);
  }

  @Benchmark
  public StridedArray argsort(Vector v) {
    return v.a.argsort(0);
  }

  /** Baseline: the JDK's primitive sort of a copy of the storage (no stability, no NaN rule). */
  @Benchmark
  public Object sortJdk(Vector v) {
    Object data = v.a.storage();
    if (data instanceof double[] d) {
      double[] c = d.clone();
      Arrays.sort(c);
      return c;
    }
    if (data instanceof float[] f) {
      float[] c = f.clone();
      Arrays.sort(c);
      return c;
    }
    long[] c = ((long[]) data).clone();
    Arrays.sort(c);
    return c;
  }

  @Benchmark
  public StridedArray sortAxis0(Matrix m) {
    return m.a.sort(0);
  }

  @Benchmark
  public StridedArray sortAxis1(Matrix m) {
    return m.a.sort(1);
  }

  /** Baseline for both axes: the JDK's sort of each row of a copy. */
  @Benchmark
  public double[] sortRowsJdk(Matrix m) {
    double[] c = ((double[]) m.a.storage()).clone();
    for (int r = 0; r < m.n; r++) {
      Arrays.sort(c, r * m.n, (r + 1) * m.n);
    }
    return c;
  }

  // ---------------------------------------------------------------- cumsum

  @Benchmark
  public StridedArray cumsum(Vector v) {
    return v.a.cumsum(0);
  }

  /** Baseline: a hand-written running sum into a new array of the same type. */
  @Benchmark
  public Object cumsumHandWritten(Vector v) {
    Object data = v.a.storage();
    return runningSum(data, newLike(data, v.n));
  }

  /**
   * The scan alone: the hand-written running sum into an array allocated once (what NumPy's loop
   * does into memory its allocator reuses). With {@link #cumsumAllocateOnly} it splits an
   * allocating cumsum into its two costs.
   */
  @Benchmark
  public Object cumsumHandWrittenInto(Vector v) {
    return runningSum(v.a.storage(), v.into);
  }

  /**
   * Allocating (so zeroing) a result of the input's type alone, which NumPy's {@code np.empty} does
   * not do.
   */
  @Benchmark
  public Object cumsumAllocateOnly(Vector v) {
    return newLike(v.a.storage(), v.n);
  }

  /** A new (zeroed) array of {@code data}'s type and {@code n} elements. */
  private static Object newLike(Object data, int n) {
    if (data instanceof double[]) {
      return new double[n];
    }
    return data instanceof float[] ? new float[n] : new long[n];
  }

  private static Object runningSum(Object data, Object into) {
    if (data instanceof double[] d) {
      double[] out = (double[]) into;
      double acc = 0;
      for (int i = 0; i < d.length; i++) {
        acc += d[i];
        out[i] = acc;
      }
      return out;
    }
    if (data instanceof float[] f) {
      float[] out = (float[]) into;
      float acc = 0;
      for (int i = 0; i < f.length; i++) {
        acc += f[i];
        out[i] = acc;
      }
      return out;
    }
    long[] l = (long[]) data;
    long[] out = (long[]) into;
    long acc = 0;
    for (int i = 0; i < l.length; i++) {
      acc += l[i];
      out[i] = acc;
    }
    return out;
  }

  @Benchmark
  public StridedArray cumsumAxis0(Matrix m) {
    return m.a.cumsum(0);
  }

  @Benchmark
  public StridedArray cumsumAxis1(Matrix m) {
    return m.a.cumsum(1);
  }

  /** Baseline for both axes: a hand-written running sum along each row. */
  @Benchmark
  public double[] cumsumRowsHandWritten(Matrix m) {
    double[] a = (double[]) m.a.storage();
    double[] out = new double[a.length];
    for (int r = 0; r < m.n; r++) {
      double acc = 0;
      for (int c = r * m.n; c < (r + 1) * m.n; c++) {
        acc += a[c];
        out[c] = acc;
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- concatenate

  @Benchmark
  public StridedArray concatenateAxis0(Pair p) {
    return StridedArray.concatenate(0, p.a, p.b);
  }

  @Benchmark
  public StridedArray concatenateAxis1(Pair p) {
    return StridedArray.concatenate(1, p.a, p.b);
  }

  /** Baseline for axis 0: two {@code System.arraycopy} calls into a new array. */
  @Benchmark
  public float[] concatenateAxis0Arraycopy(Pair p) {
    float[] a = (float[]) p.a.storage();
    float[] b = (float[]) p.b.storage();
    float[] out = new float[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /**
   * The floor under both: allocating the result alone (the JVM zeroes it; NumPy's {@code np.empty}
   * does not), without copying anything into it.
   */
  @Benchmark
  public float[] concatenateAllocateOnly(Pair p) {
    return new float[2 * p.n * p.n];
  }

  /** Baseline for axis 1: one {@code System.arraycopy} per half row into a new array. */
  @Benchmark
  public float[] concatenateAxis1Arraycopy(Pair p) {
    float[] a = (float[]) p.a.storage();
    float[] b = (float[]) p.b.storage();
    int n = p.n;
    float[] out = new float[2 * n * n];
    for (int r = 0; r < n; r++) {
      System.arraycopy(a, r * n, out, 2 * r * n, n);
      System.arraycopy(b, r * n, out, 2 * r * n + n, n);
    }
    return out;
  }

  // ---------------------------------------------------------------- boolean and integer indexing

  /** A 2000 x 2000 float32 matrix, the mask of its values above 0.5, and 2000 scattered indices. */
  @State(Scope.Benchmark)
  public static class Indexed {
    @Param({"2000"})
    public int n;

    StridedArray a;
    StridedArray half;
    int[] index;

    @Setup(Level.Trial)
    public void setUp() {
      a = Rng.defaultRng(0).random(DType.FLOAT32, n, n);
      half = a.greater(0.5);
      index = new int[n];
      for (int j = 0; j < n; j++) {
        index[j] = (int) (j * 7919L % n); // a permutation: every row or column once
      }
    }
  }

  /** {@code a[a > 0.5]}: about half of the elements, at random positions. */
  @Benchmark
  public StridedArray maskHalf(Indexed s) {
    return s.a.mask(s.half);
  }

  /** Baseline: count the flags, then copy the flagged floats into a new array, by hand. */
  @Benchmark
  public float[] maskHalfHandWritten(Indexed s) {
    float[] a = (float[]) s.a.storage();
    boolean[] keep = (boolean[]) s.half.storage();
    int count = 0;
    for (boolean k : keep) {
      count += k ? 1 : 0;
    }
    float[] out = new float[count];
    for (int i = 0, j = 0; i < a.length; i++) {
      if (keep[i]) {
        out[j++] = a[i];
      }
    }
    return out;
  }

  /** {@code np.take(a, index, axis=0)}: whole rows in a scattered order. */
  @Benchmark
  public StridedArray takeAxis0(Indexed s) {
    return s.a.take(0, s.index);
  }

  /** {@code np.take(a, index, axis=1)}: every row gathered in a scattered order. */
  @Benchmark
  public StridedArray takeAxis1(Indexed s) {
    return s.a.take(1, s.index);
  }

  // ---------------------------------------------------------------- random numbers

  @Benchmark
  public StridedArray standardNormal(Draws d) {
    return d.rng.standardNormal(DType.FLOAT64, d.n);
  }

  @Benchmark
  public StridedArray standardNormalFloat32(Draws d) {
    return d.rng.standardNormal(DType.FLOAT32, d.n);
  }

  @Benchmark
  public StridedArray random(Draws d) {
    return d.rng.random(DType.FLOAT64, d.n);
  }

  @Benchmark
  public StridedArray randomFloat32(Draws d) {
    return d.rng.random(DType.FLOAT32, d.n);
  }

  /** Baseline: the JDK's fastest generator, uniform doubles into a new array. */
  @Benchmark
  public double[] randomJdk(Draws d) {
    double[] out = new double[d.n];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.jdk.nextDouble();
    }
    return out;
  }

  /** Baseline: the JDK's normal draws (Marsaglia's polar method) into a new array. */
  @Benchmark
  public double[] standardNormalJdk(Draws d) {
    double[] out = new double[d.n];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.jdk.nextGaussian();
    }
    return out;
  }
}
