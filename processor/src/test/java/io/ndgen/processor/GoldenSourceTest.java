package io.ndgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import org.junit.jupiter.api.Test;

/**
 * Pins the complete generated source for one spec (UINT8, rank 2, F order: unsigned reads, range
 * checks on set, F-ordered factories). A change to the generator shows up here as a diff to review.
 */
class GoldenSourceTest {
  @Test
  void imageSpecGeneratesTheGoldenSource() {
    Compilation c =
        javac()
            .withProcessors(new NDArrayProcessor())
            .compile(
                JavaFileObjects.forSourceLines(
                    "test.Image",
                    "package test;",
                    "import io.ndgen.annotations.DType;",
                    "import io.ndgen.annotations.NDArray;",
                    "import io.ndgen.annotations.Order;",
                    "@NDArray(dtype = DType.UINT8, rank = 2, order = Order.F)",
                    "public interface Image {",
                    "  int get(int row, int column);",
                    "  default int width() {",
                    "    return shape(1);",
                    "  }",
                    "  int shape(int axis);",
                    "}"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c)
        .generatedSourceFile("test.ImageArray")
        .hasSourceEquivalentTo(JavaFileObjects.forResource("golden/test/ImageArray.java"));
  }
}
