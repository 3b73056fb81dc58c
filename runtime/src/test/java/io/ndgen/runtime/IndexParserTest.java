package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** NumPy basic-index text: parse rows and error rows. */
class IndexParserTest {
  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  static Named<Executable> parses(String text, Index... expected) {
    return Named.of(
        "parses \"" + text + "\"", () -> assertArrayEquals(expected, Index.parse(text), text));
  }

  static Named<Executable> rejects(
      String text, Class<? extends RuntimeException> type, String... fragments) {
    return Named.of(
        "rejects \"" + text + "\"",
        () -> {
          RuntimeException e = assertThrows(type, () -> Index.parse(text), text);
          assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
          for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), e.getMessage() + " should contain " + f);
          }
        });
  }

  static Stream<Named<Executable>> rows() {
    return Stream.of(
        parses(
            "1:, ::-1, None, ..., 0",
            Index.slice(1, MAX, 1),
            Index.slice(MAX, MIN, -1),
            Index.newAxis(),
            Index.ellipsis(),
            Index.at(0)),
        parses(""),
        parses("  "),
        parses("-3", Index.at(-3)),
        parses("+2", Index.at(2)),
        parses(" 1 : 5 : 2 ", Index.slice(1, 5, 2)),
        parses(":", Index.all()),
        parses("::", Index.all()),
        parses(":-1", Index.slice(MIN, -1, 1)),
        parses("5::-2", Index.slice(5, MIN, -2)),
        parses("np.newaxis,newaxis", Index.newAxis(), Index.newAxis()),
        // Python's tuple syntax allows one trailing comma
        parses("1,", Index.at(1)),
        parses(":, 0 ,", Index.all(), Index.at(0)),
        // slice bounds beyond the int range clamp as Python clamps them to the axis
        parses(":99999999999", Index.slice(MIN, MAX, 1)),
        parses("-99999999999:", Index.slice(MIN, MAX, 1)),
        parses("::99999999999999999999", Index.slice(MIN, MAX, MAX)),
        rejects("1:2:3:4", IllegalArgumentException.class, "item 0", "at most three parts"),
        rejects("1,,2", IllegalArgumentException.class, "item 1", "empty item"),
        rejects(",", IllegalArgumentException.class, "item 0", "empty item"),
        rejects("1,,", IllegalArgumentException.class, "item 1", "empty item"),
        rejects("1.5", IllegalArgumentException.class, "'1.5' is not an integer"),
        rejects("a", IllegalArgumentException.class, "'a'"),
        rejects("1 2", IllegalArgumentException.class, "'1 2'"),
        rejects("::0", ShapeException.class, "slice step cannot be zero"),
        rejects("..", IllegalArgumentException.class, "'..'"),
        rejects("99999999999", IndexOutOfBoundsException.class, "99999999999", "out of bounds"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void row(Executable row) throws Throwable {
    row.execute();
  }

  @Test
  void indexErrorsNameTheOriginalAxisAndSize() {
    StridedArray a = StridedArray.zeros(DType.INT32, 2, 3, 4);
    IndexOutOfBoundsException e =
        assertThrows(IndexOutOfBoundsException.class, () -> a.index("None, :, ..., 4"));
    assertEquals("index 4 is out of bounds for axis 2 with size 4", e.getMessage());
    e = assertThrows(IndexOutOfBoundsException.class, () -> a.index("0, 0, 0, 0"));
    assertEquals(
        "too many indices for array: array is 3-dimensional, but 4 were indexed", e.getMessage());
    IllegalArgumentException two =
        assertThrows(IllegalArgumentException.class, () -> a.index("..., 0, ..."));
    assertTrue(two.getMessage().contains("single ellipsis"), two.getMessage());
    assertThrows(ShapeException.class, () -> Index.slice(0, 1, 0));
  }
}
