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
 * Two builds of ndgen in one JVM, each in its own class loader, running reductions over outer axes
 * in alternation (which build goes first swaps every round): thread CPU time (the caller's and the
 * common pool's) and wall time per call, min and median over the rounds, and the second build's
 * median over the first's. As {@code ReduceAB}: load that comes and goes hits both builds alike.
 * The answers are checked equal first (both builds, and the second on one thread).
 *
 * <p>Cases: {@code f32ax0}, {@code f64ax0} (2048² C order, axis 0), {@code f32ax1}, {@code f64ax1},
 * {@code fort1} (2048² float32 in Fortran order, axis 1), {@code vol0}, {@code vol01}, {@code vol1}
 * ((64, 240, 320) float32 over axis 0, axes (0, 1), axis 1). A build is a jar or a class path.
 *
 * <pre>
 *   java --add-modules jdk.incubator.vector scripts/bench/OuterAxisAB.java \
 *       baseline.jar samples/target/benchmarks.jar 2 13 SUM,MAX,PROD,MIN f32ax0,f64ax0,vol0,fort1
 *   # threads, rounds (the first three are warm-up), ops (ReduceOp names), cases
 * </pre>
 */
public final class OuterAxisAB {
  private static final com.sun.management.ThreadMXBean CPU =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private OuterAxisAB() {}

  /** One build's entry points, found by name through its own class loader. */
  private static final class Build {
    final Class<?> reduceOp;
    final Method wrap;
    final Method astype;
    final Method reduceAxes;
    final Method withThreads;
    final Method copy;
    final Method storage;
    final Method transpose;
    final Object float64;

    Build(String path) throws Exception {
      String[] parts = path.split(":");
      URL[] urls = new URL[parts.length];
      for (int u = 0; u < parts.length; u++) {
        urls[u] = Paths.get(parts[u]).toUri().toURL();
      }
      ClassLoader cl = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      Class<?> array = cl.loadClass("io.ndgen.runtime.StridedArray");
      Class<?> ops = cl.loadClass("io.ndgen.runtime.ops.Ops");
      Class<?> dtype = cl.loadClass("io.ndgen.annotations.DType");
      reduceOp = cl.loadClass("io.ndgen.runtime.ops.ReduceOp");
      wrap = array.getMethod("wrap", float[].class, int[].class);
      astype = array.getMethod("astype", dtype);
      copy = array.getMethod("copy");
      storage = array.getMethod("storage");
      transpose = array.getMethod("transpose");
      reduceAxes = ops.getMethod("reduce", reduceOp, array, boolean.class, int[].class);
      withThreads =
          cl.loadClass("io.ndgen.runtime.parallel.Parallel")
              .getMethod("withThreads", int.class, Supplier.class);
      float64 = dtype.getField("FLOAT64").get(null);
    }

    /** The reductions by label ("sum f32ax0"). */
    Map<String, Supplier<Object>> ops(float[] x, String[] names, String[] cases) throws Exception {
      Object square = wrap.invoke(null, x, new int[] {2048, 2048});
      Object square64 = astype.invoke(square, float64);
      Object volume =
          wrap.invoke(null, Arrays.copyOf(x, 64 * 240 * 320), new int[] {64, 240, 320});
      Object fortran = transpose.invoke(copy.invoke(transpose.invoke(square)));
      Map<String, Supplier<Object>> m = new LinkedHashMap<>();
      for (String c : cases) {
        Object a =
            switch (c) {
              case "f32ax0", "f32ax1" -> square;
              case "f64ax0", "f64ax1" -> square64;
              case "fort1" -> fortran;
              case "vol0", "vol01", "vol1" -> volume;
              default -> throw new IllegalArgumentException("unknown case " + c);
            };
        int[] axes =
            switch (c) {
              case "f32ax0", "f64ax0", "vol0" -> new int[] {0};
              case "vol01" -> new int[] {0, 1};
              default -> new int[] {1};
            };
        for (String op : names) {
          Object o = reduceOp.getField(op).get(null);
          m.put(op.toLowerCase() + " " + c, call(() -> reduceAxes.invoke(null, o, a, false, axes)));
        }
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

    Object values(Object result) throws Exception {
      return storage.invoke(copy.invoke(result));
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
    int threads = Integer.parseInt(args[2]);
    int rounds = Integer.parseInt(args[3]);
    String[] names = args[4].split(",");
    String[] cases = args[5].split(",");
    Random rnd = new Random(1);
    float[] x = new float[2048 * 2048];
    for (int i = 0; i < x.length; i++) {
      x[i] = rnd.nextFloat(); // as UfuncBenchmark: uniform [0, 1)
    }
    List<Map<String, Supplier<Object>>> ops = new ArrayList<>();
    for (Build b : builds) {
      ops.add(b.ops(x, names, cases));
    }
    for (String op : ops.get(0).keySet()) {
      Object r0 = builds[0].values(builds[0].run(ops.get(0).get(op), threads));
      Object r1 = builds[1].values(builds[1].run(ops.get(1).get(op), threads));
      Object r2 = builds[1].values(builds[1].run(ops.get(1).get(op), 1));
      if (!Arrays.deepEquals(new Object[] {r0, r1}, new Object[] {r1, r2})) {
        throw new AssertionError(op + ": the answers differ");
      }
    }
    int calls = 10;
    Map<String, List<double[]>> samples = new LinkedHashMap<>();
    for (int round = 0; round < rounds; round++) {
      for (String op : ops.get(0).keySet()) {
        for (int k = 0; k < 2; k++) {
          int b = (round + k) % 2;
          Supplier<Object> s = ops.get(b).get(op);
          long cpu = cpuOfCallerAndPool();
          long wall = System.nanoTime();
          for (int c = 0; c < calls; c++) {
            builds[b].run(s, threads);
          }
          wall = System.nanoTime() - wall;
          cpu = cpuOfCallerAndPool() - cpu;
          if (round >= 3) {
            samples
                .computeIfAbsent(b + " " + op, key -> new ArrayList<>())
                .add(new double[] {cpu / 1e6 / calls, wall / 1e6 / calls});
          }
        }
      }
    }
    System.out.printf(
        "%d thread(s), %d rounds of %d calls; ms per call, min / median, first build -> second"
            + " (second's median over first's)%n",
        threads, rounds - 3, calls);
    for (String op : ops.get(0).keySet()) {
      List<double[]> a = samples.get("0 " + op);
      List<double[]> b = samples.get("1 " + op);
      System.out.printf(
          "  %-13s cpu %6.3f/%6.3f -> %6.3f/%6.3f (%.2fx)  wall %6.3f/%6.3f -> %6.3f/%6.3f"
              + " (%.2fx)%n",
          op,
          stat(a, 0, true),
          stat(a, 0, false),
          stat(b, 0, true),
          stat(b, 0, false),
          stat(b, 0, false) / stat(a, 0, false),
          stat(a, 1, true),
          stat(a, 1, false),
          stat(b, 1, true),
          stat(b, 1, false),
          stat(b, 1, false) / stat(a, 1, false));
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
