package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import org.junit.jupiter.api.Test;

/**
 * Inputs broadcast against a short inner axis are tiled into a block buffer exactly when that gives
 * longer runs, and the results are the elementwise values either way.
 */
class ShortRunsTest {
  static StridedArray ramp(DType t, int... shape) {
    int size = 1;
    for (int n : shape) {
      size *= n;
    }
    return StridedArray.arange(DType.FLOAT64, size).multiply(0.37).reshape(shape).astype(t);
  }

  @Test
  void tilesOnlyWhenRunsGetLonger() {
    StridedArray clip = StridedArray.zeros(DType.FLOAT32, 16, 24, 32, 3);
    StridedArray w = ramp(DType.FLOAT32, 3).broadcastTo(16, 24, 32, 3);
    StridedArray tiled = ShortRuns.tiled(w, clip);
    assertNotSame(w, tiled);
    // the weights tiled over the largest trailing block that fits, (24, 32, 3), broadcast above
    assertArrayEquals(new int[] {0, 96, 3, 1}, tiled.strides());
    StridedArray row = ramp(DType.FLOAT32, 300).broadcastTo(200, 300);
    assertSame(row, ShortRuns.tiled(row, StridedArray.zeros(DType.FLOAT32, 200, 300)));
    StridedArray small = ramp(DType.FLOAT32, 3).broadcastTo(10, 3);
    assertSame(small, ShortRuns.tiled(small, StridedArray.zeros(DType.FLOAT32, 10, 3)));
    StridedArray column = ramp(DType.FLOAT32, 20000, 1).broadcastTo(20000, 3);
    assertSame(column, ShortRuns.tiled(column, StridedArray.zeros(DType.FLOAT32, 20000, 3)));
  }

  @Test
  void tiledOperandsGiveTheElementwiseValues() {
    StridedArray clip = ramp(DType.FLOAT32, 16, 24, 32, 3);
    StridedArray w = ramp(DType.FLOAT32, 3).add(1.0);
    StridedArray mid = ramp(DType.FLOAT32, 32, 1).add(2.0);
    StridedArray a = clip.multiply(w);
    StridedArray b = w.subtract(clip);
    StridedArray c = clip.subtract(mid);
    for (int i = 0; i < 16; i += 5) {
      for (int j = 0; j < 24; j += 7) {
        for (int k = 0; k < 32; k++) {
          for (int ch = 0; ch < 3; ch++) {
            float x = (float) clip.getDouble(i, j, k, ch);
            String at = i + "," + j + "," + k + "," + ch;
            assertEquals(x * (float) w.getDouble(ch), (float) a.getDouble(i, j, k, ch), at);
            assertEquals((float) w.getDouble(ch) - x, (float) b.getDouble(i, j, k, ch), at);
            assertEquals(x - (float) mid.getDouble(k, 0), (float) c.getDouble(i, j, k, ch), at);
          }
        }
      }
    }
  }
}
