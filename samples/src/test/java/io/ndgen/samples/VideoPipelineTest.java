package io.ndgen.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.io.Npy;
import io.ndgen.samples.specs.BrightnessArray;
import io.ndgen.samples.specs.GreyClipArray;
import io.ndgen.samples.specs.GreyFrameArray;
import io.ndgen.samples.specs.VideoArray;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The typed video pipeline computes what the same steps on {@code StridedArray} compute (NumPy's
 * operations, checked against NumPy in the runtime's fixtures), value for value, and its {@code
 * .npy} file holds them.
 */
class VideoPipelineTest {
  /** The pipeline written on StridedArray, axis numbers instead of names. */
  private static StridedArray reference(StridedArray video) {
    StridedArray weights = StridedArray.wrap(VideoPipeline.LUMA.clone(), 3);
    StridedArray grey = video.multiply(weights).sum(false, 3);
    StridedArray means = grey.mean(false, 2).mean(false, 1);
    int n = means.shape()[0];
    return means.slice(0, 1, n, 1).subtract(means.slice(0, 0, n - 1, 1));
  }

  @Test
  void everyStepEqualsStridedArrays(@TempDir Path dir) throws Exception {
    VideoArray video = VideoPipeline.video(7, 6, 5);
    StridedArray s = video.toStrided();
    GreyClipArray grey = VideoPipeline.grey(video);
    StridedArray weights = StridedArray.wrap(VideoPipeline.LUMA.clone(), 3);
    assertEquals(s.multiply(weights).sum(false, 3), grey.toStrided());
    GreyFrameArray frame = grey.selectTime(3);
    assertEquals(grey.toStrided().select(0, 3), frame.toStrided());
    BrightnessArray means = VideoPipeline.frameMeans(grey);
    assertEquals(grey.toStrided().mean(false, 2).mean(false, 1), means.toStrided());

    Path npy = dir.resolve("diffs.npy");
    BrightnessArray diffs = VideoPipeline.run(video, npy);
    StridedArray expected = reference(s);
    assertEquals(expected, diffs.toStrided());
    assertArrayEquals(new int[] {6}, diffs.shape());
    StridedArray file = Npy.read(npy, DType.FLOAT32, 1);
    assertEquals(expected, file);
    assertEquals(diffs, BrightnessArray.load(npy));
  }

  @Test
  void theDemoSectionPrintsTheTypes() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new VideoPipeline(new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("GreyFrameArray [4, 5]"), text);
    assertTrue(text.contains("differences"), text);
  }
}
