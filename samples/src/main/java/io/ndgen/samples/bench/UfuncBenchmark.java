package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.BinaryOp;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.ops.UnaryOp;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
 * Every ufunc, cast and reduction on a 2048 x 2048 float32 array (the size of issue 11's table),
 * and the grey-scale conversion of a (64, 240, 320, 3) clip, each compared with NumPy's time for
 * the same call by {@code samples/numpy/bench_numpy.py} (same case names). Ops with an {@code out=}
 * form write into an existing array, as the NumPy side does; {@code addAllocating}, {@code where},
 * {@code astype}, the reductions and the grey-scale case allocate their result on both sides.
 *
 * <p>Values are uniform in [0, 1) (a fixed-seed LCG, so {@code log} and {@code sqrt} stay finite),
 * as NumPy's {@code rng.random}; the second operand of the binary ops is in [0.5, 1.5) so {@code
 * divide} and {@code remainder} never divide by zero.
 *
 * <p>Run: {@code java --add-modules jdk.incubator.vector -jar samples/target/benchmarks.jar
 * UfuncBenchmark} (SIMD), the same without the flag (scalar), and with {@code -jvmArgsAppend
 * -Dndgen.threads=1} for one thread.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class UfuncBenchmark {
  static final int N = 2048;

  /** The hand baselines' second thread. */
  private static final ExecutorService SECOND =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "hand-split");
            t.setDaemon(true);
            return t;
          });

  /** Two float32 operands, float32 and bool outputs. */
  @State(Scope.Benchmark)
  public static class Operands {
    StridedArray a;
    StridedArray b;
    StridedArray cond;
    StridedArray out;
    StridedArray outBool;

    @Setup(Level.Trial)
    public void setUp() {
      a = uniform(N * N, 1L, 0f).reshape(N, N);
      b = uniform(N * N, 2L, 0.5f).reshape(N, N);
      cond = a.less(0.5);
      out = StridedArray.zeros(DType.FLOAT32, N, N);
      outBool = StridedArray.zeros(DType.BOOL, N, N);
    }
  }

  /**
   * The float32 operand widened to float64, and a float64 output. The operand is made once per JVM,
   * so that a run without forks ({@code -f 0}) reads the same array, at the same physical pages, in
   * every benchmark: ndgen's reductions and their hand-written baselines in one JVM.
   */
  @State(Scope.Benchmark)
  public static class Operands64 {
    private static StridedArray shared;

    StridedArray a;
    StridedArray b;
    StridedArray out;

    @Setup(Level.Trial)
    public void setUp() {
      a = operand();
      b = uniform(N * N, 2L, 0.5f).reshape(N, N).astype(DType.FLOAT64);
      out = StridedArray.zeros(DType.FLOAT64, N, N);
    }

    private static synchronized StridedArray operand() {
      if (shared == null) {
        shared = uniform(N * N, 1L, 0f).reshape(N, N).astype(DType.FLOAT64);
      }
      return shared;
    }
  }

  /** A unary ufunc by NumPy name. */
  @State(Scope.Benchmark)
  public static class Unary {
    @Param({
      "negative",
      "absolute",
      "sign",
      "sqrt",
      "exp",
      "log",
      "sin",
      "cos",
      "tanh",
      "floor",
      "ceil",
      "trunc",
      "rint"
    })
    public String op;

    UnaryOp u;

    @Setup(Level.Trial)
    public void setUp() {
      u = UnaryOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** A float predicate (bool result) by NumPy name. */
  @State(Scope.Benchmark)
  public static class Predicate {
    @Param({"isnan", "isinf", "isfinite"})
    public String op;

    UnaryOp u;

    @Setup(Level.Trial)
    public void setUp() {
      u = UnaryOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** A binary ufunc or comparison by NumPy name. */
  @State(Scope.Benchmark)
  public static class Binary {
    @Param({
      "add",
      "subtract",
      "multiply",
      "divide",
      "floor_divide",
      "remainder",
      "power",
      "minimum",
      "maximum",
      "equal",
      "not_equal",
      "less",
      "less_equal",
      "greater",
      "greater_equal"
    })
    public String op;

    BinaryOp b;

    @Setup(Level.Trial)
    public void setUp() {
      b = BinaryOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** The float64 binary ufuncs measured ({@code binaryOutFloat64}): a few, power among them. */
  @State(Scope.Benchmark)
  public static class Binary64 {
    @Param({"add", "divide", "floor_divide", "remainder", "power"})
    public String op;

    BinaryOp b;

    @Setup(Level.Trial)
    public void setUp() {
      b = BinaryOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** A reduction by NumPy name, over every axis ("all"), axis 0 or axis 1. */
  @State(Scope.Benchmark)
  public static class Reduction {
    @Param({"sum", "mean", "prod", "min", "max", "argmin", "argmax"})
    public String op;

    @Param({"all", "0", "1"})
    public String axis;

    ReduceOp r;

    @Setup(Level.Trial)
    public void setUp() {
      r = ReduceOp.valueOf(op.toUpperCase(Locale.ROOT));
    }
  }

  /** A cast {@code from>to} between NumPy dtype names. */
  @State(Scope.Benchmark)
  public static class Cast {
    @Param({
      "float32>float64",
      "float32>int32",
      "float64>float32",
      "int32>float32",
      "int32>int64",
      "uint8>float32",
      "uint8>float64",
      "int16>float32"
    })
    public String cast;

    StridedArray source;
    DType target;

    @Setup(Level.Trial)
    public void setUp() {
      String[] p = cast.split(">");
      DType from = dtype(p[0]);
      target = dtype(p[1]);
      StridedArray x = uniform(N * N, 3L, 0f).reshape(N, N);
      source = from.isFloatingPoint() ? x.astype(from) : x.multiply(200.0).astype(from);
    }
  }

  /** The grey-scale case: a (64, 240, 320, 3) float32 clip and three channel weights. */
  @State(Scope.Benchmark)
  public static class Clip {
    StridedArray clip;
    StridedArray weights;

    @Setup(Level.Trial)
    public void setUp() {
      clip = uniform(64 * 240 * 320 * 3, 4L, 0f).reshape(64, 240, 320, 3);
      weights = StridedArray.wrap(new float[] {0.299f, 0.587f, 0.114f}, 3);
    }
  }

  @Benchmark
  public StridedArray unaryOut(Operands s, Unary u) {
    return Ops.unary(u.u, s.a, s.out);
  }

  @Benchmark
  public StridedArray unaryOutFloat64(Operands64 s, Unary u) {
    return Ops.unary(u.u, s.a, s.out);
  }

  @Benchmark
  public StridedArray predicateOut(Operands s, Predicate p) {
    return Ops.unary(p.u, s.a, s.outBool);
  }

  /** {@code np.clip(a, 0.25, 0.75)}: allocating, as NumPy without {@code out=}. */
  @Benchmark
  public StridedArray clip(Operands s) {
    return s.a.clip(0.25, 0.75);
  }

  @Benchmark
  public StridedArray clipFloat64(Operands64 s) {
    return s.a.clip(0.25, 0.75);
  }

  @Benchmark
  public StridedArray binaryOut(Operands s, Binary b) {
    return Ops.binary(b.b, s.a, s.b, b.b.isComparison() ? s.outBool : s.out);
  }

  /** {@code binaryOut} on the float64 operands (the float32 ones widened) into a float64 output. */
  @Benchmark
  public StridedArray binaryOutFloat64(Operands64 s, Binary64 b) {
    return Ops.binary(b.b, s.a, s.b, s.out);
  }

  /** Baseline of {@code binaryOut} add: a hand loop into the same output (one thread, C2). */
  @Benchmark
  public float[] addOutHand(Operands s) {
    float[] x = (float[]) s.a.storage();
    float[] y = (float[]) s.b.storage();
    float[] z = (float[]) s.out.storage();
    for (int i = 0; i < z.length; i++) {
      z[i] = x[i] + y[i];
    }
    return z;
  }

  /** Baseline of {@code binaryOut} less: a hand loop into the same bool output (one thread, C2). */
  @Benchmark
  public boolean[] lessOutHand(Operands s) {
    float[] x = (float[]) s.a.storage();
    float[] y = (float[]) s.b.storage();
    boolean[] z = (boolean[]) s.outBool.storage();
    for (int i = 0; i < z.length; i++) {
      z[i] = x[i] < y[i];
    }
    return z;
  }

  /** The memory floor of one thread: {@code System.arraycopy} of a 16 MiB operand (two streams). */
  @Benchmark
  public float[] copyHand(Operands s) {
    float[] z = (float[]) s.out.storage();
    System.arraycopy((float[]) s.a.storage(), 0, z, 0, z.length);
    return z;
  }

  @Benchmark
  public StridedArray addAllocating(Operands s) {
    return s.a.add(s.b);
  }

  /** The JVM's floor under {@code addAllocating}: a fresh (zeroed) 16 MiB result, nothing else. */
  @Benchmark
  public float[] allocateOnly(Operands s) {
    return new float[s.a.size()];
  }

  /**
   * What {@code allocateOnly} costs without the allocation: the same 16 MiB of zeros stored by one
   * thread into an array that already exists, as NumPy's allocator hands a result the block its
   * previous result freed. The gap between the two is what fresh memory costs (docs/benchmarks.md,
   * "The zeroing floor").
   */
  @Benchmark
  public float[] zeroFillOnly(Operands s) {
    float[] z = (float[]) s.out.storage();
    Arrays.fill(z, 0f);
    return z;
  }

  /** Baseline of {@code addAllocating}: {@code new float[n]} and a hand loop (one thread, C2). */
  @Benchmark
  public float[] addAllocatingHand(Operands s) {
    float[] x = (float[]) s.a.storage();
    float[] y = (float[]) s.b.storage();
    float[] z = new float[x.length];
    for (int i = 0; i < z.length; i++) {
      z[i] = x[i] + y[i];
    }
    return z;
  }

  @Benchmark
  public StridedArray where(Operands s) {
    return StridedArray.where(s.cond, s.a, s.b);
  }

  @Benchmark
  public StridedArray astype(Cast c) {
    return c.source.astype(c.target);
  }

  @Benchmark
  public StridedArray reduce(Operands s, Reduction r) {
    return reduce(s.a, r);
  }

  /** The same reductions of the float64 operand (32 MiB: more than this machine's L3). */
  @Benchmark
  public StridedArray reduceFloat64(Operands64 s, Reduction r) {
    return reduce(s.a, r);
  }

  /**
   * Baseline of {@code reduceFloat64} max over the whole array: a plain loop over the {@code
   * double[]} on the calling thread (C2).
   */
  @Benchmark
  public double maxFloat64Hand(Operands64 s) {
    double[] x = (double[]) s.a.storage();
    return maxHand(x, 0, x.length);
  }

  /**
   * The same loop on two threads, split plainly in halves: the second half on a dedicated thread,
   * the first on the caller (no fork/join pool, no pieces).
   */
  @Benchmark
  public double maxFloat64HandSplit(Operands64 s) throws Exception {
    double[] x = (double[]) s.a.storage();
    int half = x.length / 2;
    Future<Double> right = SECOND.submit(() -> maxHand(x, half, x.length));
    double left = maxHand(x, 0, half);
    return Math.max(left, right.get());
  }

  static double maxHand(double[] x, int from, int to) {
    double m = x[from];
    for (int i = from + 1; i < to; i++) {
      m = Math.max(m, x[i]);
    }
    return m;
  }

  private static StridedArray reduce(StridedArray a, Reduction r) {
    boolean all = r.axis.equals("all");
    if (r.r == ReduceOp.ARGMIN || r.r == ReduceOp.ARGMAX) {
      return all ? Ops.arg(r.r, a) : Ops.arg(r.r, a, Integer.parseInt(r.axis), false);
    }
    return all ? Ops.reduce(r.r, a, false) : Ops.reduce(r.r, a, false, Integer.parseInt(r.axis));
  }

  @Benchmark
  public StridedArray greyscale(Clip c) {
    return c.clip.multiply(c.weights).sum(false, 3);
  }

  static DType dtype(String numpyName) {
    for (DType d : DType.values()) {
      if (d.numpyName().equals(numpyName)) {
        return d;
      }
    }
    throw new IllegalArgumentException("unknown dtype " + numpyName);
  }

  /** {@code n} float32 values uniform in [low, low + 1), from a fixed-seed 64-bit LCG. */
  static StridedArray uniform(int n, long seed, float low) {
    float[] v = new float[n];
    long x = seed * 0x9E3779B97F4A7C15L;
    for (int i = 0; i < n; i++) {
      x = x * 6364136223846793005L + 1442695040888963407L;
      v[i] = low + (x >>> 40) * 0x1.0p-24f;
    }
    return StridedArray.wrap(v, n);
  }
}
