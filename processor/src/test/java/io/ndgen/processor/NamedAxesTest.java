package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.arrays.BoolArray3;
import io.ndgen.arrays.Float32Array1;
import io.ndgen.arrays.Float32Array2;
import io.ndgen.arrays.Float32Array3;
import io.ndgen.processor.specs.ClipArray;
import io.ndgen.processor.specs.ColumnsArray;
import io.ndgen.processor.specs.FrameArray;
import io.ndgen.processor.specs.MaskArray;
import io.ndgen.processor.specs.SeriesArray;
import io.ndgen.runtime.Rng;
import io.ndgen.runtime.StridedArray;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * Named axes: the constants and per-axis members, and the linking rule — a result whose axes are
 * another spec's (same dtype) is that spec's class, a result whose names are unknown or match no
 * spec is the built-in, and a permutation never keeps the class with its names now wrong. The
 * declared types are the test of the rule; the values are {@code StridedArray}'s.
 */
class NamedAxesTest {
  private static ClipArray clip() {
    return ClipArray.from(Rng.defaultRng(3).random(DType.FLOAT32, 4, 3, 5));
  }

  @Test
  void axisConstantsAreTheAxesIndices() {
    assertEquals(0, ClipArray.AXIS_TIME);
    assertEquals(1, ClipArray.AXIS_ROW);
    assertEquals(2, ClipArray.AXIS_COL);
    assertEquals(0, SeriesArray.AXIS_TIME_STEP);
    assertEquals(3, ClipArray.RANK, "rank implied by the axes");
  }

  @Test
  void selectingAndReducingOverANamedAxisLinksToTheSpecWithTheRemainingAxes() {
    ClipArray c = clip();
    StridedArray s = c.toStrided();
    FrameArray frame = c.selectTime(2);
    assertEquals(s.select(0, 2), frame.toStrided());
    assertTrue(frame.toStrided().sharesStorage(s), "a view");
    FrameArray sum = c.sumOverTime();
    assertEquals(s.sum(false, 0), sum.toStrided());
    FrameArray mean = c.meanOverTime();
    assertEquals(s.mean(false, 0), mean.toStrided());
    FrameArray min = c.minOverTime();
    assertEquals(s.min(false, 0), min.toStrided());
    FrameArray max = c.maxOverTime();
    assertEquals(s.max(false, 0), max.toStrided());

    Float32Array2 timeByCol = c.selectRow(1); // (time, col): no spec has these axes
    assertEquals(s.select(1, 1), timeByCol.toStrided());
    Float32Array2 colMeans = c.meanOverRow();
    assertEquals(s.mean(false, 1), colMeans.toStrided());
    Float32Array1 perFrame = c.meanOverCol().mean(1); // (time, row) has no spec: a built-in
    assertEquals(s.mean(false, 2).mean(false, 1), perFrame.toStrided());
    ClipArray later = c.sliceTime(1, 4, 2);
    assertEquals(s.slice(0, 1, 4, 2), later.toStrided());
  }

  @Test
  void comparisonsAndFunctionsKeepTheNamesAndLinkByDtype() {
    FrameArray f = clip().selectTime(0);
    MaskArray bright = f.greater(0.5); // BOOL (row, col) is Mask
    assertEquals(f.toStrided().greater(0.5), bright.toStrided());
    FrameArray root = f.sqrt();
    assertEquals(f.toStrided().sqrt(), root.toStrided());
    BoolArray3 dark = clip().less(0.1); // BOOL (time, row, col): no spec
    assertEquals(clip().toStrided().less(0.1), dark.toStrided());
    FrameArray chosen = FrameArray.where(bright, f, f.times(f));
    assertEquals(
        StridedArray.where(
            bright.toStrided(), f.toStrided(), f.toStrided().multiply(f.toStrided())),
        chosen.toStrided());
  }

  @Test
  void permutationsNeverKeepTheClassWithWrongNames() throws Exception {
    FrameArray f = clip().selectTime(1);
    ColumnsArray t = f.transpose(); // (col, row) is Columns
    assertEquals(f.toStrided().transpose(), t.toStrided());
    FrameArray back = t.transpose();
    assertEquals(f, back);
    ClipArray c = clip();
    Float32Array3 reversed = c.transpose(); // (col, row, time): no spec
    assertEquals(c.toStrided().transpose(), reversed.toStrided());
    Float32Array3 permuted = c.permute(0, 2, 1); // the order is known only at run time
    assertEquals(c.toStrided().permute(0, 2, 1), permuted.toStrided());
    Float32Array2 swapped = f.swapAxes(0, 1);
    assertEquals(f.toStrided().swapAxes(0, 1), swapped.toStrided());
    Float32Array3 reshaped = c.reshape(4, 5, 3); // same rank, names lost
    assertEquals(c.toStrided().reshape(4, 5, 3), reshaped.toStrided());
    for (Method m : ClipArray.class.getMethods()) {
      if (m.getReturnType() == ClipArray.class) {
        assertTrue(
            !m.getName().equals("permute")
                && !m.getName().equals("swapAxes")
                && !m.getName().equals("transpose")
                && !m.getName().equals("reshape"),
            m.toString());
      }
    }
  }
}
