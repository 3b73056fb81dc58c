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
  void deriveShortSubstitutesEveryInt8WordAndNarrowsTheBooleanStore() {
    String int8 =
        "import jdk.incubator.vector.ByteVector;\n"
            + "import jdk.incubator.vector.VectorSpecies;\n"
            + "final class VectorInt8Simd extends Int8Simd { // int8, INT8, I8\n"
            + "  VectorSpecies<Byte> BOOLS = S;\n"
            + "  ByteVector v; byte[] a; byte max(byte x) { return x; }\n"
            + "  void store() { ZERO.blend(ONE, m).intoBooleanArray(z, i); }\n"
            + "}\n";
    String expected =
        "// Derived from VectorInt8Simd.java by io.ndgen.codegen.DerivedSources: do not edit.\n"
            + "import jdk.incubator.vector.ByteVector;\n"
            + "import jdk.incubator.vector.ShortVector;\n"
            + "import jdk.incubator.vector.VectorShape;\n"
            + "import jdk.incubator.vector.VectorSpecies;\n"
            + "final class VectorInt16Simd extends Int16Simd { // int16, INT16, I16\n"
            + "  VectorSpecies<Byte> BOOLS =\n"
            + "      VectorSpecies.of(byte.class, VectorShape.forBitSize(L * Byte.SIZE));\n"
            + "  ShortVector v; short[] a; short max(short x) { return x; }\n"
            + "  void store() { ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.S2B,"
            + " BOOLS, 0)).intoBooleanArray(z, i); }\n"
            + "}\n";
    assertEquals(expected, DerivedSources.deriveShort(int8, "VectorInt8Simd.java"));
  }

  @Test
  void deriveUnsignedMakesTheOrderedComparisonsUnsignedAndKeepsTheBaseClass() {
    String int8 =
        "final class VectorInt8Simd extends Int8Simd { // int8\n"
            + "  static final byte SIGN = 0;\n"
            + "  m = v.compare(VectorOperators.LT, w).or(v.compare(VectorOperators.LE, w))"
            + ".or(v.compare(VectorOperators.GT, w)).or(v.compare(VectorOperators.GE, w))"
            + ".or(v.compare(VectorOperators.EQ, w));\n"
            + "}\n";
    String body =
        "  m = v.compare(VectorOperators.UNSIGNED_LT, w).or(v.compare(VectorOperators.UNSIGNED_LE,"
            + " w)).or(v.compare(VectorOperators.UNSIGNED_GT, w))"
            + ".or(v.compare(VectorOperators.UNSIGNED_GE, w)).or(v.compare(VectorOperators.EQ, w));\n"
            + "}\n";
    String head =
        "// Derived from VectorInt8Simd.java by io.ndgen.codegen.DerivedSources: do not edit.\n";
    assertEquals(
        head
            + "final class VectorUInt8Simd extends Int8Simd { // uint8\n"
            + "  static final byte SIGN = Byte.MIN_VALUE;\n"
            + body,
        DerivedSources.deriveUnsigned(int8, "VectorInt8Simd.java", false));
    assertEquals(
        head
            + "final class VectorUInt16Simd extends Int16Simd { // uint16\n"
            + "  static final short SIGN = Short.MIN_VALUE;\n"
            + body,
        DerivedSources.deriveUnsigned(int8, "VectorInt8Simd.java", true));
  }

  @Test
  void mainWritesEachTwinBesideItsRootAndLeavesAnUnchangedTwinAlone(
      @TempDir Path src, @TempDir Path out) throws IOException {
    for (String s :
        java.util.stream.Stream.of(
                DerivedSources.SOURCES, DerivedSources.INT_SOURCES, DerivedSources.NARROW_SOURCES)
            .flatMap(java.util.List::stream)
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
    assertEquals(
        DerivedSources.deriveUnsigned("class VectorInt8Simd {}\n", "VectorInt8Simd.java", true),
        Files.readString(out.resolve("vector/io/ndgen/runtime/internal/VectorUInt16Simd.java")));
    assertTrue(Files.exists(out.resolve("vector/io/ndgen/runtime/internal/VectorUInt8Simd.java")));
    assertTrue(Files.exists(out.resolve("vector/io/ndgen/runtime/internal/VectorInt16Simd.java")));
    assertTrue(Files.exists(out.resolve("java/io/ndgen/runtime/internal/Int16Simd.java")));
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
