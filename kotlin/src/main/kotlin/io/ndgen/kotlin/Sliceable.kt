package io.ndgen.kotlin

import io.ndgen.runtime.Index
import io.ndgen.runtime.StridedArray

/**
 * Opt-in that gives a generated array class the slicing DSL. Let an `@NDArray` spec extend it:
 *
 * ```kotlin
 * @NDArray(dtype = DType.FLOAT32, rank = 3)
 * interface Volume : Sliceable
 *
 * val v = VolumeArray.zeros(4, 5, 6)
 * val plane: StridedArray = v[all, 2, 0 until 6 step 2] // rank changes: a StridedArray view
 * val half: VolumeArray = v.sliced(0 until 2, all, all step -1) // rank kept: the same class
 * ```
 *
 * Every generated class already has both members with these signatures (its `slice` returns the
 * generated class itself), so the spec has nothing to implement.
 */
public interface Sliceable {
  /** View: this array as a [StridedArray] over the same storage. */
  public fun toStrided(): StridedArray

  /**
   * View: one axis sliced `start:stop:step` with Python's rules; implementations return their own
   * class.
   */
  public fun slice(axis: Int, start: Int, stop: Int, step: Int): Sliceable
}

/**
 * A view selected by a Kotlin index, exactly as [StridedArray.get] with the same items:
 * `v[0 until 4 step 2, all, 1]`. The result is a [StridedArray] because integers and [newAxis]
 * change the rank; use [sliced] to keep the generated class. Never copies.
 *
 * When every item is an [Int], Kotlin calls the generated class's own `get` instead, which reads
 * one element.
 */
public operator fun Sliceable.get(vararg items: Any): StridedArray = toStrided().get(*items)

/** `v[0 until 2, all, all] = x`: sets every element of the selected view (cast as by `fill`). */
public operator fun Sliceable.set(vararg items: Any, value: Double) {
  toStrided().set(*items, value = value)
}

/**
 * `v[all, 1, all] = b`: copies [value] into the selected view, broadcasting and casting as NumPy's
 * assignment does. Safe when [value] overlaps this array.
 */
public operator fun Sliceable.set(vararg items: Any, value: StridedArray) {
  toStrided().set(*items, value = value)
}

/**
 * A view of the same generated class with one rank-preserving item per leading axis: an
 * [IntProgression] (positions, as in [StridedArray.get]) or an [Index.Slice] such as [all] or
 * `all step -1`; axes without an item are kept whole. `v.sliced(1..2, all step -1)` is NumPy's
 * `v[1:3, ::-1]`, typed as `v`'s class. Never copies.
 *
 * @throws IndexOutOfBoundsException for more items than axes, or a progression outside its axis
 * @throws IllegalArgumentException for an item that would change the rank (an [Int], [newAxis],
 *   [etc]) or of another type; index with `v[...]` for those
 */
public fun <A : Sliceable> A.sliced(vararg items: Any): A {
  val shape = toStrided().shape()
  if (items.size > shape.size) {
    throw IndexOutOfBoundsException(
      "too many indices for array: array is ${shape.size}-dimensional, " +
        "but ${items.size} were indexed",
    )
  }
  var out: Sliceable = this
  items.forEachIndexed { axis, item ->
    val s =
      when (item) {
        is IntProgression -> item.toSlice(axis, shape[axis])
        is Index.Slice -> item
        else -> throw IllegalArgumentException(
          "sliced() keeps every axis, but item $axis is ${describeItem(item)}; " +
            "use an IntProgression or a slice such as all, or index with [] to change the rank",
        )
      }
    out = out.slice(axis, s.start(), s.stop(), s.step())
  }
  return javaClass.cast(out)
}

private fun describeItem(item: Any): String =
  when (item) {
    is Int -> "the integer $item"
    is Index.NewAxis -> "newAxis"
    is Index.Ellipsis -> "etc"
    is Index.At -> "the integer ${item.index()}"
    else -> "of type ${item::class.qualifiedName}"
  }
