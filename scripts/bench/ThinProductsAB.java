import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import java.util.*;
import java.util.function.Supplier;

/**
 * Two builds of ndgen in one JVM, each in its own class loader, running the thin products of
 * {@code ThinMatMulBenchmark} (a 2048 vector times a 2048² matrix and back, 4096 stacked 16² and
 * 65536 stacked 3² products; float32 and float64) in alternation, the order flipped every round:
 * per case the median over rounds (the first three are warm-up) of the caller's thread CPU time per
 * call, and the bytes it allocated per call. Both builds' results are compared bit for bit first.
 * Run with {@code -Dndgen.threads=1} so that the caller's CPU time is all of it.
 *
 * <pre>
 *   mkdir old && (cd old && unzip -q ../baseline.jar 'io/ndgen/runtime/*' 'io/ndgen/annotations/*')
 *   java --add-modules jdk.incubator.vector -Dndgen.blas=false -Dndgen.threads=1 \
 *       scripts/bench/ThinProductsAB.java old/ runtime.jar:annotations.jar 10 [matvec batch3 ...]
 *   # build A's and build B's class path, rounds, optional case names
 * </pre>
 */
public final class ThinProductsAB {
  static final com.sun.management.ThreadMXBean CPU = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  static final class Build {
    final String name; final Method wrap, matmul, copy, storage; final Class<?> array;
    Build(String name, String cp) throws Exception {
      this.name = name;
      List<URL> urls = new ArrayList<>();
      for (String p : cp.split(":")) urls.add(Paths.get(p).toUri().toURL());
      ClassLoader cl = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
      array = cl.loadClass("io.ndgen.runtime.StridedArray");
      wrap = array.getMethod("wrap", double[].class, int[].class);
      matmul = array.getMethod("matmul", array);
      copy = array.getMethod("copy");
      storage = array.getMethod("storage");
    }
    Object make(double[] d, int[] shape, boolean f32) throws Exception {
      Object a = wrap.invoke(null, d, shape);
      if (f32) {
        Class<?> dt = array.getClassLoader().loadClass("io.ndgen.annotations.DType");
        a = array.getMethod("astype", dt).invoke(a, dt.getField("FLOAT32").get(null));
      }
      return a;
    }
  }
  static double[] rnd(int n, long seed) { Random r = new Random(seed); double[] d = new double[n]; for (int i = 0; i < n; i++) d[i] = r.nextDouble() - 0.5; return d; }
  static int size(int[] s) { int n = 1; for (int x : s) n *= x; return n; }
  public static void main(String[] args) throws Exception {
    Build[] builds = {new Build("A", args[0]), new Build("B", args[1])};
    int rounds = Integer.parseInt(args[2]);
    Map<String, int[][]> shapes = new LinkedHashMap<>();
    shapes.put("vecmat", new int[][] {{2048}, {2048, 2048}});
    shapes.put("matvec", new int[][] {{2048, 2048}, {2048}});
    shapes.put("batch16", new int[][] {{4096, 16, 16}, {4096, 16, 16}});
    shapes.put("batch3", new int[][] {{65536, 3, 3}, {65536, 3, 3}});
    Set<String> want = new HashSet<>(Arrays.asList(args).subList(3, args.length));
    List<String> names = new ArrayList<>();
    List<Supplier<Object>[]> calls = new ArrayList<>();
    for (String dt : new String[] {"f32", "f64"}) {
      for (var e : shapes.entrySet()) {
        if (!want.isEmpty() && !want.contains(e.getKey())) continue;
        double[] x = rnd(size(e.getValue()[0]), 9), y = rnd(size(e.getValue()[1]), 10);
        @SuppressWarnings("unchecked") Supplier<Object>[] f = new Supplier[2];
        Object[] res = new Object[2];
        for (int b = 0; b < 2; b++) {
          Build bb = builds[b];
          Object xa = bb.make(x, e.getValue()[0], dt.equals("f32")), ya = bb.make(y, e.getValue()[1], dt.equals("f32"));
          f[b] = () -> { try { return bb.matmul.invoke(xa, ya); } catch (Exception ex) { throw new RuntimeException(ex); } };
          Object r = f[b].get();
          res[b] = bb.storage.invoke(bb.copy.invoke(r));
        }
        boolean same = res[0] instanceof float[] ? Arrays.equals((float[]) res[0], (float[]) res[1]) : Arrays.equals((double[]) res[0], (double[]) res[1]);
        System.out.println(dt + " " + e.getKey() + " bits equal: " + same);
        names.add(dt + " " + e.getKey()); calls.add(f);
      }
    }
    double[][][] cpu = new double[names.size()][2][rounds];
    long[][] alloc = new long[names.size()][2];
    for (int r = 0; r < rounds; r++) {
      for (int c = 0; c < names.size(); c++) {
        for (int bi = 0; bi < 2; bi++) {
          int b = (r + c) % 2 == 0 ? bi : 1 - bi;
          Supplier<Object> f = calls.get(c)[b];
          long t0 = System.nanoTime(); int n = 0;
          long c0 = CPU.getCurrentThreadCpuTime(), a0 = CPU.getCurrentThreadAllocatedBytes();
          while (n < 3 || System.nanoTime() - t0 < 150_000_000L) { f.get(); n++; }
          cpu[c][b][r] = (CPU.getCurrentThreadCpuTime() - c0) / 1e6 / n;
          alloc[c][b] = (CPU.getCurrentThreadAllocatedBytes() - a0) / n;
        }
      }
    }
    int warm = Math.min(3, rounds - 1);
    for (int c = 0; c < names.size(); c++) {
      double[] m = new double[2];
      for (int b = 0; b < 2; b++) { double[] v = Arrays.copyOfRange(cpu[c][b], warm, rounds); Arrays.sort(v); m[b] = v[v.length / 2]; }
      System.out.printf("%-12s A %8.3f ms  B %8.3f ms  B/A %5.2f   alloc A %9d  B %9d%n", names.get(c), m[0], m[1], m[1] / m[0], alloc[c][0], alloc[c][1]);
    }
  }
}
