package io.ndgen.runtime.internal;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Int8Simd} on the Vector API: unit-stride runs, and runs where one input is broadcast
 * (stride 0), into a unit-stride output, in full vectors of the preferred species. Integer min, max
 * and comparisons have no NaN or signed-zero cases, so every result is the scalar loop's. The int16
 * twin and the unsigned twins of both are derived from this source
 * (io.ndgen.codegen.DerivedSources: the ordered comparisons become their unsigned forms, {@link
 * #SIGN} the sign bit); edit only this file. So that the twins follow by words alone, elementwise
 * min and max are a comparison and a blend, and the reductions and every scalar comparison order
 * {@code v ^ SIGN} (for the signed types the XOR with zero costs nothing measurable; the JIT folds
 * the scalar one away). Loaded only through {@link io.ndgen.runtime.simd.Simd#load}.
 *
 * <p>As in {@code VectorInt64Simd}, a loaded vector is the receiver of each operation, so C2 knows
 * its exact class without a type profile; no method takes or returns a vector or a mask
 * (VectorSignaturesTest).
 */
final class VectorInt8Simd extends Int8Simd {
  private static final VectorSpecies<Byte> S = ByteVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /**
   * XORed into a value before a scalar ordered comparison or the lanes' final reduction: zero here;
   * the sign bit in the unsigned twins, which maps unsigned order onto signed order.
   */
  private static final byte SIGN = 0;

  /**
   * Elements per block of {@link #argExtreme}: each block's extreme is found in vectors, and the
   * first block holding the run's extreme is searched again (from L1) for its first index.
   */
  private static final int BLOCK = 64 * L;

  /** The comparisons' lanes as stored booleans (in the int16 twin, narrowed lanes). */
  private static final VectorSpecies<Byte> BOOLS = S;

  private static final ByteVector ZERO = ByteVector.zero(S);
  private static final ByteVector ONE = ByteVector.broadcast(S, 1);

  VectorInt8Simd() {}

  @Override
  public int add(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        ByteVector.fromArray(S, x, xo + i).lanewise(VectorOperators.ADD, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector.fromArray(S, x, xo + i).lanewise(VectorOperators.ADD, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        a.lanewise(VectorOperators.ADD, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int subtract(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        ByteVector.fromArray(S, x, xo + i).lanewise(VectorOperators.SUB, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector.fromArray(S, x, xo + i).lanewise(VectorOperators.SUB, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        a.lanewise(VectorOperators.SUB, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int multiply(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        ByteVector.fromArray(S, x, xo + i).lanewise(VectorOperators.MUL, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector.fromArray(S, x, xo + i).lanewise(VectorOperators.MUL, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        a.lanewise(VectorOperators.MUL, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int minimum(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector a = ByteVector.fromArray(S, x, xo + i);
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        a.blend(b, b.compare(VectorOperators.LT, a)).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector a = ByteVector.fromArray(S, x, xo + i);
        a.blend(b, b.compare(VectorOperators.LT, a)).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        a.blend(b, b.compare(VectorOperators.LT, a)).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int maximum(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, byte[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector a = ByteVector.fromArray(S, x, xo + i);
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        a.blend(b, a.compare(VectorOperators.LT, b)).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector a = ByteVector.fromArray(S, x, xo + i);
        a.blend(b, a.compare(VectorOperators.LT, b)).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        a.blend(b, a.compare(VectorOperators.LT, b)).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int equal(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.EQ, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.EQ, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = a.compare(VectorOperators.EQ, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int notEqual(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.NE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.NE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = a.compare(VectorOperators.NE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int less(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.LT, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.LT, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = a.compare(VectorOperators.LT, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int lessEqual(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.LE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.LE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = a.compare(VectorOperators.LE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greater(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.GT, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.GT, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = a.compare(VectorOperators.GT, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greaterEqual(
      byte[] x, int xo, int xs, byte[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.GE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      ByteVector b = ByteVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Byte> m = ByteVector.fromArray(S, x, xo + i).compare(VectorOperators.GE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      ByteVector a = ByteVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        ByteVector b = ByteVector.fromArray(S, y, yo + i);
        VectorMask<Byte> m = a.compare(VectorOperators.GE, b);
        ZERO.blend(ONE, m).intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public boolean vectorized() {
    return true;
  }

  @Override
  public byte max(byte[] a, int off, int n, byte acc) {
    if (n == 0) {
      return acc;
    }
    byte m = largest(a, off, n);
    return (m ^ SIGN) > (acc ^ SIGN) ? m : acc;
  }

  @Override
  public byte min(byte[] a, int off, int n, byte acc) {
    if (n == 0) {
      return acc;
    }
    byte m = smallest(a, off, n);
    return (m ^ SIGN) < (acc ^ SIGN) ? m : acc;
  }

  /**
   * The largest element of a run of {@code n >= 1}. Every element is read XORed with {@link #SIGN},
   * so that one signed {@code MAX} orders the unsigned twins' elements too (the XOR with zero costs
   * the signed loop nothing measurable: 0.054 ms for 4 MiB, as without it); a comparison and a
   * blend instead ran 4.5x slower. Four accumulators, so that the loop is bound by loads rather
   * than by one chain of dependent {@code MAX}s.
   */
  private static byte largest(byte[] a, int off, int n) {
    byte m = a[off];
    int i = 0;
    if (n >= L) {
      // XOR with a vector, not with the scalar: the JDK's scalar form dispatches its inner calls
      // on one JVM-wide type profile, and once another shape of ByteVector has passed through it
      // (the casts' 128-bit vectors) C2 merges two classes there and boxes every vector
      ByteVector sign = ByteVector.broadcast(S, SIGN);
      // the first vector seeds all four
      ByteVector v0 = ByteVector.fromArray(S, a, off).lanewise(VectorOperators.XOR, sign);
      ByteVector v1 = v0;
      ByteVector v2 = v0;
      ByteVector v3 = v0;
      for (; i <= n - 4 * L; i += 4 * L) {
        v0 =
            ByteVector.fromArray(S, a, off + i)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MAX, v0);
        v1 =
            ByteVector.fromArray(S, a, off + i + L)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MAX, v1);
        v2 =
            ByteVector.fromArray(S, a, off + i + 2 * L)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MAX, v2);
        v3 =
            ByteVector.fromArray(S, a, off + i + 3 * L)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MAX, v3);
      }
      for (; i <= n - L; i += L) {
        v0 =
            ByteVector.fromArray(S, a, off + i)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MAX, v0);
      }
      v0 =
          v0.lanewise(VectorOperators.MAX, v1)
              .lanewise(VectorOperators.MAX, v2.lanewise(VectorOperators.MAX, v3));
      m = (byte) (v0.reduceLanes(VectorOperators.MAX) ^ SIGN);
    }
    for (; i < n; i++) {
      byte v = a[off + i];
      if ((v ^ SIGN) > (m ^ SIGN)) {
        m = v;
      }
    }
    return m;
  }

  /**
   * The smallest element of a run of {@code n >= 1}. Every element is read XORed with {@link
   * #SIGN}, so that one signed {@code MIN} orders the unsigned twins' elements too (the XOR with
   * zero costs the signed loop nothing measurable: 0.054 ms for 4 MiB, as without it); a comparison
   * and a blend instead ran 4.5x slower. Four accumulators, so that the loop is bound by loads
   * rather than by one chain of dependent {@code MIN}s.
   */
  private static byte smallest(byte[] a, int off, int n) {
    byte m = a[off];
    int i = 0;
    if (n >= L) {
      // XOR with a vector, not with the scalar: the JDK's scalar form dispatches its inner calls
      // on one JVM-wide type profile, and once another shape of ByteVector has passed through it
      // (the casts' 128-bit vectors) C2 merges two classes there and boxes every vector
      ByteVector sign = ByteVector.broadcast(S, SIGN);
      // the first vector seeds all four
      ByteVector v0 = ByteVector.fromArray(S, a, off).lanewise(VectorOperators.XOR, sign);
      ByteVector v1 = v0;
      ByteVector v2 = v0;
      ByteVector v3 = v0;
      for (; i <= n - 4 * L; i += 4 * L) {
        v0 =
            ByteVector.fromArray(S, a, off + i)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MIN, v0);
        v1 =
            ByteVector.fromArray(S, a, off + i + L)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MIN, v1);
        v2 =
            ByteVector.fromArray(S, a, off + i + 2 * L)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MIN, v2);
        v3 =
            ByteVector.fromArray(S, a, off + i + 3 * L)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MIN, v3);
      }
      for (; i <= n - L; i += L) {
        v0 =
            ByteVector.fromArray(S, a, off + i)
                .lanewise(VectorOperators.XOR, sign)
                .lanewise(VectorOperators.MIN, v0);
      }
      v0 =
          v0.lanewise(VectorOperators.MIN, v1)
              .lanewise(VectorOperators.MIN, v2.lanewise(VectorOperators.MIN, v3));
      m = (byte) (v0.reduceLanes(VectorOperators.MIN) ^ SIGN);
    }
    for (; i < n; i++) {
      byte v = a[off + i];
      if ((v ^ SIGN) < (m ^ SIGN)) {
        m = v;
      }
    }
    return m;
  }

  @Override
  public int argmax(byte[] a, int off, int n) {
    return argExtreme(a, off, n, true);
  }

  @Override
  public int argmin(byte[] a, int off, int n) {
    return argExtreme(a, off, n, false);
  }

  /**
   * NumPy's argmax ({@code findMax}) or argmin of a run of {@code n >= 1}: in blocks of {@link
   * #BLOCK} elements, each block's extreme compared with the best so far (strictly: a later equal
   * block does not win), then the first block holding the overall extreme searched for its first
   * equal element. Narrow lanes cannot hold an element's index, so unlike {@code VectorInt64Simd}
   * no lane keeps where its value appeared; the second read is of one block, from L1.
   */
  private static int argExtreme(byte[] a, int off, int n, boolean findMax) {
    byte best = 0;
    int at = -1;
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      byte m = findMax ? largest(a, off + b, len) : smallest(a, off + b, len);
      if (at < 0 || (findMax ? (m ^ SIGN) > (best ^ SIGN) : (m ^ SIGN) < (best ^ SIGN))) {
        best = m;
        at = b;
      }
    }
    return at + firstEqual(a, off + at, Math.min(BLOCK, n - at), best);
  }

  /** The index of the first element equal to {@code m} (there is one). */
  private static int firstEqual(byte[] a, int off, int n, byte m) {
    int i = 0;
    // four compares per branch: this search runs once per argmax, so once per row of an axis
    // reduction
    for (; i <= n - 4 * L; i += 4 * L) {
      VectorMask<Byte> e =
          ByteVector.fromArray(S, a, off + i)
              .eq(m)
              .or(ByteVector.fromArray(S, a, off + i + L).eq(m))
              .or(ByteVector.fromArray(S, a, off + i + 2 * L).eq(m))
              .or(ByteVector.fromArray(S, a, off + i + 3 * L).eq(m));
      if (e.anyTrue()) {
        break;
      }
    }
    for (int bound = S.loopBound(n); i < bound; i += L) {
      int k = ByteVector.fromArray(S, a, off + i).eq(m).firstTrue();
      if (k < L) {
        return i + k;
      }
    }
    for (; a[off + i] != m; i++) {}
    return i;
  }
}
