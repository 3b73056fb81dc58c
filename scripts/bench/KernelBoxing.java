import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.BinaryOp;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.ops.UnaryOp;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * A list of ops run in one JVM, as a program runs them (JMH gives each op its own fork, so it never
 * sees one op's compile spoil another's): per op, wall time per call and the bytes every thread
 * (caller and fork/join workers) allocates per call beyond the result it returns. A kernel whose
 * vectors C2 failed to keep in registers shows as megabytes of excess per call (one box per
 * vector); a healthy call allocates a few kilobytes (loop plans, tasks).
 *
 * <p>Each op is {@code name.dtype}, dtype one of {@code f32 f64 i32 i64}; the ops run in the order
 * given, every round. Names: a {@link UnaryOp} or {@link BinaryOp} in lower case (into an {@code
 * out} of the result's dtype; comparisons into a bool {@code out}); {@code where} (condition from
 * {@code a < b}); {@code to_f32 to_f64 to_i32 to_i64} ({@code astype}); {@code sum min max mean
 * argmin argmax} over the whole array, or with an axis appended ({@code sum0}, {@code argmax1});
 * {@code cumsum}, {@code cumsum0}, {@code cumsum1}; {@code matmul} (on {@code n/4}² operands).
 * The last line per op, {@code RESULT op dtype ms excessKB}, is the median over the last half of
 * the rounds, for scripts to collect.
 *
 * <pre>
 *   java --add-modules jdk.incubator.vector -cp samples/target/benchmarks.jar \
 *       scripts/bench/KernelBoxing.java exp.f64,tanh.f64,add.f32,sum1.f32    # in several JVMs
 *   # options before the list: -n 1024 (side), -rounds 12, -calls 10
 * </pre>
 */
public final class KernelBoxing {
  private KernelBoxing() {}

  private static final Map<String, DType> DTYPES =
      Map.of("f32", DType.FLOAT32, "f64", DType.FLOAT64, "i32", DType.INT32, "i64", DType.INT64);

