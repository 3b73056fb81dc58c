package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.ndgen.runtime.StridedArray;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;

/**
 * The kernel edge cases of the differential fuzzer's findings, against NumPy's results written by
 * {@code scripts/fixtures/kernel_fixtures.py}, every float compared bit for bit: NumPy's summation
 * order (pairwise within buffered calls of at most 8192 elements, views buffered as one block per
 * call, float16 products with a float32 accumulator, buffered casts for means), C99's {@code pow}
 * for a base of ±1, float16 maximum/minimum of ±0, and min/max/argmin/argmax over an empty axis.
 * Where NumPy raises ValueError ndgen must throw {@link IllegalArgumentException}.
 */
class KernelFixtureTest {
  @TestFactory
  Stream<DynamicTest> reductionOrder() {
    return tests("reduce_order.txt");
  }

  @TestFactory
  Stream<DynamicTest> powerOfUnitBase() {
    return tests("power_unit.txt");
  }

  @TestFactory
  Stream<DynamicTest> halfSignedZeros() {
    return tests("half_zeros.txt");
  }

  @TestFactory
  Stream<DynamicTest> emptyExtremes() {
    return tests("empty_extremes.txt");
  }

  /** The bool leaves: ten binary ops with broadcast constants, reductions that stop early. */
  @TestFactory
  Stream<DynamicTest> boolLeaves() {
    return tests("bool_leaves.txt");
  }

  /** Inputs cast run by run or gathered from stepped runs ({@code RunBuffers}). */
  @TestFactory
  Stream<DynamicTest> bufferedInputs() {
    return tests("buffered.txt");
  }

  private static Stream<DynamicTest> tests(String file) {
    return Fixtures.load(file).stream().map(c -> DynamicTest.dynamicTest(c.name(), run(c)));
  }

  private static Executable run(Fixtures.Case c) {
    return () -> {
      List<Object> in = new ArrayList<>();
      for (Fixtures.Operand o : c.inputs()) {
        in.add(o.value());
      }
      if (c.error() != null) {
        assertEquals("ValueError", c.error(), c.name());
        IllegalArgumentException e =
            assertThrows(IllegalArgumentException.class, () -> Fixtures.call(c.call(), in, null));
        String f = c.call()[0];
        String expected =
            f.startsWith("arg")
                ? "attempt to get " + f + " of an empty sequence"
                : "zero-size array to reduction operation "
                    + (f.equals("min") ? "minimum" : "maximum")
                    + " which has no identity";
        assertEquals(expected, e.getMessage(), c.name());
        return;
      }
      StridedArray result = Fixtures.call(c.call(), in, null);
      assertNull(Fixtures.mismatch(c, result), c.name());
    };
  }
}
