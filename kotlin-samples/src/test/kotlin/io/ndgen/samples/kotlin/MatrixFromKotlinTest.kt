package io.ndgen.samples.kotlin

import io.ndgen.kotlin.all
import io.ndgen.kotlin.get
import io.ndgen.kotlin.sliced
import io.ndgen.kotlin.step
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals

/** The class generated from the F-ordered Kotlin spec [Matrix]. */
class MatrixFromKotlinTest {
  @Test
  fun `factories lay the matrix out column-major`() {
    val m = MatrixArray.zeros(2, 3)
    assertContentEquals(intArrayOf(1, 2), m.strides())
    // wrap reads the data in the spec's order: column by column
    val w = MatrixArray.wrap(doubleArrayOf(1.0, 2.0, 3.0, 4.0, 5.0, 6.0), 2, 3)
    assertEquals(3.0, w[0, 1])
    assertEquals(2.0, w[1, 0])
  }

  @Test
  fun `the spec's trace runs over the diagonal`() {
    val w = MatrixArray.wrap(doubleArrayOf(1.0, 2.0, 3.0, 4.0, 5.0, 6.0), 2, 3)
    assertEquals(1.0 + 4.0, w.trace())
    assertEquals(1.0 + 4.0, w.transpose().trace())
  }

  @Test
  fun `operators and slices compose`() {
    val w = MatrixArray.wrap(doubleArrayOf(1.0, 2.0, 3.0, 4.0, 5.0, 6.0), 2, 3)
    val flipped: MatrixArray = w.sliced(all, all step -1)
    val sum = w + flipped
    // column j of the sum is column j plus column 2 - j; rows read 1 3 5 and 2 4 6
    assertContentEquals(
      doubleArrayOf(6.0, 6.0, 6.0, 8.0, 8.0, 8.0),
      sum.toStrided().toDoubleArray(),
    )
    assertContentEquals(doubleArrayOf(3.0, 4.0), w[all, 1].toDoubleArray())
  }
}
