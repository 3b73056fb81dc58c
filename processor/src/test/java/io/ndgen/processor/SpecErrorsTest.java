package io.ndgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.ndgen.processor.validation.Diagnostics;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One test per error the processor reports: the tagged message with the offending values, on the
 * offending element's line, and no generated file for that spec.
 */
class SpecErrorsTest {
  private static final String[] IMPORTS = {
    "package test;",
    "import io.ndgen.annotations.DType;",
    "import io.ndgen.annotations.NDArray;",
    "import io.ndgen.annotations.Order;"
  };

  private static JavaFileObject source(String name, String... lines) {
    String[] all = new String[IMPORTS.length + lines.length];
    System.arraycopy(IMPORTS, 0, all, 0, IMPORTS.length);
    System.arraycopy(lines, 0, all, IMPORTS.length, lines.length);
    return JavaFileObjects.forSourceLines("test." + name, all);
  }

  private static Compilation compile(JavaFileObject... sources) {
    return javac().withProcessors(new NDArrayProcessor()).compile(sources);
  }

  /**
   * {@code c} reported the message {@code String.format(format, args)} in {@code file}, on the line
   * containing {@code line}.
   */
  private static void assertErrorAt(
      Compilation c, JavaFileObject file, String line, String format, Object... args) {
    assertThat(c)
        .hadErrorContaining(String.format(format, args))
        .inFile(file)
        .onLineContaining(line);
  }

