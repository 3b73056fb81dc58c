package io.ndgen.samples.kotlin

import io.ndgen.arrays.Float32Array4
import io.ndgen.kotlin.all
import io.ndgen.kotlin.etc
import io.ndgen.kotlin.get
import io.ndgen.kotlin.newAxis
import io.ndgen.kotlin.set
import io.ndgen.kotlin.sliced
import io.ndgen.kotlin.step
import io.ndgen.runtime.ReadOnlyArrayException
import io.ndgen.runtime.ShapeException
import io.ndgen.runtime.StridedArray
import org.jspecify.annotations.NullMarked
import org.junit.jupiter.api.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/**
 * The class kapt generated from the Kotlin spec [Volume], used from Kotlin with no wrapper:
 * index operators, arithmetic operators, lambdas, the spec's default method and the slicing DSL.
 * Expected values come from the closed form of each array's contents.
 */
class VolumeFromKotlinTest {
  /** value(i, j, k) = 12 i + 4 j + k: the C-order position in a 2 x 3 x 4 array. */
  private fun ramp() = VolumeArray.wrap(FloatArray(24) { it.toFloat() }, 2, 3, 4)

  private fun at(i: Int, j: Int, k: Int) = 12f * i + 4f * j + k

  /** All values of a 2 x 3 x 4 array in C order, from a function of the indices. */
  private fun expected(f: (Int, Int, Int) -> Float) =
    FloatArray(24) { p -> f(p / 12, p / 4 % 3, p % 4) }

  private fun VolumeArray.values(): FloatArray {
    val out = FloatArray(size())
    val (n1, n2) = shape(1) to shape(2)
    forEach { i, j, k, x -> out[(i * n1 + j) * n2 + k] = x }
    return out
  }

  @Test
  fun `index operators read, write and update elements`() {
    val a = VolumeArray.zeros(2, 3, 4)
    a[1, 2, 3] = 5f
    a[1, 2, 3] += 1f
    a[0, 1, 0] -= 2.5f
    assertEquals(6f, a[1, 2, 3])
    assertEquals(-2.5f, a[0, 1, 0])
    assertEquals(3.5, a.sum().toDouble())
  }

  @Test
  fun `an index out of bounds names the value, axis and extent`() {
    val e = assertFailsWith<IndexOutOfBoundsException> { ramp()[0, 3, 0] }
    assertEquals("index 3 is out of bounds for axis 1 with size 3", e.message)
  }

  @Test
  fun `arithmetic operators work elementwise`() {
    val a = ramp()
    val b = VolumeArray.full(2, 3, 4, 2f)
    assertContentEquals(expected { i, j, k -> at(i, j, k) + 2f }, (a + b).values())
    assertContentEquals(expected { i, j, k -> at(i, j, k) - 2f }, (a - b).values())
    assertContentEquals(expected { i, j, k -> at(i, j, k) * 2f }, (a * b).values())
    assertContentEquals(expected { i, j, k -> at(i, j, k) / 2f }, (a / b).values())
    assertContentEquals(expected { i, j, k -> -at(i, j, k) }, (-a).values())
    assertContentEquals(expected { i, j, k -> at(i, j, k) * 3f - 1f }, (a * 3f - 1f).values())
  }

  @Test
  fun `binary operators broadcast extents of one`() {
    val column = VolumeArray.wrap(floatArrayOf(100f, 200f, 300f), 1, 3, 1)
    val sum: VolumeArray = ramp() + column
    assertContentEquals(intArrayOf(2, 3, 4), sum.shape())
    assertContentEquals(expected { i, j, k -> at(i, j, k) + 100f * (j + 1) }, sum.values())
  }

  @Test
  fun `operands that do not broadcast are refused`() {
    assertFailsWith<ShapeException> { ramp() + VolumeArray.zeros(2, 2, 4) }
  }

