package io.ndgen.runtime.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Vector API sources ({@code src/main/vector}, and their float32 twins the build derives under
 * {@code target/generated-sources/derived/vector}) compile without {@code -Werror} because JDK 17's
 * javac always warns "using incubating module(s)" for them. This recompiles them with {@code
 * -Xlint:all} and fails on any other diagnostic, so they are held to the same standard as the rest
 * of the runtime.
 */
class VectorSourcesLintTest {
  private static final String INCUBATING = "compiler.warn.incubating.modules";

  @Test
  void vectorSourcesHaveNoDiagnosticBesidesTheIncubatorWarning(@TempDir Path out)
      throws IOException {
    Path root = Paths.get("src", "main", "vector");
    Path derived = Paths.get("target", "generated-sources", "derived", "vector");
    List<Path> sources = javaFiles(root);
    assertFalse(sources.isEmpty(), "no Vector API sources under " + root.toAbsolutePath());
    List<Path> twins = javaFiles(derived);
    assertFalse(twins.isEmpty(), "no derived Vector API sources under " + derived.toAbsolutePath());
    sources.addAll(twins);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<String> options = new ArrayList<>();
    options.addAll(List.of("--release", "17", "--add-modules", Simd.MODULE, "-Xlint:all"));
    options.addAll(List.of("-classpath", Paths.get("target", "classes").toString()));
    options.addAll(List.of("-d", out.toString()));
    boolean ok;
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
      ok =
          javac
              .getTask(
                  null,
                  files,
                  diagnostics,
                  options,
                  null,
                  files.getJavaFileObjectsFromPaths(sources))
              .call();
    }
    List<String> unexpected = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (!INCUBATING.equals(d.getCode())) {
        unexpected.add(d.getKind() + " " + d.getCode() + ": " + d.getMessage(Locale.ROOT));
      }
    }
    assertEquals(List.of(), unexpected);
    assertTrue(ok, "the Vector API sources compile");
  }

  private static List<Path> javaFiles(Path root) throws IOException {
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(p -> p.toString().endsWith(".java"))
          .collect(Collectors.toCollection(ArrayList::new));
    }
  }
}
