package io.ndgen.samples.kotlin

import io.ndgen.annotations.DType
import io.ndgen.annotations.NDArray
import io.ndgen.annotations.Order
import io.ndgen.kotlin.Sliceable

/**
 * A 3-D FLOAT32 field in C order. kapt runs ndgen's processor on it and generates `VolumeArray`;
 * extending [Sliceable] gives that class the slicing DSL. The abstract members are implemented by
 * the generated class; the default method is the spec's own code, run on generated accessors.
 */
@NDArray(dtype = DType.FLOAT32, rank = 3)
interface Volume : Sliceable {
  operator fun get(i: Int, j: Int, k: Int): Float

  fun shape(axis: Int): Int

  /** The 7-point discrete Laplacian at an interior point (one step from every face). */
  fun laplacian(i: Int, j: Int, k: Int): Float =
    this[i - 1, j, k] + this[i + 1, j, k] + this[i, j - 1, k] + this[i, j + 1, k] +
      this[i, j, k - 1] + this[i, j, k + 1] - 6f * this[i, j, k]
}

/** A FLOAT64 matrix whose factories lay it out column-major (F order); generates `MatrixArray`. */
@NDArray(dtype = DType.FLOAT64, rank = 2, order = Order.F)
interface Matrix : Sliceable {
  operator fun get(i: Int, j: Int): Double

  fun shape(axis: Int): Int

  /** The sum of the main diagonal. */
  fun trace(): Double = (0 until minOf(shape(0), shape(1))).sumOf { this[it, it] }
}

/** A decoded colour video in [0, 1]: frames over time, rows, columns, colour channels. */
@NDArray(dtype = DType.FLOAT32, axes = ["time", "row", "col", "channel"])
interface Video

/** A grey clip: a [Video] without its channel axis; `selectTime(i)` is a [GreyFrame]. */
@NDArray(dtype = DType.FLOAT32, axes = ["time", "row", "col"])
interface GreyClip

/** One grey frame. */
@NDArray(dtype = DType.FLOAT32, axes = ["row", "col"])
interface GreyFrame

/** Each frame's row means: a [GreyClip]'s `meanOverCol()`. */
@NDArray(dtype = DType.FLOAT32, axes = ["time", "row"])
interface RowProfile

/** One value per frame, over time. */
@NDArray(dtype = DType.FLOAT32, axes = ["time"])
interface Brightness
