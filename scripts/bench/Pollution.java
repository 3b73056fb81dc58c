import io.ndgen.annotations.DType;
import io.ndgen.runtime.Rng;
import io.ndgen.runtime.StridedArray;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Everyday ops on 2048² arrays run one after another in one JVM, in an order shuffled by a seed,
 * as an application runs them: per op, the median wall time of a few calls after a short warm-up,
 * and the bytes every thread (caller and fork/join workers) allocates per call beyond the array it
 * returns. JMH gives each op a clean fork; here an op compiles after the others have filled the
 * Vector API's shared type profiles, so a kernel that C2 then fails to keep in registers shows as
 * megabytes of excess per call (one box per vector) and a time several JVMs apart.
 *
 * <pre>
 *   java --add-modules jdk.incubator.vector -Dndgen.blas=false -cp samples/target/benchmarks.jar \
 *       scripts/bench/Pollution.java -seed 3                 # every op, order shuffled by seed 3
 *   ... Pollution.java -seed 0 -warm 400 add_row,i8_max     # only these, in this order (seed 0)
 *   python3 scripts/bench/pollution_sweep.py --jvms 6        # several JVMs, one line per op
 * </pre>
 *
 * Every op runs {@code -rounds} times (default 2) in the same order; each line is {@code tag name
 * wallMs excessKB cpuMs}, cpu being every Java thread's CPU time per call (so that a loaded machine
 * still ranks JVMs). The last round's lines, tagged {@code RESULT}, are for scripts.
 */
public final class Pollution {
  private Pollution() {}

