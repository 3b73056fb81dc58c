package io.ndgen.samples;

import io.ndgen.annotations.DType;
import io.ndgen.arrays.Float32Array1;
import io.ndgen.runtime.Index;
import io.ndgen.runtime.Rng;
import io.ndgen.samples.specs.Brightness;
import io.ndgen.samples.specs.BrightnessArray;
import io.ndgen.samples.specs.GreyClipArray;
import io.ndgen.samples.specs.GreyFrameArray;
import io.ndgen.samples.specs.RowProfileArray;
import io.ndgen.samples.specs.VideoArray;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A pipeline that stays typed from end to end: a colour video becomes grey frames, then one mean
 * per frame, then the differences between consecutive frames, then a {@code .npy} file. Every
 * step's result is a generated class, picked by the specs' named axes ({@link Brightness}, …);
 * nothing goes through {@code StridedArray} or a run-time {@code from} check in this code.
 */
public final class VideoPipeline {
  /** ITU-R BT.601 luma weights for R, G, B. */
  static final float[] LUMA = {0.299f, 0.587f, 0.114f};

  private final PrintStream out;

  public VideoPipeline(PrintStream out) {
    this.out = out;
  }

  /** A reproducible video of {@code frames} frames, values in [0, 1) (NumPy's draws for seed 7). */
  public static VideoArray video(int frames, int height, int width) {
    return VideoArray.from(Rng.defaultRng(7).random(DType.FLOAT32, frames, height, width, 3));
  }

  /** Grey frames: the luma-weighted sum over the channel axis. */
  public static GreyClipArray grey(VideoArray video) {
    Float32Array1 weights = Float32Array1.wrap(LUMA.clone(), 3);
    return video.times(weights).sumOverChannel();
  }

  /** One mean per frame: over columns, then over rows (NumPy's mean(axis=2).mean(axis=1)). */
  public static BrightnessArray frameMeans(GreyClipArray grey) {
    RowProfileArray rows = grey.meanOverCol();
    return rows.meanOverRow();
  }

  /** {@code b[t + 1] - b[t]}, one fewer than the frames. */
  public static BrightnessArray differences(BrightnessArray b) {
    return b.sliceTime(1, Index.END, 1).minus(b.sliceTime(0, -1, 1));
  }

  /** Runs the pipeline on {@code video} and writes the differences to {@code npy}. */
  public static BrightnessArray run(VideoArray video, Path npy) throws IOException {
    BrightnessArray diffs = differences(frameMeans(grey(video)));
    diffs.save(npy);
    return diffs;
  }

  public void run() {
    try {
      show();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void show() throws IOException {
    out.println("== A typed video pipeline (named axes)");
    VideoArray video = video(6, 4, 5);
    GreyClipArray grey = grey(video);
    GreyFrameArray first = grey.selectTime(0);
    out.printf(
        "video %s -> grey clip %s; frame 0 is a GreyFrameArray %s%n",
        Arrays.toString(video.shape()),
        Arrays.toString(grey.shape()),
        Arrays.toString(first.shape()));
    Path npy = Files.createTempFile("frame-differences", ".npy");
    try {
      BrightnessArray diffs = run(video, npy);
      out.printf(
          "frame means -> differences %s, written to a .npy file of %d bytes%n",
          diffs, Files.size(npy));
    } finally {
      Files.deleteIfExists(npy);
    }
  }

  public static void main(String[] args) {
    new VideoPipeline(System.out).run();
  }
}
