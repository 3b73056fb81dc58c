package io.ndgen.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.ReadOnlyArrayException
import io.ndgen.runtime.ShapeException
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

/** `a[...] = v` through the operator extensions; expected values from a plain Kotlin model. */
class StridedArrayAssignmentTest {
  private fun grid() = StridedArray.arange(DType.FLOAT64, 20).reshape(4, 5)

  /** The C-order values of a 4 x 5 arange with [change] applied to the (row, column) pairs. */
  private fun model(change: (Int, Int, Double) -> Double) =
    DoubleArray(20) { p -> change(p / 5, p % 5, p.toDouble()) }

  @Test
  fun `element get, set and compound assignment`() {
    val a = grid()
    a[2, 3] = -1.5
    a[0, 0] += 10.0
    a[-1, -1] = 7L
    val expected =
      model { i, j, v ->
        when {
          i == 2 && j == 3 -> -1.5
          i == 0 && j == 0 -> v + 10.0
          i == 3 && j == 4 -> 7.0
          else -> v
        }
      }
    assertContentEquals(expected, a.toDoubleArray())
    assertEquals(-1.5, a[2, 3])
  }

  @Test
  fun `compound assignment into a view casts back as an assignment, the out form as NumPy's +=`() {
    // a[sel] += x is a[sel] = a[sel] + x: the float64 sum is cast into the INT64 array as any
    // assignment casts (docs/kotlin.md); NumPy's in-place += is the out form, which refuses it
    val a = StridedArray.arange(DType.INT64, 20).reshape(4, 5)
    a[all, 0 until 5 step 2] += 1.5
    val expected = model { _, j, v -> if (j % 2 == 0) (v + 1.5).toLong().toDouble() else v }
    assertContentEquals(expected, a.toDoubleArray())
    val view = a[all, 0 until 5 step 2]
    val e =
      assertFailsWith<IllegalArgumentException> {
        view.add(StridedArray.full(DType.FLOAT64, 1.5, 1), view)
      }
    assertEquals(
      "Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule" +
        " 'same_kind'",
      e.message,
    )
    assertContentEquals(expected, a.toDoubleArray())
  }

  @Test
  fun `a scalar fills exactly the selected positions`() {
    val a = grid()
    a[3 downTo 0 step 2, 1 until 5 step 3] = 0.5
    val rows = 3 downTo 0 step 2
    val columns = 1 until 5 step 3
    val expected = model { i, j, v -> if (i in rows && j in columns) 0.5 else v }
    assertContentEquals(expected, a.toDoubleArray())
  }

  @Test
  fun `an array is broadcast into the selected view`() {
    val a = grid()
    val row = StridedArray.wrap(doubleArrayOf(100.0, 200.0), 2)
    a[1..2, 0..1] = row
    val expected = model { i, j, v -> if (i in 1..2 && j in 0..1) 100.0 * (j + 1) else v }
    assertContentEquals(expected, a.toDoubleArray())
  }

  @Test
  fun `assigning an overlapping reversed view of itself reads before it writes`() {
    val a = StridedArray.arange(DType.INT32, 6)
    a[all] = a[all step -1]
    assertContentEquals(doubleArrayOf(5.0, 4.0, 3.0, 2.0, 1.0, 0.0), a.toDoubleArray())
  }

  @Test
  fun `an integer store out of the dtype's range names the value`() {
    val a = StridedArray.zeros(DType.UINT8, 3)
    val e = assertFailsWith<IllegalArgumentException> { a[1] = 300L }
    assertEquals("Python integer 300 out of bounds for uint8", e.message)
    assertContentEquals(doubleArrayOf(0.0, 0.0, 0.0), a.toDoubleArray())
  }

  @Test
  fun `an array that does not broadcast names both shapes`() {
    val a = grid()
    val three = StridedArray.zeros(DType.FLOAT64, 3)
    val e = assertFailsWith<ShapeException> { a[all, 0..1] = three }
    assertEquals(ShapeException.Kind.INCOMPATIBLE_SHAPE, e.kind())
    val message = e.message.orEmpty()
    check("(3,)" in message && "(4,2)" in message) { message }
  }

  @Test
  fun `writes through a read-only view are refused`() {
    val a = grid().readOnly()
    assertFailsWith<ReadOnlyArrayException> { a[0, 0] = 1.0 }
    assertFailsWith<ReadOnlyArrayException> { a[0..1, all] = 1.0 }
  }
}
