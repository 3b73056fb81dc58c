package io.ndgen.samples.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class ImagesTest {
  /** A rows x columns FLOAT64 image whose pixel (i, j) is 10 i + j. */
  private fun ramp(rows: Int, columns: Int) =
    StridedArray.arange(DType.FLOAT64, rows * columns).reshape(rows, columns).also {
      for (i in 0 until rows) {
        for (j in 0 until columns) it.setDouble(intArrayOf(i, j), 10.0 * i + j)
      }
    }

  private fun pixels(rows: Int, columns: Int, value: (Int, Int) -> Double) =
    DoubleArray(rows * columns) { p -> value(p / columns, p % columns) }

  @Test
  fun `checkerboard has ones where row and column parity agree`() {
    for (n in 0..5) {
      val board = Images.checkerboard(n)
      assertContentEquals(
        pixels(n, n) { i, j -> if ((i + j) % 2 == 0) 1.0 else 0.0 },
        board.toDoubleArray(),
        "n = $n",
      )
    }
  }

  @Test
  fun `downsample keeps every factor-th pixel as a view`() {
    val image = ramp(5, 7)
    val small = Images.downsample(image, 3)
    assertContentEquals(intArrayOf(2, 3), small.shape())
    assertContentEquals(pixels(2, 3) { i, j -> 30.0 * i + 3.0 * j }, small.toDoubleArray())
    assertTrue(small.sharesMemory(image))
  }

  @Test
  fun `mirror reverses each row and writes through`() {
    val image = ramp(2, 4)
    val m = Images.mirror(image)
    assertContentEquals(pixels(2, 4) { i, j -> 10.0 * i + 3 - j }, m.toDoubleArray())
    m.setDouble(intArrayOf(0, 0), -1.0)
    assertEquals(-1.0, image[0, 3])
  }

  @Test
  fun `crop removes the border and is empty when nothing is left`() {
    val image = ramp(4, 6)
    val inner = Images.crop(image, 1)
    assertContentEquals(pixels(2, 4) { i, j -> 10.0 * (i + 1) + j + 1 }, inner.toDoubleArray())
    assertContentEquals(intArrayOf(0, 0), Images.crop(image, 3).shape())
  }
}
