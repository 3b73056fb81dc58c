package io.ndgen.runtime.internal;

/**
 * The running-sum or running-product kernel of one integer or bool input dtype continued from a
 * carry (generated in {@code ScanLoops} from the typed kernels' {@code sumScanFrom}/{@code
 * prodScanFrom}). Floats have none: their running values round, so they are never split.
 */
interface CarriedScan {
  /**
   * {@code out[o + j*os] = carry ⊕ in[i] ⊕ … ⊕ in[i + j*s]} for {@code j < n}, in a wrapping long
   * (the int64 or uint64 accumulator).
   */
  void run(Object in, int i, int s, Object out, int o, int os, int n, long carry);
}
