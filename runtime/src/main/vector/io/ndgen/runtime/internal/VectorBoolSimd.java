package io.ndgen.runtime.internal;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link BoolSimd} on the Vector API: a bool array's elements are the bytes 0 and 1, read by {@code
 * ByteVector.fromBooleanArray} and stored by {@code intoBooleanArray}. Unit-stride runs, and runs
 * where one input is broadcast (stride 0), into a unit-stride output, in full vectors of the
 * preferred species. Loaded only through {@link io.ndgen.runtime.simd.Simd#load}; no method takes
 * or returns a vector or a mask (VectorSignaturesTest).
 *
 * <p>The ten elementwise ops share one loop: on 0/1 values every function of two inputs is {@code
 * c0 ^ (c1 & x) ^ (c2 & y) ^ (c3 & x & y)} for four 0/1 coefficients (its algebraic normal form: or
 * is {@code x ^ y ^ xy}, less {@code y ^ xy}, greater-or-equal {@code 1 ^ y ^ xy}), so each op is
 * its coefficients, and a broadcast operand, a constant, folds into them. The few extra lane
 * operations cost nothing measurable against the loads and stores.
 *
 * <p>The reductions search for the first element that decides them (a true for max, any and argmax,
 * a false for min, all and argmin), four vectors per test, and stop there.
 */
final class VectorBoolSimd extends BoolSimd {
  private static final VectorSpecies<Byte> S = ByteVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  VectorBoolSimd() {}

  @Override
  public int add(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 0, 1, 1, 1);
  }

  @Override
  public int multiply(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 0, 0, 0, 1);
  }

  @Override
  public int minimum(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 0, 0, 0, 1);
  }

  @Override
  public int maximum(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 0, 1, 1, 1);
  }

  @Override
  public int equal(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 1, 1, 1, 0);
  }

  @Override
  public int notEqual(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 0, 1, 1, 0);
  }

  @Override
  public int less(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 0, 0, 1, 1);
  }

  @Override
  public int lessEqual(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 1, 1, 0, 1);
  }

  @Override
  public int greater(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 0, 1, 0, 1);
  }

  @Override
  public int greaterEqual(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n) {
    return run(x, xo, xs, y, yo, ys, z, zo, zs, n, 1, 0, 1, 1);
  }

  /**
   * {@code z = c0 ^ (c1 & x) ^ (c2 & y) ^ (c3 & x & y)} over the leading full vectors; a broadcast
   * operand is read once (z may alias it) and folded into the coefficients of the other.
   */
  private static int run(
      boolean[] x,
      int xo,
      int xs,
      boolean[] y,
      int yo,
      int ys,
      boolean[] z,
      int zo,
      int zs,
      int n,
      int c0,
      int c1,
      int c2,
      int c3) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      both(x, xo, y, yo, z, zo, bound, c0, c1, c2, c3);
    } else if (xs == 1 && ys == 0) {
      int v = y[yo] ? 1 : 0;
      one(x, xo, z, zo, bound, c0 ^ (c2 & v), c1 ^ (c3 & v));
    } else if (xs == 0 && ys == 1) {
      int u = x[xo] ? 1 : 0;
      one(y, yo, z, zo, bound, c0 ^ (c1 & u), c2 ^ (c3 & u));
    } else {
      return 0;
    }
    return bound;
  }

  /** {@code z = c0 ^ (c1 & x) ^ (c2 & y) ^ (c3 & x & y)} for the first {@code bound} elements. */
  private static void both(
      boolean[] x,
      int xo,
      boolean[] y,
      int yo,
      boolean[] z,
      int zo,
      int bound,
      int c0,
      int c1,
      int c2,
      int c3) {
    ByteVector k0 = ByteVector.broadcast(S, (byte) c0);
    ByteVector k1 = ByteVector.broadcast(S, (byte) c1);
    ByteVector k2 = ByteVector.broadcast(S, (byte) c2);
    ByteVector k3 = ByteVector.broadcast(S, (byte) c3);
    for (int i = 0; i < bound; i += L) {
      ByteVector a = ByteVector.fromBooleanArray(S, x, xo + i);
      ByteVector b = ByteVector.fromBooleanArray(S, y, yo + i);
      a.lanewise(VectorOperators.AND, b)
          .lanewise(VectorOperators.AND, k3)
          .lanewise(VectorOperators.XOR, a.lanewise(VectorOperators.AND, k1))
          .lanewise(VectorOperators.XOR, b.lanewise(VectorOperators.AND, k2))
          .lanewise(VectorOperators.XOR, k0)
          .intoBooleanArray(z, zo + i);
    }
  }

  /** {@code z = c0 ^ (c1 & x)} for the first {@code bound} elements. */
  private static void one(boolean[] x, int xo, boolean[] z, int zo, int bound, int c0, int c1) {
    ByteVector k0 = ByteVector.broadcast(S, (byte) c0);
    ByteVector k1 = ByteVector.broadcast(S, (byte) c1);
    for (int i = 0; i < bound; i += L) {
      ByteVector.fromBooleanArray(S, x, xo + i)
          .lanewise(VectorOperators.AND, k1)
          .lanewise(VectorOperators.XOR, k0)
          .intoBooleanArray(z, zo + i);
    }
  }

  @Override
  public boolean vectorized() {
    return true;
  }

  @Override
  public boolean max(boolean[] a, int off, int n, boolean acc) {
    return acc || indexOf(a, off, n, true) < n;
  }

  @Override
  public boolean min(boolean[] a, int off, int n, boolean acc) {
    return acc && indexOf(a, off, n, false) == n;
  }

  @Override
  public int argmax(boolean[] a, int off, int n) {
    int k = indexOf(a, off, n, true);
    return k < n ? k : 0;
  }

  @Override
  public int argmin(boolean[] a, int off, int n) {
    int k = indexOf(a, off, n, false);
    return k < n ? k : 0;
  }

  /**
   * The index of the first element equal to {@code want} in the contiguous run, or {@code n}. Each
   * element is read XORed with {@code !want}, so the search is for a nonzero byte either way; four
   * vectors per branch, then the vector that holds it.
   */
  private static int indexOf(boolean[] a, int off, int n, boolean want) {
    ByteVector flip = ByteVector.broadcast(S, (byte) (want ? 0 : 1));
    int i = 0;
    for (; i <= n - 4 * L; i += 4 * L) {
      ByteVector t =
          ByteVector.fromBooleanArray(S, a, off + i)
              .lanewise(VectorOperators.XOR, flip)
              .lanewise(
                  VectorOperators.OR,
                  ByteVector.fromBooleanArray(S, a, off + i + L)
                      .lanewise(VectorOperators.XOR, flip))
              .lanewise(
                  VectorOperators.OR,
                  ByteVector.fromBooleanArray(S, a, off + i + 2 * L)
                      .lanewise(VectorOperators.XOR, flip)
                      .lanewise(
                          VectorOperators.OR,
                          ByteVector.fromBooleanArray(S, a, off + i + 3 * L)
                              .lanewise(VectorOperators.XOR, flip)));
      if (t.compare(VectorOperators.NE, (byte) 0).anyTrue()) {
        break;
      }
    }
    for (int bound = S.loopBound(n); i < bound; i += L) {
      int k =
          ByteVector.fromBooleanArray(S, a, off + i)
              .lanewise(VectorOperators.XOR, flip)
              .compare(VectorOperators.NE, (byte) 0)
              .firstTrue();
      if (k < L) {
        return i + k;
      }
    }
    for (; i < n && a[off + i] != want; i++) {}
    return i;
  }
}
