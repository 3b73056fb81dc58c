package io.ndgen.kotlin

import io.ndgen.runtime.Index

/**
 * The slice that selects exactly this progression's positions on an axis of extent [size].
 *
 * Contract: a progression lists positions, so its values are taken literally — `0 until 4 step 2`
 * is positions 0 and 2, `3 downTo 0` is 3, 2, 1, 0, `0..5` is 0 to 5 inclusive. An empty
 * progression (`0 until 0`, `5..3`, `0 downTo 3`) is an empty slice whatever its bounds. A
 * non-empty progression must lie inside `0 until size`; negative positions and positions past the
 * end are errors rather than NumPy's counting from the end or clamping, which the literal
 * reading cannot express (use [Index.slice] for those).
 *
 * The stop handed to [Index.slice] is exclusive: `last + 1` going up, `last - 1` going down, and
 * the open end [Int.MIN_VALUE] when going down to position 0 (a stop of -1 would mean "the last
 * element" to NumPy).
 */
internal fun IntProgression.toSlice(axis: Int, size: Int): Index.Slice {
  if (isEmpty()) {
    return Index.Slice(0, 0, 1)
  }
  if (first !in 0 until size || last !in 0 until size) {
    throw IndexOutOfBoundsException(
      "range ${describe()} is out of bounds for axis $axis with size $size",
    )
  }
  val stop =
    when {
      step > 0 -> last + 1
      last == 0 -> Int.MIN_VALUE
      else -> last - 1
    }
  return Index.Slice(first, stop, step)
}

/** `0..4 step 2`, `3 downTo 0`: the progression as Kotlin source would write it. */
internal fun IntProgression.describe(): String =
  when {
    step == 1 -> "$first..$last"
    step > 0 -> "$first..$last step $step"
    step == -1 -> "$first downTo $last"
    else -> "$first downTo $last step ${-step}"
  }
