package io.ndgen.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The float32 twins of the float64 sources, and the call shapes of the dispatch loops. */
class DerivedSourcesTest {
  @Test
  void deriveSubstitutesEveryFloat64WordAndMarksTheFile() {
    String float64 =
        "final class VectorFloat64Simd implements Float64Simd { // float64, FLOAT64, F64\n"
            + "  DoubleVector v; Double boxed; double[] a; double sum(double x) { return x; }\n"
            + "}\n";
    String expected =
        "// Derived from VectorFloat64Simd.java by io.ndgen.codegen.DerivedSources: do not edit.\n"
            + "final class VectorFloat32Simd implements Float32Simd { // float32, FLOAT32, F32\n"
            + "  FloatVector v; Float boxed; float[] a; float sum(float x) { return x; }\n"
            + "}\n";
    assertEquals(expected, DerivedSources.derive(float64, "VectorFloat64Simd.java"));
  }

  @Test
  void mainWritesEachTwinBesideItsRootAndLeavesAnUnchangedTwinAlone(
      @TempDir Path src, @TempDir Path out) throws IOException {
    for (String s : DerivedSources.SOURCES) {
      Path p = src.resolve(s);
      Files.createDirectories(p.getParent());
      Files.writeString(p, "class " + p.getFileName().toString().replace(".java", "") + " {}\n");
    }
    String[] args = {src.toString(), out.toString()};
    DerivedSources.main(args);
    Path simd = out.resolve("vector/io/ndgen/runtime/internal/VectorFloat32Simd.java");
    assertEquals(
        DerivedSources.derive("class VectorFloat64Simd {}\n", "VectorFloat64Simd.java"),
        Files.readString(simd));
    assertTrue(Files.exists(out.resolve("java/io/ndgen/runtime/ops/GemmFloat32.java")));
    FileTime old = FileTime.fromMillis(0);
    Files.setLastModifiedTime(simd, old);
    DerivedSources.main(args);
    assertEquals(old, Files.getLastModifiedTime(simd));
  }

  @Test
  void callShapeCastsTheArrayParametersInOrder() {
    CallShape unary = new CallShape("x[], xi, xs, z[], zi, zs, n");
    assertEquals(
        "(x, xi, xs, z, zi, zs, n) -> K.isnan((float[]) x, xi, xs, (boolean[]) z, zi, zs, n)",
        unary.lambda("K.isnan", "float", "boolean"));
    assertThrows(IllegalArgumentException.class, () -> unary.call("K.f", "float"));
    assertThrows(IllegalArgumentException.class, () -> unary.call("K.f", "a", "b", "c"));
  }
}
