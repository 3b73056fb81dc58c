package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link Layout#rangeOverlaps}: the index-range test copies use to decide on a temporary. */
class LayoutRangeOverlapTest {
  private static final Layout ROWS = Layout.contiguous(4, 5); // indices 0..19

  @Test
  void overlappingAndDisjointRanges() {
    assertEquals(true, ROWS.rangeOverlaps(ROWS.slice(0, 1, 2, 1))); // row 1: 5..9
    assertEquals(true, ROWS.slice(0, 0, 2, 1).rangeOverlaps(ROWS.slice(0, 1, 3, 1)));
    assertEquals(false, ROWS.slice(0, 0, 2, 1).rangeOverlaps(ROWS.slice(0, 2, 4, 1)));
    // touching ends share index 9
    assertEquals(
        true, ROWS.slice(0, 0, 2, 1).rangeOverlaps(Layout.of(new int[] {1}, new int[] {1}, 9)));
  }

  @Test
  void interleavedLayoutsOverlapByRangeEvenWithoutSharedElements() {
    Layout even = ROWS.slice(1, 0, 5, 2);
    Layout odd = ROWS.slice(1, 1, 5, 2);
    assertEquals(true, even.rangeOverlaps(odd));
  }

  @Test
  void emptyLayoutsOverlapNothing() {
    Layout empty = ROWS.slice(0, 2, 2, 1);
    assertEquals(false, empty.rangeOverlaps(ROWS));
    assertEquals(false, ROWS.rangeOverlaps(empty));
  }
}
