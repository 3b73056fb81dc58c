package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Shapes;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Properties of views and copies checked against definitions computed here (element by element,
 * position sets), on random chains of views over random bases (see {@link RandomArrays}).
 */
class StridedArrayPropertyTest {
  private static String describe(StridedArray a) {
    return a.layout() + " of " + a.dtype().numpyName() + (a.isWritable() ? "" : " (read-only)");
  }

  /** Values read one index at a time through getDouble, in C order. */
  private static double[] naive(StridedArray a) {
    List<int[]> all = RandomArrays.indices(a.shape());
    double[] out = new double[all.size()];
    for (int j = 0; j < out.length; j++) {
      out[j] = a.getDouble(all.get(j));
    }
    return out;
  }

  /** The values in {@code order}'s index order (the storage of a copy in that order). */
  private static double[] flat(StridedArray a, Order order) {
    return (double[]) a.copy(order).storage();
  }

  @Property(tries = 500)
  void everyViewEqualsItsCopy(@ForAll long seed) {
    StridedArray v = RandomArrays.view(new Random(seed));
    StridedArray c = v.copy();
    String what = describe(v);
    assertArrayEquals(naive(v), c.toDoubleArray(), what);
    assertArrayEquals(naive(v), v.toDoubleArray(), what);
    assertEquals(v, c, what);
    assertEquals(v.hashCode(), c.hashCode(), what);
    assertTrue(c.ownsData() && c.isWritable() && c.isCContiguous(), what);
    assertFalse(c.sharesStorage(v), what);
  }

  @Property(tries = 300)
  void copyInEitherOrderHasTheTextbookStrides(@ForAll long seed) {
    StridedArray v = RandomArrays.view(new Random(seed));
    int[] shape = v.shape();
    int n = shape.length;
    int[] c = new int[n];
    int[] f = new int[n];
    boolean empty = v.size() == 0;
    for (int k = n - 1, s = 1; k >= 0; s *= shape[k], k--) {
      c[k] = empty ? 0 : s;
    }
    for (int k = 0, s = 1; k < n; s *= shape[k], k++) {
      f[k] = empty ? 0 : s;
    }
    StridedArray cc = v.copy(Order.C);
    StridedArray fc = v.copy(Order.F);
    assertArrayEquals(c, cc.strides(), describe(v));
    assertArrayEquals(f, fc.strides(), describe(v));
    assertEquals(0, cc.offset());
    assertEquals(0, fc.offset());
    assertTrue(cc.isCContiguous() && fc.isFContiguous(), describe(v));
    assertArrayEquals(naive(v), fc.toDoubleArray(), describe(v));
    long[] bytes = fc.strideBytes();
    for (int k = 0; k < n; k++) {
      assertEquals(8L * f[k], bytes[k]);
    }
  }

  @Property(tries = 300)
  void contiguousReturnsTheSameInstanceExactlyWhenCContiguous(@ForAll long seed) {
    StridedArray v = RandomArrays.view(new Random(seed));
    StridedArray c = v.contiguous();
    if (v.isCContiguous()) {
      assertSame(v, c, describe(v));
    } else {
      assertTrue(c.isCContiguous() && c.ownsData() && !c.sharesStorage(v), describe(v));
      assertArrayEquals(naive(v), c.toDoubleArray(), describe(v));
    }
  }

  @Property(tries = 500)
  void reshapeRoundTripsAndIsAViewExactlyWhenItSharesStorage(@ForAll long seed) {
    Random r = new Random(seed);
    StridedArray v = RandomArrays.view(r);
    int[] shape = RandomArrays.factorShape(r, v.size());
    Order order = r.nextBoolean() ? Order.C : Order.F;
    StridedArray t = v.reshape(order, shape);
    String what = describe(v) + " reshape(" + order + ", " + Shapes.format(shape) + ")";
    assertArrayEquals(shape, t.shape(), what);
    StridedArray back = t.reshape(order, v.shape());
    assertEquals(v, back, what);
    // C-order reading is the definition: the flat values agree in the reshape's order
    assertArrayEquals(flat(v, order), flat(t, order), what + ": values");
    if (t.sharesStorage(v)) {
      assertTrue(v.size() == 0 || t.sharesMemory(v), what);
      assertEquals(v.isWritable(), t.isWritable(), what);
    } else {
      assertTrue(t.ownsData() && t.layout().isContiguous(order), what);
      assertEquals(null, v.layout().reshapeView(shape, order), what + ": had to copy");
    }
  }

