package io.ndgen.samples.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.StridedArray
import io.ndgen.runtime.io.Npy
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals

/**
 * The Kotlin pipeline computes what the same steps on [StridedArray] compute (NumPy's operations,
 * checked against NumPy by the runtime's fixtures), and its `.npy` file holds those values.
 */
class VideoPipelineTest {
  @Test
  fun `every step equals StridedArray's`(@TempDir dir: Path) {
    val video = VideoPipeline.video(7, 6, 5)
    val s = video.toStrided()
    val weights = StridedArray.wrap(VideoPipeline.luma.copyOf(), 3)
    val grey: GreyClipArray = VideoPipeline.grey(video)
    val expectedGrey = s.multiply(weights).sum(false, 3)
    assertEquals(expectedGrey, grey.toStrided())
    val frame: GreyFrameArray = grey.selectTime(2)
    assertEquals(expectedGrey.select(0, 2), frame.toStrided())
    val means = expectedGrey.mean(false, 2).mean(false, 1)
    assertEquals(means, VideoPipeline.frameMeans(grey).toStrided())

    val npy = dir.resolve("diffs.npy")
    val diffs: BrightnessArray = VideoPipeline.run(video, npy)
    val expected = means.slice(0, 1, 7, 1).subtract(means.slice(0, 0, 6, 1))
    assertEquals(expected, diffs.toStrided())
    assertContentEquals(intArrayOf(6), diffs.shape())
    assertEquals(expected, Npy.read(npy, DType.FLOAT32, 1))
  }
}
