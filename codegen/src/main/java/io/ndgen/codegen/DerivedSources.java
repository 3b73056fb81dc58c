package io.ndgen.codegen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Derives the runtime's float32 matmul and SIMD sources from the float64 ones, the int32 SIMD
 * sources from the int64 ones (and the unsigned uint64 and uint32 Vector API kernels from the int64
 * one), the int16 SIMD sources from the int8 ones and the unsigned uint8 and uint16 Vector API
 * kernels from the signed int8 one, by a fixed set of word substitutions (EJML's {@code
 * GenerateCode32}: one source of truth per algorithm). The runtime's build runs {@link #main}
 * before it compiles, so only the 64-bit and the int8 sources are written by hand and their twins
 * live under {@code target/generated-sources}.
 */
public final class DerivedSources {
  private DerivedSources() {}

  /** The float64 sources, relative to the runtime's {@code src/main}. */
  static final List<String> SOURCES =
      List.of(
          "java/io/ndgen/runtime/ops/GemmFloat64.java",
          "java/io/ndgen/runtime/ops/GemmKernelFloat64.java",
          "java/io/ndgen/runtime/ops/ScalarGemmKernelFloat64.java",
          "vector/io/ndgen/runtime/ops/VectorGemmKernelFloat64.java",
          "java/io/ndgen/runtime/internal/Float64Simd.java",
          "vector/io/ndgen/runtime/internal/VectorFloat64Simd.java",
          "vector/io/ndgen/runtime/internal/VectorPowFloat64.java",
          "java/io/ndgen/runtime/internal/ClipFloat64.java");

  /**
   * The int64 sources, relative to the runtime's {@code src/main}. They spell the element type
   * {@code long} / {@code Long} and nothing else with those letters (not even in comments).
   */
  static final List<String> INT_SOURCES =
      List.of(
          "java/io/ndgen/runtime/internal/Int64Simd.java",
          "vector/io/ndgen/runtime/internal/VectorInt64Simd.java");

  /**
   * The int8 sources, relative to the runtime's {@code src/main}: the element type is spelled
   * {@code byte} / {@code Byte} and nothing else has those letters (not even comments). The Vector
   * API one ({@code vector/…}) also has unsigned twins.
   */
  static final List<String> NARROW_SOURCES =
      List.of(
          "java/io/ndgen/runtime/internal/Int8Simd.java",
          "vector/io/ndgen/runtime/internal/VectorInt8Simd.java");

  /** Applied in this order. */
  private static final List<Map.Entry<String, String>> WORDS =
      List.of(
          Map.entry("Float64", "Float32"),
          Map.entry("FLOAT64", "FLOAT32"),
          Map.entry("float64", "float32"),
          Map.entry("F64", "F32"),
          Map.entry("DoubleVector", "FloatVector"),
          Map.entry("LongVector", "IntVector"),
          Map.entry("Double", "Float"),
          Map.entry("double", "float"));

  /** The int64 to int32 words, applied in this order. */
  private static final List<Map.Entry<String, String>> INT_WORDS =
      List.of(
          Map.entry("Int64", "Int32"),
          Map.entry("INT64", "INT32"),
          Map.entry("int64", "int32"),
          Map.entry("I64", "I32"),
          Map.entry("LongVector", "IntVector"),
          Map.entry("L2B", "I2B"),
          Map.entry("Long", "Integer"),
          Map.entry("long", "int"));

  /**
   * The int8 to int16 words, applied in this order: the element type, then the comparisons' boolean
   * store, which for int8 lanes is the 1/0 vector itself and for int16 lanes that vector narrowed
   * to bytes ({@code S2B} into the {@code BOOLS} species of as many byte lanes).
   */
  private static final List<Map.Entry<String, String>> SHORT_WORDS =
      List.of(
          Map.entry("Int8", "Int16"),
          Map.entry("INT8", "INT16"),
          Map.entry("int8", "int16"),
          Map.entry("I8", "I16"),
          Map.entry("Byte", "Short"),
          Map.entry("byte", "short"),
          Map.entry(
              "ZERO.blend(ONE, m).intoBooleanArray(",
              "((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.S2B, BOOLS, 0))"
                  + ".intoBooleanArray("),
          Map.entry(
              "VectorSpecies<Short> BOOLS = S;",
              "VectorSpecies<Byte> BOOLS =\n"
                  + "      VectorSpecies.of(byte.class, VectorShape.forBitSize(L * Byte.SIZE));"),
          Map.entry(
              "import jdk.incubator.vector.ShortVector;",
              "import jdk.incubator.vector.ByteVector;\nimport jdk.incubator.vector.ShortVector;"),
          Map.entry(
              "import jdk.incubator.vector.VectorSpecies;",
              "import jdk.incubator.vector.VectorShape;\nimport jdk.incubator.vector.VectorSpecies;"));

  /**
   * The signed to unsigned words of a Vector API kernel (int8 source), applied before {@link
   * #SHORT_WORDS}: the ordered lane comparisons (min and max among them) become unsigned, and the
   * {@code SIGN} its scalar comparisons XOR in becomes the sign bit. The class keeps its base
   * class, which serves both.
   */
  private static final List<Map.Entry<String, String>> UNSIGNED_WORDS =
      List.of(
          Map.entry("VectorInt8Simd", "VectorUInt8Simd"),
          Map.entry("int8", "uint8"),
          Map.entry("VectorOperators.LT", "VectorOperators.UNSIGNED_LT"),
          Map.entry("VectorOperators.LE", "VectorOperators.UNSIGNED_LE"),
          Map.entry("VectorOperators.GT", "VectorOperators.UNSIGNED_GT"),
          Map.entry("VectorOperators.GE", "VectorOperators.UNSIGNED_GE"),
          Map.entry("SIGN = 0;", "SIGN = Byte.MIN_VALUE;"));

