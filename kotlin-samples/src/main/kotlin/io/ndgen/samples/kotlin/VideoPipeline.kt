package io.ndgen.samples.kotlin

import io.ndgen.annotations.DType
import io.ndgen.arrays.Float32Array1
import io.ndgen.runtime.Index
import io.ndgen.runtime.Rng
import java.nio.file.Path

/**
 * The typed video pipeline in Kotlin: a colour video becomes grey frames, one mean per frame, the
 * differences between consecutive frames, and a `.npy` file. Every step is a class kapt generated,
 * picked by the specs' named axes; no `StridedArray` and no run-time `from` check in between.
 */
object VideoPipeline {
  /** ITU-R BT.601 luma weights for R, G, B. */
  val luma = floatArrayOf(0.299f, 0.587f, 0.114f)

  /** A reproducible video (NumPy's `default_rng(7).random(..., dtype=float32)`). */
  fun video(frames: Int, height: Int, width: Int): VideoArray =
    VideoArray.from(Rng.defaultRng(7).random(DType.FLOAT32, frames, height, width, 3))

  /** Grey frames: the luma-weighted sum over the channel axis. */
  fun grey(video: VideoArray): GreyClipArray =
    (video * Float32Array1.wrap(luma.copyOf(), 3)).sumOverChannel()

  /** One mean per frame: over columns, then over rows. */
  fun frameMeans(grey: GreyClipArray): BrightnessArray {
    val rows: RowProfileArray = grey.meanOverCol()
    return rows.meanOverRow()
  }

  /** `b[t + 1] - b[t]`. */
  fun differences(b: BrightnessArray): BrightnessArray =
    b.sliceTime(1, Index.END, 1) - b.sliceTime(0, -1, 1)

  /** The whole pipeline; the differences are also written to [npy]. */
  fun run(video: VideoArray, npy: Path): BrightnessArray =
    differences(frameMeans(grey(video))).also { it.save(npy) }
}
