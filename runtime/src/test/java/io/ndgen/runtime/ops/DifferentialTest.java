package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.runtime.StridedArray;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays the random differential cases of scripts/fixtures/differential_fixtures.py (one file per
 * edge family: views, empty axes, special floats, integer wrap-around, float16, NEP 50 scalars at
 * dtype limits, out= overlapping an input, reductions, dot/matmul) against {@link StridedArray}:
 * NumPy's dtype, shape and values (exact unless the case carries a tolerance), or an exception
 * where NumPy raises, and for an out= that aliases an input, the whole base array of that input
 * afterwards.
 */
class DifferentialTest {
  /**
   * The families that must be there. Every file in the folder is replayed, so the script's pending
   * families run too once written there ({@code --pending}).
   */
  private static final List<String> FAMILIES =
      List.of(
          "views", "empty", "special", "wrap", "float16", "scalars", "overlap", "reduce", "dot");

  private static List<String> families() {
    URL url = Objects.requireNonNull(DifferentialTest.class.getResource("/fixtures/differential"));
    try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".txt"))
          .map(n -> n.substring(0, n.length() - 4))
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @TestFactory
  Stream<DynamicContainer> numpyAgrees() {
    return families().stream()
        .map(
            family ->
                DynamicContainer.dynamicContainer(
                    family,
                    load(family).stream()
                        .map(c -> DynamicTest.dynamicTest(c.fixture().name(), () -> run(c)))));
  }

  @TestFactory
  Stream<DynamicTest> everyFamilyHasItsCases() {
    assertTrue(families().containsAll(FAMILIES), families().toString());
    return FAMILIES.stream()
        .map(
            family ->
                DynamicTest.dynamicTest(
                    family,
                    () -> {
                      List<Fixtures.AliasedCase> cases = load(family);
                      long errors = cases.stream().filter(c -> c.fixture().error() != null).count();
                      assertTrue(cases.size() >= 200, family + " has " + cases.size() + " cases");
                      assertTrue(errors < cases.size() / 2, family + ": mostly error cases");
                    }));
  }

  /** A fixture case plus the overlap check: input {@code aliasOf}'s base after the call. */
  private static void run(Fixtures.AliasedCase c) {
    Fixtures.Case f = c.fixture();
    List<StridedArray> bases = new ArrayList<>();
    List<Object> in = new ArrayList<>();
    for (Fixtures.Operand o : f.inputs()) {
      if (o.kind().equals("arg")) {
        // the base array, kept so that an out= can alias it, then the input's view of it
        StridedArray base =
            new Fixtures.Operand("arg", o.dtype(), o.shape(), "C", o.values()).array();
        bases.add(base);
        in.add(Fixtures.applyView(base, o.view()));
      } else {
        bases.add(null);
        in.add(o.value());
      }
    }
    StridedArray out = null;
    if (c.aliasOf() >= 0) {
      out = Fixtures.applyView(bases.get(c.aliasOf()), c.aliasView());
    } else if (f.out() != null) {
      out = f.out().array();
    }
    if (f.error() != null) {
      try {
        Fixtures.call(f.call(), in, out);
      } catch (RuntimeException expected) {
        return;
      }
      throw new AssertionError(f.name() + ": NumPy raises " + f.error() + ", ndgen did not");
    }
    StridedArray result = Fixtures.call(f.call(), in, out);
    if (out != null) {
      assertSame(out, result, "the out form returns out");
    }
    String mismatch = Fixtures.mismatch(f, result);
    assertEquals(null, mismatch, f.name());
    if (c.aliasOf() >= 0) {
      StridedArray base = bases.get(c.aliasOf());
      Fixtures.Case whole =
          new Fixtures.Case(
              f.name() + " base",
              f.call(),
              List.of(),
              base.dtype(),
              base.shape(),
              c.base(),
              f.rtol(),
              f.atol(),
              null);
      assertEquals(null, Fixtures.mismatch(whole, base), f.name() + ": the aliased input's base");
    }
  }

  private static List<Fixtures.AliasedCase> load(String family) {
    return Fixtures.read("/fixtures/differential/" + family + ".txt");
  }
}
