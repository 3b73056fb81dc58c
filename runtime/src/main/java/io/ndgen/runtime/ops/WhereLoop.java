package io.ndgen.runtime.ops;

/** One inner run of {@code np.where}: {@code z = c ? x : y} elementwise. */
@FunctionalInterface
interface WhereLoop {
  void run(
      boolean[] c,
      int ci,
      int cs,
      Object x,
      int xi,
      int xs,
      Object y,
      int yi,
      int ys,
      Object z,
      int zi,
      int zs,
      int n);
}
