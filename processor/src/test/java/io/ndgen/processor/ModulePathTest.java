package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.TypeSpec;
import io.ndgen.annotations.DType;
import io.ndgen.arrays.Float64Array1;
import io.ndgen.runtime.StridedArray;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user module on the module path: a spec compiled with the processor into a named module that
 * {@code requires io.ndgen.arrays} (the built-in typed classes, which requires the runtime
 * transitively), then run with {@code java --module-path … -m}. The generated class must only use
 * what the runtime and the built-ins export, and the runtime and annotations must be named (not
 * automatic) modules.
 */
class ModulePathTest {
  @Test
  void generatedClassRunsInANamedModule(@TempDir Path dir) throws Exception {
    Path src = dir.resolve("src/demo");
    Files.createDirectories(src);
    write(dir.resolve("src/module-info.java"), "module demo {", "  requires io.ndgen.arrays;", "}");
    write(
        src.resolve("Grid.java"),
        "package demo;",
        "import io.ndgen.annotations.DType;",
        "import io.ndgen.annotations.NDArray;",
        "@NDArray(dtype = DType.FLOAT64, rank = 2)",
        "public interface Grid {}");
    write(
        src.resolve("Main.java"),
        "package demo;",
        "public final class Main {",
        "  public static void main(String[] args) {",
        "    GridArray g = GridArray.zeros(2, 3);",
        "    for (int i = 0; i < 2; i++) {",
        "      for (int j = 0; j < 3; j++) {",
        "        g.set(i, j, 10 * i + j);",
        "      }",
        "    }",
        "    GridArray t = g.transpose().plus(g.transpose());",
        "    System.out.println(t.get(2, 1) + \" \" + t.sum() + \" \" + t.toStrided().sum());",
        "    io.ndgen.arrays.Float64Array1 row = g.select(0, 1);",
        "    System.out.println(row.sum() + \" \" + row.getClass().getModule().getName());",
        "    Module runtime = io.ndgen.runtime.StridedArray.class.getModule();",
        "    System.out.println(runtime.getName() + \" automatic=\"",
        "        + runtime.getDescriptor().isAutomatic());",
        "    Module annotations = io.ndgen.annotations.DType.class.getModule();",
        "    System.out.println(annotations.getName() + \" automatic=\"",
        "        + annotations.getDescriptor().isAutomatic());",
        "    System.out.println(Main.class.getModule().getName());",
        "  }",
        "}");

    String runtimePath =
        String.join(
            File.pathSeparator,
            location(DType.class),
            location(StridedArray.class),
            location(NullMarked.class));
    String modulePath = builtInsModule(dir, runtimePath) + File.pathSeparator + runtimePath;
    String processorPath =
        String.join(
            File.pathSeparator,
            location(NDArrayProcessor.class),
            location(DType.class),
            location(TypeSpec.class));
    Path out = dir.resolve("out");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status =
        javac.run(
            null,
            null,
            null,
            "--module-path",
            modulePath,
            "-processorpath",
            processorPath,
            "-d",
            out.toString(),
            dir.resolve("src/module-info.java").toString(),
            src.resolve("Grid.java").toString(),
            src.resolve("Main.java").toString());
    assertEquals(0, status, "javac on the module path");

    Process run =
        new ProcessBuilder(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                // the runtime reads the Vector API module at run time in a named module too;
                // stderr (the JVM's incubator warning, log lines) is kept apart from the output
                "--add-modules",
                "jdk.incubator.vector",
                "--module-path",
                out + File.pathSeparator + modulePath,
                "-m",
                "demo/demo.Main")
            .redirectError(ProcessBuilder.Redirect.PIPE)
            .start();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String errors = new String(run.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(run.waitFor(60, TimeUnit.SECONDS), "the program finished");
    assertEquals(0, run.exitValue(), output + errors);
    assertEquals(
        List.of(
            "24.0 72.0 72.0",
            "33.0 io.ndgen.arrays",
            "io.ndgen.runtime automatic=false",
            "io.ndgen.annotations automatic=false",
            "demo"),
        output.lines().toList());
  }

  /**
   * The built-in classes this build's processor generated into the test classes, made a named
   * module as {@code ndgen-arrays} is (that module is built after this one): their class files plus
   * a compiled {@code module-info}.
   */
  private static Path builtInsModule(Path dir, String runtimePath) throws Exception {
    Path classes = Paths.get(location(Float64Array1.class)).resolve("io/ndgen/arrays");
    Path module = dir.resolve("arrays");
    Path pkg = module.resolve("io/ndgen/arrays");
    Files.createDirectories(pkg);
    try (Stream<Path> files = Files.list(classes)) {
      for (Path f : files.filter(f -> f.toString().matches(".*Array\\d\\.class")).toList()) {
        Files.copy(f, pkg.resolve(f.getFileName()));
      }
    }
    Path info = dir.resolve("arrays-src/module-info.java");
    Files.createDirectories(info.getParent());
    write(
        info,
        "module io.ndgen.arrays {",
        "  requires transitive io.ndgen.runtime;",
        "  exports io.ndgen.arrays;",
        "}");
    int status =
        ToolProvider.getSystemJavaCompiler()
            .run(
                null,
                null,
                null,
                "--module-path",
                runtimePath,
                "--patch-module",
                "io.ndgen.arrays=" + module,
                "-d",
                module.toString(),
                info.toString());
    assertEquals(0, status, "module-info of the built-ins");
    return module;
  }

  private static void write(Path file, String... lines) throws IOException {
    Files.write(file, List.of(lines), StandardCharsets.UTF_8);
  }

  /** The jar or classes directory a class was loaded from. */
  private static String location(Class<?> type) throws URISyntaxException {
    return Paths.get(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}
