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

/** `a[i, j] = v`: stores one element, cast as [StridedArray.setDouble]. */
public operator fun StridedArray.set(vararg index: Int, value: Double) {
  setDouble(index, value)
}

/** `a[i, j] = 3L`: stores one element exactly, range-checked as [StridedArray.setLong]. */
public operator fun StridedArray.set(vararg index: Int, value: Long) {
  setLong(index, value)
}

/** `a[0 until 2, all] = v`: sets every element of the selected view (cast as by `fill`). */
public operator fun StridedArray.set(vararg items: Any, value: Double) {
  get(*items).fill(value)
}

/**
 * `a[all, 1] = b`: copies [value] into the selected view, broadcasting it to the view's shape and
 * casting to this array's dtype (NumPy's `a[all, 1] = b`). Safe when [value] overlaps this array.
 *
 * @throws io.ndgen.runtime.ShapeException if [value] cannot be broadcast to the view's shape
 */
public operator fun StridedArray.set(vararg items: Any, value: StridedArray) {
  value.copyInto(get(*items))
}
