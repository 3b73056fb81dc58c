package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Shapes;
import java.util.Arrays;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.function.Executable;

/**
 * A small table language for {@link Layout} tests, after rust-ndarray's {@code test_reshape!} rows:
 *
 * <pre>{@code
 * ok(C, shape(3, 4, 5), strides(20, 5, 1), reshape(4, 15), expect(15, 1)),
 * copies(C, shape(4, 3), strides(1, 4), reshape(12)),
 * fail(C, shape(3, 4, 5), strides(20, 5, 1), reshape(5, 5), error(INCOMPATIBLE_SHAPE, "60", "(5, 5)")),
 * }</pre>
 *
 * Strides are in elements. Expected strides are compared on axes of extent above one of non-empty
 * results only (the stride of an extent-1 axis, and every stride of an empty layout, is never used
 * and NumPy's is arbitrary); write any value there.
 */
final class LayoutRows {
  private LayoutRows() {}

  static final Order C = Order.C;
  static final Order F = Order.F;

  /** An operation on a layout; {@code order} is used by reshape only. */
  record Op(String text, int @org.jspecify.annotations.Nullable [] target, OpFn fn) {
    @Override
    public String toString() {
      return text;
    }
  }

  interface OpFn {
    @org.jspecify.annotations.Nullable
    Layout apply(Layout layout, Order order);
  }

  /** Expected shape (null: the op's target, else unchanged rank), strides and offset. */
  record Expect(int @org.jspecify.annotations.Nullable [] shape, int[] strides, int offset) {}

  /** Expected exception type, optional shape-error kind, and fragments of the message. */
  record Error(
      Class<? extends RuntimeException> type,
      ShapeException.@org.jspecify.annotations.Nullable Kind kind,
      String[] fragments) {}

  static int[] shape(int... extents) {
    return extents;
  }

  static int[] strides(int... strides) {
    return strides;
  }

  static Expect expect(int... strides) {
    return new Expect(null, strides, 0);
  }

  static Expect expect(int[] shape, int[] strides, int offset) {
    return new Expect(shape, strides, offset);
  }

  static Error error(ShapeException.Kind kind, String... fragments) {
    return new Error(ShapeException.class, kind, fragments);
  }

  static Error error(Class<? extends RuntimeException> type, String... fragments) {
    return new Error(type, null, fragments);
  }

  // ---------------------------------------------------------------- operations

  static Op reshape(int... shape) {
    return new Op("reshape" + Arrays.toString(shape), shape, (l, o) -> l.reshapeView(shape, o));
  }

  static Op slice(int axis, int start, int stop, int step) {
    return new Op(
        "slice(" + axis + ", " + bound(start) + ", " + bound(stop) + ", " + step + ")",
        null,
        (l, o) -> l.slice(axis, start, stop, step));
  }

  private static String bound(int b) {
    return b == Integer.MIN_VALUE ? "MIN" : b == Integer.MAX_VALUE ? "MAX" : String.valueOf(b);
  }

  static Op select(int axis, int index) {
    return new Op("select(" + axis + ", " + index + ")", null, (l, o) -> l.select(axis, index));
  }

  static Op squeeze() {
    return new Op("squeeze()", null, (l, o) -> l.squeeze());
  }

  static Op squeeze(int axis) {
    return new Op("squeeze(" + axis + ")", null, (l, o) -> l.squeeze(axis));
  }

  static Op expandDims(int axis) {
    return new Op("expandDims(" + axis + ")", null, (l, o) -> l.expandDims(axis));
  }

  static Op flip(int axis) {
    return new Op("flip(" + axis + ")", null, (l, o) -> l.flip(axis));
  }

  static Op broadcastTo(int... shape) {
    return new Op("broadcastTo" + Arrays.toString(shape), shape, (l, o) -> l.broadcastTo(shape));
  }

  static Op permute(int... axes) {
    return new Op("permute" + Arrays.toString(axes), null, (l, o) -> l.permute(axes));
  }