  public static void main(String[] args) {
    long seed = 0;
    long warmMs = 400;
    int calls = 7;
    int rounds = 2;
    String only = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "-seed" -> seed = Long.parseLong(args[++i]);
        case "-warm" -> warmMs = Long.parseLong(args[++i]);
        case "-calls" -> calls = Integer.parseInt(args[++i]);
        case "-rounds" -> rounds = Integer.parseInt(args[++i]);
        default -> only = args[i];
      }
    }
    Map<String, Supplier<Object>> all = cases();
    List<String> order = new ArrayList<>();
    if (only != null) {
      order.addAll(Arrays.asList(only.split(",")));
    } else {
      order.addAll(all.keySet());
      if (seed != 0) {
        Collections.shuffle(order, new Random(seed));
      }
    }
    AllThreads threads = new AllThreads();
    for (int round = 1; round <= rounds; round++) {
      String tag = round == rounds ? "RESULT" : "ROUND" + round;
      for (String name : order) {
        measure(name, all, tag, warmMs, calls, threads);
      }
    }
  }

  /**
   * Warms one op up, then times a few calls: the last round's lines are what a long-running
   * program sees once every compile has settled; the first's include ops measured while C2 was
   * still compiling them (C1's code boxes every vector too, so a loaded machine reads megabytes
   * there that are the JIT's warm-up, not a kernel's fault).
   */
  private static void measure(
      String name,
      Map<String, Supplier<Object>> all,
      String tag,
      long warmMs,
      int calls,
      AllThreads threads) {
    Supplier<Object> op = all.get(name);
    if (op == null) {
      throw new IllegalArgumentException("no case " + name + "; cases: " + all.keySet());
    }
    long resultBytes = bytes(op.get());
    long w0 = System.nanoTime();
    for (int n = 0; n < 5 || System.nanoTime() - w0 < warmMs * 1_000_000L; n++) {
      op.get();
    }
    double[] ms = new double[calls];
    threads.mark();
    for (int c = 0; c < calls; c++) {
      long t0 = System.nanoTime();
      op.get();
      ms[c] = (System.nanoTime() - t0) / 1e6;
    }
    double excessKb = (threads.allocatedSinceMark() / (double) calls - resultBytes) / 1024;
    double cpuMs = threads.cpuSinceMark() / 1e6 / calls;
    Arrays.sort(ms);
    System.out.printf(
        Locale.ROOT, "%s %s %.3f %.0f %.3f%n", tag, name, ms[calls / 2], excessKb, cpuMs);
  }

  private static long bytes(Object result) {
    if (result instanceof StridedArray a) {
      return (long) a.size() * a.dtype().itemSize();
    }
    return 0;
  }

  /** The lead's one-JVM check's cases (session 16), but file I/O. */
  private static Map<String, Supplier<Object>> cases() {
    Rng r = Rng.defaultRng(1);
    StridedArray a = r.standardNormal(DType.FLOAT32, 2048, 2048);
    StridedArray b = r.standardNormal(DType.FLOAT32, 2048, 2048);
    StridedArray d = r.standardNormal(DType.FLOAT64, 2048, 2048);
    StridedArray row = r.standardNormal(DType.FLOAT32, 2048);
    StridedArray col = r.standardNormal(DType.FLOAT32, 2048, 1);
    StridedArray i32 = r.integers(-1000, 1000, 2048, 2048).astype(DType.INT32);
    StridedArray i64 = r.integers(-1000, 1000, 2048, 2048);
    StridedArray i8 = r.integers(-100, 100, 2048, 2048).astype(DType.INT8);
    StridedArray u8 = r.integers(0, 255, 2048, 2048).astype(DType.UINT8);
    StridedArray i16 = r.integers(-1000, 1000, 2048, 2048).astype(DType.INT16);
    StridedArray f16 = a.astype(DType.FLOAT16);
    StridedArray mask = a.greater(0.0);
    StridedArray c3 = r.standardNormal(DType.FLOAT32, 64, 256, 256);
    StridedArray v1m = r.standardNormal(DType.FLOAT64, 1 << 20);
    StridedArray i1m = r.integers(-1000000, 1000000, 1 << 20).astype(DType.INT32);
    StridedArray m1 = r.standardNormal(DType.FLOAT32, 1000, 300);
    StridedArray m2 = r.standardNormal(DType.FLOAT32, 300, 50);
    StridedArray s1 = r.standardNormal(DType.FLOAT32, 256, 64);
    StridedArray s2 = r.standardNormal(DType.FLOAT32, 64, 256);
    StridedArray bt1 = r.standardNormal(DType.FLOAT32, 64, 64, 64);
    StridedArray bt2 = r.standardNormal(DType.FLOAT32, 64, 64, 64);
    StridedArray pos = a.abs();
    Map<String, Supplier<Object>> cases = new LinkedHashMap<>();
    cases.put("add_row", () -> a.add(row));
    cases.put("add_col", () -> a.add(col));
    cases.put("mul_scalar", () -> a.multiply(2.0));
    cases.put("div_scalar", () -> a.divide(3.0));
    cases.put("gt_scalar", () -> a.greater(0.0));
    cases.put("add_T", () -> a.transpose().add(a));
    cases.put("mul_step2", () -> a.slice(0, 0, 2048, 2).slice(1, 0, 2048, 2).multiply(2.0));
    cases.put("sqrt_colstep", () -> pos.slice(1, 0, 2048, 2).sqrt());
    cases.put("exp_T", () -> a.transpose().exp());
    cases.put("i32_plus_f32", () -> i32.add(a));
    cases.put("f32_plus_f64", () -> a.add(d));
    cases.put("pow2", () -> a.power(2L));
    cases.put("pow05", () -> pos.power(0.5));
    cases.put("sum3d_ax1", () -> c3.sum(false, 1));
    cases.put("sum3d_ax2", () -> c3.sum(false, 2));
    cases.put("sum3d_ax02", () -> c3.sum(false, 0, 2));
    cases.put("sum_T_ax1", () -> a.transpose().sum(false, 1));
    cases.put("sum_colstep", () -> a.slice(1, 0, 2048, 2).sum());
    cases.put("mean_i32", () -> i32.mean());
    cases.put("i8_add", () -> i8.add(i8));
    cases.put("u8_add", () -> u8.add(u8));
    cases.put("i16_add", () -> i16.add(i16));
    cases.put("u8_sum", () -> u8.sum());
    cases.put("i8_max", () -> i8.max());
    cases.put("u8_to_f32", () -> u8.astype(DType.FLOAT32));
    cases.put("f16_add", () -> f16.add(f16));
    cases.put("f16_to_f32", () -> f16.astype(DType.FLOAT32));
    cases.put("f32_to_f16", () -> a.astype(DType.FLOAT16));
    cases.put("f64_to_i64", () -> d.astype(DType.INT64));
    cases.put("bool_to_f32", () -> mask.astype(DType.FLOAT32));
    cases.put("bool_sum", () -> mask.sum());
    cases.put("i32_abs", () -> i32.abs());
    cases.put("i32_fdiv_s", () -> i32.floorDivide(7L));
    cases.put("i64_rem_s", () -> i64.remainder(7L));
    cases.put("i32_mul", () -> i32.multiply(i32));
    cases.put("where_scalar",
        () -> StridedArray.where(mask, a, StridedArray.scalar(DType.FLOAT32, 0)));
    cases.put("cumprod_f64", () -> v1m.cumprod());
    cases.put("diff_ax1", () -> a.diff(1));
    cases.put("diff_ax0", () -> a.diff(0));
    cases.put("repeat2_ax0", () -> a.repeat(2, 0));
    cases.put("repeat2_ax1", () -> a.repeat(2, 1));
    cases.put("tile22", () -> a.tile(2, 2));
    cases.put("stack_ax0", () -> StridedArray.stack(0, a, b));
    cases.put("stack_ax2", () -> StridedArray.stack(2, a, b));
    cases.put("sort_i32", () -> i1m.sort(0));
    cases.put("argsort_ax1", () -> a.slice(0, 0, 256).argsort(1));
    cases.put("sort_ax1_f32", () -> a.slice(0, 0, 256).sort(1));
    cases.put("allclose", () -> a.allclose(b));
    cases.put("array_equal", () -> a.arrayEqual(a.copy()));
    cases.put("linspace", () -> StridedArray.linspace(DType.FLOAT64, 0, 1, 4 << 20));
    cases.put("arange", () -> StridedArray.arange(DType.FLOAT64, 0, 4 << 20, 1));
    cases.put("eye2048", () -> StridedArray.eye(DType.FLOAT32, 2048));
    cases.put("mm_1000x300x50", () -> m1.matmul(m2));
    cases.put("mm_256x64x256", () -> s1.matmul(s2));
    cases.put("mm_batched64", () -> bt1.matmul(bt2));
    cases.put("clip_i32", () -> i32.clip(-10, 10));
    cases.put("contig_3d_perm", () -> c3.permute(2, 0, 1).contiguous());
    cases.put("bool_sum_ax0", () -> mask.sum(false, 0));
    cases.put("var_ax0_f64", () -> d.var(0, false, 0));
    return cases;
  }

  /**
   * Bytes allocated by every live thread since {@link #mark}: kernels run on fork/join workers as
   * well as on the caller.
   */
  private static final class AllThreads {
    private final com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final Map<Long, Long> marked = new HashMap<>();
    private final Map<Long, Long> markedCpu = new HashMap<>();

    void mark() {
      marked.clear();
      markedCpu.clear();
      long[] ids = mx.getAllThreadIds();
      long[] bytes = mx.getThreadAllocatedBytes(ids);
      for (int i = 0; i < ids.length; i++) {
        marked.put(ids[i], bytes[i]);
        markedCpu.put(ids[i], mx.getThreadCpuTime(ids[i]));
      }
    }

    /** CPU time of every live thread since {@link #mark}, but the JIT's (not Java threads). */
    long cpuSinceMark() {
      long total = 0;
      for (long id : mx.getAllThreadIds()) {
        long ns = mx.getThreadCpuTime(id);
        if (ns >= 0) {
          total += ns - markedCpu.getOrDefault(id, 0L);
        }
      }
      return total;
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
