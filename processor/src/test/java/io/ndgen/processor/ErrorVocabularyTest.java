package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.ndgen.annotations.DType;
import io.ndgen.processor.specs.BytesArray;
import io.ndgen.processor.specs.GridArray;
import io.ndgen.processor.specs.IntsArray;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.io.Npy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One error vocabulary (issue #8): each row is one mistake made once through {@link StridedArray}
 * and once through a generated class; both must throw the same exception class with the same
 * message, and that message is NumPy's (or ndgen's own where NumPy has none).
 */
class ErrorVocabularyTest {
  private interface Action {
    void run() throws Exception;
  }

  @TempDir static Path dir;

  // a 3x5 uint8 array, both ways; a 3x5 float32 array; an empty 0x3 float32 array
  private static StridedArray s() {
    return StridedArray.arange(DType.UINT8, 15).reshape(3, 5);
  }

  private static BytesArray g() {
    return BytesArray.from(s());
  }

  private static StridedArray sEmpty() {
    return StridedArray.zeros(DType.FLOAT32, 0, 3);
  }

  private static GridArray gEmpty() {
    return GridArray.zeros(0, 3);
  }

  private static Arguments row(String mistake, String message, Action strided, Action generated) {
    return Arguments.of(mistake, message, strided, generated);
  }

