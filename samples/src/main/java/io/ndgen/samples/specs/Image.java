package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * An 8-bit grayscale image, rows by columns. The generated {@code ImageArray} implements the
 * abstract methods; the default methods are written here once, on top of them.
 */
@NDArray(dtype = DType.UINT8, rank = 2)
public interface Image {
  int get(int row, int column);

  int shape(int axis);

  /** Number of rows. */
  default int height() {
    return shape(0);
  }

  /** Number of columns. */
  default int width() {
    return shape(1);
  }

  /** Mean brightness in [0, 1]. */
  default double brightness() {
    long total = 0;
    for (int r = 0; r < height(); r++) {
      for (int c = 0; c < width(); c++) {
        total += get(r, c);
      }
    }
    return height() * width() == 0 ? 0 : total / (255.0 * height() * width());
  }
}
