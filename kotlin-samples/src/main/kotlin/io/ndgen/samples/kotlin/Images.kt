package io.ndgen.samples.kotlin

import io.ndgen.annotations.DType
import io.ndgen.kotlin.all
import io.ndgen.kotlin.get
import io.ndgen.kotlin.set
import io.ndgen.kotlin.step
import io.ndgen.runtime.StridedArray

/** Image-style uses of the slicing DSL on [StridedArray]: each function returns a view or fills. */
object Images {
  /** An `n` x `n` FLOAT32 board of ones on the squares whose row and column have equal parity. */
  fun checkerboard(n: Int): StridedArray {
    val board = StridedArray.zeros(DType.FLOAT32, n, n)
    board[0 until n step 2, 0 until n step 2] = 1.0
    board[1 until n step 2, 1 until n step 2] = 1.0
    return board
  }

  /** View: every `factor`-th row and column, NumPy's `image[::f, ::f]`. */
  fun downsample(image: StridedArray, factor: Int): StridedArray =
    image[all step factor, all step factor]

  /** View: left and right exchanged, NumPy's `image[:, ::-1]`. */
  fun mirror(image: StridedArray): StridedArray = image[all, all step -1]

  /** View: the rows and columns `border` away from each edge; empty if nothing is left. */
  fun crop(image: StridedArray, border: Int): StridedArray {
    val rows = image.shape(0)
    val columns = image.shape(1)
    return image[border until rows - border, border until columns - border]
  }
}
