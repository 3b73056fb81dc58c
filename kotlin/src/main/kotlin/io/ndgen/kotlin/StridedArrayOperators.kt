package io.ndgen.kotlin

import io.ndgen.runtime.StridedArray

/**
 * A view selected by a Kotlin index: `a[0 until 4 step 2, all, 1]`, `a[3 downTo 0, etc]`,
 * `a[newAxis, all step -1]`. Items are [Int] positions (the axis is removed; negative counts from
 * the end), [IntProgression]s that select exactly their own positions (`3 downTo 0` is 3, 2, 1,
 * 0; empty ones select nothing; positions outside the axis are an error, not clamped), [all],
 * [newAxis], [etc] and any [io.ndgen.runtime.Index]. Never copies: the result shares this array's
 * storage, as NumPy's basic indexing does.
 *
 * When every item is an [Int], Kotlin calls the member [StridedArray.get] instead, which reads one
 * element as a [Double] and needs one index per axis; write `a[1, etc]` for the view of a row.
 *
 * @throws IndexOutOfBoundsException naming the axis, the position or range, and the extent
 * @throws IllegalArgumentException for an item of another type, or more than one [etc]
 */
public operator fun StridedArray.get(vararg items: Any): StridedArray =
  index(*resolveIndex(shape(), items))

/**
 * A view selected by NumPy's basic-index syntax, e.g. `a["1:, ::-1, None, ..., 0"]`, where
 * negative positions count from the end and slice bounds clamp as in Python. Never copies.
 */
public operator fun StridedArray.get(numpyIndex: String): StridedArray = index(numpyIndex)

// Element stores: one index per axis, negative counting from the end. The value's type picks
// the typed setter, which checks the dtype and range as the generated class's `set` does.

/** `a[i, j] = v`: stores one element, cast as [StridedArray.setDouble]. */
public operator fun StridedArray.set(vararg index: Int, value: Double) {
  setDouble(index, value)
}

/** `a[i, j] = 3L`: stores one element exactly, range-checked as [StridedArray.setLong]. */
public operator fun StridedArray.set(vararg index: Int, value: Long) {
  setLong(index, value)
}

/** `a[i, j] = 1f`: stores one element of a float array, as [StridedArray.setFloat]. */
public operator fun StridedArray.set(vararg index: Int, value: Float) {
  setFloat(index, value)
}

/** `a[i, j] = true`: stores one element of a BOOL array, as [StridedArray.setBoolean]. */
public operator fun StridedArray.set(vararg index: Int, value: Boolean) {
  setBoolean(index, value)
}

// Fills: every element of the selected view. A Double is cast as by `fill`; the typed values are
// stored as the typed element setters store them (a Float into a float array, a Long exactly and
// range-checked, a Boolean into a BOOL array) and refused by other dtypes.

/** `a[0 until 2, all] = v`: sets every element of the selected view (cast as by `fill`). */
public operator fun StridedArray.set(vararg items: Any, value: Double) {
  get(*items).fill(value)
}

/** `a[0 until 2, all] = 1f`: fills the selected view of a float array with [value]. */
public operator fun StridedArray.set(vararg items: Any, value: Float) {
  get(*items).fillWith { setFloat(it, value) }
}

/** `a[0 until 2, all] = 7L`: fills the selected view exactly, range-checked as `setLong`. */
public operator fun StridedArray.set(vararg items: Any, value: Long) {
  get(*items).fillWith { setLong(it, value) }
}

/** `a[0 until 2, all] = true`: fills the selected view of a BOOL array. */
public operator fun StridedArray.set(vararg items: Any, value: Boolean) {
  get(*items).fillWith { setBoolean(it, value) }
}

/**
 * `a[all, 1] = b`: copies [value] into the selected view, broadcasting it to the view's shape and
 * casting to this array's dtype (NumPy's `a[all, 1] = b`). Safe when [value] overlaps this array.
 *
 * @throws io.ndgen.runtime.ShapeException if [value] cannot be broadcast to the view's shape
 */
public operator fun StridedArray.set(vararg items: Any, value: StridedArray) {
  value.castInto(get(*items))
}

// NumPy's index syntax in a string, for reading and for every kind of assignment.

/** `a["1:, ::2"] = v`: fills the view selected by NumPy's syntax (cast as by `fill`). */
public operator fun StridedArray.set(numpyIndex: String, value: Double) {
  index(numpyIndex).fill(value)
}

/** `a["1:, ::2"] = 1f`: fills the view of a float array selected by NumPy's syntax. */
public operator fun StridedArray.set(numpyIndex: String, value: Float) {
  index(numpyIndex).fillWith { setFloat(it, value) }
}

/** `a["1:, ::2"] = 7L`: fills the view selected by NumPy's syntax exactly, range-checked. */
public operator fun StridedArray.set(numpyIndex: String, value: Long) {
  index(numpyIndex).fillWith { setLong(it, value) }
}

/** `a["1:, ::2"] = true`: fills the view of a BOOL array selected by NumPy's syntax. */
public operator fun StridedArray.set(numpyIndex: String, value: Boolean) {
  index(numpyIndex).fillWith { setBoolean(it, value) }
}

/**
 * `a["1:, 0"] = b`: copies [value] into the view selected by NumPy's syntax, broadcasting and
 * casting as NumPy's assignment does (any cast).
 */
public operator fun StridedArray.set(numpyIndex: String, value: StridedArray) {
  value.castInto(index(numpyIndex))
}

/**
 * Fills this view with one element of its own dtype, stored by [store] (a typed setter, which
 * checks the dtype and the range before anything is written), then broadcast into every position.
 */
private inline fun StridedArray.fillWith(store: StridedArray.(IntArray) -> Unit) {
  val one = StridedArray.zeros(dtype())
  one.store(IntArray(0))
  one.copyInto(this)
}
