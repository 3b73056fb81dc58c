package io.ndgen.samples.kotlin

import io.ndgen.annotations.DType
import io.ndgen.kotlin.all
import io.ndgen.kotlin.get
import io.ndgen.kotlin.newAxis
import io.ndgen.kotlin.set
import io.ndgen.kotlin.step
import io.ndgen.runtime.ShapeException
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

/**
 * StridedArray's arithmetic through Kotlin's operators, with no wrapper: the members are named
 * `plus`, `minus`, `times`, `div`, `rem` and `unaryMinus`. Expected values come from plain loops.
 */
class StridedArrayOperatorsTest {
  private val a = StridedArray.wrap(doubleArrayOf(1.0, 2.0, 3.0, 4.0, 5.0, 6.0), 2, 3)
  private val row = StridedArray.wrap(doubleArrayOf(10.0, 20.0, 30.0), 3)

  private fun values(rows: Int, columns: Int, f: (Int, Int) -> Double) =
    DoubleArray(rows * columns) { p -> f(p / columns, p % columns) }

  private fun av(i: Int, j: Int) = 3.0 * i + j + 1

  @Test
  fun `binary operators broadcast a row over every row`() {
    fun r(j: Int) = 10.0 * (j + 1)
    assertContentEquals(values(2, 3) { i, j -> av(i, j) + r(j) }, (a + row).toDoubleArray())
    assertContentEquals(values(2, 3) { i, j -> av(i, j) - r(j) }, (a - row).toDoubleArray())
    assertContentEquals(values(2, 3) { i, j -> av(i, j) * r(j) }, (a * row).toDoubleArray())
    assertContentEquals(values(2, 3) { i, j -> av(i, j) / r(j) }, (a / row).toDoubleArray())
  }

  @Test
  fun `scalars and unary minus`() {
    assertContentEquals(values(2, 3) { i, j -> -av(i, j) }, (-a).toDoubleArray())
    assertContentEquals(values(2, 3) { i, j -> av(i, j) * 0.5 }, (a * 0.5).toDoubleArray())
    assertContentEquals(values(2, 3) { i, j -> av(i, j) % 4 }, (a % 4L).toDoubleArray())
  }

  @Test
  fun `operators compose with slicing views`() {
    // the transposed outer sum a[:, 0][:, None] + row[None, ::-1]
    val outer = a[all, 0][all, newAxis] + row[newAxis, all step -1]
    assertContentEquals(intArrayOf(2, 3), outer.shape())
    assertContentEquals(values(2, 3) { i, j -> av(i, 0) + 10.0 * (3 - j) }, outer.toDoubleArray())
  }

  @Test
  fun `compound assignment on a slice writes into the original`() {
    val b = a.copy()
    b[all, 0 until 3 step 2] += 100.0
    assertContentEquals(
      values(2, 3) { i, j -> av(i, j) + if (j % 2 == 0) 100.0 else 0.0 },
      b.toDoubleArray(),
    )
    var c = a
    c -= row
    assertContentEquals((a - row).toDoubleArray(), c.toDoubleArray())
  }

  @Test
  fun `a Python-float scalar promotes an int32 array to float64`() {
    val ints = StridedArray.arange(DType.INT32, 3)
    val r = ints + 2.5
    assertEquals(DType.FLOAT64, r.dtype())
    assertContentEquals(doubleArrayOf(2.5, 3.5, 4.5), r.toDoubleArray())
  }

  @Test
  fun `operands that do not broadcast are refused`() {
    val e = assertFailsWith<ShapeException> { a + StridedArray.zeros(DType.FLOAT64, 2) }
    assertEquals(ShapeException.Kind.INCOMPATIBLE_SHAPE, e.kind())
  }
}
