package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.codegen.BinaryOpRow;
import io.ndgen.codegen.Ops;
import io.ndgen.codegen.ReduceOpRow;
import io.ndgen.codegen.UnaryOpRow;
import io.ndgen.runtime.StridedArray;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The op table (codegen's {@link Ops}) is the one list of ops: the enums are generated from it, and
 * {@code StridedArray}'s hand-written delegations must offer every op under the table's name. A row
 * added to the table without its method (or a method renamed) fails here.
 */
class OpTableTest {
  @Test
  void enumsListTheTableInOrder() {
    assertEquals(Ops.BINARY.size(), BinaryOp.values().length);
    for (int k = 0; k < Ops.BINARY.size(); k++) {
      BinaryOpRow row = Ops.BINARY.get(k);
      BinaryOp op = BinaryOp.values()[k];
      assertEquals(row.constant(), op.name());
      assertEquals(row.numpy(), op.numpyName());
      assertEquals(row.comparison(), op.isComparison(), row.constant());
    }
    assertEquals(Ops.UNARY.size(), UnaryOp.values().length);
    for (int k = 0; k < Ops.UNARY.size(); k++) {
      assertEquals(Ops.UNARY.get(k).constant(), UnaryOp.values()[k].name());
      assertEquals(Ops.UNARY.get(k).floatFunction(), UnaryOp.values()[k].isFloatFunction());
      assertEquals(Ops.UNARY.get(k).predicate(), UnaryOp.values()[k].isPredicate());
    }
    assertEquals(Ops.REDUCE.size(), ReduceOp.values().length);
    for (int k = 0; k < Ops.REDUCE.size(); k++) {
      assertEquals(Ops.REDUCE.get(k).constant(), ReduceOp.values()[k].name());
      assertEquals(Ops.REDUCE.get(k).numpy(), ReduceOp.values()[k].numpyName());
    }
  }

  @Test
  void stridedArrayOffersEveryOpOfTheTable() {
    List<String> missing = new ArrayList<>();
    Class<?> s = StridedArray.class;
    for (BinaryOpRow row : Ops.BINARY) {
      require(missing, row.method(), s);
      require(missing, row.method(), s, s);
      require(missing, row.method(), long.class);
      require(missing, row.method(), double.class);
    }
    for (UnaryOpRow row : Ops.UNARY) {
      require(missing, row.method());
    }
    for (ReduceOpRow row : Ops.REDUCE) {
      require(missing, row.method());
      if (row.overAxes()) {
        require(missing, row.method(), boolean.class, int[].class);
      } else {
        require(missing, row.method(), int.class);
        require(missing, row.method(), boolean.class, int.class);
      }
    }
    assertEquals(List.of(), missing);
  }

  private static void require(List<String> missing, String name, Class<?>... params) {
    try {
      Method m = StridedArray.class.getMethod(name, params);
      if (!Modifier.isPublic(m.getModifiers()) || m.getReturnType() != StridedArray.class) {
        missing.add(name + " is not public or not returning StridedArray");
      }
    } catch (NoSuchMethodException e) {
      missing.add(name + List.of(params).toString());
    }
  }
}
