import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.UnaryOp;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Whether C2 compiled a kernel's loop with calls it dispatches on the type profile: the shape of
 * the float64 {@code tanh} boxing of issue 11 (docs/benchmarks-history.md, "Session 11: float64
 * tanh").
 * Such a call ({@code \-> TypeProfile} under the kernel in {@code -XX:+PrintInlining}) is
 * harmless in most JVMs, but where the compile-wide class-check trap total passes {@code
 * PerMethodTrapLimit} it gets a real virtual call on its miss path, and every vector is boxed. A
 * compile with none cannot box that way; other drivers (other run lengths, other ops before) can
 * compile the same kernel differently, so a clean run here is evidence, not proof.
 *
 * <pre>
 *   java --add-modules jdk.incubator.vector -cp samples/target/benchmarks.jar \
 *       scripts/bench/ProfileSites.java FLOAT64 exp,tanh VectorTanhFloat64::tanh,VectorExpFloat64::exp
 * </pre>
 *
 * <p>Runs the ops (as {@code UnaryBoxing.java} does) in a child JVM with {@code PrintInlining}
 * restricted to the kernels (simple names in {@code io.ndgen.runtime.internal}), prints each
 * profiled dispatch with the kernel call it sits under, and exits with status 1 if there is any.
 */
public final class ProfileSites {
  private ProfileSites() {}

  public static void main(String[] args) throws Exception {
    if (args[0].equals("--drive")) {
      drive(DType.valueOf(args[1]), args[2].split(","));
      return;
    }
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.add("--add-modules");
    command.add("jdk.incubator.vector");
    command.add("-XX:+UnlockDiagnosticVMOptions");
    command.add("-XX:CompileCommand=quiet");
    for (String kernel : args[2].split(",")) {
      command.add("-XX:CompileCommand=PrintInlining,io.ndgen.runtime.internal." + kernel);
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("scripts/bench/ProfileSites.java");
    command.add("--drive");
    command.add(args[0]);
    command.add(args[1]);
    Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
    int sites = 0;
    String kernelCall = "";
    String previous = "";
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.matches(" {30}@ \\d+ .*")) {
          kernelCall = line.trim(); // a call in the kernel's own bytecode
        }
        if (line.contains("\\-> TypeProfile")) {
          sites++;
          System.out.println("under " + kernelCall + "\n    " + previous.trim());
        }
        previous = line;
      }
    }
    int status = child.waitFor();
    System.out.println(sites + " profiled dispatches in the C2 compiles of " + args[2]);
    System.exit(status != 0 ? status : sites == 0 ? 0 : 1);
  }

  /** The ops in turn on a 2048² array, 12 rounds of 10 calls: C2 compiles each kernel's loop. */
  private static void drive(DType dtype, String[] ops) {
    int n = 2048;
    Random random = new Random(1);
    double[] values = new double[n * n];
    for (int i = 0; i < values.length; i++) {
      values[i] = 2 * random.nextDouble() - 1;
    }
    StridedArray a = StridedArray.wrap(values, n, n).astype(dtype);
    StridedArray out = StridedArray.zeros(dtype, n, n);
    for (int round = 0; round < 12; round++) {
      for (String name : ops) {
        UnaryOp op = UnaryOp.valueOf(name.toUpperCase(Locale.ROOT));
        for (int k = 0; k < 10; k++) {
          Ops.unary(op, a, out);
        }
      }
    }
  }
}
