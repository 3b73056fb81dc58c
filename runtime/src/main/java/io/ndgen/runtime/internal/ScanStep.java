package io.ndgen.runtime.internal;

/**
 * One step of a running sum or product on many lanes at once (generated in {@code ScanLoops} from
 * the typed kernels' {@code sumScanStep}/{@code prodScanStep}).
 */
interface ScanStep {
  /**
   * {@code out[o + l*os] = out[o + l*os - back] ⊕ in[i + l*s]} for {@code l < n}, in the
   * accumulator dtype.
   */
  void run(Object in, int i, int s, Object out, int o, int os, int back, int n);
}
