import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.UnaryOp;
import io.ndgen.runtime.parallel.Parallel;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Thread CPU time of unary ufuncs into {@code out}, for a shared machine where wall-clock JMH
 * figures move with other people's builds: what a kernel costs per core, and how a large call is
 * shared between the calling thread and the fork/join workers. The ops alternate in one JVM, so a
 * ratio between them (against {@code exp} as a control) survives load that comes and goes.
 *
 * <pre>
 *   mvn -B -q -DskipTests package -pl samples -am
 *   java --add-modules jdk.incubator.vector -cp samples/target/benchmarks.jar \
 *       scripts/bench/UnaryCpu.java cache exp,tanh      # per 16 floats, 32K floats, one thread
 *   java ... scripts/bench/UnaryCpu.java split exp,tanh # 2048², one and two threads, per call
 *   java ... scripts/bench/UnaryCpu.java cache exp,tanh float64   # the same float values as float64
 * </pre>
 *
 * <p>{@code cache}: for inputs uniform in [0, 1), uniform in [-4, 4] and N(0, 1), 200 calls per
 * round, 60 rounds, the minimum over the last 50. {@code split}: uniform [0, 1) on 2048² (or
 * {@code split ops gauss} for N(0, 1)), 30 rounds of 10 calls per op and thread count; wall time,
 * and the medians of the caller's CPU time and of the caller's plus the common-pool workers'.
 */
public final class UnaryCpu {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  private UnaryCpu() {}

  public static void main(String[] args) {
    UnaryOp[] ops =
        java.util.Arrays.stream(args[1].split(","))
            .map(o -> UnaryOp.valueOf(o.toUpperCase(Locale.ROOT)))
            .toArray(UnaryOp[]::new);
    List<String> options = java.util.Arrays.asList(args).subList(2, args.length);
    DType dtype = options.contains("float64") ? DType.FLOAT64 : DType.FLOAT32;
    if (args[0].equals("cache")) {
      cache(ops, dtype);
    } else {
      split(ops, options.contains("gauss"), dtype);
    }
  }

  private static float[] data(int n, String dist, long seed) {
    Random r = new Random(seed);
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] =
          switch (dist) {
            case "u01" -> r.nextFloat();
            case "u44" -> 8 * r.nextFloat() - 4;
            default -> (float) r.nextGaussian();
          };
    }
    return x;
  }

  private static void cache(UnaryOp[] ops, DType dtype) {
    int n = 1 << 15;
    String[] dists = {"u01", "u44", "gauss"};
    StridedArray out = StridedArray.zeros(dtype, n);
    double[][] best = new double[ops.length][dists.length];
    for (double[] b : best) {
      java.util.Arrays.fill(b, Double.MAX_VALUE);
    }
    for (int round = 0; round < 60; round++) {
      for (int d = 0; d < dists.length; d++) {
        StridedArray a = StridedArray.wrap(data(n, dists[d], d + 1), n).astype(dtype);
        for (int o = 0; o < ops.length; o++) {
          UnaryOp u = ops[o];
          long t0 = CPU.getCurrentThreadCpuTime();
          Parallel.withThreads(
              1,
              () -> {
                for (int c = 0; c < 200; c++) {
                  Ops.unary(u, a, out);
                }
                return null;
              });
          double ns = (CPU.getCurrentThreadCpuTime() - t0) / 200.0 / (n / 16);
          if (round >= 10) {
            best[o][d] = Math.min(best[o][d], ns);
          }
        }
      }
    }
    for (int o = 0; o < ops.length; o++) {
      StringBuilder line = new StringBuilder(String.format("%-6s", ops[o].numpyName()));
      for (int d = 0; d < dists.length; d++) {
        line.append(String.format("  %s %.2f", dists[d], best[o][d]));
      }
      System.out.println(line + "  ns per 16 floats (thread CPU, min)");
    }
  }

  private static long cpuOfCallerAndPool() {
    long sum = 0;
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (t == Thread.currentThread() || t.getName().startsWith("ForkJoinPool.commonPool")) {
        sum += CPU.getThreadCpuTime(t.getId());
      }
    }
    return sum;
  }

  private static void split(UnaryOp[] ops, boolean gauss, DType dtype) {
    int n = 2048 * 2048;
    StridedArray a =
        StridedArray.wrap(data(n, gauss ? "gauss" : "u01", 1), 2048, 2048).astype(dtype);
    StridedArray out = StridedArray.zeros(dtype, 2048, 2048);
    int[] threads = {1, 2};
    List<List<List<double[]>>> samples = new ArrayList<>(); // op, threads: {wall, caller, all}
    for (UnaryOp u : ops) {
      samples.add(List.of(new ArrayList<>(), new ArrayList<>()));
    }
    for (int round = 0; round < 30; round++) {
      for (int o = 0; o < ops.length; o++) {
        for (int k = 0; k < threads.length; k++) {
          UnaryOp u = ops[o];
          for (int c = 0; c < 10; c++) {
            long all0 = cpuOfCallerAndPool();
            long caller0 = CPU.getCurrentThreadCpuTime();
            long wall0 = System.nanoTime();
            Parallel.withThreads(threads[k], () -> Ops.unary(u, a, out));
            long wall = System.nanoTime() - wall0;
            long caller = CPU.getCurrentThreadCpuTime() - caller0;
            long all = cpuOfCallerAndPool() - all0;
            if (round > 0) {
              samples.get(o).get(k).add(new double[] {wall / 1e6, caller / 1e6, all / 1e6});
            }
          }
        }
      }
    }
    for (int o = 0; o < ops.length; o++) {
      for (int k = 0; k < threads.length; k++) {
        List<double[]> s = samples.get(o).get(k);
        System.out.printf(
            "%-6s %d thread(s): wall min %.3f median %.3f ms; CPU median caller %.3f, all %.3f ms%n",
            ops[o].numpyName(), threads[k], min(s, 0), median(s, 0), median(s, 1), median(s, 2));
      }
    }
  }

  private static double min(List<double[]> s, int field) {
    return s.stream().mapToDouble(v -> v[field]).min().orElse(Double.NaN);
  }

  private static double median(List<double[]> s, int field) {
    List<Double> v = new ArrayList<>();
    s.forEach(x -> v.add(x[field]));
    Collections.sort(v);
    return v.get(v.size() / 2);
  }
}
