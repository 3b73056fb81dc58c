package io.ndgen.kotlin

import io.ndgen.annotations.DType
import io.ndgen.runtime.Index
import io.ndgen.runtime.StridedArray
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Each DSL expression against NumPy's result for the same index, recorded by
 * `scripts/fixtures/kotlin_slicing_fixtures.py` for a C-ordered and an F-ordered base.
 */
class NumpySlicingTest {
  /** NumPy index (as in the fixture) to the Kotlin expression that means the same. */
  private val expressions: Map<String, (StridedArray) -> StridedArray> =
    mapOf(
      "0:4:2, :, 1" to { a -> a[0 until 4 step 2, all, 1] },
      "3::-1, ..." to { a -> a[3 downTo 0, etc] },
      "3:0:-2, 4, :" to { a -> a[3 downTo 1 step 2, 4, all] },
      "0:3, None, 1:5:3, ::-1" to { a -> a[0..2, newAxis, 1 until 5 step 3, all step -1] },
      "..., 5::-2" to { a -> a[etc, 5 downTo 0 step 2] },
      "1, ..." to { a -> a[1, etc] },
      "0:0, :, :" to { a -> a[0 until 0, all, all] },
      "2:2, ..." to { a -> a[2..1, etc] },
      ":, 0:4:-1, :" to { a -> a[all, 0 downTo 3, all] },
      ":, 4::-1, 5::-5" to { a -> a[all, 4 downTo 0, 5 downTo 0 step 5] },
      "-1, ::2, 0:1" to { a -> a[-1, all step 2, 0..0] },
      "1:, ::-1, None, ..., 0" to { a -> a["1:, ::-1, None, ..., 0"] },
      "None, ..., None" to { a -> a[newAxis, etc, newAxis] },
      "-3:-1, ..." to { a -> a[Index.slice(-3, -1), etc] },
      "2::-1, ..." to { a -> a[Index.slice(2, Int.MIN_VALUE, -1), etc] },
      "::3, ::-2, ::4" to { a -> a[all step 3, all step -2, all step 4] },
      "1:3, 2, 3::-1" to { a -> a[1..2, 2, 3 downTo 0] },
      "..., 0, 1:6:2" to { a -> a[etc, 0, 1 until 6 step 2] },
      "3, 4, 5, ..." to { a -> a[3, 4, 5, etc] },
    )

  private val bases: Map<String, () -> StridedArray> =
    mapOf(
      "c" to { StridedArray.arange(DType.FLOAT64, 120).reshape(4, 5, 6) },
      "t" to { StridedArray.arange(DType.FLOAT64, 120).reshape(6, 5, 4).transpose() },
    )

  @TestFactory
  fun `every DSL expression gives NumPy's view`(): List<DynamicTest> {
    val rows = FixtureRow.readAll("/fixtures/slicing/slices.txt")
    assertEquals(expressions.size * bases.size, rows.size, "fixture rows")
    return rows.map { row ->
      DynamicTest.dynamicTest("${row.base}[${row.index}]") {
        val base = bases.getValue(row.base)()
        val view = expressions.getValue(row.index)(base)
        assertContentEquals(row.shape, view.shape(), "shape")
        assertContentEquals(row.strides, view.strides(), "strides")
        assertEquals(row.offset, view.offset(), "offset")
        assertContentEquals(row.values, view.toDoubleArray(), "values")
        assertTrue(view.size() == 0 || view.sharesMemory(base), "a view of the base")
      }
    }
  }
}