  public static void main(String[] args) {
    int n = 1024;
    int rounds = 12;
    int calls = 10;
    int i = 0;
    for (; i < args.length - 1; i += 2) {
      switch (args[i]) {
        case "-n" -> n = Integer.parseInt(args[i + 1]);
        case "-rounds" -> rounds = Integer.parseInt(args[i + 1]);
        case "-calls" -> calls = Integer.parseInt(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Operands operands = new Operands(n);
    List<Case> cases = new ArrayList<>();
    for (String token : args[i].split(",")) {
      cases.add(Case.parse(token, operands));
    }
    AllThreads threads = new AllThreads();
    double[][] ms = new double[cases.size()][rounds];
    double[][] excessKb = new double[cases.size()][rounds];
    for (int round = 0; round < rounds; round++) {
      StringBuilder line = new StringBuilder("round " + (round + 1) + ":");
      for (int c = 0; c < cases.size(); c++) {
        Case k = cases.get(c);
        threads.mark();
        long t0 = System.nanoTime();
        for (int call = 0; call < calls; call++) {
          k.run.get();
        }
        long ns = System.nanoTime() - t0;
        long bytes = threads.allocatedSinceMark();
        ms[c][round] = ns / 1e6 / calls;
        excessKb[c][round] = (bytes / (double) calls - k.resultBytes) / 1024;
        line.append(String.format(Locale.ROOT, " %s %.2fms %.0fKB", k.token, ms[c][round],
            excessKb[c][round]));
      }
      System.out.println(line);
    }
    for (int c = 0; c < cases.size(); c++) {
      Case k = cases.get(c);
      int dot = k.token.lastIndexOf('.');
      System.out.printf(Locale.ROOT, "RESULT %s %s %.3f %.0f%n", k.token.substring(0, dot),
          k.token.substring(dot + 1), lateMedian(ms[c]), lateMedian(excessKb[c]));
    }
  }

  /** Median of the second half of the rounds: the code C2 settled on, not the warm-up. */
  private static double lateMedian(double[] perRound) {
    double[] late = Arrays.copyOfRange(perRound, perRound.length / 2, perRound.length);
    Arrays.sort(late);
    return late[late.length / 2];
  }

  /**
   * Two n × n inputs per dtype, made once: uniform [-1, 1); for integers the first in (-1000,
   * 1000), the second in 1..7.
   */
  private static final class Operands {
    final int n;
    final Map<DType, StridedArray[]> byDtype = new HashMap<>();

    Operands(int n) {
      this.n = n;
      Random random = new Random(1);
      double[][] values = new double[2][n * n];
      for (double[] v : values) {
        for (int i = 0; i < v.length; i++) {
          v[i] = 2 * random.nextDouble() - 1;
        }
      }
      for (DType d : DTYPES.values()) {
        StridedArray[] pair = new StridedArray[2];
        StridedArray a = StridedArray.wrap(values[0], n, n);
        StridedArray b = StridedArray.wrap(values[1], n, n);
        if (d.isFloatingPoint()) {
          pair[0] = a.astype(d);
          pair[1] = b.astype(d);
        } else {
          pair[0] = Ops.binary(BinaryOp.MULTIPLY, a, 1000.0).astype(d);
          // 1..7: integer power needs exponents >= 0, floor_divide and remainder a divisor != 0
          StridedArray magnitude = Ops.unary(UnaryOp.ABSOLUTE, b);
          pair[1] = Ops.binary(BinaryOp.ADD, Ops.binary(BinaryOp.MULTIPLY, magnitude, 7.0), 1.0)
              .astype(d);
        }
        byDtype.put(d, pair);
      }
    }
  }

  /** One op on one dtype: what to call, and the bytes of the array it returns (0 for out forms). */
  private record Case(String token, Supplier<StridedArray> run, long resultBytes) {
    static Case parse(String token, Operands operands) {
      int dot = token.lastIndexOf('.');
      if (dot < 0 || !DTYPES.containsKey(token.substring(dot + 1))) {
        throw new IllegalArgumentException("want name.dtype (dtype f32 f64 i32 i64): " + token);
      }
      String name = token.substring(0, dot);
      DType dtype = DTYPES.get(token.substring(dot + 1));
      StridedArray a = operands.byDtype.get(dtype)[0];
      StridedArray b = operands.byDtype.get(dtype)[1];
      Supplier<StridedArray> run = supplier(name, a, b, operands.n);
      StridedArray first = run.get();
      long bytes = (long) first.size() * first.dtype().itemSize();
      boolean intoOut = isEnum(UnaryOp.class, name) || isEnum(BinaryOp.class, name);
      return new Case(token, run, intoOut ? 0 : bytes);
    }

    private static Supplier<StridedArray> supplier(
        String name, StridedArray a, StridedArray b, int n) {
      String upper = name.toUpperCase(Locale.ROOT);
      if (isEnum(UnaryOp.class, name)) {
        UnaryOp op = UnaryOp.valueOf(upper);
        StridedArray out = StridedArray.zeros(Ops.unary(op, a).dtype(), n, n);
        return () -> Ops.unary(op, a, out);
      }
      if (isEnum(BinaryOp.class, name)) {
        BinaryOp op = BinaryOp.valueOf(upper);
        StridedArray out = StridedArray.zeros(Ops.binary(op, a, b).dtype(), n, n);
        return () -> Ops.binary(op, a, b, out);
      }
      if (name.equals("where")) {
        StridedArray cond = Ops.binary(BinaryOp.LESS, a, b);
        return () -> Ops.where(cond, a, b);
      }
      if (name.startsWith("to_")) {
        DType target = DTYPES.get(name.substring(3));
        return () -> a.astype(target);
      }
      if (name.equals("matmul")) {
        int m = Math.max(1, n / 4);
        StridedArray am = square(a, m);
        StridedArray bm = square(b, m);
        return () -> Ops.matmul(am, bm);
      }
      String base = name.replaceAll("[0-9]+$", "");
      int axis = base.length() < name.length() ? Integer.parseInt(name.substring(base.length())) : -1;
      if (base.equals("cumsum")) {
        return axis < 0 ? a::cumsum : () -> a.cumsum(axis);
      }
      ReduceOp op = ReduceOp.valueOf(base.toUpperCase(Locale.ROOT));
      if (op == ReduceOp.ARGMIN || op == ReduceOp.ARGMAX) {
        return axis < 0 ? () -> Ops.arg(op, a) : () -> Ops.arg(op, a, axis, false);
      }
      return axis < 0 ? () -> Ops.reduce(op, a, false) : () -> Ops.reduce(op, a, false, axis);
    }

    /** The top-left m × m block of a, copied (C order). */
    private static StridedArray square(StridedArray a, int m) {
      return a.slice(0, 0, m).slice(1, 0, m).copy();
    }

    private static boolean isEnum(Class<? extends Enum<?>> type, String name) {
      for (Enum<?> e : type.getEnumConstants()) {
        if (e.name().equals(name.toUpperCase(Locale.ROOT))) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * Bytes allocated by every live thread since {@link #mark}: kernels run on fork/join workers as
   * well as on the caller. A thread that ends in between takes its count with it (the pool's
   * workers stay while calls keep coming).
   */
  private static final class AllThreads {
    private final com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final Map<Long, Long> marked = new HashMap<>();

    void mark() {
      marked.clear();
      long[] ids = mx.getAllThreadIds();
      long[] bytes = mx.getThreadAllocatedBytes(ids);
      for (int i = 0; i < ids.length; i++) {
        marked.put(ids[i], bytes[i]);
      }
    }

    long allocatedSinceMark() {
      long[] ids = mx.getAllThreadIds();
      long[] bytes = mx.getThreadAllocatedBytes(ids);
      long total = 0;
      for (int i = 0; i < ids.length; i++) {
        if (bytes[i] >= 0) {
          total += bytes[i] - marked.getOrDefault(ids[i], 0L);
        }
      }
      return total;
    }
  }
}
