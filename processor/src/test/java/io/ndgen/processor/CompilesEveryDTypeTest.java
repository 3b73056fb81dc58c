package io.ndgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.ndgen.annotations.DType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Specs of all 12 dtypes at every rank from 1 to 8, in C and F order, generate classes that compile
 * without a single warning under {@code -Xlint:all -Werror}; the output is the same bytes every
 * time.
 */
class CompilesEveryDTypeTest {
  static final String[] LINT = {"-Xlint:all", "-Xlint:-processing", "-Werror"};

  static JavaFileObject spec(String name, DType dtype, int rank, String order) {
    return JavaFileObjects.forSourceLines(
        "test." + name,
        "package test;",
        "import io.ndgen.annotations.DType;",
        "import io.ndgen.annotations.NDArray;",
        "import io.ndgen.annotations.Order;",
        "@NDArray(dtype = DType." + dtype + ", rank = " + rank + ", order = Order." + order + ")",
        "public interface " + name + " {}");
  }

  private static List<JavaFileObject> allDTypes(int rank) {
    List<JavaFileObject> sources = new ArrayList<>();
    for (DType d : DType.values()) {
      String order = (d.ordinal() + rank) % 2 == 0 ? "C" : "F";
      sources.add(spec("Spec" + d.name() + "R" + rank, d, rank, order));
    }
    return sources;
  }

  @ParameterizedTest(name = "rank {0}")
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
  void everyDTypeCompilesWithoutWarnings(int rank) {
    Compilation c =
        javac()
            .withProcessors(new NDArrayProcessor())
            .withOptions((Object[]) LINT)
            .compile(allDTypes(rank));
    assertThat(c).succeededWithoutWarnings();
    for (DType d : DType.values()) {
      assertThat(c).generatedSourceFile("test.Spec" + d.name() + "R" + rank + "Array");
    }
    assertEquals(DType.values().length, c.generatedSourceFiles().size());
  }

  @Test
  void outputIsDeterministic() {
    String first = generated(allDTypes(3));
    String second = generated(allDTypes(3));
    assertEquals(first, second);
  }

  private static String generated(List<JavaFileObject> sources) {
    Compilation c = javac().withProcessors(new NDArrayProcessor()).compile(sources);
    assertThat(c).succeeded();
    StringBuilder all = new StringBuilder();
    for (JavaFileObject f : c.generatedSourceFiles()) {
      try {
        all.append(f.getName()).append('\n').append(f.getCharContent(true));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return all.toString();
  }
}
