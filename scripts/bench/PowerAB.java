import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Two builds of ndgen in one JVM, each in its own class loader, computing float32 {@code power}
 * into {@code out} on the same operands in alternation: the calling thread's CPU time per call on
 * one thread (what the kernel costs per core; load that comes and goes hits both builds alike),
 * the bytes it allocates per call (megabytes: vectors boxed), and how many results differ between
 * the builds and by how many ulps ({@code f64}: the same values as float64). Operands: {@code
 * UfuncBenchmark}'s (bases uniform in [0, 1), exponents in [0.5, 1.5)), or with {@code neg} bases
 * uniform in [-1, 1) and integer exponents in [-4, 4] (the vectors with special lanes).
 *
 * <pre>
 *   java --add-modules jdk.incubator.vector scripts/bench/PowerAB.java \
 *       samples/target/benchmarks.jar baseline.jar [rounds] [neg] [f64]
 *   # a build is a jar or a classpath (':'-separated); 2048² elements; 20 rounds of 3 calls
 * </pre>
 */
public final class PowerAB {
  private static final com.sun.management.ThreadMXBean CPU =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private PowerAB() {}

  /** One build's {@code power(b, out)} on one thread, found by name through its own loader. */
  private static final class Build {
    final String name;
    final Supplier<Object> call;
    final Method withThreads;
    final Object out;
    long allocated;

    Build(String path, float[] x, float[] y, int n, boolean f64) throws Exception {
      name = Paths.get(path.split(":")[0]).getFileName().toString();
      List<URL> urls = new ArrayList<>();
      for (String p : path.split(":")) {
        urls.add(Paths.get(p).toUri().toURL());
      }
      ClassLoader cl =
          new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
      Class<?> array = cl.loadClass("io.ndgen.runtime.StridedArray");
      Method wrap = array.getMethod("wrap", float[].class, int[].class);
      Method power = array.getMethod("power", array, array);
      Method storage = array.getMethod("storage");
      Class<?> dtype = cl.loadClass("io.ndgen.annotations.DType");
      Method astype = array.getMethod("astype", dtype);
      Object as = dtype.getField(f64 ? "FLOAT64" : "FLOAT32").get(null);
      Object a = astype.invoke(wrap.invoke(null, x, new int[] {n}), as);
      Object b = astype.invoke(wrap.invoke(null, y, new int[] {n}), as);
      Object o = astype.invoke(wrap.invoke(null, new float[n], new int[] {n}), as);
      out = storage.invoke(o);
      withThreads =
          cl.loadClass("io.ndgen.runtime.parallel.Parallel")
              .getMethod("withThreads", int.class, Supplier.class);
      call =
          () -> {
            try {
              return power.invoke(a, b, o);
            } catch (ReflectiveOperationException e) {
              throw new IllegalStateException(e);
            }
          };
    }

    double cpuMs(int calls) throws Exception {
      long b0 = CPU.getCurrentThreadAllocatedBytes();
      long t0 = CPU.getCurrentThreadCpuTime();
      for (int c = 0; c < calls; c++) {
        withThreads.invoke(null, 1, call);
      }
      long t1 = CPU.getCurrentThreadCpuTime();
      allocated = (CPU.getCurrentThreadAllocatedBytes() - b0) / calls;
      return (t1 - t0) / 1e6 / calls;
    }
  }

  public static void main(String[] args) throws Exception {
    int n = 2048 * 2048;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
    boolean neg = Arrays.asList(args).contains("neg");
    boolean f64 = Arrays.asList(args).contains("f64");
    float[] x = new float[n];
    float[] y = new float[n];
    if (neg) {
      Random r = new Random(3);
      for (int i = 0; i < n; i++) {
        x[i] = 2 * r.nextFloat() - 1;
        y[i] = r.nextInt(9) - 4;
      }
    } else {
      uniform(x, 1L, 0f);
      uniform(y, 2L, 0.5f);
    }
    Build[] builds = {new Build(args[0], x, y, n, f64), new Build(args[1], x, y, n, f64)};
    double[][] t = new double[2][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int b = 0; b < 2; b++) {
        int k = (r & 1) == 0 ? b : 1 - b; // alternate which build goes first
        t[k][r] = builds[k].cpuMs(3);
      }
    }
    int differ = 0;
    long maxUlp = 0;
    for (int i = 0; i < n; i++) {
      long p = bits(builds[0].out, i);
      long q = bits(builds[1].out, i);
      if (p != q) {
        differ++;
        maxUlp = Math.max(maxUlp, Math.abs(p - q));
      }
    }
    System.out.printf(
        "%s power 2048^2 %s, one thread, CPU ms per call (median of rounds %d-%d):%n",
        f64 ? "float64" : "float32", neg ? "neg" : "uniform", rounds / 4 + 1, rounds);
    double[] med = new double[2];
    for (int b = 0; b < 2; b++) {
      double[] v = Arrays.copyOfRange(t[b], rounds / 4, rounds);
      Arrays.sort(v);
      med[b] = v[v.length / 2];
      System.out.printf(
          "  %-40s %8.3f  (min %.3f)  %d KB allocated per call%n",
          builds[b].name, med[b], v[0], builds[b].allocated / 1024);
    }
    System.out.printf(
        "  ratio %.3f; results differing %d of %d (max %d ulp)%n", med[0] / med[1], differ, n, maxUlp);
  }

  /** Element i's bits (NaNs collapsed), as a signed distance scale for float or double. */
  private static long bits(Object storage, int i) {
    if (storage instanceof float[] f) {
      return Float.floatToIntBits(f[i]);
    }
    return Double.doubleToLongBits(((double[]) storage)[i]);
  }

  /** {@code UfuncBenchmark.uniform}'s values. */
  private static void uniform(float[] v, long seed, float low) {
    long s = seed * 0x9E3779B97F4A7C15L;
    for (int i = 0; i < v.length; i++) {
      s = s * 6364136223846793005L + 1442695040888963407L;
      v[i] = low + (s >>> 40) * 0x1.0p-24f;
    }
  }
}
