package io.ndgen.samples.ksp

import io.ndgen.annotations.DType
import io.ndgen.kotlin.all
import io.ndgen.kotlin.etc
import io.ndgen.kotlin.get
import io.ndgen.kotlin.set
import io.ndgen.kotlin.sliced
import io.ndgen.kotlin.step
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

/** The classes KSP2 generated in this build, used from Kotlin. */
class VideoFromKspTest {
  private fun video(): VideoArray = VideoArray.from(StridedArray.arange(DType.FLOAT32, 24).reshape(2, 3, 4))

  @Test
  fun `elements, the spec's own method and views`() {
    val v = video()
    assertEquals(23f, v[1, 2, 3])
    v[1, 2, 3] = -1f
    assertEquals(-1f, v.toStrided().getFloat(1, 2, 3))
    assertEquals((0 until 12).sum() / 12f, v.brightness(0))
    val t: VideoArray = v.transpose()
    assertContentEquals(intArrayOf(4, 3, 2), t.shape())
    val half: VideoArray = v.sliced(all, 0 until 2, all step -1)
    assertEquals(3f, half[0, 0, 0])
  }

  @Test
  fun `the slicing DSL behaves as on StridedArray`() {
    val v = video()
    val s = v.toStrided()
    assertContentEquals(s["..., ::-2, :"].toDoubleArray(), v["..., ::-2, :"].toDoubleArray())
    assertEquals(s[-1, -1, -1], v[-1, -1, -1].toDouble())
    val e1 = assertFailsWith<IndexOutOfBoundsException> { s[0, 5] }
    val e2 = assertFailsWith<IndexOutOfBoundsException> { v[0, 5] }
    assertEquals(e1.message, e2.message)
    v[0 until 1, all] = 7f
    assertEquals(7f, v[0, 2, 3])
    assertEquals(12f, v[1, 0, 0])
  }

  @Test
  fun `an F-ordered INT64 spec`() {
    val c = CountsArray.zeros(2, 3)
    assertContentEquals(intArrayOf(1, 2), c.strides())
    c[all, 1] = 9L
    assertEquals(9L, c[1, 1])
    assertEquals(0L, c[1, etc].getLong(0))
  }
}
