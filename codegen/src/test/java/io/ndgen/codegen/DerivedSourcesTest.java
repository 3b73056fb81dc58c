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

/** The 32-bit twins of the 64-bit sources, and the call shapes of the dispatch loops. */
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
  void deriveIntSubstitutesEveryInt64Word() {
    String int64 =
        "final class VectorInt64Simd extends Int64Simd { // int64, INT64, I64\n"
            + "  LongVector v; VectorMask<Long> m; long[] a; long max(long x) { return x; }\n"
            + "}\n";
    String expected =
        "// Derived from VectorInt64Simd.java by io.ndgen.codegen.DerivedSources: do not edit.\n"
            + "final class VectorInt32Simd extends Int32Simd { // int32, INT32, I32\n"
            + "  IntVector v; VectorMask<Integer> m; int[] a; int max(int x) { return x; }\n"
            + "}\n";
    assertEquals(expected, DerivedSources.deriveInt(int64, "VectorInt64Simd.java"));
  }

  @Test
  void mainWritesEachTwinBesideItsRootAndLeavesAnUnchangedTwinAlone(
      @TempDir Path src, @TempDir Path out) throws IOException {
    for (String s :
        java.util.stream.Stream.concat(
                DerivedSources.SOURCES.stream(), DerivedSources.INT_SOURCES.stream())
            .toList()) {
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
    assertEquals(
        DerivedSources.deriveInt("class VectorInt64Simd {}\n", "VectorInt64Simd.java"),
        Files.readString(out.resolve("vector/io/ndgen/runtime/internal/VectorInt32Simd.java")));
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
