import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Two builds of ndgen in one JVM, each in its own class loader, running the same min/max/argmin/
 * argmax reductions of one 2-D array in alternation: thread CPU time (the caller's and the common
 * pool's) and bytes allocated per call, and each op's ratio to {@code max} of its own build. On a
 * shared machine a ratio between two JMH forks moves with other people's builds and with where each
 * fork's array landed (one op read 1.28-2.21 ms across four JVMs in session 10); here both builds
 * and every op read the same array in the same process, rounds interleaved, so load that comes and
 * goes hits them alike. The builds' answers are checked equal first.
 *
 * <pre>
 *   java --add-modules jdk.incubator.vector scripts/bench/ReduceAB.java \
 *       samples/target/benchmarks.jar baseline.jar f32 2048 2048 2 24
 *   # dtype f32|f64, rows, columns, threads, rounds (the first five are warm-up)
 * </pre>
 */
public final class ReduceAB {
  private static final com.sun.management.ThreadMXBean CPU =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private ReduceAB() {}

  /** One build's entry points, found by name through its own class loader. */
  private static final class Build {
    final String name;
    final Class<?> reduceOp;
    final Method wrap;
    final Method astype;
    final Method reduceAxes;
    final Method argAxis;
    final Method argAll;
    final Method withThreads;
    final Method copy;
    final Method storage;
    final Object float64;

    Build(String jar) throws Exception {
      name = Paths.get(jar).getFileName().toString();
      ClassLoader cl =
          new URLClassLoader(
              new URL[] {Paths.get(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
      Class<?> array = cl.loadClass("io.ndgen.runtime.StridedArray");
      Class<?> ops = cl.loadClass("io.ndgen.runtime.ops.Ops");
      Class<?> dtype = cl.loadClass("io.ndgen.annotations.DType");
      reduceOp = cl.loadClass("io.ndgen.runtime.ops.ReduceOp");
      wrap = array.getMethod("wrap", float[].class, int[].class);
      astype = array.getMethod("astype", dtype);
      copy = array.getMethod("copy");
      storage = array.getMethod("storage");
      reduceAxes = ops.getMethod("reduce", reduceOp, array, boolean.class, int[].class);
      argAxis = ops.getMethod("arg", reduceOp, array, int.class, boolean.class);
      argAll = ops.getMethod("arg", reduceOp, array);
      withThreads =
          cl.loadClass("io.ndgen.runtime.parallel.Parallel")
              .getMethod("withThreads", int.class, Supplier.class);
      float64 = dtype.getField("FLOAT64").get(null);
    }

    Object op(String name) throws Exception {
      return reduceOp.getField(name).get(null);
    }

    /** The reductions by label; each call runs on {@code threads} threads at most. */
    Map<String, Supplier<Object>> ops(float[] x, int rows, int cols, boolean f64) throws Exception {
      Object a = wrap.invoke(null, x, new int[] {rows, cols});
      Object in = f64 ? astype.invoke(a, float64) : a;
      Map<String, Supplier<Object>> m = new LinkedHashMap<>();
      for (String op : new String[] {"MAX", "ARGMAX", "ARGMIN", "MIN"}) {
        Object o = op(op);
        boolean arg = op.startsWith("ARG");
        int[] one = {1};
        int[] every = {};
        m.put(
            op.toLowerCase() + " ax1",
            call(
                () ->
                    arg
                        ? argAxis.invoke(null, o, in, 1, false)
                        : reduceAxes.invoke(null, o, in, false, one)));
        m.put(
            op.toLowerCase() + " all",
            call(
                () ->
                    arg
                        ? argAll.invoke(null, o, in)
                        : reduceAxes.invoke(null, o, in, false, every)));
      }
      return m;
    }

    Object run(Supplier<Object> s, int threads) {
      try {
        return withThreads.invoke(null, threads, s);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }

    /** The result's elements as a {@code long[]} or {@code double[]}, for comparing builds. */
    Object values(Object result) throws Exception {
      Object s = storage.invoke(copy.invoke(result));
      if (s instanceof float[] f) {
        double[] d = new double[f.length];
        for (int i = 0; i < f.length; i++) {
          d[i] = f[i];
        }
        return d;
      }
      return s;
    }
  }

  private interface Call {
    Object call() throws Exception;
  }

  private static Supplier<Object> call(Call c) {
    return () -> {
      try {
        return c.call();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    };
  }

  public static void main(String[] args) throws Exception {
    Build[] builds = {new Build(args[0]), new Build(args[1])};
    boolean f64 = args[2].equals("f64");
    int rows = Integer.parseInt(args[3]);
    int cols = Integer.parseInt(args[4]);
    int threads = Integer.parseInt(args[5]);
    int rounds = Integer.parseInt(args[6]);
    Random rnd = new Random(1);
    float[] x = new float[rows * cols];
    for (int i = 0; i < x.length; i++) {
      x[i] = rnd.nextFloat(); // as UfuncBenchmark: uniform [0, 1)
    }
    List<Map<String, Supplier<Object>>> ops = new ArrayList<>();
    for (Build b : builds) {
      ops.add(b.ops(x, rows, cols, f64));
    }
    for (String op : ops.get(0).keySet()) {
      Object r0 = builds[0].values(builds[0].run(ops.get(0).get(op), threads));
      Object r1 = builds[1].values(builds[1].run(ops.get(1).get(op), threads));
      if (!Arrays.deepEquals(new Object[] {r0}, new Object[] {r1})) {
        throw new AssertionError(op + ": the builds' answers differ");
      }
    }
    int calls = Math.max(1, 5 * (1 << 22) / (rows * cols));
    Map<String, List<double[]>> samples = new LinkedHashMap<>();
    for (int round = 0; round < rounds; round++) {
      for (String op : ops.get(0).keySet()) {
        for (int b = 0; b < 2; b++) {
          Supplier<Object> s = ops.get(b).get(op);
          long bytes = CPU.getCurrentThreadAllocatedBytes();
          long cpu = cpuOfCallerAndPool();
          for (int c = 0; c < calls; c++) {
            builds[b].run(s, threads);
          }
          cpu = cpuOfCallerAndPool() - cpu;
          bytes = CPU.getCurrentThreadAllocatedBytes() - bytes;
          if (round >= 5) {
            samples
                .computeIfAbsent(b + " " + op, k -> new ArrayList<>())
                .add(new double[] {cpu / 1e6 / calls, bytes / 1024.0 / calls});
          }
        }
      }
    }
    System.out.printf(
        "%s %dx%d, %d thread(s), %d rounds of %d calls; CPU ms per call (caller + pool): min,"
            + " median; x max of the same build (min, median); KiB allocated per call%n",
        args[2], rows, cols, threads, rounds - 5, calls);
    for (Map.Entry<String, List<double[]>> e : samples.entrySet()) {
      String key = e.getKey();
      List<double[]> s = e.getValue();
      String axis = key.substring(key.length() - 4);
      List<double[]> max = samples.get(key.substring(0, 2) + "max" + axis);
      System.out.printf(
          "  %-24.24s %-10s cpu %.4f %.4f  x max %.2f %.2f  KiB %.1f%n",
          builds[key.charAt(0) - '0'].name,
          key.substring(2),
          stat(s, 0, true),
          stat(s, 0, false),
          stat(s, 0, true) / stat(max, 0, true),
          stat(s, 0, false) / stat(max, 0, false),
          stat(s, 1, false));
    }
  }

  private static double stat(List<double[]> s, int field, boolean min) {
    double[] v = s.stream().mapToDouble(x -> x[field]).sorted().toArray();
    return min ? v[0] : v[v.length / 2];
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
}
