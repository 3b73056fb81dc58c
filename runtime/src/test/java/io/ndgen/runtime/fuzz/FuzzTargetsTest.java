package io.ndgen.runtime.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.ThrowingConsumer;

/**
 * The Jazzer targets over their seed corpora (the inputs the long {@code fuzz} profile run starts
 * from) and over fixtures/fuzz/findings/, where inputs that once broke a reader are kept: every one
 * must pass its target's checks. Keeps the targets compiling and their seeds meaningful on every
 * build; the coverage-guided run itself is {@code mvn -Pfuzz verify} (docs/npy.md).
 */
class FuzzTargetsTest {

  @TestFactory
  Stream<DynamicTest> npySeeds() {
    return replay(
        NpyFuzzTarget::fuzzerTestOneInput,
        "npy/corpus",
        "npy/matrix",
        "npy/shapes",
        "npy/views",
        "npy/descr",
        "fuzz/findings/npy");
  }

  @TestFactory
  Stream<DynamicTest> npzSeeds() {
    return replay(NpzFuzzTarget::fuzzerTestOneInput, "npy/npz", "fuzz/findings/npz");
  }

  @TestFactory
  Stream<DynamicTest> indexSeeds() {
    return replay(IndexFuzzTarget::fuzzerTestOneInput, "fuzz/index", "fuzz/findings/index");
  }

  private static Stream<DynamicTest> replay(ThrowingConsumer<byte[]> target, String... dirs) {
    List<Path> files = Stream.of(dirs).flatMap(FuzzTargetsTest::files).collect(Collectors.toList());
    assertTrue(files.size() >= 2, "seeds in " + String.join(", ", dirs));
    return files.stream()
        .map(
            p ->
                DynamicTest.dynamicTest(
                    p.getParent().getFileName() + "/" + p.getFileName(),
                    () -> {
                      byte[] data = Files.readAllBytes(p);
                      assertDoesNotThrow(() -> target.accept(data), p.toString());
                    }));
  }

  private static Stream<Path> files(String dir) {
    URL url = FuzzTargetsTest.class.getResource("/fixtures/" + dir);
    if (url == null) {
      return Stream.empty(); // findings/<target> exists once something was found
    }
    try (Stream<Path> s = Files.list(Path.of(Objects.requireNonNull(url).toURI()))) {
      return s.filter(Files::isRegularFile).sorted().collect(Collectors.toList()).stream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
