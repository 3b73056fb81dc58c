package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No kernel method takes or returns a vector, a mask or a shuffle. A caller that inlines several
 * kernels can exhaust C2's node budget ({@code NodeCountInliningCutoff}); a helper it then calls
 * out of line receives every vector boxed on the heap, and the kernel runs several times slower
 * (float32 {@code exp} took 5-6x its time per call so, in a JVM that had run {@code tanh} first).
 * The signatures are read with {@code javap}, since these classes compile apart, against the Vector
 * API module, whether or not SIMD is on in this test run.
 */
class VectorSignaturesTest {
  /**
   * A parameter or return type from the Vector API that C2 must box when the call is not inlined.
   */
  private static final Pattern VECTOR_TYPE =
      Pattern.compile("jdk\\.incubator\\.vector\\.\\w*(Vector|VectorMask|VectorShuffle)\\b");

  /**
   * Known exceptions: the comparisons' mask store, one small method per element type. Still a risk
   * of the same kind (docs/benchmarks.md, issue 11's "Why the misses"); listed so a new one fails.
   */
  private static final Set<String> ALLOWED =
      Set.of(
          "static void storeDouble(jdk.incubator.vector.VectorMask<java.lang.Double>, boolean[], int);",
          "static void storeFloat(jdk.incubator.vector.VectorMask<java.lang.Float>, boolean[], int);");

  private static boolean readsTheVectorApi(Path classFile) {
    try {
      return new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1)
          .contains("jdk/incubator/vector/");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void noKernelMethodPassesAVectorBetweenMethods() throws Exception {
    Path root = Javap.classesRoot();
    List<String> classes = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      files
          .filter(f -> f.toString().endsWith(".class"))
          .filter(VectorSignaturesTest::readsTheVectorApi)
          .forEach(
              f -> {
                String name = root.relativize(f).toString();
                classes.add(
                    name.substring(0, name.length() - 6)
                        .replace(f.getFileSystem().getSeparator(), "."));
              });
    }
    // the kernels this rule is about must be among them, or the scan is looking in the wrong place
    assertTrue(
        classes.contains(SumRuns.class.getPackageName() + ".VectorExpFloat32"), classes::toString);

    List<String> offending = new ArrayList<>();
    for (String className : classes) {
      String signatures = Javap.of(className, "-p");
      for (String line : signatures.split("\n")) {
        String member = line.strip();
        if (member.contains("(")
            && VECTOR_TYPE.matcher(member).find()
            && !ALLOWED.contains(member)) {
          offending.add(className + ": " + member);
        }
      }
    }
    assertEquals(List.of(), offending);
  }
}
