package io.ndgen.samples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The demo's walk-throughs state what NumPy would: the strides, and which steps copied. */
class DemoTest {
  private static String capture(Consumer<PrintStream> demo) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    demo.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static String line(String text, String prefix) {
    return text.lines()
        .filter(l -> l.startsWith(prefix))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no line starting with " + prefix + ":\n" + text));
  }

  @Test
  void walkthroughReportsNumPysStridesAndWhichStepsCopy() {
    String text = capture(out -> new Walkthrough(out).run());
    assertTrue(line(text, "a = arange(12)").contains("strides=[4, 1]"));
    assertTrue(line(text, "a.reshape(4, 3).T").contains("strides=[1, 3]"));
    assertTrue(line(text, "a[0:3:2, 1:4:2]").contains("strides=[8, 2]"));
    assertTrue(line(text, "a[0:3:2, 1:4:2]").contains("offset=1"));
    assertTrue(line(text, "column (3, 1)").contains("strides=[1, 0]"));
    assertTrue(line(text, "x.reshape(6, 7, 50, 6)").contains("view"));
    assertTrue(line(text, "  .permute(0, 2, 1, 3)").contains("view"));
    assertTrue(line(text, "  .reshape(6, 50, -1)").contains("COPY"));
    assertTrue(line(text, "a[::-1, ::2]").contains("strides=[-4, 2]"));
    assertTrue(line(text, "a[::-1, ::2]").contains("offset=8"));
    assertTrue(text.contains("[1.0, 3.0, 9.0, 11.0]"), "stridedCopy gathers a[0:3:2, 1:4:2]");
    assertTrue(text.contains("writable=false: windows overlap"));
  }

  @Test
  void numPyExchangeRoundTrips() {
    String text = capture(out -> new NumPyExchange(out).run());
    assertTrue(text.contains("'descr': '<f4', 'fortran_order': False, 'shape': (2, 3, 4)"), text);
    assertTrue(text.contains("equal to what was saved true"), text);
    assertTrue(text.contains("fortran_order=true, shape [4, 3, 2]"), text);
    assertTrue(text.contains("counts = [0 1 2 3 4]"), text);
  }

  @Test
  void numPyBreadthPrintsNumpysDraws() {
    String text = capture(out -> new NumPyBreadth(out).run()).replace(System.lineSeparator(), "\n");
    // np.random.default_rng(42).standard_normal((2, 3)), then .integers(0, 10, 6)
    assertTrue(text.contains("[[ 0.30471708 -1.03998411  0.7504512 ]"), text);
    assertTrue(text.contains("rng.integers(0, 10, 6) = [7 7 7 7 5 1]"), text);
    assertTrue(text.contains("[[ 0.  1.  2.  0. 10. 20.]"), text);
    assertTrue(text.contains("2 views, the second shares memory true"), text);
    assertTrue(text.contains("kind='stable') = [1 3 2 0 4]"), text);
    assertTrue(text.contains("np.allclose(noise, noise + 1e-9) = true"), text);
    // the rest as NumPy 2.4 prints it (str of each result)
    assertTrue(text.contains("axis=1) = (INT64)\n[[ 1  3  6]\n [ 4  9 15]]"), text);
    assertTrue(text.contains("np.diff(counts, axis=0) = [[3 3 3]]"), text);
    assertTrue(text.contains("a.var() = 2.9166666666666665"), text);
    assertTrue(text.contains("ddof=1) = [2.12132034 2.12132034 2.12132034]"), text);
    assertTrue(text.contains("np.stack([a, a]).shape = [2, 2, 3]"), text);
    assertTrue(text.contains("np.tile(a[0], 2) = [0. 1. 2. 0. 1. 2.]"), text);
    assertTrue(text.contains("np.repeat(a[0], 2) = [0. 0. 1. 1. 2. 2.]"), text);
    assertTrue(text.contains("concatenate(0, m, m).shape = [4, 3]"), text); // np: (4, 3)
    assertTrue(text.contains("a Float64Array3 of shape [2, 3, 2]"), text); // np: (2, 3, 2)
    assertTrue(text.contains("np.nansum(data, axis=1) = [-1.   7.5]"), text);
    assertTrue(text.contains("np.nanmax(data) = 4.0"), text);
    assertTrue(text.contains("np.isnan(data).any() = True"), text);
    assertTrue(text.contains("[[ 2. nan -2.]\n [ 4.  0.  3.]]"), text);
    assertTrue(text.contains("np.floor(data[1]) = [4. 0. 3.]"), text);
    assertTrue(text.contains("np.clip(data[1], 1, 3) = [3. 1. 3.]"), text);
    assertTrue(text.contains("[[1 0]\n [0 1]]"), text);
  }
}