  @Property(tries = 500)
  void copyIntoOverlappingStorageIsAMemmove(@ForAll long seed) {
    Random r = new Random(seed);
    StridedArray owner = RandomArrays.base(r, 3);
    Assume.that(owner.size() > 0);
    StridedArray dst = RandomArrays.asStrided(r, owner, 3);
    Assume.that(dst.isWritable());
    // a source of dst's shape (or broadcastable to it) over the same storage
    int[] want = dst.shape();
    int[] srcShape = new int[r.nextInt(want.length + 1)];
    int lead = want.length - srcShape.length;
    for (int k = 0; k < srcShape.length; k++) {
      srcShape[k] = r.nextInt(3) == 0 ? 1 : want[lead + k];
    }
    StridedArray src = RandomArrays.asStridedOfShape(r, owner, srcShape);
    Assume.that(src != null);
    double[] storage = (double[]) owner.storage();
    // reference: read every source element first, then write them at dst's positions
    StridedArray snapshot = src.broadcastTo(want).copy();
    double[] expected = storage.clone();
    int[] positions = RandomArrays.positions(dst.layout());
    double[] values = snapshot.toDoubleArray();
    for (int j = 0; j < positions.length; j++) {
      expected[positions[j]] = values[j];
    }
    src.copyInto(dst);
    assertArrayEquals(expected, storage, describe(src) + " into " + describe(dst));
  }

  @Property(tries = 500)
  void sharesMemoryAgreesWithTheElementSets(@ForAll long seed) {
    Random r = new Random(seed);
    StridedArray owner = RandomArrays.base(r, 3);
    StridedArray a = r.nextBoolean() ? RandomArrays.asStrided(r, owner, 3) : owner;
    StridedArray b = RandomArrays.asStrided(r, owner, 3);
    Set<Integer> sa = new HashSet<>();
    for (int p : RandomArrays.positions(a.layout())) {
      sa.add(p);
    }
    boolean shared = false;
    for (int p : RandomArrays.positions(b.layout())) {
      shared |= sa.contains(p);
    }
    String what = describe(a) + " and " + describe(b);
    assertEquals(shared, a.sharesMemory(b), what);
    assertEquals(shared, b.sharesMemory(a), what);
    assertFalse(a.sharesMemory(b.copy()), what);
  }

  @Property(tries = 1000)
  void hasInternalOverlapAgreesWithTheElementSet(@ForAll long seed) {
    Random r = new Random(seed);
    int rank = r.nextInt(5);
    int[] shape = new int[rank];
    int[] strides = new int[rank];
    for (int k = 0; k < rank; k++) {
      shape[k] = r.nextInt(5);
      strides[k] = r.nextInt(13) - 6;
    }
    Layout l = Layout.of(shape, strides, 100);
    Set<Integer> seen = new HashSet<>();
    boolean overlap = false;
    for (int p : RandomArrays.positions(l)) {
      overlap |= !seen.add(p);
    }
    assertEquals(overlap, l.hasInternalOverlap(), l.toString());
  }

  @Property(tries = 300)
  void viewsOfAnArrayAreWritableExactlyWhenNoTwoElementsShareStorage(@ForAll long seed) {
    Random r = new Random(seed);
    StridedArray owner = RandomArrays.base(r, 3);
    StridedArray v = RandomArrays.asStrided(r, owner, 3);
    Set<Integer> seen = new HashSet<>();
    boolean overlap = false;
    for (int p : RandomArrays.positions(v.layout())) {
      overlap |= !seen.add(p);
    }
    assertEquals(!overlap, v.isWritable(), describe(v));
    assertFalse(owner.readOnly().isWritable());
    assertEquals(DType.FLOAT64, v.dtype());
  }
}
