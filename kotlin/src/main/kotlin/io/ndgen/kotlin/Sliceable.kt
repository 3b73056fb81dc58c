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

// Every operator below behaves exactly as the same operator on toStrided(): a generated class
// and StridedArray give the same views, values and errors for the same index.

/**
 * A view selected by a Kotlin index, exactly as [StridedArray.get] with the same items:
 * `v[0 until 4 step 2, all, 1]`. The result is a [StridedArray] because integers and [newAxis]
 * change the rank; use [sliced] to keep the generated class. Never copies.
 *
 * When every item is an [Int], Kotlin calls the generated class's own `get` instead, which reads
 * one element.
 */
public operator fun Sliceable.get(vararg items: Any): StridedArray = toStrided().get(*items)

/**
 * An element read with a number of indices other than the rank (the generated class's own `get`
 * takes exactly one per axis): as [StridedArray.get], which fails with NumPy's "too few indices
 * for array" or "too many indices for array". Never a silent view.
 */
public operator fun Sliceable.get(vararg index: Int): Double = toStrided().get(*index)

/** A view selected by NumPy's syntax, e.g. `v["..., ::-2, :"]`, as [StridedArray.get]. */
public operator fun Sliceable.get(numpyIndex: String): StridedArray = toStrided().get(numpyIndex)

/** An element store with a number of indices other than the rank: as on [StridedArray]. */
public operator fun Sliceable.set(vararg index: Int, value: Double) {
  toStrided().set(*index, value = value)
}

/** An element store with a number of indices other than the rank: as on [StridedArray]. */
public operator fun Sliceable.set(vararg index: Int, value: Float) {
  toStrided().set(*index, value = value)
}

/** An element store with a number of indices other than the rank: as on [StridedArray]. */
public operator fun Sliceable.set(vararg index: Int, value: Long) {
  toStrided().set(*index, value = value)
}

/** An element store with a number of indices other than the rank: as on [StridedArray]. */
public operator fun Sliceable.set(vararg index: Int, value: Boolean) {
  toStrided().set(*index, value = value)
}

/** `v[0 until 2, all, all] = x`: sets every element of the selected view (cast as by `fill`). */
public operator fun Sliceable.set(vararg items: Any, value: Double) {
  toStrided().set(*items, value = value)
}

/** `v[0 until 2, all, all] = 1f`: fills the selected view of a float array. */
public operator fun Sliceable.set(vararg items: Any, value: Float) {
  toStrided().set(*items, value = value)
}

/** `v[0 until 2, all, all] = 7L`: fills the selected view exactly, range-checked. */
public operator fun Sliceable.set(vararg items: Any, value: Long) {
  toStrided().set(*items, value = value)
}

/** `v[0 until 2, all, all] = true`: fills the selected view of a BOOL array. */
public operator fun Sliceable.set(vararg items: Any, value: Boolean) {
  toStrided().set(*items, value = value)
}

/**
 * `v[all, 1, all] = b`: copies [value] into the selected view, broadcasting and casting as NumPy's
 * assignment does. Safe when [value] overlaps this array.
 */
public operator fun Sliceable.set(vararg items: Any, value: StridedArray) {
  toStrided().set(*items, value = value)
}

/** `v["1:, ::2"] = x`: fills the view selected by NumPy's syntax (cast as by `fill`). */
public operator fun Sliceable.set(numpyIndex: String, value: Double) {
  toStrided()[numpyIndex] = value
}

/** `v["1:, ::2"] = 1f`: fills the view of a float array selected by NumPy's syntax. */
public operator fun Sliceable.set(numpyIndex: String, value: Float) {
  toStrided()[numpyIndex] = value
}

/** `v["1:, ::2"] = 7L`: fills the view selected by NumPy's syntax exactly, range-checked. */
public operator fun Sliceable.set(numpyIndex: String, value: Long) {
  toStrided()[numpyIndex] = value
}

/** `v["1:, ::2"] = true`: fills the view of a BOOL array selected by NumPy's syntax. */
public operator fun Sliceable.set(numpyIndex: String, value: Boolean) {
  toStrided()[numpyIndex] = value
}

/** `v["1:, 0"] = b`: copies [value] into the view selected by NumPy's syntax, broadcasting. */
public operator fun Sliceable.set(numpyIndex: String, value: StridedArray) {
  toStrided()[numpyIndex] = value
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
