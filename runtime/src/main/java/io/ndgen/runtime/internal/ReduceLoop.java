package io.ndgen.runtime.internal;

/**
 * The two inner loops of one reduction over one input dtype, over storage arrays (generated in
 * {@code ReduceLoops} from the typed kernels). The accumulator array has the reduction's result
 * dtype and already holds the initial value.
 */
interface ReduceLoop {
  /** A run along reduced axes: {@code out[o] = out[o] ⊕ in[i] ⊕ in[i+s] ⊕ …} ({@code n} terms). */
  void run(Object in, int i, int s, int n, Object out, int o);

  /** A run along a kept axis: {@code out[o + j*os] = out[o + j*os] ⊕ in[i + j*s]}. */
  void accumulate(Object in, int i, int s, Object out, int o, int os, int n);

  /**
   * {@link #accumulate} into a private copy of some outputs ({@link ParallelColumns}): {@code out[o
   * + j*os]} stands for the output at index {@code at + j*os}, for loops that read data of their
   * own by the output index.
   */
  default void accumulateInto(Object in, int i, int s, Object out, int o, int os, int n, int at) {
    accumulate(in, i, s, out, o, os, n);
  }
}
