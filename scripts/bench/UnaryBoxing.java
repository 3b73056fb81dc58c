import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.UnaryOp;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.Random;

/**
 * Several unary ufuncs into {@code out} in one JVM, as a program runs them (JMH gives each op its
 * own fork): wall time and bytes the calling thread allocates per 2048² call. A kernel whose vectors
 * C2 failed to keep in registers shows as megabytes per call (one box per vector) and a multiple of
 * its time; a healthy call allocates a few kilobytes (the loop plan).
 *
 * <pre>
 *   java --add-modules jdk.incubator.vector -cp samples/target/benchmarks.jar \
 *       scripts/bench/UnaryBoxing.java FLOAT64 exp,tanh     # run it in several JVMs
 * </pre>
 */
public final class UnaryBoxing {
  private UnaryBoxing() {}

  public static void main(String[] args) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long me = Thread.currentThread().getId();
    int n = 2048;
    DType dtype = DType.valueOf(args[0]);
    Random random = new Random(1);
    double[] values = new double[n * n];
    for (int i = 0; i < values.length; i++) {
      values[i] = 2 * random.nextDouble() - 1;
    }
    StridedArray a = StridedArray.wrap(values, n, n).astype(dtype);
    StridedArray out = StridedArray.zeros(dtype, n, n);
    String[] ops = args[1].split(",");
    for (int round = 1; round <= 12; round++) {
      StringBuilder line = new StringBuilder("round " + round + ":");
      for (String name : ops) {
        UnaryOp op = UnaryOp.valueOf(name.toUpperCase(Locale.ROOT));
        long t0 = System.nanoTime();
        long b0 = threads.getThreadAllocatedBytes(me);
        for (int k = 0; k < 10; k++) {
          Ops.unary(op, a, out);
        }
        long ns = System.nanoTime() - t0;
        long bytes = threads.getThreadAllocatedBytes(me) - b0;
        line.append(String.format(" %s %.2f ms %d KB", name, ns / 10e6, bytes / 10 / 1024));
      }
      if (round % 4 == 0) {
        System.out.println(line);
      }
    }
  }
}