  @Test
  void rankAboveEight() {
    JavaFileObject f =
        source(
            "Volume", "@NDArray(dtype = DType.FLOAT32, rank = 12)", "public interface Volume {}");
    Compilation c = compile(f);
    assertThat(c).failed();
    assertErrorAt(c, f, "rank = 12", Diagnostics.RANK, 12);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void rankZero() {
    JavaFileObject f =
        source("Volume", "@NDArray(dtype = DType.FLOAT32, rank = 0)", "public interface Volume {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "rank = 0", "[NDArrayRank] rank must be between 1 and 8, was 0");
  }

  @Test
  void annotationOnAClass() {
    JavaFileObject f =
        source("Volume", "@NDArray(dtype = DType.FLOAT32, rank = 3)", "public class Volume {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "rank = 3", Diagnostics.NOT_INTERFACE, "Volume", "a class");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void annotationOnAnEnumAndAnAnnotationType() {
    JavaFileObject e =
        source("Axis", "@NDArray(dtype = DType.INT8, rank = 1)", "public enum Axis { X, Y }");
    JavaFileObject a =
        source("Marker", "@NDArray(dtype = DType.INT8, rank = 1)", "public @interface Marker {}");
    Compilation c = compile(e, a);
    assertErrorAt(c, e, "@NDArray", Diagnostics.NOT_INTERFACE, "Axis", "an enum");
    assertErrorAt(c, a, "@NDArray", Diagnostics.NOT_INTERFACE, "Marker", "an annotation type");
  }

  @Test
  void genericSpec() {
    JavaFileObject f =
        source(
            "Volume", "@NDArray(dtype = DType.FLOAT32, rank = 3)", "public interface Volume<T> {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "@NDArray", Diagnostics.GENERIC, "test.Volume", "<T>");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void privateNestedSpec() {
    JavaFileObject f =
        source(
            "Outer",
            "public class Outer {",
            "  @NDArray(dtype = DType.FLOAT32, rank = 3)",
            "  private interface Hidden {}",
            "}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "@NDArray", Diagnostics.NOT_ACCESSIBLE, "test.Outer.Hidden");
  }

  @Test
  void invalidName() {
    JavaFileObject f =
        source(
            "Volume",
            "@NDArray(dtype = DType.FLOAT32, rank = 3,",
            "    name = \"my-array\")",
            "public interface Volume {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "name = \"my-array\"", Diagnostics.INVALID_NAME, "my-array");
  }

  @Test
  void defaultNameClashesWithKotlinBuiltIn() {
    JavaFileObject f =
        source("Float", "@NDArray(dtype = DType.FLOAT32, rank = 1)", "public interface Float {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "@NDArray", Diagnostics.KOTLIN_CLASH, "FloatArray", "kotlin.FloatArray");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void explicitNameClashesWithKotlinBuiltIn() {
    JavaFileObject f =
        source(
            "Matrix",
            "@NDArray(dtype = DType.FLOAT64, rank = 2, name = \"List\")",
            "public interface Matrix {}");
    Compilation c = compile(f);
    assertErrorAt(
        c, f, "name = \"List\"", Diagnostics.KOTLIN_CLASH, "List", "kotlin.collections.List");
  }

  @Test
  void nameClashesWithExistingType() {
    JavaFileObject existing =
        JavaFileObjects.forSourceLines("test.VolumeArray", "package test;", "class VolumeArray {}");
    JavaFileObject f =
        source("Volume", "@NDArray(dtype = DType.FLOAT32, rank = 3)", "public interface Volume {}");
    Compilation c = compile(existing, f);
    assertErrorAt(c, f, "@NDArray", Diagnostics.EXISTING_CLASH, "VolumeArray", "test.VolumeArray");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void twoSpecsGenerateOneName() {
    JavaFileObject a =
        source(
            "First",
            "@NDArray(dtype = DType.FLOAT32, rank = 3, name = \"Same\")",
            "public interface First {}");
    JavaFileObject b =
        source(
            "Second",
            "@NDArray(dtype = DType.INT32, rank = 2, name = \"Same\")",
            "public interface Second {}");
    Compilation c = compile(a, b);
    assertThat(c)
        .hadErrorContaining(
            "[NDArrayNameClash] generated name Same is also generated for the spec test.");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void abstractMethodWithWrongArity() {
    JavaFileObject f =
        source(
            "Grid",
            "@NDArray(dtype = DType.FLOAT32, rank = 2)",
            "public interface Grid {",
            "  float get(int i);",
            "}");
    Compilation c = compile(f);
    assertErrorAt(
        c,
        f,
        "float get(int i);",
        Diagnostics.ABSTRACT_METHOD,
        "float get(int)",
        "GridArray",
        "it generates float get(int, int)");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void abstractMethodNobodyGenerates() {
    JavaFileObject f =
        source(
            "Grid",
            "@NDArray(dtype = DType.FLOAT32, rank = 2)",
            "public interface Grid {",
            "  double norm();",
            "}");
    Compilation c = compile(f);
    assertErrorAt(
        c,
        f,
        "double norm();",
        Diagnostics.ABSTRACT_METHOD,
        "double norm()",
        "GridArray",
        "it generates no method named norm");
  }

  @Test
  void inheritedAbstractMethodIsReportedOnTheSpec() {
    JavaFileObject base =
        JavaFileObjects.forSourceLines(
            "test.Base", "package test;", "public interface Base {", "  String label();", "}");
    JavaFileObject f =
        source(
            "Grid",
            "@NDArray(dtype = DType.FLOAT32, rank = 2)",
            "public interface Grid extends Base {}");
    Compilation c = compile(base, f);
    assertErrorAt(
        c,
        f,
        "public interface Grid",
        Diagnostics.ABSTRACT_METHOD,
        "String label() (inherited from Base)",
        "GridArray",
        "it generates no method named label");
  }

  @Test
  void abstractMethodWithAnotherReturnType() {
    JavaFileObject f =
        source(
            "Grid",
            "@NDArray(dtype = DType.FLOAT32, rank = 2)",
            "public interface Grid {",
            "  double get(int i, int j);",
            "}");
    Compilation c = compile(f);
    assertErrorAt(
        c,
        f,
        "double get(int i, int j);",
        Diagnostics.METHOD_CLASH,
        "double get(int, int)",
        "GridArray",
        "float get(int, int)");
  }

  @Test
  void defaultMethodClashesWithGeneratedStaticMethod() {
    JavaFileObject f =
        source(
            "Grid",
            "@NDArray(dtype = DType.FLOAT32, rank = 2)",
            "public interface Grid {",
            "  default Object zeros(int a, int b) { return this; }",
            "}");
    Compilation c = compile(f);
    assertErrorAt(
        c,
        f,
        "default Object zeros",
        Diagnostics.METHOD_CLASH,
        "Object zeros(int, int)",
        "GridArray",
        "static GridArray zeros(int, int)");
  }

  @Test
  void matchingMethodsAndCovariantReturnsAreAccepted() {
    JavaFileObject f =
        source(
            "Grid",
            "import io.ndgen.runtime.StridedArray;",
            "@NDArray(dtype = DType.FLOAT32, rank = 2, order = Order.F)",
            "public interface Grid {",
            "  float get(int i, int j);",
            "  void set(int i, int j, float v);",
            "  Grid transpose();",
            "  GridArray copy();",
            "  Object toStrided();",
            "  StridedArray reshape(int... shape);",
            "  io.ndgen.arrays.Float32Array1 select(int axis, int index);",
            "  default float trace() { return get(0, 0) + get(1, 1); }",
            "}");
    Compilation c = compile(f);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.GridArray");
  }

  @Test
  void everyErrorOfOneSpecIsReported() {
    JavaFileObject f =
        source(
            "Float", "@NDArray(dtype = DType.FLOAT32, rank = 9)", "public interface Float<T> {}");
    Compilation c = compile(f);
    assertThat(c).hadErrorCount(3);
    assertThat(c).hadErrorContaining("[NDArrayRank]");
    assertThat(c).hadErrorContaining("[NDArrayGeneric]");
    assertThat(c).hadErrorContaining("[NDArrayNameClash]");
  }

  @Test
  void rankMissingWithoutAxes() {
    JavaFileObject f =
        source("Volume", "@NDArray(dtype = DType.FLOAT32)", "public interface Volume {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "@NDArray", Diagnostics.RANK_MISSING);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void rankContradictsAxes() {
    JavaFileObject f =
        source(
            "Clip",
            "@NDArray(dtype = DType.FLOAT32,",
            "    rank = 2,",
            "    axes = {\"time\", \"row\", \"col\"})",
            "public interface Clip {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "rank = 2", Diagnostics.AXES_RANK, 2, "{\"time\", \"row\", \"col\"}", 3);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void duplicateAxisName() {
    JavaFileObject f =
        source(
            "Clip",
            "@NDArray(dtype = DType.FLOAT32,",
            "    axes = {\"row\", \"row\"})",
            "public interface Clip {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "axes = ", Diagnostics.AXIS_DUPLICATE, "row", "{\"row\", \"row\"}");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void axisNameNotAJavaIdentifier() {
    JavaFileObject f =
        source(
            "Clip",
            "@NDArray(dtype = DType.FLOAT32,",
            "    axes = {\"time\", \"2d\"})",
            "public interface Clip {}");
    Compilation c = compile(f);
    assertErrorAt(c, f, "axes = ", Diagnostics.AXIS_NAME, "2d");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void axisNamesWhoseMembersClash() {
    JavaFileObject f =
        source(
            "Clip",
            "@NDArray(dtype = DType.FLOAT32,",
            "    axes = {\"frameIndex\", \"frame_index\"})",
            "public interface Clip {}");
    Compilation c = compile(f);
    assertErrorAt(
        c,
        f,
        "axes = ",
        Diagnostics.AXIS_MEMBER_CLASH,
        "frameIndex",
        "frame_index",
        "AXIS_FRAME_INDEX");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void twoSpecsOfOneDtypeWithTheSameAxes() {
    JavaFileObject a =
        source(
            "Frame",
            "@NDArray(dtype = DType.FLOAT32,",
            "    axes = {\"row\", \"col\"})",
            "public interface Frame {}");
    JavaFileObject b =
        source(
            "Image",
            "@NDArray(dtype = DType.FLOAT32,",
            "    axes = {\"row\", \"col\"})",
            "public interface Image {}");
    JavaFileObject other =
        source(
            "Mask",
            "@NDArray(dtype = DType.BOOL, axes = {\"row\", \"col\"})",
            "public interface Mask {}");
    Compilation c = compile(a, b, other);
    assertErrorAt(
        c, b, "axes = ", Diagnostics.AXES_SAME, "FLOAT32", "{\"row\", \"col\"}", "test.Frame");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void eachSpecOfARoundIsCheckedAgainstItsOwnMethods() {
    JavaFileObject grid =
        source(
            "Grid",
            "@NDArray(dtype = DType.FLOAT32, rank = 2)",
            "public interface Grid {",
            "  float get(int i, int j);",
            "}");
    JavaFileObject line =
        source(
            "Line",
            "@NDArray(dtype = DType.INT64, rank = 1)",
            "public interface Line {",
            "  long get(int i);",
            "}");
    Compilation c = compile(grid, line);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.GridArray");
    assertThat(c).generatedSourceFile("test.LineArray");
  }
}