  static Op swapAxes(int a, int b) {
    return new Op("swapAxes(" + a + ", " + b + ")", null, (l, o) -> l.swapAxes(a, b));
  }

  static Op transpose() {
    return new Op("transpose()", null, (l, o) -> l.transpose());
  }

  // ---------------------------------------------------------------- rows

  /** The op succeeds with the expected layout (input offset 0). */
  static Named<Executable> ok(Order order, int[] shape, int[] strides, Op op, Expect expect) {
    return ok(order, shape, strides, 0, op, expect);
  }

  static Named<Executable> ok(int[] shape, int[] strides, Op op, Expect expect) {
    return ok(C, shape, strides, 0, op, expect);
  }

  static Named<Executable> ok(
      Order order, int[] shape, int[] strides, int offset, Op op, Expect expect) {
    String name =
        "ok "
            + order
            + " "
            + Shapes.format(shape)
            + " strides "
            + Shapes.format(strides)
            + (offset != 0 ? " offset " + offset : "")
            + " "
            + op;
    return Named.of(
        name,
        () -> {
          Layout in = Layout.of(shape, strides, offset);
          Layout out = op.fn().apply(in, order);
          assertNotNull(out, name + ": expected a view, got null (needs a copy)");
          int[] wantShape =
              expect.shape() != null ? expect.shape() : op.target() != null ? op.target() : null;
          if (wantShape != null) {
            assertArrayEquals(wantShape, out.shape(), name + ": shape");
          }
          assertEquals(expect.strides().length, out.rank(), name + ": rank");
          for (int k = 0; k < out.rank() && out.size() > 0; k++) {
            if (out.shape(k) > 1) {
              assertEquals(expect.strides()[k], out.stride(k), name + ": stride of axis " + k);
            }
          }
          assertEquals(expect.offset(), out.offset(), name + ": offset");
          assertEquals(Shapes.checkedSize(out.shape()), out.size(), name + ": size");
        });
  }

  /** reshapeView refuses: the strides need a copy. */
  static Named<Executable> copies(Order order, int[] shape, int[] strides, Op op) {
    String name =
        "copies "
            + order
            + " "
            + Shapes.format(shape)
            + " strides "
            + Shapes.format(strides)
            + " "
            + op;
    return Named.of(
        name, () -> assertNull(op.fn().apply(Layout.of(shape, strides, 0), order), name));
  }

  /** The op throws the expected error. */
  static Named<Executable> fail(Order order, int[] shape, int[] strides, Op op, Error error) {
    String name =
        "fail "
            + order
            + " "
            + Shapes.format(shape)
            + " strides "
            + Shapes.format(strides)
            + " "
            + op;
    return failing(name, () -> op.fn().apply(Layout.of(shape, strides, 0), order), error);
  }

  static Named<Executable> fail(int[] shape, int[] strides, Op op, Error error) {
    return fail(C, shape, strides, op, error);
  }

  /** Any code that must throw the expected error. */
  static Named<Executable> failing(String name, Executable code, Error error) {
    return Named.of(
        name,
        () -> {
          RuntimeException e = assertThrows(error.type(), code, name);
          if (error.kind() != null) {
            assertEquals(error.kind(), ((ShapeException) e).kind(), name + ": kind");
          }
          for (String fragment : error.fragments()) {
            assertTrue(
                e.getMessage().contains(fragment),
                name + ": message \"" + e.getMessage() + "\" should contain \"" + fragment + "\"");
          }
        });
  }

  /** C- and F-contiguity flags of a layout. */
  static Named<Executable> flags(int[] shape, int[] strides, boolean c, boolean f) {
    String name =
        Shapes.format(shape)
            + " strides "
            + Shapes.format(strides)
            + " is "
            + (c ? "C" : "not C")
            + ", "
            + (f ? "F" : "not F");
    return Named.of(
        name,
        () -> {
          Layout l = Layout.of(shape, strides, 0);
          assertEquals(c, l.isCContiguous(), name + ": C");
          assertEquals(f, l.isFContiguous(), name + ": F");
        });
  }
}
