package io.ndgen.samples;

import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.io.Npy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.stream.Stream;

/**
 * Applies ndgen's {@code exp}, {@code log}, {@code sin}, {@code cos}, {@code tanh} and {@code sqrt}
 * to every {@code <function>_<dtype>.npy} input in a directory and writes {@code
 * <function>_<dtype>.ndgen.npy} beside it; a {@code power} input is two rows, bases and exponents,
 * and its result the last of 20 calls (by then C2 has compiled the Vector API's {@code POW} loop,
 * so the result is SVML's, as NumPy's). {@code scripts/bench/ulp_vs_numpy.py} makes the inputs,
 * runs this and compares the results with NumPy's in ULP (docs/ops.md quotes its table).
 *
 * <p>Run: {@code python3 scripts/bench/ulp_vs_numpy.py} (it calls {@code java --add-modules
 * jdk.incubator.vector -cp samples/target/benchmarks.jar io.ndgen.samples.UlpTool DIR}).
 */
public final class UlpTool {
  private UlpTool() {}

  public static void main(String[] args) throws IOException {
    Path dir = Paths.get(args[0]);
    try (Stream<Path> files = Files.list(dir)) {
      for (Path in : (Iterable<Path>) files.sorted()::iterator) {
        String name = in.getFileName().toString();
        if (!name.endsWith(".npy") || name.endsWith(".ndgen.npy")) {
          continue;
        }
        String function = name.substring(0, name.indexOf('_'));
        StridedArray x = Npy.read(in);
        Npy.write(dir.resolve(name.replace(".npy", ".ndgen.npy")), apply(function, x));
      }
    }
  }

  static StridedArray apply(String function, StridedArray x) {
    switch (function) {
      case "exp":
        return x.exp();
      case "log":
        return x.log();
      case "sin":
        return x.sin();
      case "cos":
        return x.cos();
      case "tanh":
        return x.tanh();
      case "sqrt":
        return x.sqrt();
      case "power":
        StridedArray r = null;
        for (int k = 0; k < 20; k++) {
          r = x.index("0").power(x.index("1"));
        }
        return r;
      default:
        throw new IllegalArgumentException("no function " + function);
    }
  }
}
