package io.ndgen.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The tables agree with {@link DType} and with NumPy's loop lists. */
class TablesTest {
  @Test
  void everyDTypeHasOneRowWithItsStoragePrimitive() {
    assertEquals(DType.values().length, DTypes.ROWS.size());
    for (DType t : DType.values()) {
      DTypeRow r = DTypes.of(t);
      assertEquals(t, r.dtype());
      assertEquals(t.storageType().getName(), r.storage(), t + " storage");
    }
  }

  @Test
  void namesAreUnique() {
    assertUnique(Ops.BINARY.stream().map(BinaryOpRow::constant).toList());
    assertUnique(Ops.BINARY.stream().map(BinaryOpRow::method).toList());
    assertUnique(Ops.UNARY.stream().map(UnaryOpRow::constant).toList());
    assertUnique(Ops.REDUCE.stream().map(ReduceOpRow::constant).toList());
    assertUnique(DTypes.ROWS.stream().map(DTypeRow::name).toList());
  }

  @Test
  void comparisonsAreTheSixOrderingsAndEqualities() {
    Set<String> cmp =
        Ops.BINARY.stream()
            .filter(BinaryOpRow::comparison)
            .map(BinaryOpRow::numpy)
            .collect(Collectors.toSet());
    assertEquals(
        Set.of("equal", "not_equal", "less", "less_equal", "greater", "greater_equal"), cmp);
  }

  /** Rows of NumPy's {@code np.add.types} etc.: which dtypes have a loop, as NumPy 2.4 lists. */
  @Test
  void loopsExistWhereNumPyHasThem() {
    DTypeRow bool = DTypes.of(DType.BOOL);
    DTypeRow int8 = DTypes.of(DType.INT8);
    DTypeRow f16 = DTypes.of(DType.FLOAT16);
    assertTrue(Ops.binary("ADD").supports(bool));
    assertTrue(!Ops.binary("SUBTRACT").supports(bool));
    assertTrue(!Ops.binary("DIVIDE").supports(int8));
    assertTrue(Ops.binary("DIVIDE").supports(f16));
    assertTrue(!Ops.unary("SQRT").supports(int8));
    assertTrue(!Ops.unary("NEGATIVE").supports(bool));
  }

  @Test
  void generatedClassOperatorsFollowKotlinConventions() {
    for (DTypeRow d : DTypes.ROWS) {
      List<String> ops =
          Ops.BINARY.stream().map(op -> op.operatorFor(d)).filter(o -> o != null).toList();
      assertUnique(ops);
      if (d.kind() == Kind.BOOL) {
        assertEquals(List.of("plus", "times"), ops, "bool");
      } else {
        assertEquals(List.of("plus", "minus", "times", "div"), ops, d.name());
      }
    }
    assertNull(Ops.binary("DIVIDE").operatorFor(DTypes.of(DType.INT32)));
    assertEquals("div", Ops.binary("FLOOR_DIVIDE").operatorFor(DTypes.of(DType.INT32)));
  }

  @Test
  void everySourceIsRenderedWithTheMarker() {
    for (var e : KernelSources.all().entrySet()) {
      assertTrue(e.getValue().startsWith(KernelSources.MARKER), e.getKey());
      String simple = e.getKey().substring(e.getKey().lastIndexOf('.') + 1);
      assertTrue(e.getValue().contains(" " + simple + " "), e.getKey() + " declares its class");
      assertTrue(!e.getValue().matches("(?s).*\\{[a-zA-Z]+\\}.*"), e.getKey() + " unfilled");
    }
  }

  private static void assertUnique(List<String> names) {
    assertEquals(names.size(), new HashSet<>(names).size(), "duplicates in " + names);
  }
}
