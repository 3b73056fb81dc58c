package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.processor.specs.SignedBytesArray;
import io.ndgen.processor.specs.UShortBlocksArray;
import io.ndgen.runtime.ReadOnlyArrayException;
import io.ndgen.runtime.StridedArray;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Generated {@code get}/{@code set} at the highest rank, where all axes share one failing branch:
 * each axis still names itself in the error, negative indices still count from the end on every
 * axis, and {@code position} stays small enough for the JIT to inline. Both position forms (the
 * hand loop's for C-ordered layouts, the strided one for the rest) read and write the element the
 * view's strides name.
 */
class ElementAccessTest {
  private static final int[] SHAPE = {2, 3, 2, 3, 2, 3, 2, 3};

  /** C2 inlines a hot callee only up to this many bytes of bytecode (FreqInlineSize, x86-64). */
  private static final int FREQ_INLINE_SIZE = 325;

  private static SignedBytesArray array() {
    byte[] data = new byte[1296];
    for (int i = 0; i < data.length; i++) {
      data[i] = (byte) (i * 7 % 127);
    }
    return SignedBytesArray.wrap(
        data, SHAPE[0], SHAPE[1], SHAPE[2], SHAPE[3], SHAPE[4], SHAPE[5], SHAPE[6], SHAPE[7]);
  }

  private static int get(SignedBytesArray a, int[] i) {
    return a.get(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7]);
  }

  private static void set(SignedBytesArray a, int[] i, int value) {
    a.set(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7], (byte) value);
  }

  /** C-order strides of {@link #SHAPE}. */
  private static final int[] C_STRIDES = {648, 216, 108, 36, 18, 6, 3, 1};

  /**
   * A view of a fresh {@link #array()}, and the {@code rowMajorStart} it must get: the offset in
   * whole steps of axis 0 when the strides are C order's, else -1 (the strided form).
   */
  private record Layout(String name, int rowMajorStart, UnaryOperator<SignedBytesArray> view) {}

  private static final List<Layout> LAYOUTS =
      List.of(
          new Layout("wrap", 0, a -> a),
          new Layout("a whole outer block from 1", 1, a -> a.slice(0, 1, 2, 1)),
          new Layout(
              "C strides, offset 5 (not a whole outer step)",
              -1,
              a -> a.asStrided(new int[] {1, 3, 2, 3, 2, 3, 2, 3}, C_STRIDES, 5)),
          new Layout(
              "extent-1 axis with stride 7, offset 216",
              1,
              a ->
                  a.asStrided(
                      new int[] {2, 1, 2, 3, 2, 3, 2, 3},
                      new int[] {216, 7, 108, 36, 18, 6, 3, 1},
                      216)),
          new Layout("an inner slice", -1, a -> a.slice(3, 1, 3, 1)),
          new Layout("every other element of the last axis", -1, a -> a.slice(7, 0, 3, 2)),
          new Layout("flipped outer axis", -1, a -> a.flip(0)),
          new Layout("transposed", -1, SignedBytesArray::transpose));

  private static int rowMajorStart(SignedBytesArray a) throws ReflectiveOperationException {
    Field f = SignedBytesArray.class.getDeclaredField("rowMajorStart");
    f.setAccessible(true);
    return f.getInt(a);
  }

  /** Every index of {@code shape} in C order. */
  private static List<int[]> indices(int[] shape) {
    List<int[]> all = new java.util.ArrayList<>();
    int[] i = new int[shape.length];
    int size = Arrays.stream(shape).reduce(1, (x, y) -> x * y);
    for (int n = 0; n < size; n++) {
      all.add(i.clone());
      for (int k = shape.length - 1; k >= 0 && ++i[k] == shape[k]; k--) {
        i[k] = 0;
      }
    }
    return all;
  }

  @Test
  void everyLayoutReadsTheElementItsStridesName() throws ReflectiveOperationException {
    for (Layout layout : LAYOUTS) {
      SignedBytesArray v = layout.view().apply(array());
      assertEquals(layout.rowMajorStart(), rowMajorStart(v), layout.name());
      StridedArray s = v.toStrided();
      int[] shape = v.shape();
      for (int[] i : indices(shape)) {
        assertEquals(s.getLong(i), get(v, i), layout.name() + " at " + Arrays.toString(i));
        int[] fromEnd = new int[i.length];
        Arrays.setAll(fromEnd, k -> i[k] - shape[k]);
        assertEquals(get(v, i), get(v, fromEnd), layout.name() + " at " + Arrays.toString(fromEnd));
      }
    }
  }

  @Test
  void everyLayoutWritesTheElementItsStridesName() {
    for (Layout layout : LAYOUTS) {
      SignedBytesArray v = layout.view().apply(array());
      List<int[]> all = indices(v.shape());
      for (int n = 0; n < all.size(); n++) {
        set(v, all.get(n), n % 100);
      }
      StridedArray s = v.toStrided();
      for (int n = 0; n < all.size(); n++) {
        assertEquals(
            n % 100, s.getLong(all.get(n)), layout.name() + " at " + Arrays.toString(all.get(n)));
      }
    }
  }

  @Test
  void aBroadcastAxisIsNotRowMajor() throws ReflectiveOperationException {
    SignedBytesArray b = array().slice(0, 1, 2, 1).broadcastTo(2, 3, 2, 3, 2, 3, 2, 3);
    assertEquals(-1, rowMajorStart(b));
    int[] i = {1, 2, 1, 2, 1, 2, 1, 2};
    int[] j = {0, 2, 1, 2, 1, 2, 1, 2};
    assertEquals(get(b, j), get(b, i));
    assertEquals(array().get(1, 2, 1, 2, 1, 2, 1, 2), get(b, i));
  }

  @Test
  void everyAxisNamesItselfWhenOutOfBounds() {
    SignedBytesArray a = array();
    for (int axis = 0; axis < SHAPE.length; axis++) {
      for (int bad : new int[] {SHAPE[axis], -SHAPE[axis] - 1}) {
        int[] index = new int[SHAPE.length];
        index[axis] = bad;
        IndexOutOfBoundsException e =
            assertThrows(IndexOutOfBoundsException.class, () -> get(a, index));
        assertEquals(
            "index " + bad + " is out of bounds for axis " + axis + " with size " + SHAPE[axis],
            e.getMessage());
        e =
            assertThrows(
                IndexOutOfBoundsException.class,
                () ->
                    a.set(
                        index[0], index[1], index[2], index[3], index[4], index[5], index[6],
                        index[7], 1));
        assertEquals(
            "index " + bad + " is out of bounds for axis " + axis + " with size " + SHAPE[axis],
            e.getMessage());
      }
    }
  }

  @Test
  void negativeIndicesCountFromTheEndOnEveryAxis() {
    SignedBytesArray a = array();
    StridedArray s = a.toStrided();
    for (int axis = 0; axis < SHAPE.length; axis++) {
      int[] index = {1, 2, 1, 2, 1, 2, 1, 2};
      index[axis] = -SHAPE[axis];
      assertEquals((int) s.getDouble(index), get(a, index), "axis " + axis);
      int[] forward = index.clone();
      forward[axis] = 0;
      assertEquals(get(a, forward), get(a, index), "axis " + axis);
    }
    a.set(-1, -1, -1, -1, -1, -1, -1, -1, 99);
    assertEquals(99, a.get(1, 2, 1, 2, 1, 2, 1, 2));
  }

  /** The bytecode of the rank-8 {@code position}, as {@code javap -c} prints it. */
  private static String positionBytecode() throws Exception {
    return bytecode("private int position\\(int(, int){7}\\);");
  }

  /** The bytecode of the rank-8 method whose {@code javap -p} signature matches {@code header}. */
  private static String bytecode(String header) throws Exception {
    ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
    Path classes =
        Path.of(SignedBytesArray.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    StringWriter out = new StringWriter();
    int status =
        javap.run(
            new PrintWriter(out),
            new PrintWriter(new StringWriter()),
            "-c",
            "-p",
            "-cp",
            classes.toString(),
            SignedBytesArray.class.getName());
    assertEquals(0, status);
    Matcher code =
        Pattern.compile(header + "\\n\\s+Code:\\n((?:\\s+\\d+: .*\\n)+)").matcher(out.toString());
    assertTrue(code.find(), header + " in javap output");
    return code.group(code.groupCount());
  }

  /** Bytes of bytecode of a method body that ends with {@code lastOpcode}. */
  private static int length(String body, String lastOpcode) {
    Matcher lastInstruction =
        Pattern.compile("(\\d+): " + lastOpcode + "\\s*$").matcher(body.strip());
    assertTrue(lastInstruction.find(), body);
    return Integer.parseInt(lastInstruction.group(1)) + 1;
  }

  @Test
  void positionStaysInlinableAtTheHighestRank() throws Exception {
    int length = length(positionBytecode(), "ireturn");
    assertTrue(
        length <= FREQ_INLINE_SIZE,
        "position is " + length + " bytes of bytecode, over C2's " + FREQ_INLINE_SIZE);
  }

  /** {@code set} holds its own tests and position (the fast path), so it must inline too. */
  @Test
  void setStaysInlinableAtTheHighestRank() throws Exception {
    int length = length(bytecode("public void set\\(int(, int){8}\\);"), "return");
    assertTrue(
        length <= FREQ_INLINE_SIZE,
        "set is " + length + " bytes of bytecode, over C2's " + FREQ_INLINE_SIZE);
  }

  /**
   * {@code set}'s fast path covers writable row-major arrays; everything else reaches the checked
   * path: a read-only row-major view refuses before its indices or value are looked at (NumPy's
   * order), and a negative index on any axis still counts from the end.
   */
  @Test
  void setTakesTheCheckedPathForReadOnlyViewsAndNegativeIndices() {
    SignedBytesArray readOnly = array().readOnly();
    int[] outOfBounds = {0, 0, 0, 0, 0, 0, 0, SHAPE[7]};
    assertThrows(ReadOnlyArrayException.class, () -> set(readOnly, outOfBounds, 1));
    assertThrows(ReadOnlyArrayException.class, () -> set(readOnly, new int[8], 1));
    for (int axis = 0; axis < SHAPE.length; axis++) {
      SignedBytesArray a = array();
      int[] index = {1, 2, 1, 2, 1, 2, 1, 2};
      index[axis] = -1;
      set(a, index, 99);
      int[] forward = index.clone();
      forward[axis] = SHAPE[axis] - 1;
      assertEquals(99, get(a, forward), "axis " + axis);
    }
  }

  /** The value check of a range-checked dtype runs after the index checks on the fast path. */
  @Test
  void theFastPathChecksTheValueAfterTheIndices() {
    UShortBlocksArray a = UShortBlocksArray.zeros(2, 3, 4, 5);
    a.set(1, 2, 3, 4, 65535);
    assertEquals(65535, a.get(1, 2, 3, 4));
    IllegalArgumentException value =
        assertThrows(IllegalArgumentException.class, () -> a.set(1, 2, 3, 4, 65536));
    assertEquals("Python integer 65536 out of bounds for uint16", value.getMessage());
    IndexOutOfBoundsException index =
        assertThrows(IndexOutOfBoundsException.class, () -> a.set(1, 3, 3, 4, 65536));
    assertEquals("index 3 is out of bounds for axis 1 with size 3", index.getMessage());
    assertThrows(ReadOnlyArrayException.class, () -> a.readOnly().set(1, 3, 3, 4, 65536));
    assertEquals(65535, a.get(1, 2, 3, 4));
  }

  /**
   * Each axis's extent is masked with {@code Integer.MAX_VALUE} before the test: C2 lifts a bounds
   * test out of a loop only when the bound's type is non-negative, which an int field's is not.
   */
  @Test
  void everyAxisIsCheckedAgainstANonNegativeBound() throws Exception {
    Matcher masked =
        Pattern.compile("getfield .*// Field n(\\d):I\\n.*ldc .*// int 2147483647\\n.*iand\\n")
            .matcher(positionBytecode());
    boolean[] seen = new boolean[SHAPE.length];
    while (masked.find()) {
      seen[Integer.parseInt(masked.group(1))] = true;
    }
    for (int axis = 0; axis < SHAPE.length; axis++) {
      assertTrue(seen[axis], "axis " + axis + "'s extent is not masked in position");
    }
  }
}
