package io.ndgen.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.samples.specs.DenseMatrix;
import io.ndgen.samples.specs.ImageArray;
import io.ndgen.samples.specs.VolumeArray;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The sample specs' generated classes behave as the tour says. */
class GeneratedTourTest {
  @Test
  void imageDefaultsAndViews() {
    ImageArray image = GeneratedTour.gradient(4, 6);
    assertEquals(4, image.height());
    assertEquals(6, image.width());
    assertEquals(53, image.get(3, 5));
    double mean = (4 * 6 * (16 * 1.5 + 2.5)) / 24.0;
    assertEquals(mean / 255, image.brightness(), 1e-12);
    ImageArray flipped = image.flip(1).slice(0, 0, 4, 2);
    assertArrayEquals(new int[] {12, -1}, flipped.strides());
    assertEquals(5, flipped.offset());
    assertEquals(32 + 5, flipped.get(1, 0));
  }

  @Test
  void volumeArithmeticAndMatrixTrace() {
    VolumeArray v = GeneratedTour.ramp(2, 3, 4);
    VolumeArray tripled = v.transpose().times(2f).plus(v.transpose());
    assertEquals(3 * v.get(1, 2, 3), tripled.get(3, 2, 1), 1e-6);
    assertEquals(3 * v.sum(), tripled.sum(), 1e-4);
    DenseMatrix m = DenseMatrix.wrap(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, 3, 3);
    assertEquals(15.0, m.trace());
    assertEquals(4.0, m.get(0, 1), "column-major: element (0, 1) is the fourth stored");
  }

  @Test
  void tourRuns() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new GeneratedTour(new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("still an ImageArray, strides [12, -1], offset 5, view=true"), text);
    assertTrue(text.contains("trace 15"), text);
  }

  @Test
  void rankAndDtypeChangesStayTyped() {
    io.ndgen.arrays.Float32Array2 plane = GeneratedTour.ramp(2, 3, 4).select(0, 1);
    io.ndgen.arrays.Float32Array1 means = plane.mean(0); // 1 + 0.1 + x / 100
    assertEquals(1.12f, means.get(2), 1e-6f);
    assertEquals(8, plane.greater(1.05).sum(), "rows y = 1 and 2");
    io.ndgen.arrays.Int64Array1 argmax = plane.argmax(1);
    assertEquals(3L, argmax.get(0));
    io.ndgen.arrays.UInt64Array1 sums = GeneratedTour.gradient(4, 6).sum(0); // 96 + 4 c
    assertEquals(116L, sums.get(5));
  }
}
