package io.ndgen.kotlin

import io.ndgen.runtime.Index

/** `a[:]`: every position of one axis. `all step -1` reverses it, NumPy's `::-1`. */
public val all: Index.Slice = Index.Slice(Int.MIN_VALUE, Int.MAX_VALUE, 1)

/** `None` / `np.newaxis`: inserts an axis of extent one. */
public val newAxis: Index = Index.newAxis()

/** `...`: as many [all] items as it takes to index every remaining axis. At most one per index. */
public val etc: Index = Index.ellipsis()

/**
 * This slice with another [step]. Open ends stay open for the new direction, so `all step 2` is
 * NumPy's `::2` and `all step -1` is `::-1` (last to first).
 *
 * @throws io.ndgen.runtime.ShapeException if [step] is zero
 */
public infix fun Index.Slice.step(step: Int): Index.Slice =
  Index.Slice(reopen(start(), step, start = true), reopen(stop(), step, start = false), step)

/** An open end ([Int.MIN_VALUE] or [Int.MAX_VALUE]) re-expressed for a step's direction. */
private fun reopen(bound: Int, step: Int, start: Boolean): Int =
  when {
    bound != Int.MIN_VALUE && bound != Int.MAX_VALUE -> bound
    (step > 0) == start -> Int.MIN_VALUE
    else -> Int.MAX_VALUE
  }
