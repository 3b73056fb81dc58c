package io.ndgen.runtime.internal;

/**
 * The running-sum or running-product kernel of one input dtype over storage arrays (generated in
 * {@code ScanLoops} from the typed kernels' {@code sumScan}/{@code prodScan}).
 */
interface ScanLoop {
  /**
   * {@code out[o + j*os] = in[i] ⊕ … ⊕ in[i + j*s]} for {@code j < n}, in the accumulator dtype.
   */
  void run(Object in, int i, int s, Object out, int o, int os, int n);
}
