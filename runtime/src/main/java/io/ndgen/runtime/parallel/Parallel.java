package io.ndgen.runtime.parallel;

import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Supplier;

/**
 * Splits a loop over {@code [0, n)} across cores, as PyTorch's {@code at::parallel_for}, on the
 * fork/join common pool.
 *
 * <p>Contract: {@link #forEachPiece} cuts {@code [0, n)} into pieces {@code [p*grain, min(n,
 * (p+1)*grain))} and calls the body exactly once for each. The pieces depend only on {@code n} and
 * {@code grain}, never on the thread count, so a reduction that keeps one partial per piece and
 * combines the partials in piece order gets the same bits on 1 thread and on 64. Up to {@link
 * #threads()} threads (the caller and common-pool workers) each start on a contiguous run of
 * pieces, taken from its front; a thread whose run is done takes pieces from the back of the
 * others' runs, so a worker that wakes late (tens of microseconds quiet, milliseconds on a loaded
 * machine) takes fewer pieces instead of leaving the caller waiting with its idle core while the
 * worker streams its whole share alone. Which thread runs a piece, and in which order, is not
 * fixed.
 *
 * <ul>
 *   <li>One piece, one thread, or a caller that is itself a fork/join worker (a parallel stream, a
 *       task, or one of our own pieces): the pieces run in order on the calling thread, so nested
 *       and stream-parallel callers never oversubscribe the cores.
 *   <li>A body that throws: the other pieces may still run; the exception of the lowest failing
 *       piece is rethrown unchanged to the caller (not wrapped, same instance).
 *   <li>{@code -Dndgen.threads=N} caps the threads of every loop (N ≥ 1; read once at start-up).
 * </ul>
 */
public final class Parallel {
  /** Elements per piece: about PyTorch's {@code GRAIN_SIZE} (32768). */
  public static final int GRAIN = 1 << 15;

  /** The system property that caps the thread count. */
  public static final String PROPERTY = "ndgen.threads";

  private static final System.Logger LOG = System.getLogger(Parallel.class.getPackageName());

  private static final int THREADS =
      configuredThreads(System.getProperty(PROPERTY), Runtime.getRuntime().availableProcessors());

  private static final ThreadLocal<Integer> OVERRIDE = new ThreadLocal<>();

  private Parallel() {}

  /** The body of a loop: handles {@code [from, to)}. */
  @FunctionalInterface
  public interface Range {
    void run(int from, int to);
  }

  /** The most threads one loop started on this thread may use. */
  public static int threads() {
    Integer o = OVERRIDE.get();
    return o != null ? o : THREADS;
  }

  /**
   * The threads a loop started here would use at most: 1 inside a fork/join worker, else {@link
   * #threads()} (for native libraries that run their own threads).
   */
  public static int threadsHere() {
    return ForkJoinTask.inForkJoinPool() ? 1 : threads();
  }

