package io.ndgen.runtime.ops;

/** Index in {@code [0, n)} of the extreme element of a non-empty strided run. */
@FunctionalInterface
interface ArgLoop {
  int run(Object x, int i, int s, int n);
}
