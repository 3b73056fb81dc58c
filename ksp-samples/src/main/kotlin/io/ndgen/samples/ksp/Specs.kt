package io.ndgen.samples.ksp

import io.ndgen.annotations.DType
import io.ndgen.annotations.NDArray
import io.ndgen.annotations.Order
import io.ndgen.kotlin.Sliceable

/**
 * A FLOAT32 video (frame, row, column). KSP2 runs ndgen's processor on it and generates
 * `VideoArray`; the abstract members are implemented by the generated class, the method with a
 * body is the spec's own code.
 */
@NDArray(dtype = DType.FLOAT32, rank = 3)
interface Video : Sliceable {
  operator fun get(frame: Int, row: Int, column: Int): Float

  fun shape(axis: Int): Int

  /** The mean brightness of one frame. */
  fun brightness(frame: Int): Float {
    var sum = 0f
    for (r in 0 until shape(1)) {
      for (c in 0 until shape(2)) {
        sum += this[frame, r, c]
      }
    }
    return sum / (shape(1) * shape(2))
  }
}

/** An INT64 count table laid out column-major; generates `CountsArray`. */
@NDArray(dtype = DType.INT64, rank = 2, order = Order.F)
interface Counts : Sliceable
