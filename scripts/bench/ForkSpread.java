import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.io.RandomAccessFile;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveAction;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;
import sun.misc.Unsafe;

/**
 * Is the JVM-to-JVM spread of a float64 {@code max} on 2048² ndgen's, or the machine's? One JVM
 * (run this several times: each run is one "fork") alternates, on ONE array:
 *
 * <ul>
 *   <li>{@code ndAll}, {@code ndRow}: ndgen's {@code max} over the whole array and along axis 1;
 *   <li>{@code vec1}: a hand Vector API max loop (four accumulators, one stream) on the caller;
 *   <li>{@code vec2}: the same loop, the second half on a dedicated thread (a single-thread
 *       executor: no fork/join pool, no pieces), the first on the caller;
 *   <li>{@code vecPar}: the same loop in ndgen's pieces through {@link Parallel#forEachPiece}
 *       (ndgen's scheduling, the hand loop), which also records when each half started and ended;
 *   <li>{@code vecHalves}: the same pieces in session 10's schedule (two fork/join tasks of one
 *       contiguous half each, the caller's half and the worker's, no taking over).
 * </ul>
 *
 * Each round calls every variant {@code CALLS} times (order reversed every other round) and keeps
 * the median per variant; the line printed is the median of the rounds' medians [range], each
 * variant as a ratio to {@code vec2}, the fastest call of each (and its ratio to vec2's fastest:
 * on a loaded machine the fastest calls are the ones nothing else disturbed), the CPU time per
 * call of the threads that compute (median of the rounds' medians, and as a ratio to vec2's: what
 * the cores spent, stalls on memory included, however long other processes held them), and
 * vecPar's schedule. With {@code flush} every call is
 * preceded by a read of another 64 MiB array (not timed), so nothing of the operand is left in the
 * L3 cache. With {@code colors} it also reads the operand's physical pages from
 * {@code /proc/self/pagemap} (root) and prints how many 4 KiB pages fall beyond 16 per L3 colour
 * (32 MiB / 16 ways = 512 colours of 4 KiB).
 *
 * <pre>
 * J=samples/target/benchmarks.jar
 * for f in $(seq 8); do java --add-modules jdk.incubator.vector -cp $J scripts/bench/ForkSpread.java 10; done
 * java ... ForkSpread.java ROUNDS [ROWS [CALLS [flush] [colors]]]    # ROWS of 2048 float64 (2048: 32 MiB)
 * </pre>
 */
