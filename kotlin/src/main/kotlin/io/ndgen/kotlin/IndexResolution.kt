package io.ndgen.kotlin

import io.ndgen.runtime.Index

/**
 * Turns the items of a Kotlin index expression into runtime [Index] items for an array of [shape].
 *
 * Contract: each item is an [Int] (one position, negative counts from the end), an [IntProgression]
 * (positions, see [toSlice]) or an [Index] ([all], [newAxis], [etc], or any `Index.slice`), taken
 * as is. Progressions need the extent of the axis they land on, so axes are resolved here the way
 * NumPy does: items before the ellipsis index axes from the front, items after it from the back.
 * Errors about the item list as a whole (two ellipses, too many indices) are left to the runtime,
 * which reports them with NumPy's messages.
 *
 * @throws IllegalArgumentException naming the position and type of an item of any other type
 */
internal fun resolveIndex(shape: IntArray, items: Array<out Any>): Array<Index> {
  val consuming = items.count(::consumesAxis)
  val ellipsis = items.indexOfFirst { it is Index.Ellipsis }
  var consumedSoFar = 0
  return Array(items.size) { position ->
    val item = items[position]
    val axis =
      if (ellipsis in 0 until position) shape.size - consuming + consumedSoFar else consumedSoFar
    if (consumesAxis(item)) consumedSoFar++
    when (item) {
      is Index -> item
      is Int -> Index.at(item)
      is IntProgression ->
        if (axis in shape.indices) item.toSlice(axis, shape[axis]) else Index.all()
      else -> throw IllegalArgumentException(
        "index item $position has unsupported type ${item::class.qualifiedName}; " +
          "use an Int, an IntProgression, all, newAxis, etc or an Index",
      )
    }
  }
}

private fun consumesAxis(item: Any): Boolean =
  item is Int || item is IntProgression || item is Index.At || item is Index.Slice
