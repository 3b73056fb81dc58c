package io.ndgen.runtime.ops;

/** One inner run of a binary ufunc: {@code z[zi + j*zs] = x[xi + j*xs] op y[yi + j*ys]}. */
@FunctionalInterface
interface BinaryLoop {
  void run(Object x, int xi, int xs, Object y, int yi, int ys, Object z, int zi, int zs, int n);
}