  /**
   * The signed to unsigned words of the int64 Vector API kernel, applied before {@link #INT_WORDS}
   * for uint32: the elementwise ordered comparisons become unsigned, elementwise min and max a
   * comparison and a blend (JDK 17 has no unsigned lane minimum), and the whole-run reductions,
   * whose lanes order by the signed {@code MAX}/{@code MIN}, are switched off ({@code WHOLE_RUNS}).
   */
  private static final List<Map.Entry<String, String>> UNSIGNED_LONG_WORDS =
      List.of(
          Map.entry("VectorInt64Simd", "VectorUInt64Simd"),
          Map.entry("int64", "uint64"),
          Map.entry("compare(VectorOperators.LT, ", "compare(VectorOperators.UNSIGNED_LT, "),
          Map.entry("compare(VectorOperators.LE, ", "compare(VectorOperators.UNSIGNED_LE, "),
          Map.entry("compare(VectorOperators.GT, ", "compare(VectorOperators.UNSIGNED_GT, "),
          Map.entry("compare(VectorOperators.GE, ", "compare(VectorOperators.UNSIGNED_GE, "),
          Map.entry(
              "a.lanewise(VectorOperators.MIN, b)",
              "a.blend(b, b.compare(VectorOperators.UNSIGNED_LT, a))"),
          Map.entry(
              "a.lanewise(VectorOperators.MAX, b)",
              "a.blend(b, a.compare(VectorOperators.UNSIGNED_LT, b))"),
          Map.entry("WHOLE_RUNS = true;", "WHOLE_RUNS = false;"));

  /** The float32 twin of {@code source}, a float64 source file named {@code fileName}. */
  static String derive(String source, String fileName) {
    return derive(source, fileName, WORDS);
  }

  /** The int32 twin of {@code source}, an int64 source file named {@code fileName}. */
  static String deriveInt(String source, String fileName) {
    return derive(source, fileName, INT_WORDS);
  }

  /** The int16 twin of {@code source}, an int8 source file named {@code fileName}. */
  static String deriveShort(String source, String fileName) {
    return derive(source, fileName, SHORT_WORDS);
  }

  /**
   * The unsigned twin of {@code source}, the int8 Vector API source named {@code fileName}: uint8,
   * or uint16 if {@code wide}.
   */
  static String deriveUnsigned(String source, String fileName, boolean wide) {
    List<Map.Entry<String, String>> words = new ArrayList<>(UNSIGNED_WORDS);
    if (wide) {
      words.addAll(SHORT_WORDS);
    }
    return derive(source, fileName, words);
  }

  private static String derive(
      String source, String fileName, List<Map.Entry<String, String>> words) {
    String s = source;
    for (Map.Entry<String, String> w : words) {
      s = s.replace(w.getKey(), w.getValue());
    }
    return "// Derived from "
        + fileName
        + " by io.ndgen.codegen.DerivedSources: do not edit.\n"
        + s;
  }

  /**
   * Writes the float32 twin of every {@link #SOURCES} file, the int32 twin of every {@link
   * #INT_SOURCES} file and the int16 (and for a Vector API kernel the uint8 and uint16) twins of
   * every {@link #NARROW_SOURCES} file: {@code args[0]} is the runtime's {@code src/main}, {@code
   * args[1]} the output root (the twin of {@code java/…} goes under {@code <out>/java}, of {@code
   * vector/…} under {@code <out>/vector}). A twin whose text is unchanged is not rewritten, so
   * incremental builds see no new sources.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: DerivedSources <src/main> <output root>");
    }
    Path from = Paths.get(args[0]);
    Path to = Paths.get(args[1]);
    for (String source : SOURCES) {
      Path in = from.resolve(source);
      String name = in.getFileName().toString();
      write(to.resolve(source.replace("Float64", "Float32")), derive(read(in), name));
    }
    for (String source : INT_SOURCES) {
      Path in = from.resolve(source);
      String name = in.getFileName().toString();
      String text = read(in);
      write(to.resolve(source.replace("Int64", "Int32")), deriveInt(text, name));
      if (source.startsWith("vector/")) {
        String unsigned = derive(text, name, UNSIGNED_LONG_WORDS);
        write(to.resolve(source.replace("Int64", "UInt64")), unsigned);
        String unsigned32 =
            unsigned.substring(unsigned.indexOf('\n') + 1); // its header again below
        write(to.resolve(source.replace("Int64", "UInt32")), deriveInt(unsigned32, name));
      }
    }
    for (String source : NARROW_SOURCES) {
      Path in = from.resolve(source);
      String name = in.getFileName().toString();
      String text = read(in);
      write(to.resolve(source.replace("Int8", "Int16")), deriveShort(text, name));
      if (source.startsWith("vector/")) {
        write(to.resolve(source.replace("Int8", "UInt8")), deriveUnsigned(text, name, false));
        write(to.resolve(source.replace("Int8", "UInt16")), deriveUnsigned(text, name, true));
      }
    }
  }

  private static String read(Path in) throws IOException {
    return Files.readString(in, StandardCharsets.UTF_8);
  }

  private static void write(Path out, String text) throws IOException {
    if (Files.exists(out) && Files.readString(out, StandardCharsets.UTF_8).equals(text)) {
      return;
    }
    Files.createDirectories(out.getParent());
    Files.writeString(out, text, StandardCharsets.UTF_8);
  }
}
