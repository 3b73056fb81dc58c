package io.ndgen.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/** A progression on an axis selects exactly its own positions, or fails if one does not exist. */
class ProgressionSliceTest {
  private fun positions(n: Int) = StridedArray.arange(DType.INT32, n)

  @Test
  fun `every small progression selects its own values in order`() {
    var selected = 0
    var rejected = 0
    for (n in 0..6) {
      val a = positions(n)
      for (first in -2..n + 1) {
        for (last in -2..n + 1) {
          for (step in 1..4) {
            for (p in listOf(first..last step step, first downTo last step step)) {
              val values = p.toList()
              if (values.all { it in 0 until n }) {
                assertContentEquals(
                  values.map(Int::toDouble).toDoubleArray(),
                  a[p].toDoubleArray(),
                  "${p.describe()} on size $n",
                )
                selected++
              } else {
                assertFailsWith<IndexOutOfBoundsException>("${p.describe()} on size $n") { a[p] }
                rejected++
              }
            }
          }
        }
      }
    }
    // both outcomes are exercised many times over (empty progressions count as selected)
    assertTrue(selected > 1000 && rejected > 1000, "selected $selected, rejected $rejected")
  }

  @Test
  fun `empty progressions give an empty view whatever their bounds`() {
    val a = positions(5)
    for (p in listOf(0 until 0, 5..3, 0 downTo 3, -4..-7, 100 until 100, 9 downTo 10 step 3)) {
      val view = a[p]
      assertContentEquals(intArrayOf(0), view.shape(), p.describe())
      assertEquals(a.base() ?: a, view.base(), "still a view for ${p.describe()}")
    }
  }

  @Test
  fun `the view steps through storage without copying`() {
    val a = positions(10)
    val view = a[8 downTo 2 step 3]
    assertContentEquals(intArrayOf(3), view.shape())
    assertContentEquals(intArrayOf(-3), view.strides())
    assertEquals(8, view.offset())
    view[1] = 40L
    assertEquals(40.0, a[5])
  }

  @Test
  fun `a progression past the end names the range, axis and size`() {
    val a = StridedArray.zeros(DType.FLOAT32, 4, 5, 6)
    val e = assertFailsWith<IndexOutOfBoundsException> { a[0..4, etc] }
    assertEquals("range 0..4 is out of bounds for axis 0 with size 4", e.message)
  }

  @Test
  fun `a downward progression past the end names the range`() {
    val a = StridedArray.zeros(DType.FLOAT32, 4, 5, 6)
    val e = assertFailsWith<IndexOutOfBoundsException> { a[etc, 6 downTo 0 step 2] }
    assertEquals("range 6 downTo 0 step 2 is out of bounds for axis 2 with size 6", e.message)
  }

  @Test
  fun `negative positions in a progression are rejected, not counted from the end`() {
    val a = StridedArray.zeros(DType.FLOAT32, 4, 5, 6)
    val e = assertFailsWith<IndexOutOfBoundsException> { a[all, -1..2, all] }
    assertEquals("range -1..2 is out of bounds for axis 1 with size 5", e.message)
  }

  @Test
  fun `axes after the ellipsis are counted from the back, new axes not at all`() {
    val a = StridedArray.zeros(DType.FLOAT32, 4, 5, 6)
    assertContentEquals(intArrayOf(1, 4, 5, 6), a[newAxis, etc, 0..5].shape())
    val e = assertFailsWith<IndexOutOfBoundsException> { a[newAxis, etc, 0..6] }
    assertEquals("range 0..6 is out of bounds for axis 2 with size 6", e.message)
    val f = assertFailsWith<IndexOutOfBoundsException> { a[1, newAxis, 0..5, etc] }
    assertEquals("range 0..5 is out of bounds for axis 1 with size 5", f.message)
  }
}
