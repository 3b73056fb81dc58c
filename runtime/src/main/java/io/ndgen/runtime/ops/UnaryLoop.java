package io.ndgen.runtime.ops;

/** One inner run of a unary ufunc: {@code z[zi + j*zs] = f(x[xi + j*xs])}. */
@FunctionalInterface
interface UnaryLoop {
  void run(Object x, int xi, int xs, Object z, int zi, int zs, int n);
}