  /**
   * Runs {@code work} with loops started on this thread capped at {@code threads} threads (for
   * tests that compare thread counts, and callers that manage their own threads).
   */
  public static <T> T withThreads(int threads, Supplier<T> work) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    Integer previous = OVERRIDE.get();
    OVERRIDE.set(threads);
    try {
      return work.get();
    } finally {
      if (previous == null) {
        OVERRIDE.remove();
      } else {
        OVERRIDE.set(previous);
      }
    }
  }

  /** How many pieces {@link #forEachPiece} cuts {@code [0, n)} into: {@code ceil(n / grain)}. */
  public static int pieces(int n, int grain) {
    checkArguments(n, grain);
    return (int) (((long) n + grain - 1) / grain);
  }

  /**
   * The grain, in units of {@code unitSize} elements each (rows of a loop nest, say), that gives
   * pieces of about {@link #GRAIN} elements: at least 1.
   */
  public static int grainFor(int unitSize) {
    return Math.max(1, GRAIN / Math.max(1, unitSize));
  }

  /** Calls {@code body} once per piece of {@code [0, n)}; see the class comment. */
  public static void forEachPiece(int n, int grain, Range body) {
    int pieces = pieces(n, grain);
    int workers = Math.min(pieces, threads());
    if (workers <= 1 || ForkJoinTask.inForkJoinPool()) {
      for (int p = 0; p < pieces; p++) {
        int from = p * grain;
        body.run(from, (int) Math.min(n, (long) from + grain));
      }
      return;
    }
    Runs runs = new Runs(pieces, workers);
    Worker[] tasks = new Worker[workers];
    for (int w = 0; w < workers; w++) {
      tasks[w] = new Worker(body, n, grain, runs, w);
    }
    ForkJoinTask.invokeAll(tasks);
    Throwable failure = runs.failure;
    if (failure instanceof RuntimeException) {
      throw (RuntimeException) failure;
    }
    if (failure instanceof Error) {
      throw (Error) failure;
    }
  }

  static int configuredThreads(String property, int cores) {
    if (property == null) {
      return cores;
    }
    try {
      int n = Integer.parseInt(property.trim());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    LOG.log(
        System.Logger.Level.WARNING,
        "ndgen: ignoring -D" + PROPERTY + "=" + property + " (not an integer ≥ 1); using " + cores);
    return cores;
  }

  private static void checkArguments(int n, int grain) {
    if (n < 0 || grain < 1) {
      throw new IllegalArgumentException(
          "a loop needs n >= 0 and grain >= 1, got n=" + n + ", grain=" + grain);
    }
  }

  /**
   * Every thread's run of pieces, each as {@code [front, back)} packed in one long: the thread that
   * owns a run takes from its front, the others from its back. Failures keep the lowest piece's: a
   * piece above the lowest failure so far is skipped, so every piece below the reported one ran.
   */
  private static final class Runs {
    private final AtomicLongArray bounds;
    private volatile int lowestFailure = Integer.MAX_VALUE; // written under this
    private Throwable failure; // written under this; read after invokeAll

    Runs(int pieces, int workers) {
      bounds = new AtomicLongArray(workers);
      for (int w = 0; w < workers; w++) {
        long first = (long) w * pieces / workers;
        long last = (long) (w + 1) * pieces / workers;
        bounds.set(w, first << 32 | last);
      }
    }

    int workers() {
      return bounds.length();
    }

    /** The next piece of run {@code w} from its front (its owner) or back, or -1 when empty. */
    int take(int w, boolean front) {
      while (true) {
        long b = bounds.get(w);
        int first = (int) (b >>> 32);
        int last = (int) b;
        if (first >= last) {
          return -1;
        }
        long next = front ? (long) (first + 1) << 32 | last : (long) first << 32 | (last - 1);
        if (bounds.compareAndSet(w, b, next)) {
          return front ? first : last - 1;
        }
      }
    }

    boolean skips(int piece) {
      return piece > lowestFailure;
    }

    synchronized void failed(int piece, Throwable e) {
      if (piece < lowestFailure) {
        lowestFailure = piece;
        failure = e;
      }
    }
  }

  /** One thread: its own run of pieces, then whatever is left of the others' runs. */
  private static final class Worker extends RecursiveAction {
    private static final long serialVersionUID = 1L;

    private final transient Range body;
    private final int n;
    private final int grain;
    private final transient Runs runs;
    private final int own;

    Worker(Range body, int n, int grain, Runs runs, int own) {
      this.body = body;
      this.n = n;
      this.grain = grain;
      this.runs = runs;
      this.own = own;
    }

    @Override
    protected void compute() {
      for (int p; (p = runs.take(own, true)) >= 0; ) {
        run(p);
      }
      for (int k = 1; k < runs.workers(); k++) {
        int other = (own + k) % runs.workers();
        for (int p; (p = runs.take(other, false)) >= 0; ) {
          run(p);
        }
      }
    }

    private void run(int p) {
      if (runs.skips(p)) {
        return;
      }
      int from = p * grain;
      try {
        body.run(from, (int) Math.min(n, (long) from + grain));
      } catch (RuntimeException | Error e) {
        runs.failed(p, e);
      }
    }
  }
}
