import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Does reading a large float64 array in several interleaved streams per thread, or touching pages
 * ahead of the stream, raise the bandwidth of a reduction over one sequential stream per thread?
 *
 * <p>The question comes from float64 {@code sum} on 2048² (32 MiB) being bound by memory with 4 KiB
 * pages (8192 of them; a hardware stream prefetcher stops at each page boundary). The reduction is
 * {@code max}, which does not depend on the order of its loads, so every variant returns the same
 * value (checked on every call). Variants, each thread reading its half of the array:
 *
 * <ul>
 *   <li>{@code one}: one sequential stream, four vector accumulators (the kernels' shape);
 *   <li>{@code two}, {@code four}: the half cut in 2 or 4 parts, walked in lock-step;
 *   <li>{@code touchN}: one stream, plus one scalar load N pages (of 4 KiB) ahead per four vectors,
 *       folded into the result so that it is not dead code.
 * </ul>
 *
 * The variants alternate within each round (forward, then backward), 41 calls each, so load that
 * comes and goes on a shared machine falls on all of them; it prints the median of the rounds'
 * medians, their range, the fastest call, and each as a ratio to {@code one}.
 *
 * <pre>
 * java --add-modules jdk.incubator.vector scripts/bench/ReadStreams.java THREADS ROUNDS [LENGTH [VARIANTS]]
 * java --add-modules jdk.incubator.vector scripts/bench/ReadStreams.java 2 20
 * java --add-modules jdk.incubator.vector -XX:+UseTransparentHugePages scripts/bench/ReadStreams.java 2 20
 * </pre>
 *
 * THREADS is 1 or 2; LENGTH defaults to 2048²; VARIANTS keeps the first that many of the list.
 */
public final class ReadStreams {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final int PAGE = 512; // float64 elements in 4 KiB
  private static final ForkJoinPool SECOND = new ForkJoinPool(1);

  private interface Kernel {
    double max(double[] a, int from, int to);
  }

  private ReadStreams() {}

  static double one(double[] a, int from, int to) {
    DoubleVector m0 = DoubleVector.broadcast(S, Double.NEGATIVE_INFINITY);
    DoubleVector m1 = m0;
    DoubleVector m2 = m0;
    DoubleVector m3 = m0;
    int i = from;
    for (; i + 4 * L <= to; i += 4 * L) {
      m0 = m0.max(DoubleVector.fromArray(S, a, i));
      m1 = m1.max(DoubleVector.fromArray(S, a, i + L));
      m2 = m2.max(DoubleVector.fromArray(S, a, i + 2 * L));
      m3 = m3.max(DoubleVector.fromArray(S, a, i + 3 * L));
    }
    double r = m0.max(m1).max(m2.max(m3)).reduceLanes(VectorOperators.MAX);
    return tail(a, i, to, r);
  }

  static double two(double[] a, int from, int to) {
    int half = (to - from) / 2 / (2 * L) * (2 * L);
    int b = from + half;
    DoubleVector m0 = DoubleVector.broadcast(S, Double.NEGATIVE_INFINITY);
    DoubleVector m1 = m0;
    DoubleVector m2 = m0;
    DoubleVector m3 = m0;
    for (int i = 0; i < half; i += 2 * L) {
      m0 = m0.max(DoubleVector.fromArray(S, a, from + i));
      m1 = m1.max(DoubleVector.fromArray(S, a, from + i + L));
      m2 = m2.max(DoubleVector.fromArray(S, a, b + i));
      m3 = m3.max(DoubleVector.fromArray(S, a, b + i + L));
    }
    double r = m0.max(m1).max(m2.max(m3)).reduceLanes(VectorOperators.MAX);
    return tail(a, b + half, to, r);
  }

  static double four(double[] a, int from, int to) {
    int q = (to - from) / 4 / L * L;
    int b = from + q;
    int c = b + q;
    int d = c + q;
    DoubleVector m0 = DoubleVector.broadcast(S, Double.NEGATIVE_INFINITY);
    DoubleVector m1 = m0;
    DoubleVector m2 = m0;
    DoubleVector m3 = m0;
    for (int i = 0; i < q; i += L) {
      m0 = m0.max(DoubleVector.fromArray(S, a, from + i));
      m1 = m1.max(DoubleVector.fromArray(S, a, b + i));
      m2 = m2.max(DoubleVector.fromArray(S, a, c + i));
      m3 = m3.max(DoubleVector.fromArray(S, a, d + i));
    }
    double r = m0.max(m1).max(m2.max(m3)).reduceLanes(VectorOperators.MAX);
    return tail(a, d + q, to, r);
  }

  static double touch(double[] a, int from, int to, int pages) {
    DoubleVector m0 = DoubleVector.broadcast(S, Double.NEGATIVE_INFINITY);
    DoubleVector m1 = m0;
    DoubleVector m2 = m0;
    DoubleVector m3 = m0;
    long touched = 0; // xor of the touched bits: cheaper than a scalar max in the loop
    int ahead = pages * PAGE;
    int last = to - 1;
    int i = from;
    for (; i + 4 * L <= to; i += 4 * L) {
      touched ^= Double.doubleToRawLongBits(a[Math.min(i + ahead, last)]);
      m0 = m0.max(DoubleVector.fromArray(S, a, i));
      m1 = m1.max(DoubleVector.fromArray(S, a, i + L));
      m2 = m2.max(DoubleVector.fromArray(S, a, i + 2 * L));
      m3 = m3.max(DoubleVector.fromArray(S, a, i + 3 * L));
    }
    double r = m0.max(m1).max(m2.max(m3)).reduceLanes(VectorOperators.MAX);
    if (touched == 1) { // never for this data; keeps the touches live
      r = -r;
    }
    return tail(a, i, to, r);
  }

  private static double tail(double[] a, int from, int to, double r) {
    for (int i = from; i < to; i++) {
      r = Math.max(r, a[i]);
    }
    return r;
  }

  /** The max of {@code a} with {@code threads} (1 or 2) threads, each reading a half. */
  private static double max(Kernel k, double[] a, int threads) {
    int n = a.length;
    if (threads == 1) {
      return k.max(a, 0, n);
    }
    int mid = n / 2 / PAGE * PAGE;
    ForkJoinTask<Double> second = SECOND.submit(() -> k.max(a, mid, n));
    double r = k.max(a, 0, mid);
    return Math.max(r, second.join());
  }

  public static void main(String[] args) {
    int threads = Integer.parseInt(args[0]);
    int rounds = Integer.parseInt(args[1]);
    int n = args.length > 2 ? Integer.parseInt(args[2]) : 2048 * 2048;
    String[] names = {"one", "two", "four", "touch2", "touch4", "touch8"};
    Kernel[] kernels = {
      ReadStreams::one,
      ReadStreams::two,
      ReadStreams::four,
      (x, f, t) -> touch(x, f, t, 2),
      (x, f, t) -> touch(x, f, t, 4),
      (x, f, t) -> touch(x, f, t, 8)
    };
    int v = args.length > 3 ? Integer.parseInt(args[3]) : kernels.length;
    names = Arrays.copyOf(names, v);
    kernels = Arrays.copyOf(kernels, v);

    double[] a = new double[n];
    Random random = new Random(1);
    for (int i = 0; i < n; i++) {
      a[i] = random.nextDouble();
    }
    double expected = tail(a, 0, n, Double.NEGATIVE_INFINITY);
    for (int w = 0; w < 300; w++) {
      for (Kernel k : kernels) {
        check(max(k, a, threads), expected);
      }
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
          double m = max(kernels[k], a, threads);
          t[c] = System.nanoTime() - t0;
          check(m, expected);
        }
        Arrays.sort(t);
        medians[k][r] = t[t.length / 2] / 1e6;
        fastest[k] = Math.min(fastest[k], t[0] / 1e6);
      }
    }
    double base = 0;
    double baseFastest = fastest[0];
    for (int k = 0; k < v; k++) {
      double[] m = medians[k].clone();
      Arrays.sort(m);
      double median = m[m.length / 2];
      if (k == 0) {
        base = median;
      }
      System.out.printf(
          "threads=%d lanes=%d %-7s median %.3f ms [%.3f-%.3f] x one %.3f  fastest %.3f x one %.3f%n",
          threads, L, names[k], median, m[0], m[m.length - 1], median / base, fastest[k],
          fastest[k] / baseFastest);
    }
    SECOND.shutdown();
  }

  private static void check(double got, double expected) {
    if (got != expected) {
      throw new AssertionError("max " + got + ", expected " + expected);
    }
  }
}
