package io.ndgen.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

/**
 * Typed fills, string-index assignment and element accesses with the wrong number of indices, on
 * [StridedArray] and on a [Sliceable] class shaped like a generated one: both give the same
 * values and the same errors.
 */
class TypedAssignmentTest {
  /** A generated-like class of rank 3: its own `get`/`set` take exactly three indices. */
  private class Cube(val array: StridedArray) : Sliceable {
    operator fun get(i: Int, j: Int, k: Int): Float = array.getFloat(i, j, k)

    operator fun set(i: Int, j: Int, k: Int, value: Float) = array.setFloat(intArrayOf(i, j, k), value)

    override fun toStrided(): StridedArray = array

    override fun slice(axis: Int, start: Int, stop: Int, step: Int): Cube =
      Cube(array.slice(axis, start, stop, step))
  }

  private fun strided(dtype: DType = DType.FLOAT32) = StridedArray.zeros(dtype, 2, 3, 4)

  @Test
  fun `a Float fills a float view, on StridedArray and on a generated-like class`() {
    val a = strided()
    val c = Cube(strided())
    a[0 until 1, all] = 2.5f
    c[0 until 1, all] = 2.5f
    assertContentEquals(a.toDoubleArray(), c.array.toDoubleArray())
    assertEquals(2.5, a.getDouble(0, 2, 3))
    assertEquals(0.0, a.getDouble(1, 0, 0))
    val h = StridedArray.zeros(DType.FLOAT16, 3)
    h[all] = 0.1f
    assertEquals(0.0999755859375, h.getDouble(2)) // float16 nearest to 0.1f, as NumPy rounds
  }

  @Test
  fun `a Float into an integer array is refused and writes nothing`() {
    val a = strided(DType.INT32)
    val c = Cube(strided(DType.INT32))
    val e1 = assertFailsWith<IllegalStateException> { a[all, 0] = 1f }
    val e2 = assertFailsWith<IllegalStateException> { c[all, 0] = 1f }
    assertEquals(e1.message, e2.message)
    assertEquals(0.0, a.sum().getDouble())
  }

  @Test
  fun `a Long is stored exactly and range-checked`() {
    val a = strided(DType.INT64)
    a[1, etc] = (1L shl 53) + 1
    assertEquals((1L shl 53) + 1, a.getLong(1, 2, 3))
    assertEquals(0L, a.getLong(0, 0, 0))
    val u8 = StridedArray.zeros(DType.UINT8, 4)
    val e = assertFailsWith<IllegalArgumentException> { u8[0 until 2] = 300L }
    assertEquals("Python integer 300 out of bounds for uint8", e.message)
    assertEquals(0L, u8.getLong(0))
  }

  @Test
  fun `a Boolean fills a BOOL view`() {
    val b = StridedArray.zeros(DType.BOOL, 2, 2)
    b[all, 1] = true
    assertContentEquals(doubleArrayOf(0.0, 1.0, 0.0, 1.0), b.toDoubleArray())
    assertFailsWith<IllegalStateException> { strided()[all] = true }
  }

  @Test
  fun `NumPy's syntax in a string reads and assigns on both`() {
    val a = strided()
    val c = Cube(strided())
    a["..., ::-2, :"] = 1f
    c["..., ::-2, :"] = 1f
    a["0, 1"] = 7.0
    c["0, 1"] = 7.0
    assertContentEquals(a.toDoubleArray(), c.array.toDoubleArray())
    assertContentEquals(a["1:, ::-1"].shape(), c["1:, ::-1"].shape())
    assertContentEquals(a["1:, ::-1"].toDoubleArray(), c["1:, ::-1"].toDoubleArray())
    assertEquals(7.0, a.getDouble(0, 1, 3))
  }

  @Test
  fun `the wrong number of indices fails as on StridedArray, never a view`() {
    val a = strided()
    val c = Cube(strided())
    val rows =
      listOf<Pair<() -> Any, () -> Any>>(
        { a[0, 1] } to { c[0, 1] },
        { a[0, 1, 2, 3] } to { c[0, 1, 2, 3] },
        { a[0, 1] = 1f } to { c[0, 1] = 1f },
        { a[0, 1] = 1.0 } to { c[0, 1] = 1.0 },
      )
    for ((onStrided, onClass) in rows) {
      val e1 = assertFailsWith<IndexOutOfBoundsException> { onStrided() }
      val e2 = assertFailsWith<IndexOutOfBoundsException> { onClass() }
      assertEquals(e1.message, e2.message)
    }
    assertEquals(
      "too few indices for array: array is 3-dimensional, but 2 were indexed",
      assertFailsWith<IndexOutOfBoundsException> { c[0, 1] }.message,
    )
  }
}