  @Test
  fun `map and forEach take Kotlin lambdas`() {
    val a = ramp()
    val squares = a.map { it * it }
    assertContentEquals(expected { i, j, k -> at(i, j, k) * at(i, j, k) }, squares.values())
    var visits = 0
    a.transpose().forEach { i, j, k, x ->
      assertEquals(at(k, j, i), x, "($i, $j, $k) of the transpose")
      visits++
    }
    assertEquals(24, visits)
    a.mapInPlace { -it }
    assertEquals(-23f, a[1, 2, 3])
  }

  @Test
  fun `the spec's default method runs on the generated accessors`() {
    // value i² + j² + k² has a Laplacian of 2 per axis everywhere
    val n = 3
    val a = VolumeArray.zeros(n, n, n)
    for (i in 0 until n) {
      for (j in 0 until n) {
        for (k in 0 until n) a[i, j, k] = (i * i + j * j + k * k).toFloat()
      }
    }
    assertEquals(6f, a.laplacian(1, 1, 1))
    val spec: Volume = a
    assertEquals(6f, spec.laplacian(1, 1, 1))
  }

  @Test
  fun `mixed indices give StridedArray views`() {
    val a = ramp()
    val plane: StridedArray = a[all, 2, 3 downTo 0 step 2]
    assertContentEquals(intArrayOf(2, 2), plane.shape())
    assertContentEquals(doubleArrayOf(11.0, 9.0, 23.0, 21.0), plane.toDoubleArray())
    a[1, all, 0..1] = -1.0
    assertEquals(-1f, a[1, 2, 1])
    assertEquals(14f, a[1, 0, 2])
  }

  @Test
  fun `sliced keeps the generated class`() {
    val a = ramp()
    val s: VolumeArray = a.sliced(1 downTo 0, all, all step 3)
    assertContentEquals(intArrayOf(2, 3, 2), s.shape())
    assertEquals(at(1, 0, 0), s[0, 0, 0])
    assertEquals(at(0, 2, 3), s[1, 2, 1])
    s[1, 2, 1] = 0f
    assertEquals(0f, a[0, 2, 3], "a view: the write reaches the original")
  }

  @Test
  fun `from turns a rank-3 view back into the generated class`() {
    val a = ramp()
    val v = VolumeArray.from(a[1, etc][newAxis, etc])
    assertContentEquals(intArrayOf(1, 3, 4), v.shape())
    assertEquals(at(1, 2, 3), v[0, 2, 3])
    val e = assertFailsWith<IllegalArgumentException> { VolumeArray.from(a[1, etc]) }
    assertEquals(
      "cannot view a float32 array of rank 2 as VolumeArray, which holds float32 arrays of rank 3",
      e.message,
    )
  }

  @Test
  fun `read-only views refuse writes through the operators`() {
    val r = ramp().readOnly()
    assertFailsWith<ReadOnlyArrayException> { r[0, 0, 0] = 1f }
    assertFailsWith<ReadOnlyArrayException> { r[0, all, all] = 1.0 }
  }

  @Test
  fun `typed joins keep the generated class, and stack gives the next rank's typed array`() {
    val joined: VolumeArray = VolumeArray.concatenate(0, ramp(), ramp() * 2f)
    assertContentEquals(intArrayOf(4, 3, 4), joined.shape())
    assertEquals(at(1, 2, 3), joined[1, 2, 3])
    assertEquals(2f * at(1, 2, 3), joined[3, 2, 3])
    val stacked: Float32Array4 = VolumeArray.stack(-1, ramp(), ramp() * 2f)
    assertContentEquals(intArrayOf(2, 3, 4, 2), stacked.shape())
    assertEquals(at(1, 0, 2), stacked[1, 0, 2, 0])
    assertEquals(2f * at(1, 0, 2), stacked[1, 0, 2, 1])
    val e = assertFailsWith<ShapeException> { VolumeArray.concatenate(1, ramp(), joined) }
    assertTrue(e.message!!.contains("along dimension 0"), e.message)
  }

  @Test
  fun `generated classes are null-marked, so Kotlin sees no platform types`() {
    assertTrue(VolumeArray::class.java.isAnnotationPresent(NullMarked::class.java))
    assertTrue(MatrixArray::class.java.isAnnotationPresent(NullMarked::class.java))
  }
}
