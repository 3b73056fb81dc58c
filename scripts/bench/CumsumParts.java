import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * Where an allocating int64 {@code cumsum} of 1M elements spends its time, and what a second core
 * can take off it, in plain Java (no ndgen): each variant is the least code that does one part.
 *
 * <ul>
 *   <li>{@code alloc}: {@code new long[n]} alone (the JVM zeroes it);
 *   <li>{@code allocWhileSum}: the same while a fork/join worker sums the input (what {@code
 *       SplitScan}'s helper does while the caller allocates);
 *   <li>{@code scanInto1}, {@code scanInto2}: the running sum into an array allocated once, on one
 *       thread and in two halves on two (the second half's carry precomputed);
 *   <li>{@code scanInto1tree4}: as {@code scanInto1}, four elements per carried add (exact for
 *       wrapping integers);
 *   <li>{@code new+scan1}, {@code new+scan2}: a new array, then the scan on one thread or in halves on
 *       two;
 *   <li>{@code allocSum+scan2}: the worker totals the first half while the caller allocates, then
 *       both scan a half ({@code SplitScan}'s shape, with two pieces).
 * </ul>
 *
 * The variants alternate within each round (forward, then backward), 41 calls each; it prints the
 * median of the rounds' medians, their range and the fastest call (wall time, ms).
 *
 * <pre>
 * java -Xms3g -Xmx3g -XX:+AlwaysPreTouch scripts/bench/CumsumParts.java ROUNDS
 * </pre>
 */
public final class CumsumParts {
  private static final ForkJoinPool POOL = ForkJoinPool.commonPool();
  private static long sink;

  private CumsumParts() {}

  static long sum(long[] a, int from, int to) {
    long s = 0;
    for (int j = from; j < to; j++) {
      s += a[j];
    }
    return s;
  }

  static void scan(long[] a, long[] z, int from, int to, long acc) {
    for (int j = from; j < to; j++) {
      acc += a[j];
      z[j] = acc;
    }
  }

  static void scanTree4(long[] a, long[] z, int from, int to, long acc) {
    int end = from + ((to - from) & ~3);
    int j = from;
    for (; j < end; j += 4) {
      long x0 = a[j];
      long x01 = x0 + a[j + 1];
      long x2 = a[j + 2];
      z[j] = acc + x0;
      z[j + 1] = acc + x01;
      z[j + 2] = acc + (x01 + x2);
      acc += x01 + (x2 + a[j + 3]);
      z[j + 3] = acc;
    }
    scan(a, z, j, to, acc);
  }

  public static void main(String[] args) {
    int rounds = Integer.parseInt(args[0]);
    int n = 1_000_000;
    int h = n / 2;
    long[] in = new long[n];
    Random random = new Random(0);
    for (int i = 0; i < n; i++) {
      in[i] = random.nextLong() >>> 24;
    }
    long[] into = new long[n];
    long half = sum(in, 0, h);
    String[] names = {
      "alloc", "allocWhileSum", "scanInto1", "scanInto1tree4", "scanInto2", "new+scan1", "new+scan2",
      "allocSum+scan2"
    };
    Runnable[] variants = {
      () -> sink += new long[n].length,
      () -> {
        ForkJoinTask<Long> total = POOL.submit(() -> sum(in, 0, n));
        sink += new long[n].length + total.join();
      },
      () -> {
        scan(in, into, 0, n, 0);
        sink += into[n - 1];
      },
      () -> {
        scanTree4(in, into, 0, n, 0);
        sink += into[n - 1];
      },
      () -> {
        ForkJoinTask<?> second = POOL.submit(() -> scan(in, into, h, n, half));
        scan(in, into, 0, h, 0);
        second.join();
        sink += into[n - 1];
      },
      () -> {
        long[] z = new long[n];
        scan(in, z, 0, n, 0);
        sink += z[n - 1];
      },
      () -> {
        long[] z = new long[n];
        ForkJoinTask<?> second = POOL.submit(() -> scan(in, z, h, n, half));
        scan(in, z, 0, h, 0);
        second.join();
        sink += z[n - 1];
      },
      () -> {
        ForkJoinTask<Long> total = POOL.submit(() -> sum(in, 0, h));
        long[] z = new long[n];
        long carry = total.join();
        ForkJoinTask<?> second = POOL.submit(() -> scan(in, z, h, n, carry));
        scan(in, z, 0, h, 0);
        second.join();
        sink += z[n - 1];
      },
    };
    int v = variants.length;
    long[] expected = new long[n];
    scan(in, expected, 0, n, 0);
    for (int w = 0; w < 300; w++) {
      for (Runnable k : variants) {
        k.run();
      }
    }
    Arrays.fill(into, 0);
    scanTree4(in, into, 0, n, 0);
    if (!Arrays.equals(into, expected)) {
      throw new AssertionError("the four-element scan differs from the plain one");
    }
    double[][] medians = new double[v][rounds];
    double[] fastest = new double[v];
    Arrays.fill(fastest, Double.MAX_VALUE);
    long[] t = new long[41];
    for (int r = 0; r < rounds; r++) {
      for (int j = 0; j < v; j++) {
        int k = r % 2 == 0 ? j : v - 1 - j;
        for (int c = 0; c < t.length; c++) {
          long t0 = System.nanoTime();
          variants[k].run();
          t[c] = System.nanoTime() - t0;
        }
        Arrays.sort(t);
        medians[k][r] = t[t.length / 2] / 1e6;
        fastest[k] = Math.min(fastest[k], t[0] / 1e6);
      }
    }
    for (int k = 0; k < v; k++) {
      double[] m = medians[k].clone();
      Arrays.sort(m);
      System.out.printf(
          "%-15s median %.3f ms [%.3f-%.3f] fastest %.3f%n",
          names[k], m[m.length / 2], m[0], m[m.length - 1], fastest[k]);
    }
    if (sink == 42) {
      System.out.println();
    }
  }
}