  static Stream<Arguments> mistakes() {
    return Stream.of(
        row(
            "read past the end of an axis",
            "index 7 is out of bounds for axis 1 with size 5",
            () -> s().getDouble(1, 7),
            () -> g().get(1, 7)),
        row(
            "read before the start of an axis",
            "index -4 is out of bounds for axis 0 with size 3",
            () -> s().getDouble(-4, 0),
            () -> g().get(-4, 0)),
        row(
            "write past the end of an axis",
            "index 3 is out of bounds for axis 0 with size 3",
            () -> s().setLong(new int[] {3, 0}, 1),
            () -> g().set(3, 0, 1)),
        row(
            "write an out-of-range value at a bad index (the index is reported, as NumPy)",
            "index 3 is out of bounds for axis 0 with size 3",
            () -> s().setLong(new int[] {3, 0}, 300),
            () -> g().set(3, 0, 300)),
        row(
            "extent of an axis out of range",
            "axis 2 is out of bounds for array of dimension 2",
            () -> s().shape(2),
            () -> g().shape(2)),
        row(
            "negative axis out of range",
            "axis -3 is out of bounds for array of dimension 2",
            () -> s().shape(-3),
            () -> g().shape(-3)),
        row(
            "flip an axis out of range",
            "axis 2 is out of bounds for array of dimension 2",
            () -> s().flip(2),
            () -> g().flip(2)),
        row(
            "slice an axis out of range",
            "axis 2 is out of bounds for array of dimension 2",
            () -> s().slice(2, 0, 1, 1),
            () -> g().slice(2, 0, 1, 1)),
        row(
            "slice with a step of zero",
            "slice step cannot be zero",
            () -> s().slice(0, 0, 3, 0),
            () -> g().slice(0, 0, 3, 0)),
        row(
            "swap an axis out of range",
            "axis2: axis 5 is out of bounds for array of dimension 2",
            () -> s().swapAxes(0, 5),
            () -> g().swapAxes(0, 5)),
        row(
            "sum over an axis out of range",
            "axis 2 is out of bounds for array of dimension 2",
            () -> s().sum(false, 2),
            () -> g().sum(false, 2)),
        row(
            "argmax over an axis out of range",
            "axis -3 is out of bounds for array of dimension 2",
            () -> s().argmax(-3),
            () -> g().argmax(-3)),
        row(
            "min of an empty array",
            "zero-size array to reduction operation minimum which has no identity",
            () -> sEmpty().min(),
            () -> gEmpty().min()),
        row(
            "max of an empty array",
            "zero-size array to reduction operation maximum which has no identity",
            () -> sEmpty().max(),
            () -> gEmpty().max()),
        row(
            "min over an empty axis, whose result is empty too",
            "zero-size array to reduction operation minimum which has no identity",
            () -> StridedArray.zeros(DType.FLOAT32, 0, 0).min(false, 0),
            () -> GridArray.zeros(0, 0).min(false, 0)),
        row(
            "argmin over an empty axis",
            "attempt to get argmin of an empty sequence",
            () -> sEmpty().argmin(0),
            () -> gEmpty().argmin(0)),
        row(
            "store a value the dtype cannot hold",
            "Python integer 256 out of bounds for uint8",
            () -> s().setLong(new int[] {0, 0}, 256),
            () -> g().set(0, 0, 256)),
        row(
            "store a negative value into an unsigned dtype",
            "Python integer -1 out of bounds for uint8",
            () -> s().setLong(new int[] {0, 0}, -1),
            () -> g().set(0, 0, -1)),
        row(
            "add a Python int the dtype cannot hold",
            "Python integer 300 out of bounds for uint8",
            () -> s().add(300L),
            () -> g().plus(300)),
        row(
            "write through a read-only view",
            "assignment destination is read-only (a readOnly() view, or a broadcast or overlapping"
                + " view whose elements share storage)",
            () -> s().readOnly().setLong(new int[] {0, 0}, 1),
            () -> g().readOnly().set(0, 0, 1)),
        row(
            "write an out-of-range value through a read-only view (read-only wins, as NumPy)",
            "assignment destination is read-only (a readOnly() view, or a broadcast or overlapping"
                + " view whose elements share storage)",
            () -> s().readOnly().setLong(new int[] {0, 0}, 300),
            () -> g().readOnly().set(0, 0, 300)),
        row(
            "write through a broadcast view",
            "assignment destination is read-only (a readOnly() view, or a broadcast or overlapping"
                + " view whose elements share storage)",
            () -> s().slice(0, 0, 1, 1).broadcastTo(4, 5).setLong(new int[] {0, 0}, 1),
            () -> g().slice(0, 0, 1, 1).broadcastTo(4, 5).set(0, 0, 1)),
        row(
            "fill a read-only view",
            "assignment destination is read-only (a readOnly() view, or a broadcast or overlapping"
                + " view whose elements share storage)",
            () -> s().readOnly().fill(1),
            () -> g().readOnly().fill(1)),
        row(
            "broadcast to incompatible extents",
            "operands could not be broadcast together with remapped shapes [original->remapped]:"
                + " (3,5)  and requested shape (4,5)",
            () -> s().broadcastTo(4, 5),
            () -> g().broadcastTo(4, 5)),
        row(
            "combine operands that do not broadcast",
            "operands could not be broadcast together with shapes (3,5) (2,5)",
            () -> s().add(StridedArray.zeros(DType.UINT8, 2, 5)),
            () -> g().plus(BytesArray.zeros(2, 5))),
        row(
            "read a .npy file of another dtype",
            "expected dtype uint8 and rank 2, the file holds dtype float64 and shape (2, 3)",
            () ->
                Npy.read(
                    npy("float64.npy", StridedArray.zeros(DType.FLOAT64, 2, 3)), DType.UINT8, 2),
            () -> BytesArray.load(npy("float64.npy", StridedArray.zeros(DType.FLOAT64, 2, 3)))),
        row(
            "read a file that is not .npy",
            null,
            () -> Npy.read(text("not.npy"), DType.UINT8, 2),
            () -> BytesArray.load(text("not.npy"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mistakes")
  void sameMistakeSameError(String mistake, String message, Action strided, Action generated) {
    Exception fromStrided = thrown(strided, mistake + " (StridedArray)");
    Exception fromGenerated = thrown(generated, mistake + " (generated class)");
    assertSame(fromStrided.getClass(), fromGenerated.getClass(), mistake);
    assertEquals(fromStrided.getMessage(), fromGenerated.getMessage(), mistake);
    if (message != null) {
      assertEquals(message, fromStrided.getMessage(), mistake);
    }
  }

  /** Integer division by zero is no error: 0, as NumPy (which only warns), in both. */
  @Test
  void integerDivisionByZeroGivesZeroInBoth() {
    StridedArray zeros = StridedArray.zeros(DType.INT32, 2, 3, 4);
    StridedArray a = StridedArray.arange(DType.INT32, 24).reshape(2, 3, 4);
    IntsArray g = IntsArray.from(a);
    StridedArray expected = StridedArray.zeros(DType.INT32, 2, 3, 4);
    assertEquals(expected, a.floorDivide(zeros));
    assertEquals(expected, g.div(IntsArray.from(zeros)).toStrided());
    assertEquals(expected, g.div(0).toStrided());
    assertEquals(expected, a.floorDivide(0L));
    assertEquals(expected, a.remainder(zeros));
    assertArrayEquals(new int[] {2, 3, 4}, g.div(0).shape());
  }

  private static Exception thrown(Action action, String where) {
    try {
      action.run();
    } catch (Exception e) {
      return e;
    }
    assertNotNull(null, where + ": no exception");
    throw new AssertionError();
  }

  private static Path npy(String name, StridedArray a) throws IOException {
    Path p = dir.resolve(name);
    Npy.write(p, a);
    return p;
  }

  private static Path text(String name) throws IOException {
    return Files.writeString(dir.resolve(name), "not a numpy file\n");
  }
}
