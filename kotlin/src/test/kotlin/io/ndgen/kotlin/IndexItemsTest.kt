package io.ndgen.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.Index
import io.ndgen.runtime.ShapeException
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

/** The DSL's vocabulary ([all], [newAxis], [etc], `step`) and the errors of an index as a whole. */
class IndexItemsTest {
  private val a = StridedArray.zeros(DType.FLOAT32, 4, 5, 6)

  @Test
  fun `all is NumPy's open slice`() {
    assertEquals(Index.all(), all)
    assertEquals(Index.newAxis(), newAxis)
    assertEquals(Index.ellipsis(), etc)
  }

  @Test
  fun `stepping an open slice keeps both ends open in the new direction`() {
    assertEquals(Index.step(2), all step 2)
    assertEquals(Index.step(-1), all step -1)
    assertEquals(Index.Slice(Int.MAX_VALUE, Int.MIN_VALUE, -3), all step -3)
    assertEquals(Index.step(1), (all step -1) step 1)
  }

  @Test
  fun `stepping a bounded slice keeps its bounds`() {
    assertEquals(Index.Slice(1, 4, 2), Index.Slice(1, 4, 1) step 2)
    assertEquals(Index.Slice(2, Int.MIN_VALUE, -1), Index.Slice(2, Int.MAX_VALUE, 1) step -1)
    assertEquals(Index.Slice(Int.MAX_VALUE, 3, -2), Index.Slice(Int.MIN_VALUE, 3, 1) step -2)
  }

  @Test
  fun `a zero step is refused`() {
    val e = assertFailsWith<ShapeException> { all step 0 }
    assertEquals("slice step cannot be zero", e.message)
  }

  @Test
  fun `all step -1 reverses an axis as a view`() {
    val r = StridedArray.arange(DType.INT64, 5)[all step -1]
    assertContentEquals(doubleArrayOf(4.0, 3.0, 2.0, 1.0, 0.0), r.toDoubleArray())
    assertContentEquals(intArrayOf(-1), r.strides())
  }

  @Test
  fun `an item of another type names its position and type`() {
    val e = assertFailsWith<IllegalArgumentException> { a[all, 1L, etc] }
    assertEquals(
      "index item 1 has unsupported type kotlin.Long; " +
        "use an Int, an IntProgression, all, newAxis, etc or an Index",
      e.message,
    )
  }

  @Test
  fun `a second ellipsis is refused`() {
    val e = assertFailsWith<IllegalArgumentException> { a[etc, 0..1, etc] }
    assertEquals("an index can only have a single ellipsis ('...')", e.message)
  }

  @Test
  fun `more items than axes are refused with NumPy's message`() {
    val e = assertFailsWith<IndexOutOfBoundsException> { a[1, 2, 3, 0..1] }
    assertEquals(
      "too many indices for array: array is 3-dimensional, but 4 were indexed",
      e.message,
    )
  }

  @Test
  fun `an integer out of bounds names the axis`() {
    val e = assertFailsWith<IndexOutOfBoundsException> { a[all, 5, etc] }
    assertEquals("index 5 is out of bounds for axis 1 with size 5", e.message)
  }

  @Test
  fun `integers index from the end when negative`() {
    val b = StridedArray.arange(DType.FLOAT64, 12).reshape(3, 4)
    assertContentEquals(doubleArrayOf(8.0, 9.0, 10.0, 11.0), b[-1, etc].toDoubleArray())
    assertEquals(11.0, b[-1, -1])
  }
}
