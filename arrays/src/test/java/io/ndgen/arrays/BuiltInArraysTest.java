package io.ndgen.arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.lang.module.ModuleDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The {@code ndgen-arrays} artifact as users get it: exactly the 72 classes {@code <D>Array<r>}
 * (names spelled here, independently of the processor's table), each of its dtype and rank, in a
 * named module that exports them and reads the runtime transitively. (The random cross-check of
 * these classes against {@code StridedArray} runs in the processor's tests, over the same
 * generator's output.)
 */
class BuiltInArraysTest {
  private static final Map<DType, String> PREFIX =
      Map.ofEntries(
          Map.entry(DType.FLOAT64, "Float64"),
          Map.entry(DType.FLOAT32, "Float32"),
          Map.entry(DType.FLOAT16, "Float16"),
          Map.entry(DType.INT64, "Int64"),
          Map.entry(DType.INT32, "Int32"),
          Map.entry(DType.INT16, "Int16"),
          Map.entry(DType.INT8, "Int8"),
          Map.entry(DType.UINT64, "UInt64"),
          Map.entry(DType.UINT32, "UInt32"),
          Map.entry(DType.UINT16, "UInt16"),
          Map.entry(DType.UINT8, "UInt8"),
          Map.entry(DType.BOOL, "Bool"));

  @Test
  void everyDTypeAndRankOneToSixHasItsClass() throws Exception {
    List<String> missing = new ArrayList<>();
    for (DType d : DType.values()) {
      for (int rank = 1; rank <= 6; rank++) {
        String name = "io.ndgen.arrays." + PREFIX.get(d) + "Array" + rank;
        Class<?> type;
        try {
          type = Class.forName(name);
        } catch (ClassNotFoundException e) {
          missing.add(name);
          continue;
        }
        assertEquals(d, type.getField("DTYPE").get(null), name);
        assertEquals(rank, type.getField("RANK").get(null), name);
        Object zeros = type.getMethod("zeros", intParams(rank)).invoke(null, ones(rank));
        StridedArray s = (StridedArray) type.getMethod("toStrided").invoke(zeros);
        int[] shape = new int[rank];
        java.util.Arrays.fill(shape, 1);
        assertEquals(StridedArray.zeros(d, shape), s, name);
      }
    }
    assertEquals(List.of(), missing);
    assertTrue(Class.forName("io.ndgen.arrays.Float32Array2").getModule().isNamed());
  }

  @Test
  void theModuleExportsOnlyTheBuiltInsAndReadsTheRuntimeTransitively() {
    ModuleDescriptor module = Float32Array2.class.getModule().getDescriptor();
    assertEquals("io.ndgen.arrays", module.name());
    assertEquals(
        Set.of("io.ndgen.arrays"),
        module.exports().stream()
            .map(ModuleDescriptor.Exports::source)
            .collect(Collectors.toSet()));
    assertTrue(
        module.requires().stream()
            .anyMatch(
                r ->
                    r.name().equals("io.ndgen.runtime")
                        && r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE)));
  }

  @Test
  void rankChangesStayTyped() {
    UInt8Array3 rgb = UInt8Array3.wrap(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, 2, 2, 3);
    UInt8Array2 red = rgb.select(2, 0);
    assertArrayEquals(new int[] {2, 2}, red.shape());
    assertEquals(rgb.toStrided().select(2, 0), red.toStrided());
    UInt8Array1 flat = red.reshape(4);
    assertEquals(10, flat.get(3));
    UInt8Array4 batch = rgb.expandDims(0);
    assertEquals(4, batch.rank());
  }

  private static Class<?>[] intParams(int n) {
    Class<?>[] p = new Class<?>[n];
    java.util.Arrays.fill(p, int.class);
    return p;
  }

  private static Object[] ones(int n) {
    Object[] a = new Object[n];
    java.util.Arrays.fill(a, 1);
    return a;
  }
}
