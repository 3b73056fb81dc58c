package io.ndgen.runtime.internal;

import static jdk.incubator.vector.VectorOperators.GT;
import static jdk.incubator.vector.VectorOperators.LT;
import static jdk.incubator.vector.VectorOperators.MAX;
import static jdk.incubator.vector.VectorOperators.MIN;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Int64Simd} on the Vector API: unit-stride runs, and runs where one input is broadcast
 * (stride 0), into a unit-stride output, in full vectors of the preferred species. Integer min,
 * max, absolute value and comparisons have no NaN or signed-zero cases, so every result is the
 * scalar loop's. The int32 twin and the unsigned twins of both are derived from this source
 * (io.ndgen.codegen.DerivedSources: the elementwise ordered comparisons become their unsigned
 * forms, min and max a comparison and a blend); edit only this file. So that the twins follow by
 * words alone, the reductions spell their lane comparisons {@code GT}/{@code LT} (static imports)
 * and elementwise min and max read {@code a.lanewise(VectorOperators.MIN, b)}. Loaded only through
 * {@link io.ndgen.runtime.simd.Simd#load}.
 *
 * <p>As in {@code VectorFloat64Simd}, the loaded vector is the receiver of {@code lanewise}: its
 * exact class is known without a type profile, so C2 inlines the call (a profiled call boxes every
 * vector when it does not).
 */
final class VectorInt64Simd extends Int64Simd {
  private static final VectorSpecies<Long> S = LongVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /**
   * Elements per block of {@link #argExtreme} above which a run is searched block by block (the
   * winning block read again from L1), as {@code VectorFloat64Simd}'s.
   */
  private static final int BLOCK = 256 * L;

  /**
   * Comparisons store their masks as bytes: 1/0 lanes narrowed to bytes (one {@code vpmovqb} on
   * AVX-512), as {@code VectorBooleans} does for the float kernels, but written out in each
   * comparison rather than in a helper, which would receive the mask boxed whenever C2 did not
   * inline the call (VectorSignaturesTest). That needs eight lanes or more (the smallest byte
   * vector holds eight); with fewer the scalar loop compares.
   */
  private static final boolean NARROW = L >= 8;

  private static final VectorSpecies<Byte> BYTES =
      VectorSpecies.of(byte.class, VectorShape.forBitSize(Math.max(8, L) * Byte.SIZE));

  /**
   * Whether the whole-run reductions below may be called ({@link #vectorized}): false in the
   * unsigned twins, whose elementwise comparisons are unsigned by their words but whose reductions
   * order lanes with the signed {@code MAX}/{@code MIN} (JDK 17 has no unsigned lane maximum), so
   * uint32/uint64 reductions keep the kernels' scalar loops; so do their absolute and clip, which
   * are signed too (and not hooked for those dtypes).
   */
  private static final boolean WHOLE_RUNS = true;

  private static final LongVector ZERO = LongVector.zero(S);
  private static final LongVector ONE = LongVector.broadcast(S, 1);

  VectorInt64Simd() {}

  @Override
  public int minimum(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        LongVector a = LongVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.MIN, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        LongVector a = LongVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.MIN, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        a.lanewise(VectorOperators.MIN, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int maximum(
      long[] x, int xo, int xs, long[] y, int yo, int ys, long[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        LongVector a = LongVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.MAX, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        LongVector a = LongVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.MAX, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        a.lanewise(VectorOperators.MAX, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int equal(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (!NARROW || zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.EQ, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.EQ, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = a.compare(VectorOperators.EQ, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int notEqual(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (!NARROW || zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.NE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.NE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = a.compare(VectorOperators.NE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int less(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (!NARROW || zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.LT, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.LT, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = a.compare(VectorOperators.LT, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int lessEqual(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (!NARROW || zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.LE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.LE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = a.compare(VectorOperators.LE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greater(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (!NARROW || zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.GT, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.GT, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = a.compare(VectorOperators.GT, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greaterEqual(
      long[] x, int xo, int xs, long[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (!NARROW || zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.GE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      LongVector b = LongVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        VectorMask<Long> m = LongVector.fromArray(S, x, xo + i).compare(VectorOperators.GE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      LongVector a = LongVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        LongVector b = LongVector.fromArray(S, y, yo + i);
        VectorMask<Long> m = a.compare(VectorOperators.GE, b);
        ((ByteVector) ZERO.blend(ONE, m).convertShape(VectorOperators.L2B, BYTES, 0))
            .intoBooleanArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  /**
   * C2 vectorises the scalar loop too, but the leaf took 0.6-0.8x its CPU time for int32 (one JVM,
   * alternating, 4M elements).
   */
  @Override
  public int absolute(long[] x, int xo, int xs, long[] z, int zo, int zs, int n) {
    if (!WHOLE_RUNS || xs != 1 || zs != 1 || n < L) { // signed lanes: not in the unsigned twins
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      LongVector.fromArray(S, x, xo + i).lanewise(VectorOperators.ABS).intoArray(z, zo + i);
    }
    return bound;
  }

  /** As {@link #absolute}: 0.6-0.7x the scalar loop's CPU time for int32. */
  @Override
  public int clip(long[] x, int xo, int xs, long lo, long hi, long[] z, int zo, int zs, int n) {
    if (!WHOLE_RUNS || xs != 1 || zs != 1 || n < L) { // signed MAX/MIN: not in the unsigned twins
      return 0;
    }
    // the bounds as vectors: the scalar form lanewise(MAX, lo) dispatches through a JVM-wide
    // profile
    LongVector los = LongVector.broadcast(S, lo);
    LongVector his = LongVector.broadcast(S, hi);
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      LongVector.fromArray(S, x, xo + i).lanewise(MAX, los).lanewise(MIN, his).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int where(
      boolean[] c,
      int co,
      int cs,
      long[] x,
      int xo,
      int xs,
      long[] y,
      int yo,
      int ys,
      long[] z,
      int zo,
      int zs,
      int n) {
    if (cs != 1 || xs != 1 || ys != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      VectorMask<Long> m = VectorMask.fromArray(S, c, co + i);
      LongVector a = LongVector.fromArray(S, x, xo + i);
      LongVector.fromArray(S, y, yo + i).blend(a, m).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public boolean vectorized() {
    return WHOLE_RUNS;
  }

  @Override
  public long max(long[] a, int off, int n, long acc) {
    return n == 0 ? acc : Math.max(acc, largest(a, off, n));
  }

  @Override
  public long min(long[] a, int off, int n, long acc) {
    return n == 0 ? acc : Math.min(acc, smallest(a, off, n));
  }

  /**
   * The largest element of a run of {@code n >= 1}. Four accumulators, so that the loop is bound by
   * loads rather than by one chain of dependent {@code MAX}es. Written out, operator included: the
   * Vector API compiles an operator to instructions only when it is a constant where it compiles.
   */
  private static long largest(long[] a, int off, int n) {
    long m = a[off];
    int i = 0;
    if (n >= L) {
      LongVector v0 = LongVector.fromArray(S, a, off); // the first vector seeds all four
      LongVector v1 = v0;
      LongVector v2 = v0;
      LongVector v3 = v0;
      for (; i <= n - 4 * L; i += 4 * L) {
        v0 = LongVector.fromArray(S, a, off + i).lanewise(MAX, v0);
        v1 = LongVector.fromArray(S, a, off + i + L).lanewise(MAX, v1);
        v2 = LongVector.fromArray(S, a, off + i + 2 * L).lanewise(MAX, v2);
        v3 = LongVector.fromArray(S, a, off + i + 3 * L).lanewise(MAX, v3);
      }
      for (; i <= n - L; i += L) {
        v0 = LongVector.fromArray(S, a, off + i).lanewise(MAX, v0);
      }
      m = v0.lanewise(MAX, v1).lanewise(MAX, v2.lanewise(MAX, v3)).reduceLanes(MAX);
    }
    for (; i < n; i++) {
      m = Math.max(m, a[off + i]);
    }
    return m;
  }

  /**
   * The smallest element of a run of {@code n >= 1}. Four accumulators, so that the loop is bound
   * by loads rather than by one chain of dependent {@code MIN}s. Written out, operator included:
   * the Vector API compiles an operator to instructions only when it is a constant where it
   * compiles.
   */
  private static long smallest(long[] a, int off, int n) {
    long m = a[off];
    int i = 0;
    if (n >= L) {
      LongVector v0 = LongVector.fromArray(S, a, off); // the first vector seeds all four
      LongVector v1 = v0;
      LongVector v2 = v0;
      LongVector v3 = v0;
      for (; i <= n - 4 * L; i += 4 * L) {
        v0 = LongVector.fromArray(S, a, off + i).lanewise(MIN, v0);
        v1 = LongVector.fromArray(S, a, off + i + L).lanewise(MIN, v1);
        v2 = LongVector.fromArray(S, a, off + i + 2 * L).lanewise(MIN, v2);
        v3 = LongVector.fromArray(S, a, off + i + 3 * L).lanewise(MIN, v3);
      }
      for (; i <= n - L; i += L) {
        v0 = LongVector.fromArray(S, a, off + i).lanewise(MIN, v0);
      }
      m = v0.lanewise(MIN, v1).lanewise(MIN, v2.lanewise(MIN, v3)).reduceLanes(MIN);
    }
    for (; i < n; i++) {
      m = Math.min(m, a[off + i]);
    }
    return m;
  }

  @Override
  public int argmax(long[] a, int off, int n) {
    return argExtreme(a, off, n, true);
  }

  @Override
  public int argmin(long[] a, int off, int n) {
    return argExtreme(a, off, n, false);
  }

  /**
   * NumPy's argmax ({@code findMax}) or argmin of a run of {@code n >= 1} in one pass over memory:
   * a run of one block (a row of a matrix, say) goes to {@link #argLargest}/{@link #argSmallest}; a
   * bigger run goes in blocks of {@link #BLOCK} elements, each block's extreme compared with the
   * best so far (strictly: a later equal block does not win), and the first block holding the
   * overall extreme is searched for its first equal element.
   */
  private static int argExtreme(long[] a, int off, int n, boolean findMax) {
    if (n <= BLOCK) {
      return findMax ? argLargest(a, off, n) : argSmallest(a, off, n);
    }
    long best = 0;
    int at = -1;
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      long m = findMax ? largest(a, off + b, len) : smallest(a, off + b, len);
      if (at < 0 || (findMax ? m > best : m < best)) {
        best = m;
        at = b;
      }
    }
    return at + firstEqual(a, off + at, Math.min(BLOCK, n - at), best);
  }

  /**
   * The index of the first largest element of a run of {@code 1 <= n <= BLOCK}, reading the run
   * once: in steps of eight vectors, each step's lane-wise largest folded into the running one, and
   * each lane keeping the step where its value first appeared (moved only by a strictly larger
   * value, so the first of equals stays). At the end the first step holding the overall largest is
   * searched again (eight vectors, in L1). The last step overlaps the one before when {@code 8 L}
   * does not divide {@code n}; runs under eight vectors go to {@link #argBySearch}.
   */
  private static int argLargest(long[] a, int off, int n) {
    if (n < 8 * L) {
      return argBySearch(a, off, n, true);
    }
    LongVector best = LongVector.fromArray(S, a, off);
    LongVector at = LongVector.broadcast(S, 0);
    for (int i = 0; i < n; i += 8 * L) {
      int j = Math.min(i, n - 8 * L);
      int k = off + j;
      LongVector t =
          LongVector.fromArray(S, a, k)
              .lanewise(MAX, LongVector.fromArray(S, a, k + L))
              .lanewise(
                  MAX,
                  LongVector.fromArray(S, a, k + 2 * L)
                      .lanewise(MAX, LongVector.fromArray(S, a, k + 3 * L)))
              .lanewise(
                  MAX,
                  LongVector.fromArray(S, a, k + 4 * L)
                      .lanewise(MAX, LongVector.fromArray(S, a, k + 5 * L))
                      .lanewise(
                          MAX,
                          LongVector.fromArray(S, a, k + 6 * L)
                              .lanewise(MAX, LongVector.fromArray(S, a, k + 7 * L))));
      at = at.blend(j, t.compare(GT, best));
      best = t.lanewise(MAX, best);
    }
    long m = best.reduceLanes(MAX);
    int step =
        Math.toIntExact(
            LongVector.broadcast(S, Integer.MAX_VALUE).blend(at, best.eq(m)).reduceLanes(MIN));
    return step + firstEqual(a, off + step, 8 * L, m);
  }

  /**
   * The index of the first smallest element of a run of {@code 1 <= n <= BLOCK}, reading the run
   * once: in steps of eight vectors, each step's lane-wise smallest folded into the running one,
   * and each lane keeping the step where its value first appeared (moved only by a strictly smaller
   * value, so the first of equals stays). At the end the first step holding the overall smallest is
   * searched again (eight vectors, in L1). The last step overlaps the one before when {@code 8 L}
   * does not divide {@code n}; runs under eight vectors go to {@link #argBySearch}.
   */
  private static int argSmallest(long[] a, int off, int n) {
    if (n < 8 * L) {
      return argBySearch(a, off, n, false);
    }
    LongVector best = LongVector.fromArray(S, a, off);
    LongVector at = LongVector.broadcast(S, 0);
    for (int i = 0; i < n; i += 8 * L) {
      int j = Math.min(i, n - 8 * L);
      int k = off + j;
      LongVector t =
          LongVector.fromArray(S, a, k)
              .lanewise(MIN, LongVector.fromArray(S, a, k + L))
              .lanewise(
                  MIN,
                  LongVector.fromArray(S, a, k + 2 * L)
                      .lanewise(MIN, LongVector.fromArray(S, a, k + 3 * L)))
              .lanewise(
                  MIN,
                  LongVector.fromArray(S, a, k + 4 * L)
                      .lanewise(MIN, LongVector.fromArray(S, a, k + 5 * L))
                      .lanewise(
                          MIN,
                          LongVector.fromArray(S, a, k + 6 * L)
                              .lanewise(MIN, LongVector.fromArray(S, a, k + 7 * L))));
      at = at.blend(j, t.compare(LT, best));
      best = t.lanewise(MIN, best);
    }
    long m = best.reduceLanes(MIN);
    int step =
        Math.toIntExact(
            LongVector.broadcast(S, Integer.MAX_VALUE).blend(at, best.eq(m)).reduceLanes(MIN));
    return step + firstEqual(a, off + step, 8 * L, m);
  }

  /** The first element equal to the extreme of a short run, by searching (a second read). */
  private static int argBySearch(long[] a, int off, int n, boolean findMax) {
    return firstEqual(a, off, n, findMax ? largest(a, off, n) : smallest(a, off, n));
  }

  /** The index of the first element equal to {@code m} (there is one). */
  private static int firstEqual(long[] a, int off, int n, long m) {
    int i = 0;
    // four compares per branch: this search runs once per argmax, so once per row of an axis
    // reduction
    for (; i <= n - 4 * L; i += 4 * L) {
      VectorMask<Long> e =
          LongVector.fromArray(S, a, off + i)
              .eq(m)
              .or(LongVector.fromArray(S, a, off + i + L).eq(m))
              .or(LongVector.fromArray(S, a, off + i + 2 * L).eq(m))
              .or(LongVector.fromArray(S, a, off + i + 3 * L).eq(m));
      if (e.anyTrue()) {
        break;
      }
    }
    for (int bound = S.loopBound(n); i < bound; i += L) {
      int k = LongVector.fromArray(S, a, off + i).eq(m).firstTrue();
      if (k < L) {
        return i + k;
      }
    }
    for (; a[off + i] != m; i++) {}
    return i;
  }
}
