package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.processor.specs.SignedBytesArray;
import io.ndgen.runtime.StridedArray;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Generated {@code get}/{@code set} at the highest rank, where all axes share one failing branch:
 * each axis still names itself in the error, negative indices still count from the end on every
 * axis, and {@code position} stays small enough for the JIT to inline.
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

  @Test
  void positionStaysInlinableAtTheHighestRank() throws Exception {
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
        Pattern.compile(
                "private int position\\(int(, int){7}\\);\\n\\s+Code:\\n((?:\\s+\\d+: .*\\n)+)")
            .matcher(out.toString());
    assertTrue(code.find(), "position(8 ints) in javap output");
    String body = code.group(2);
    Matcher lastInstruction = Pattern.compile("(\\d+): ireturn\\s*$").matcher(body.strip());
    assertTrue(lastInstruction.find(), body);
    int length = Integer.parseInt(lastInstruction.group(1)) + 1;
    assertTrue(
        length <= FREQ_INLINE_SIZE,
        "position is " + length + " bytes of bytecode, over C2's " + FREQ_INLINE_SIZE);
  }
}
