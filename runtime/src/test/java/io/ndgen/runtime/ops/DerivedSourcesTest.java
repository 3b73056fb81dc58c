package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The float32 matmul sources are derived from the float64 ones by a fixed set of word substitutions
 * (EJML's way: one source of truth per algorithm), and this test holds them in sync. After editing
 * a float64 source, regenerate with {@code mvn -pl runtime -am test -Dtest=DerivedSourcesTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dndgen.writeDerived=true}.
 */
class DerivedSourcesTest {
  /** The float64 sources, relative to the runtime module. */
  private static final List<String> SOURCES =
      List.of(
          "src/main/java/io/ndgen/runtime/ops/GemmFloat64.java",
          "src/main/java/io/ndgen/runtime/ops/GemmKernelFloat64.java",
          "src/main/java/io/ndgen/runtime/ops/ScalarGemmKernelFloat64.java",
          "src/main/vector/io/ndgen/runtime/ops/VectorGemmKernelFloat64.java",
          "src/main/java/io/ndgen/runtime/internal/Float64Simd.java",
          "src/main/vector/io/ndgen/runtime/internal/VectorFloat64Simd.java");

  /** Applied in this order. */
  private static final List<Map.Entry<String, String>> WORDS =
      List.of(
          Map.entry("Float64", "Float32"),
          Map.entry("FLOAT64", "FLOAT32"),
          Map.entry("float64", "float32"),
          Map.entry("F64", "F32"),
          Map.entry("DoubleVector", "FloatVector"),
          Map.entry("Double", "Float"),
          Map.entry("double", "float"));

  static String derive(String source, String fileName) {
    String s = source;
    for (Map.Entry<String, String> w : WORDS) {
      s = s.replace(w.getKey(), w.getValue());
    }
    return "// Derived from " + fileName + " by DerivedSourcesTest: do not edit.\n" + s;
  }

  @TestFactory
  Stream<DynamicTest> float32SourcesAreDerivedFromFloat64() {
    boolean write = Boolean.getBoolean("ndgen.writeDerived");
    return SOURCES.stream()
        .map(
            src ->
                DynamicTest.dynamicTest(
                    src,
                    () -> {
                      Path from = Paths.get(src);
                      Path to = Paths.get(src.replace("Float64", "Float32"));
                      String expected =
                          derive(
                              Files.readString(from, StandardCharsets.UTF_8),
                              from.getFileName().toString());
                      if (write) {
                        Files.writeString(to, expected, StandardCharsets.UTF_8);
                      }
                      assertEquals(
                          expected, read(to), to + " is stale: regenerate it (see class comment)");
                    }));
  }

  private static String read(Path p) throws IOException {
    return Files.exists(p) ? Files.readString(p, StandardCharsets.UTF_8) : "";
  }
}