public final class ForkSpread {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final int COLS = 2048;
  private static final ExecutorService SECOND =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "second");
            t.setDaemon(true);
            return t;
          });

  private static double[] a;
  private static double[] other;
  private static StridedArray wrapped;
  private static double sink;

  // vecPar's schedule per call, for the caller (0) and the other thread (1): first start, last
  // end (ns) and pieces run; then how late the other thread started, how far apart the two
  // threads ended, and the other thread's share of the pieces
  private static Thread caller;
  private static final long[] first = new long[2];
  private static final long[] last = new long[2];
  private static final int[] count = new int[2];
  private static int alone; // calls where the caller ran every piece (calls where the other
  // thread ran every piece, the caller held off its core, are left out of the figures)
  private static final long[] lateStart = new long[8192];
  private static final long[] endGap = new long[8192];
  private static final double[] share = new double[8192];
  private static int scheduled;

  private ForkSpread() {}

  static double vec(double[] x, int from, int to) {
    DoubleVector m0 = DoubleVector.broadcast(S, Double.NEGATIVE_INFINITY);
    DoubleVector m1 = m0;
    DoubleVector m2 = m0;
    DoubleVector m3 = m0;
    int i = from;
    for (; i + 4 * L <= to; i += 4 * L) {
      m0 = m0.max(DoubleVector.fromArray(S, x, i));
      m1 = m1.max(DoubleVector.fromArray(S, x, i + L));
      m2 = m2.max(DoubleVector.fromArray(S, x, i + 2 * L));
      m3 = m3.max(DoubleVector.fromArray(S, x, i + 3 * L));
    }
    double r = m0.max(m1).max(m2.max(m3)).reduceLanes(VectorOperators.MAX);
    for (; i < to; i++) {
      r = Math.max(r, x[i]);
    }
    return r;
  }

  static double ndAll() {
    return Ops.reduce(ReduceOp.MAX, wrapped, false).getDouble();
  }

  static double ndRow() {
    double[] rowMax = (double[]) Ops.reduce(ReduceOp.MAX, wrapped, false, 1).storage();
    return vec(rowMax, 0, rowMax.length); // 2048 values in L1: checks every row's result
  }

  static double vec1() {
    return vec(a, 0, a.length);
  }

  static double vec2() throws Exception {
    int half = a.length / 2;
    Future<Double> right = SECOND.submit(() -> vec(a, half, a.length));
    double left = vec(a, 0, half);
    return Math.max(left, right.get());
  }

  static double vecPar() {
    int n = a.length;
    int pieces = Parallel.pieces(n, Parallel.GRAIN);
    double[] partial = new double[pieces];
    first[0] = first[1] = Long.MAX_VALUE;
    last[0] = last[1] = Long.MIN_VALUE;
    count[0] = count[1] = 0;
    Parallel.forEachPiece(
        n,
        Parallel.GRAIN,
        (from, to) -> {
          int h = Thread.currentThread() == caller ? 0 : 1;
          long t0 = System.nanoTime();
          partial[from / Parallel.GRAIN] = vec(a, from, to);
          first[h] = Math.min(first[h], t0);
          last[h] = System.nanoTime();
          count[h]++;
        });
    if (count[1] == 0) {
      alone++;
    } else if (count[0] > 0 && scheduled < lateStart.length) {
      lateStart[scheduled] = first[1] - first[0];
      endGap[scheduled] = Math.abs(last[1] - last[0]);
      share[scheduled] = count[1] / (double) pieces;
      scheduled++;
    }
    double m = partial[0];
    for (int p = 1; p < pieces; p++) {
      m = Math.max(m, partial[p]);
    }
    return m;
  }

  /** Session 10's schedule: each of two threads one contiguous half of the pieces, no stealing. */
  static double vecHalves() {
    int n = a.length;
    int pieces = Parallel.pieces(n, Parallel.GRAIN);
    double[] partial = new double[pieces];
    int mid = pieces / 2;
    ForkJoinTask.invokeAll(new Half(partial, 0, mid), new Half(partial, mid, pieces));
    double m = partial[0];
    for (int p = 1; p < pieces; p++) {
      m = Math.max(m, partial[p]);
    }
    return m;
  }

  private static final class Half extends RecursiveAction {
    private final double[] partial;
    private final int first;
    private final int last;

    Half(double[] partial, int first, int last) {
      this.partial = partial;
      this.first = first;
      this.last = last;
    }

    @Override
    protected void compute() {
      for (int p = first; p < last; p++) {
        int from = p * Parallel.GRAIN;
        partial[p] = vec(a, from, Math.min(a.length, from + Parallel.GRAIN));
      }
    }
  }

  interface Variant {
    double call() throws Exception;
  }

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    int rows = args.length > 1 ? Integer.parseInt(args[1]) : 2048;
    int calls = args.length > 2 ? Integer.parseInt(args[2]) : 21;
    boolean flush = Arrays.asList(args).contains("flush");
    boolean colors = Arrays.asList(args).contains("colors");
    a = new double[rows * COLS];
    long x = 0x9E3779B97F4A7C15L;
    for (int i = 0; i < a.length; i++) {
      x = x * 6364136223846793005L + 1442695040888963407L;
      a[i] = (x >>> 40) * 0x1.0p-24;
    }
    other = flush ? new double[8 << 20] : new double[0];
    Arrays.fill(other, 1.0);
    wrapped = StridedArray.wrap(a, rows, COLS);
    caller = Thread.currentThread();
    String[] names = {"ndAll", "ndRow", "vec1", "vec2", "vecPar", "vecHalves"};
    Variant[] v = {ForkSpread::ndAll, ForkSpread::ndRow, ForkSpread::vec1, ForkSpread::vec2,
        ForkSpread::vecPar, ForkSpread::vecHalves};
    double expect = vec(a, 0, a.length);
    for (int w = 0; w < 200; w++) { // warm-up: every variant compiled by C2
      for (Variant vv : v) {
        check(vv.call(), expect);
      }
    }
    scheduled = 0;
    alone = 0;
    double[][] med = new double[v.length][rounds];
    double[] fastest = new double[v.length];
    // CPU time per call of every thread that computes (the caller, the pool's workers, vec2's
    // thread): what the cores spent, stalls on memory included, however long others held them
    double[][] cpuMed = new double[v.length][rounds];
    double[] cpu = new double[calls];
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Arrays.fill(fastest, Double.MAX_VALUE);
    double[] t = new double[calls];
    for (int r = 0; r < rounds; r++) {
      long[] ids = computeThreads();
      for (int k = 0; k < v.length; k++) {
        int j = r % 2 == 0 ? k : v.length - 1 - k;
        for (int c = 0; c < calls; c++) {
          if (flush) {
            sink += vec(other, 0, other.length);
          }
          long c0 = sum(mx.getThreadCpuTime(ids));
          long t0 = System.nanoTime();
          double m = v[j].call();
          t[c] = (System.nanoTime() - t0) / 1e6;
          cpu[c] = (sum(mx.getThreadCpuTime(ids)) - c0) / 1e6;
          fastest[j] = Math.min(fastest[j], t[c]);
          check(m, expect);
        }
        med[j][r] = median(t);
        cpuMed[j][r] = median(cpu);
      }
    }
    StringBuilder sb = new StringBuilder();
    double ref = median(med[3]);
    for (int k = 0; k < v.length; k++) {
      double[] m = med[k].clone();
      Arrays.sort(m);
      sb.append(String.format("%s %.3f [%.2f-%.2f] (%.2fx) min %.3f (%.2fx)  ", names[k],
          median(med[k]), m[0], m[m.length - 1], median(med[k]) / ref, fastest[k],
          fastest[k] / fastest[3]));
    }
    sb.append("| CPU ms:");
    for (int k = 0; k < v.length; k++) {
      sb.append(String.format(" %s %.3f (%.2fx)", names[k], median(cpuMed[k]),
          median(cpuMed[k]) / median(cpuMed[3])));
    }
    sb.append(' ');
    long[] ls = Arrays.copyOf(lateStart, scheduled);
    long[] lf = Arrays.copyOf(endGap, scheduled);
    double[] sh = Arrays.copyOf(share, scheduled);
    Arrays.sort(ls);
    Arrays.sort(lf);
    Arrays.sort(sh);
    int q = Math.max(1, scheduled);
    sb.append(String.format("| vecPar: caller alone in %d of %d calls; otherwise the second thread"
            + " starts later by median %.0f us (p90 %.0f), the two end apart by median %.0f us"
            + " (p90 %.0f), second thread's share median %.2f (p10 %.2f)",
        alone, alone + scheduled, at(ls, q / 2) / 1e3, at(ls, q * 9 / 10) / 1e3,
        at(lf, q / 2) / 1e3, at(lf, q * 9 / 10) / 1e3, at(sh, q / 2), at(sh, q / 10)));
    if (colors) {
      sb.append(" | ").append(colors(a));
    }
    System.out.println(sb);
  }

  /** The operand's 4 KiB pages per L3 colour (physical page number mod 512), from pagemap. */
  private static String colors(double[] x) throws Exception {
    Field f = Unsafe.class.getDeclaredField("theUnsafe");
    f.setAccessible(true);
    Unsafe u = (Unsafe) f.get(null);
    Object[] holder = {x};
    long address;
    if (Unsafe.ARRAY_OBJECT_INDEX_SCALE == 4) { // compressed oops, zero-based, shift 3
      address = (u.getInt(holder, (long) Unsafe.ARRAY_OBJECT_BASE_OFFSET) & 0xFFFFFFFFL) << 3;
    } else {
      address = u.getLong(holder, (long) Unsafe.ARRAY_OBJECT_BASE_OFFSET);
    }
    long data = address + Unsafe.ARRAY_DOUBLE_BASE_OFFSET;
    if (u.getDouble(data) != x[0] || u.getDouble(data + 8L * (x.length - 1)) != x[x.length - 1]) {
      return "colors: address not decoded";
    }
    int[] count = new int[512];
    long firstPage = data >>> 12;
    long lastPage = (data + 8L * x.length - 1) >>> 12;
    int pages = 0;
    int absent = 0;
    int runs = 0; // physically contiguous runs of pages
    long previous = -2;
    try (RandomAccessFile pm = new RandomAccessFile("/proc/self/pagemap", "r")) {
      byte[] buf = new byte[8 * (int) (lastPage - firstPage + 1)];
      pm.seek(firstPage * 8);
      pm.readFully(buf);
      for (int p = 0; p < buf.length / 8; p++) {
        long e = 0;
        for (int b = 7; b >= 0; b--) {
          e = (e << 8) | (buf[8 * p + b] & 0xFF);
        }
        pages++;
        if (e >= 0) { // bit 63: present
          absent++;
          continue;
        }
        long pfn = e & ((1L << 55) - 1);
        count[(int) (pfn & 511)]++;
        if (pfn != previous + 1) {
          runs++;
        }
        previous = pfn;
      }
    }
    int over = 0;
    int max = 0;
    for (int c : count) {
      over += Math.max(0, c - 16);
      max = Math.max(max, c);
    }
    return String.format("data at %#x (mod 4K %d, mod 2M %d); %d pages, %d absent, %d contiguous"
            + " runs; beyond 16 per colour: %d pages (%.1f%%), fullest colour %d",
        data, data & 4095, data & ((1 << 21) - 1), pages, absent, runs, over,
        100.0 * over / pages, max);
  }

  /** The caller, the common pool's workers and vec2's thread, as they are now. */
  private static long[] computeThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(
            th ->
                th == caller
                    || th.getName().startsWith("ForkJoinPool.commonPool-worker")
                    || th.getName().equals("second"))
        .mapToLong(Thread::getId)
        .toArray();
  }

  private static long sum(long[] x) {
    long s = 0;
    for (long e : x) {
      s += Math.max(0, e); // -1 for a thread that ended
    }
    return s;
  }

  private static double at(long[] x, int i) {
    return x.length == 0 ? Double.NaN : x[Math.min(i, x.length - 1)];
  }

  private static double at(double[] x, int i) {
    return x.length == 0 ? Double.NaN : x[Math.min(i, x.length - 1)];
  }

  private static void check(double m, double expect) {
    if (m != expect) {
      throw new AssertionError(m + " != " + expect);
    }
  }

  private static double median(double[] x) {
    double[] s = x.clone();
    Arrays.sort(s);
    return s[s.length / 2];
  }
}
