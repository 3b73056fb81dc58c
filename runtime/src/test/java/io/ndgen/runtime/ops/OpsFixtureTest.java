package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;

/**
 * Every case of the NumPy fixtures under fixtures/ops: the same operands (with the same views)
 * through ndgen's ops must give NumPy's dtype, shape and values, or raise where NumPy raises.
 */
class OpsFixtureTest {

  @Test
  void promotionTableMatchesNumpy() throws IOException {
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                Objects.requireNonNull(
                    getClass().getResourceAsStream("/fixtures/ops/promotion.txt")),
                StandardCharsets.UTF_8))) {
      int rows = 0;
      for (String line; (line = r.readLine()) != null; ) {
        if (line.startsWith("#")) {
          continue;
        }
        String[] t = line.split(" ");
        DType a = DType.valueOf(t[0]);
        DType b = DType.valueOf(t[1]);
        org.junit.jupiter.api.Assertions.assertEquals(
            DType.valueOf(t[2]), Promotion.promote(a, b), "promote " + a + " " + b);
        org.junit.jupiter.api.Assertions.assertEquals(
            t[3].equals("1"), Promotion.canCastSameKind(a, b), "same_kind " + a + " -> " + b);
        rows++;
      }
      org.junit.jupiter.api.Assertions.assertEquals(144, rows);
    }
  }

  @TestFactory
  Stream<DynamicTest> binary() {
    return tests("binary.txt");
  }

  /** Integer floor_divide and remainder by Python ints of every sign, 0 and the extremes. */
  @TestFactory
  Stream<DynamicTest> divisionByScalars() {
    return tests("division.txt");
  }

  @TestFactory
  Stream<DynamicTest> unary() {
    return tests("unary.txt");
  }

  @TestFactory
  Stream<DynamicTest> reductions() {
    return tests("reduce.txt");
  }

  @TestFactory
  Stream<DynamicTest> matmul() {
    return tests("matmul.txt");
  }

  private static Stream<DynamicTest> tests(String file) {
    List<Fixtures.Case> cases = Fixtures.load(file);
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), run(c)));
  }

  private static Executable run(Fixtures.Case c) {
    return () -> {
      if (c.error() != null) {
        assertThrows(RuntimeException.class, () -> call(c), c.name() + " raises " + c.error());
        return;
      }
      StridedArray out = c.out() == null ? null : c.out().array();
      StridedArray result = call(c, out);
      if (out != null) {
        assertSame(out, result, "the out form returns out");
      }
      assertNull(Fixtures.mismatch(c, result), c.name());
    };
  }

  private static StridedArray call(Fixtures.Case c) {
    return call(c, c.out() == null ? null : c.out().array());
  }

  private static StridedArray call(Fixtures.Case c, StridedArray out) {
    List<Object> in = new ArrayList<>();
    for (Fixtures.Operand o : c.inputs()) {
      in.add(o.value());
    }
    return Fixtures.call(c.call(), in, out);
  }
}
