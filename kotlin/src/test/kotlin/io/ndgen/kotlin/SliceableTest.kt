package io.ndgen.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertSame

/**
 * The DSL on a [Sliceable] class shaped like a generated one: a member `get(i, j, k)` for elements,
 * `slice` returning its own class.
 */
class SliceableTest {
  private class Cube(val array: StridedArray) : Sliceable {
    operator fun get(i: Int, j: Int, k: Int): Float = array.getFloat(i, j, k)

    override fun toStrided(): StridedArray = array

    override fun slice(axis: Int, start: Int, stop: Int, step: Int): Cube =
      Cube(array.slice(axis, start, stop, step))
  }

  /** A faulty implementation whose `slice` returns another class. */
  private class Leaky(val array: StridedArray) : Sliceable {
    override fun toStrided(): StridedArray = array

    override fun slice(axis: Int, start: Int, stop: Int, step: Int): Sliceable =
      Cube(array.slice(axis, start, stop, step))
  }

  private fun cube() = Cube(StridedArray.arange(DType.FLOAT32, 24).reshape(2, 3, 4))

  @Test
  fun `all-integer indices reach the class's own element get`() {
    val c = cube()
    val x: Float = c[1, 2, 3]
    assertEquals(23f, x)
  }

  @Test
  fun `mixed indices give a strided view`() {
    val c = cube()
    val v: StridedArray = c[1, 2 downTo 0 step 2, all step 3]
    assertContentEquals(intArrayOf(2, 2), v.shape())
    assertContentEquals(doubleArrayOf(20.0, 23.0, 12.0, 15.0), v.toDoubleArray())
    assertSame(c.array.base() ?: c.array, v.base())
  }

  @Test
  fun `assignment writes through to the class's storage`() {
    val c = cube()
    c[0, all, 0..1] = -1.0
    c[1, etc] = StridedArray.wrap(floatArrayOf(7f, 8f, 9f, 10f), 4)
    assertEquals(-1f, c[0, 2, 1])
    assertEquals(2f, c[0, 0, 2])
    assertEquals(9f, c[1, 1, 2])
  }

  @Test
  fun `sliced keeps the class and leaves trailing axes whole`() {
    val c = cube()
    val s: Cube = c.sliced(1 downTo 0, 0..2 step 2)
    assertContentEquals(intArrayOf(2, 2, 4), s.array.shape())
    assertContentEquals(intArrayOf(-12, 8, 1), s.array.strides())
    assertEquals(12f, s[0, 0, 0])
    assertEquals(11f, s[1, 1, 3])
  }

  @Test
  fun `sliced accepts slices with steps`() {
    val s = cube().sliced(all, all, all step -2)
    assertContentEquals(intArrayOf(2, 3, 2), s.array.shape())
    assertEquals(3f, s[0, 0, 0])
    assertEquals(1f, s[0, 0, 1])
  }

  @Test
  fun `sliced refuses items that change the rank`() {
    val e = assertFailsWith<IllegalArgumentException> { cube().sliced(all, 1) }
    assertEquals(
      "sliced() keeps every axis, but item 1 is the integer 1; " +
        "use an IntProgression or a slice such as all, or index with [] to change the rank",
      e.message,
    )
    val f = assertFailsWith<IllegalArgumentException> { cube().sliced(newAxis) }
    assertEquals(true, f.message?.contains("item 0 is newAxis"), f.message)
  }

  @Test
  fun `sliced refuses more items than axes`() {
    val e = assertFailsWith<IndexOutOfBoundsException> { cube().sliced(all, all, all, all) }
    assertEquals(
      "too many indices for array: array is 3-dimensional, but 4 were indexed",
      e.message,
    )
  }

  @Test
  fun `sliced checks progressions against their axis`() {
    val e = assertFailsWith<IndexOutOfBoundsException> { cube().sliced(all, 1..3) }
    assertEquals("range 1..3 is out of bounds for axis 1 with size 3", e.message)
  }

  @Test
  fun `sliced never returns another class than its receiver's`() {
    val leaky = Leaky(StridedArray.zeros(DType.FLOAT32, 2, 2))
    assertFailsWith<ClassCastException> { leaky.sliced(0..0) }
  }
}
