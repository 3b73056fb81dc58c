package io.ndgen.runtime.ops;

/**
 * The inner loops of one reduction over one input dtype. The accumulator array {@code out} has the
 * reduction's result dtype and already holds the initial value (identity or first element).
 */
interface ReduceLoop {
  /**
   * A run along a reduced axis: {@code out[o] = out[o] ⊕ in[i] ⊕ in[i+is] ⊕ …} ({@code n} terms).
   */
  void reduceRun(Object in, int i, int is, int n, Object out, int o);

  /** A run along a kept axis: {@code out[o + j*os] = out[o + j*os] ⊕ in[i + j*is]}. */
  void accumulate(Object in, int i, int is, Object out, int o, int os, int n);
}
