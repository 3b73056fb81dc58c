package io.ndgen.runtime;

import static io.ndgen.runtime.LayoutRows.C;
import static io.ndgen.runtime.LayoutRows.F;
import static io.ndgen.runtime.LayoutRows.broadcastTo;
import static io.ndgen.runtime.LayoutRows.copies;
import static io.ndgen.runtime.LayoutRows.error;
import static io.ndgen.runtime.LayoutRows.expandDims;
import static io.ndgen.runtime.LayoutRows.expect;
import static io.ndgen.runtime.LayoutRows.fail;
import static io.ndgen.runtime.LayoutRows.failing;
import static io.ndgen.runtime.LayoutRows.flags;
import static io.ndgen.runtime.LayoutRows.flip;
import static io.ndgen.runtime.LayoutRows.ok;
import static io.ndgen.runtime.LayoutRows.permute;
import static io.ndgen.runtime.LayoutRows.reshape;
import static io.ndgen.runtime.LayoutRows.select;
import static io.ndgen.runtime.LayoutRows.shape;
import static io.ndgen.runtime.LayoutRows.slice;
import static io.ndgen.runtime.LayoutRows.squeeze;
import static io.ndgen.runtime.LayoutRows.strides;
import static io.ndgen.runtime.LayoutRows.swapAxes;
import static io.ndgen.runtime.LayoutRows.transpose;
import static io.ndgen.runtime.ShapeException.Kind.INCOMPATIBLE_SHAPE;
import static io.ndgen.runtime.ShapeException.Kind.INVALID_ARGUMENT;
import static io.ndgen.runtime.ShapeException.Kind.OUT_OF_BOUNDS;
import static io.ndgen.runtime.ShapeException.Kind.OVERFLOW;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Shapes;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Table-driven tests of {@link Layout}: {@code ok} rows (the result's shape, strides, offset) and
 * {@code fail} rows (exception type, kind, message) side by side, grouped by topic. Expected values
 * are NumPy's (strides in elements); see {@link LayoutRows} for the row language.
 */
class LayoutTableTest {
  private static final int MAX = Integer.MAX_VALUE;
  private static final int MIN = Integer.MIN_VALUE;

  @ParameterizedTest(name = "{0}")
  @MethodSource({
    "contiguousStrides",
    "slices",
    "selects",
    "squeezeAndExpand",
    "flips",
    "broadcasts",
    "permutes",
    "reshapeViews",
    "resolvedShapes",
    "asStridedBounds",
    "contiguityFlags",
    "overflowChecks",
    "keepOrderCopies"
  })
  void row(Executable row) throws Throwable {
    row.execute();
  }

  // ---------------------------------------------------------------- contiguous strides

  static Named<Executable> contiguous(Order order, int[] shape, int... strides) {
    String name = "contiguous(" + order + ", " + Shapes.format(shape) + ")";
    return Named.of(
        name,
        () -> {
          Layout l = Layout.contiguous(order, shape);
          assertArrayEquals(strides, l.strides(), name);
          assertEquals(0, l.offset(), name);
          assertTrue(l.isContiguous(order), name);
        });
  }

  static Stream<Named<Executable>> contiguousStrides() {
    return Stream.of(
        contiguous(C, shape(3, 4, 5), 20, 5, 1),
        contiguous(F, shape(3, 4, 5), 1, 3, 12),
        contiguous(C, shape(7), 1),
        contiguous(F, shape(7), 1),
        contiguous(C, shape()),
        contiguous(C, shape(1, 1), 1, 1),
        contiguous(C, shape(2, 1, 3), 3, 3, 1),
        contiguous(F, shape(2, 1, 3), 1, 2, 2),
        // NumPy 2 allocates empty arrays with all-zero strides
        contiguous(C, shape(3, 0, 4), 0, 0, 0),
        contiguous(F, shape(0), 0),
        // ... so huge extents beside a zero cannot overflow a stride
        contiguous(C, shape(0, 100_000, 100_000), 0, 0, 0),
        contiguous(C, shape(2, (1 << 30) - 1), (1 << 30) - 1, 1),
        contiguous(F, shape(2, (1 << 30) - 1), 1, 2),
        failing(
            "contiguous(C, (65536, 65536)) overflows the size",
            () -> Layout.contiguous(C, 65536, 65536),
            error(OVERFLOW, "(65536, 65536)", String.valueOf(MAX))),
        failing(
            "contiguous(C, (3, -1)) has a negative extent",
            () -> Layout.contiguous(C, 3, -1),
            error(INVALID_ARGUMENT, "-1", "axis 1", "(3, -1)")),
        failing(
            "contiguous of rank 65",
            () -> Layout.contiguous(C, new int[65]),
            error(INVALID_ARGUMENT, "[0, 64]", "65")));
  }

  // ---------------------------------------------------------------- slice

  static Stream<Named<Executable>> slices() {
    int[] s10 = shape(10);
    int[] u = strides(1);
    return Stream.of(
        ok(s10, u, slice(0, 2, 8, 3), expect(shape(2), strides(3), 2)),
        ok(s10, u, slice(0, -3, MAX, 1), expect(shape(3), strides(1), 7)),
        ok(s10, u, slice(0, 8, 2, -2), expect(shape(3), strides(-2), 8)),
        ok(s10, u, slice(0, MAX, MIN, -1), expect(shape(10), strides(-1), 9)),
        ok(s10, u, slice(0, MIN, MAX, 4), expect(shape(3), strides(4), 0)),
        // bounds beyond the axis are clamped as Python clamps them
        ok(s10, u, slice(0, -100, 100, 1), expect(shape(10), strides(1), 0)),
        ok(s10, u, slice(0, 100, -100, -3), expect(shape(4), strides(-3), 9)),
        ok(s10, u, slice(0, -1, -100, -1), expect(shape(10), strides(-1), 9)),
        ok(s10, u, slice(0, 0, 10, 20), expect(shape(1), strides(20), 0)),
        // empty slices stay at the axis start (NumPy: start 0, step 1)
        ok(s10, u, slice(0, 5, 2, 1), expect(shape(0), strides(1), 0)),
        ok(s10, u, slice(0, 2, 5, -1), expect(shape(0), strides(1), 0)),
        ok(s10, u, slice(0, 100, 200, 1), expect(shape(0), strides(1), 0)),
        ok(shape(0), u, slice(0, MAX, MIN, -1), expect(shape(0), strides(1), 0)),
        ok(shape(3, 4), strides(4, 1), slice(1, 1, 4, 2), expect(shape(3, 2), strides(4, 2), 1)),
        ok(shape(3, 4), strides(4, 1), slice(-2, 2, 0, -1), expect(shape(2, 4), strides(-4, 1), 8)),
        ok(C, shape(5), strides(2), 3, slice(0, 1, 4, 2), expect(shape(2), strides(4), 5)),
        ok(C, shape(5), strides(-2), 8, slice(0, 4, MIN, -3), expect(shape(2), strides(6), 0)),
        fail(s10, u, slice(0, 0, 5, 0), error(INVALID_ARGUMENT, "step", "zero")),
        fail(shape(3, 4), strides(4, 1), slice(2, 0, 1, 1), error(OUT_OF_BOUNDS, "axis 2", "2")),
        fail(shape(3, 4), strides(4, 1), slice(-3, 0, 1, 1), error(OUT_OF_BOUNDS, "axis -3")));
  }

  // ---------------------------------------------------------------- select

  static Stream<Named<Executable>> selects() {
    int[] s34 = shape(3, 4);
    int[] c34 = strides(4, 1);
    return Stream.of(
        ok(s34, c34, select(0, 2), expect(shape(4), strides(1), 8)),
        ok(s34, c34, select(1, -1), expect(shape(3), strides(4), 3)),
        ok(s34, c34, select(-1, 0), expect(shape(3), strides(4), 0)),
        ok(F, s34, strides(1, 3), 0, select(1, 2), expect(shape(3), strides(1), 6)),
        ok(C, shape(4), strides(-1), 3, select(0, 1), expect(shape(), strides(), 2)),
        ok(shape(2, 0), strides(0, 0), select(0, 1), expect(shape(0), strides(0), 0)),
        fail(
            s34,
            c34,
            select(0, 3),
            error(
                IndexOutOfBoundsException.class,
                "index 3 is out of bounds for axis 0 with size 3")),
        fail(
            s34,
            c34,
            select(1, -5),
            error(
                IndexOutOfBoundsException.class,
                "index -5 is out of bounds for axis 1 with size 4")),
        fail(
            shape(0),
            strides(0),
            select(0, 0),
            error(
                IndexOutOfBoundsException.class,
                "index 0 is out of bounds for axis 0 with size 0")),
        fail(s34, c34, select(2, 0), error(OUT_OF_BOUNDS, "axis 2", "dimension 2")));
  }

  // ---------------------------------------------------------------- squeeze / expand

  static Stream<Named<Executable>> squeezeAndExpand() {
    int[] s131 = shape(1, 3, 1);
    int[] c131 = strides(3, 1, 1);
    return Stream.of(
        ok(s131, c131, squeeze(), expect(shape(3), strides(1), 0)),
        ok(s131, c131, squeeze(0), expect(shape(3, 1), strides(1, 1), 0)),
        ok(s131, c131, squeeze(-1), expect(shape(1, 3), strides(3, 1), 0)),
        ok(shape(1, 1), strides(1, 1), squeeze(), expect(shape(), strides(), 0)),
        ok(shape(), strides(), squeeze(), expect(shape(), strides(), 0)),
        // np.expand_dims is a reshape: unit axes get the strides NumPy's reshape gives them
        ok(s131, c131, expandDims(0), expect(shape(1, 1, 3, 1), strides(3, 3, 1, 1), 0)),
        ok(s131, c131, expandDims(2), expect(shape(1, 3, 1, 1), strides(3, 1, 1, 1), 0)),
        ok(s131, c131, expandDims(-1), expect(shape(1, 3, 1, 1), strides(3, 1, 1, 1), 0)),
        ok(shape(3, 4), strides(4, 2), expandDims(1), expect(shape(3, 1, 4), strides(4, 8, 2), 0)),
        ok(shape(4, 3), strides(1, 4), expandDims(0), expect(shape(1, 4, 3), strides(4, 1, 4), 0)),
        ok(shape(), strides(), expandDims(0), expect(shape(1), strides(1), 0)),
        ok(shape(), strides(), squeeze(-1), expect(shape(), strides(), 0)),
        fail(s131, c131, squeeze(1), error(INCOMPATIBLE_SHAPE, "axis 1", "(1, 3, 1)", "3")),
        fail(s131, c131, squeeze(3), error(OUT_OF_BOUNDS, "axis 3", "dimension 3")),
        fail(s131, c131, expandDims(4), error(OUT_OF_BOUNDS, "axis 4", "dimension 4")),
        fail(s131, c131, expandDims(-5), error(OUT_OF_BOUNDS, "axis -5")),
        fail(new int[64], new int[64], expandDims(0), error(INVALID_ARGUMENT, "[0, 64]", "65")));
  }

  // ---------------------------------------------------------------- flip

  static Stream<Named<Executable>> flips() {
    return Stream.of(
        ok(shape(3, 4), strides(4, 1), flip(0), expect(shape(3, 4), strides(-4, 1), 8)),
        ok(shape(3, 4), strides(4, 1), flip(-1), expect(shape(3, 4), strides(4, -1), 3)),
        ok(C, shape(3), strides(-2), 4, flip(0), expect(shape(3), strides(2), 0)),
        ok(shape(1, 4), strides(4, 1), flip(0), expect(shape(1, 4), strides(-4, 1), 0)),
        // an empty axis: offset unchanged (it used to move one stride before the start)
        ok(shape(0, 4), strides(4, 1), flip(0), expect(shape(0, 4), strides(4, 1), 0)),
        fail(shape(3, 4), strides(4, 1), flip(2), error(OUT_OF_BOUNDS, "axis 2")),
        fail(shape(), strides(), flip(0), error(OUT_OF_BOUNDS, "axis 0", "dimension 0")));
  }

  // ---------------------------------------------------------------- broadcast

  static Stream<Named<Executable>> broadcasts() {
    return Stream.of(
        ok(shape(3, 1), strides(1, 1), broadcastTo(2, 3, 4), expect(strides(0, 1, 0))),
        ok(shape(3), strides(1), broadcastTo(0, 3), expect(strides(0, 1))),
        ok(shape(1), strides(1), broadcastTo(0), expect(strides(0))),
        ok(shape(), strides(), broadcastTo(2, 2), expect(strides(0, 0))),
        ok(shape(2, 3), strides(-3, 1), broadcastTo(2, 3), expect(strides(-3, 1))),
        // every input axis of extent one reads with stride 0, stretched or not (NumPy's)
        ok(shape(3, 1), strides(1, 1), broadcastTo(3, 1), expect(strides(1, 0))),
        fail(shape(3), strides(1), broadcastTo(4), error(INCOMPATIBLE_SHAPE, "(3,)", "(4,)")),
        fail(
            shape(2, 3), strides(3, 1), broadcastTo(3), error(INCOMPATIBLE_SHAPE, "(2,3)", "(3,)")),
        fail(shape(0), strides(1), broadcastTo(1), error(INCOMPATIBLE_SHAPE, "(0,)", "(1,)")),
        fail(shape(3), strides(1), broadcastTo(-1, 3), error(INVALID_ARGUMENT, "-1", "(-1,3)")),
        failing(
            "broadcastShapes((3, 4), (5,))",
            () -> Layout.broadcastShapes(shape(3, 4), shape(5)),
            error(
                INCOMPATIBLE_SHAPE,
                "operands could not be broadcast together with shapes (3,4) (5,)")),
        Named.of(
            "broadcastShapes((2, 1), (1, 5), (5,)) is (2, 5)",
            () ->
                assertArrayEquals(
                    shape(2, 5), Layout.broadcastShapes(shape(2, 1), shape(1, 5), shape(5)))),
        Named.of(
            "broadcastShapes((0, 1), (3,)) is (0, 3)",
            () -> assertArrayEquals(shape(0, 3), Layout.broadcastShapes(shape(0, 1), shape(3)))));
  }

  // ---------------------------------------------------------------- permute

  static Stream<Named<Executable>> permutes() {
    int[] s = shape(2, 3, 4);
    int[] c = strides(12, 4, 1);
    return Stream.of(
        ok(s, c, permute(2, 0, 1), expect(shape(4, 2, 3), strides(1, 12, 4), 0)),
        ok(s, c, permute(-1, -3, 1), expect(shape(4, 2, 3), strides(1, 12, 4), 0)),
        ok(s, c, transpose(), expect(shape(4, 3, 2), strides(1, 4, 12), 0)),
        ok(s, c, swapAxes(0, -1), expect(shape(4, 3, 2), strides(1, 4, 12), 0)),
        ok(shape(), strides(), permute(), expect(shape(), strides(), 0)),
        fail(s, c, permute(0, 1), error(INVALID_ARGUMENT, "(0, 1)", "dimension 3")),
        fail(s, c, permute(0, 1, 1), error(INVALID_ARGUMENT, "(0, 1, 1)", "permutation")),
        fail(s, c, permute(0, 1, -2), error(INVALID_ARGUMENT, "permutation", "axis 1")),
        fail(s, c, permute(0, 1, 3), error(OUT_OF_BOUNDS, "axis 3", "dimension 3")),
        fail(s, c, swapAxes(0, 3), error(OUT_OF_BOUNDS, "axis 3")));
  }

  // ---------------------------------------------------------------- reshape without copy

  static Stream<Named<Executable>> reshapeViews() {
    return Stream.of(
        // contiguous in the requested order: fresh strides
        ok(C, shape(3, 4, 5), strides(20, 5, 1), reshape(4, 15), expect(15, 1)),
        ok(C, shape(3, 4, 5), strides(20, 5, 1), reshape(60), expect(1)),
        ok(C, shape(3, 4, 5), strides(20, 5, 1), reshape(5, 4, 3), expect(12, 3, 1)),
        ok(F, shape(3, 4, 5), strides(1, 3, 12), reshape(4, 15), expect(1, 4)),
        ok(C, shape(3, 1, 4), strides(4, 99, 1), reshape(12), expect(1)),
        ok(C, shape(2, 3), strides(3, 1), reshape(1, 6, 1), expect(6, 1, 1)),
        ok(C, shape(1, 1), strides(1, 1), reshape(), expect()),
        // not contiguous in that order, but the strides allow a view (NumPy's no-copy reshape)
        ok(C, shape(3, 4, 5), strides(1, 3, 12), reshape(3, 4, 5, 1), expect(1, 3, 12, 12)),
        ok(C, shape(4, 3), strides(1, 4), reshape(2, 2, 3), expect(2, 1, 4)),
        ok(C, shape(3, 4), strides(8, 1), reshape(3, 2, 2), expect(8, 2, 1)),
        ok(C, shape(2, 4), strides(16, 1), reshape(2, 2, 2), expect(16, 2, 1)),
        ok(C, shape(4, 3), strides(0, 1), reshape(2, 2, 3), expect(0, 0, 1)),
        ok(C, shape(2, 3, 4), strides(24, 4, 1), reshape(2, 12), expect(24, 1)),
        ok(C, shape(2, 3, 4), strides(24, 4, 1), reshape(2, 3, 2, 2), expect(24, 4, 2, 1)),
        ok(C, shape(6), strides(2), reshape(3, 1, 2), expect(4, 4, 2)),
        ok(C, shape(6), strides(-1), 5, reshape(2, 3), expect(shape(2, 3), strides(-3, -1), 5)),
        ok(F, shape(4, 6), strides(6, 1), reshape(4, 2, 3), expect(6, 1, 2)),
        ok(F, shape(2, 3, 4), strides(1, 2, 6), reshape(6, 4), expect(1, 6)),
        ok(F, shape(2, 3, 4), strides(1, 2, 6), reshape(2, 12), expect(1, 2)),
        // empty layouts are contiguous: always a view (their strides are never used)
        ok(C, shape(0, 3), strides(5, 1), reshape(3, 0, 2), expect(0, 0, 0)),
        ok(F, shape(3, 0), strides(0, 0), reshape(0, 7), expect(0, 0)),
        // the strides do not allow it: the caller must copy
        copies(C, shape(4, 3), strides(1, 4), reshape(12)),
        copies(C, shape(3, 4), strides(8, 1), reshape(12)),
        copies(C, shape(4, 3), strides(0, 1), reshape(12)),
        copies(F, shape(3, 4), strides(4, 1), reshape(12)),
        copies(C, shape(2, 3), strides(1, 2), reshape(6)),
        copies(C, shape(2, 3, 4), strides(24, 4, 1), reshape(6, 4)),
        copies(C, shape(2, 2), strides(-2, 1), reshape(4)),
        // another size
        fail(
            C,
            shape(3, 4, 5),
            strides(20, 5, 1),
            reshape(5, 5),
            error(INCOMPATIBLE_SHAPE, "cannot reshape array of size 60 into shape (5,5)")),
        fail(C, shape(3), strides(1), reshape(-1, 3), error(INVALID_ARGUMENT, "-1")));
  }

  static Named<Executable> resolves(int size, int[] requested, int... resolved) {
    String name = "resolveShape(" + size + ", " + Shapes.format(requested) + ")";
    return Named.of(
        name, () -> assertArrayEquals(resolved, Layout.resolveShape(size, requested), name));
  }

  static Named<Executable> unresolvable(int size, int[] requested, LayoutRows.Error error) {
    return failing(
        "resolveShape(" + size + ", " + Shapes.format(requested) + ")",
        () -> Layout.resolveShape(size, requested),
        error);
  }

  static Stream<Named<Executable>> resolvedShapes() {
    return Stream.of(
        resolves(60, shape(-1, 5), 12, 5),
        resolves(60, shape(3, -1, 4), 3, 5, 4),
        resolves(1, shape(), new int[0]),
        resolves(0, shape(4, 0), 4, 0),
        unresolvable(60, shape(-1, -1), error(INVALID_ARGUMENT, "one unknown dimension")),
        unresolvable(60, shape(7, -1), error(INCOMPATIBLE_SHAPE, "size 60", "(7,newaxis)")),
        unresolvable(
            0, shape(0, -1), error(INCOMPATIBLE_SHAPE, "size 0", "(0,newaxis)")), // ambiguous
        unresolvable(0, shape(0, -1, 3), error(INCOMPATIBLE_SHAPE, "size 0", "(0,newaxis,3)")),
        unresolvable(60, shape(61), error(INCOMPATIBLE_SHAPE, "size 60", "(61,)")),
        unresolvable(60, shape(-2, 30), error(INVALID_ARGUMENT, "-2", "axis 0")),
        unresolvable(1, shape(65536, 65536, 65536, 0, -1), error(INCOMPATIBLE_SHAPE, "size 1")),
        unresolvable(1, new int[65], error(INVALID_ARGUMENT, "65")));
  }

  // ---------------------------------------------------------------- asStrided bounds

  static Named<Executable> strided(int[] shape, int[] strides, int offset, int length) {
    String name =
        "asStrided("
            + Shapes.format(shape)
            + ", "
            + Shapes.format(strides)
            + ", "
            + offset
            + ") in "
            + length;
    return Named.of(
        name,
        () -> {
          Layout l = Layout.asStrided(shape, strides, offset, length);
          assertArrayEquals(strides, l.strides(), name);
          assertEquals(offset, l.offset(), name);
        });
  }

  static Named<Executable> outside(
      int[] shape, int[] strides, int offset, int length, String... fragments) {
    return failing(
        "asStrided("
            + Shapes.format(shape)
            + ", "
            + Shapes.format(strides)
            + ", "
            + offset
            + ") outside "
            + length,
        () -> Layout.asStrided(shape, strides, offset, length),
        error(OUT_OF_BOUNDS, fragments));
  }

  static Stream<Named<Executable>> asStridedBounds() {
    return Stream.of(
        strided(shape(2, 3), strides(3, 1), 4, 10),
        strided(shape(3), strides(-2), 4, 10),
        strided(shape(4, 4), strides(0, 0), 9, 10),
        strided(shape(0, 5), strides(100, 100), 0, 10),
        strided(shape(3, 3), strides(1, 1), 0, 5),
        outside(shape(2, 3), strides(3, 1), 5, 10, "5..10", "10 elements"),
        outside(shape(3), strides(-2), 3, 10, "-1..3"),
        outside(shape(), strides(), 10, 10, "10..10"),
        outside(shape(1), strides(1), -1, 10, "-1..-1"),
        outside(shape(2), strides(1), 0, 0, "0..1", "0 elements"),
        failing(
            "asStrided with mismatched ranks",
            () -> Layout.asStrided(shape(2, 3), strides(1), 0, 10),
            error(INVALID_ARGUMENT, "(2, 3)", "(1,)")),
        failing(
            "asStrided reaching beyond the int range",
            () -> Layout.asStrided(shape(3), strides(MAX / 2 + 1), 0, MAX),
            error(OVERFLOW, "(3,)", String.valueOf(MAX / 2 + 1))));
  }

  // ---------------------------------------------------------------- contiguity flags

  static Stream<Named<Executable>> contiguityFlags() {
    return Stream.of(
        flags(shape(3, 4), strides(4, 1), true, false),
        flags(shape(3, 4), strides(1, 3), false, true),
        flags(shape(2, 3, 4), strides(12, 4, 1), true, false),
        flags(shape(2, 3, 4), strides(1, 2, 6), false, true),
        flags(shape(2, 3, 4), strides(4, 8, 1), false, false),
        // axes of extent one are ignored
        flags(shape(1, 4), strides(99, 1), true, true),
        flags(shape(3, 1), strides(1, 7), true, true),
        flags(shape(1, 1), strides(-5, 0), true, true),
        flags(shape(4), strides(1), true, true),
        flags(shape(2, 1, 3), strides(3, 0, 1), true, false),
        // empty and rank-0 layouts are both
        flags(shape(), strides(), true, true),
        flags(shape(0, 3), strides(17, -4), true, true),
        flags(shape(3, 0), strides(0, 0), true, true),
        // gaps, broadcasts and reversals are neither
        flags(shape(4), strides(2), false, false),
        flags(shape(2, 3), strides(0, 1), false, false),
        flags(shape(2, 2), strides(-2, 1), false, false),
        flags(shape(2), strides(-1), false, false),
        flags(shape(2, 3), strides(4, 1), false, false));
  }

  // ---------------------------------------------------------------- overflow

  static Stream<Named<Executable>> overflowChecks() {
    return Stream.of(
        failing(
            "a layout whose offset reaches past the int range",
            () -> Layout.of(shape(2), strides(1), MAX),
            error(OVERFLOW, String.valueOf(MAX), "2147483648")),
        failing(
            "a layout whose strides reach below the int range",
            () -> Layout.of(shape(3), strides(MIN / 2 - 1), 0),
            error(OVERFLOW, "-2147483650")),
        failing(
            "a shape with more than 2^31-1 elements",
            () -> Layout.of(shape(1 << 16, 1 << 16), strides(0, 0), 0),
            error(OVERFLOW, "(65536, 65536)")),
        failing(
            "broadcast to more than 2^31-1 elements",
            () -> Layout.contiguous(1).broadcastTo(1 << 16, 1 << 16),
            error(OVERFLOW, "(65536, 65536)")),
        // the largest layouts that do fit
        Named.of(
            "a layout reaching exactly Integer.MAX_VALUE",
            () -> assertEquals(MAX, Layout.of(shape(2), strides(1), MAX - 1).maxIndex())),
        // a one-element slice whose stride*step leaves the int range: the stride is never used
        ok(shape(2), strides(1 << 30), slice(0, 0, 2, 4), expect(shape(1), strides(0), 0)),
        ok(
            C,
            shape(3),
            strides(1),
            MAX - 2,
            slice(0, 1, MAX, 1),
            expect(shape(2), strides(1), MAX - 1)));
  }

  // ---------------------------------------------------------------- order 'K' copies

  static Named<Executable> keeps(int[] shape, int[] strides, int... expected) {
    String name = "contiguousLike(" + Shapes.format(shape) + ", " + Shapes.format(strides) + ")";
    return Named.of(
        name,
        () -> {
          Layout l = Layout.contiguousLike(Layout.of(shape, strides, 0));
          assertArrayEquals(shape, l.shape(), name);
          assertArrayEquals(expected, l.strides(), name);
          assertEquals(0, l.offset(), name);
        });
  }

  static Stream<Named<Executable>> keepOrderCopies() {
    return Stream.of(
        // NumPy: np.empty_like(a, order='K').strides // itemsize
        keeps(shape(2, 3), strides(3, 1), 3, 1),
        keeps(shape(2, 3), strides(1, 2), 1, 2),
        keeps(shape(2, 3, 4), strides(4, -12, 1), 4, 8, 1),
        keeps(shape(3, 2, 4), strides(4, 12, 1), 4, 12, 1),
        keeps(shape(2, 3), strides(0, 1), 1, 2),
        keeps(shape(2, 2), strides(1, 0), 2, 1),
        keeps(shape(3), strides(-5), 1),
        keeps(shape(0, 3), strides(1, 0), 0, 0));
  }
}
