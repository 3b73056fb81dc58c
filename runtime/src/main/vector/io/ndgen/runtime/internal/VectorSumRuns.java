package io.ndgen.runtime.internal;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.AND;
import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.IS_NAN;
import static jdk.incubator.vector.VectorOperators.MUL;
import static jdk.incubator.vector.VectorOperators.SUB;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link SumRuns} on the Vector API: NumPy's eight partial sums of a block of up to 128 elements
 * are the lanes of one 256-bit float vector (two 4-lane vectors for float64); each step adds the
 * next eight elements lane by lane, exactly as NumPy's {@code r[j] += a[i + j]}. The lanes are
 * combined by two swap-and-add steps, {@code (r0+r1), (r2+r3), …} then {@code (r0+r1)+(r2+r3)}, …,
 * which are NumPy's additions (each commuted at most), so the result has the scalar algorithm's
 * bits. Loaded only through {@link io.ndgen.runtime.simd.Simd#load}.
 *
 * <p>How C2 sees this class decides whether the vectors stay in registers (issue 11):
 *
 * <ul>
 *   <li>The vector block lives once per dtype, in {@code blocks}, which walks NumPy's recursion
 *       over up to four blocks (512 elements) in loops; {@code sum} holds NumPy's recursion above
 *       that in scalar code, so when C2 inlines {@code sum} into itself it copies no vector code
 *       (with the block in the recursion, one compile held three copies of it, near C2's node
 *       limits).
 *   <li>Each {@code blocks} is above C2's inlining size limit ({@code FreqInlineSize}, 325
 *       bytecodes; {@code VectorSumRunsTest} pins it), so it compiles as its own root, never
 *       inlined into the recursion; the float32 loop takes two steps per iteration for that.
 *   <li>No per-thread state: walking the whole recursion as one loop needed a stack from a {@code
 *       ThreadLocal} (a lookup per call, stores per block), which made float32 sums slower.
 *   <li>The walk is written once per dtype, not shared through a generic helper: a helper that C2
 *       does not inline would take the vectors as objects, boxing each of them.
 *   <li>Additions are {@code lanewise(ADD, …)}, not {@code add}: {@code FloatVector.add} is one
 *       method for every shape, and its call of {@code lanewise} keeps one type profile for all
 *       callers. These 256-bit vectors in it next to the preferred 512-bit ones of the elementwise
 *       kernels made C2 compile the kernels' {@code add} with a two-class guard and box every
 *       vector: float32 {@code add} into {@code out} in 7 of 10 JVMs that ran many ops, float64
 *       {@code tanh} after {@code sum} in 4 of 4 (scripts/bench/KernelBoxing.java, issue 11);
 *       {@code lanewise} is each shape's own method, with a profile of its own.
 *   <li>In the loops the loaded vector is the receiver ({@code x.lanewise(ADD, r)}), and the
 *       partial sums pass through {@code -0.0 + r} before the combine: a receiver whose exact class
 *       C2 knows needs no type-profile guard, and a guard on a loop's vector phi boxed every vector
 *       in some JVMs (55 to 65 MB allocated per 2048 x 2048 float64 sum, 4-5x the time). IEEE
 *       addition commutes and {@code -0.0 + x} is {@code x}, so the bits stay NumPy's.
 * </ul>
 */
final class VectorSumRuns extends SumRuns {
  private static final int BLOCK = 128;
  private static final VectorSpecies<Float> F = FloatVector.SPECIES_256;
  private static final VectorSpecies<Double> D = DoubleVector.SPECIES_256;
  private static final VectorShuffle<Float> F_PAIRS =
      VectorShuffle.fromValues(F, 1, 0, 3, 2, 5, 4, 7, 6);
  private static final VectorShuffle<Float> F_QUADS =
      VectorShuffle.fromValues(F, 2, 3, 0, 1, 6, 7, 4, 5);
  private static final VectorShuffle<Double> D_PAIRS = VectorShuffle.fromValues(D, 1, 0, 3, 2);
  private static final VectorShuffle<Double> D_QUADS = VectorShuffle.fromValues(D, 2, 3, 0, 1);
  private static final FloatVector F_ZERO = FloatVector.zero(F);
  private static final DoubleVector D_ZERO = DoubleVector.zero(D);

  VectorSumRuns() {
    if (FloatVector.SPECIES_PREFERRED.vectorBitSize() < 256) {
      throw new UnsupportedOperationException("256-bit vectors are not native here");
    }
  }

  @Override
  public float sum(float[] a, int off, int n) {
    if (inOneStep(n)) {
      return blocks(a, off, n);
    }
    int h = half(n);
    return sum(a, off, h) + sum(a, off + h, n - h);
  }

  @Override
  public double sum(double[] a, int off, int n) {
    if (inOneStep(n)) {
      return blocks(a, off, n);
    }
    int h = half(n);
    return sum(a, off, h) + sum(a, off + h, n - h);
  }

  @Override
  public float nansum(float[] a, int off, int n) {
    if (inOneStep(n)) {
      return nanBlocks(a, off, n);
    }
    int h = half(n);
    return nansum(a, off, h) + nansum(a, off + h, n - h);
  }

  @Override
  public double nansum(double[] a, int off, int n) {
    if (inOneStep(n)) {
      return nanBlocks(a, off, n);
    }
    int h = half(n);
    return nansum(a, off, h) + nansum(a, off + h, n - h);
  }

  @Override
  public float squaredDeviations(float[] a, int off, int n, float m) {
    if (inOneStep(n)) {
      return deviationBlocks(a, off, n, m);
    }
    int h = half(n);
    return squaredDeviations(a, off, h, m) + squaredDeviations(a, off + h, n - h, m);
  }

  @Override
  public double squaredDeviations(double[] a, int off, int n, double m) {
    if (inOneStep(n)) {
      return deviationBlocks(a, off, n, m);
    }
    int h = half(n);
    return squaredDeviations(a, off, h, m) + squaredDeviations(a, off + h, n - h, m);
  }

  /**
   * The pairwise sum of a run {@link #inOneStep}: NumPy's recursion over at most four blocks,
   * walked as two nested loops (the run's halves, or the run itself when it is at most two blocks;
   * then each part's halves, or the part itself when it is one block), so the method holds one copy
   * of the block. {@code -0.0 + x} is {@code x}, so each sum starts at -0.0.
   */
  private static float blocks(float[] a, int off, int n) {
    if (n < 8) {
      float s = -0.0f;
      for (int p = off; p < off + n; p++) {
        s += a[p];
      }
      return s;
    }
    float s = -0.0f;
    int stop = off + n;
    int part = atMostTwoBlocks(n) ? n : half(n);
    while (off < stop) {
      float t = -0.0f;
      int partEnd = off + part;
      int m = part > BLOCK ? half(part) : part;
      while (off < partEnd) {
        int end = off + m - (m % 8);
        FloatVector r = FloatVector.fromArray(F, a, off);
        int p = off + 8;
        for (; p <= end - 16; p += 16) {
          r = FloatVector.fromArray(F, a, p).lanewise(ADD, r);
          r = FloatVector.fromArray(F, a, p + 8).lanewise(ADD, r);
        }
        for (; p < end; p += 8) {
          r = FloatVector.fromArray(F, a, p).lanewise(ADD, r);
        }
        r = FloatVector.broadcast(F, -0.0f).lanewise(ADD, r);
        // lane 0: r0+r1 (r1+r0 in lane 1), …; then lane 0: (r0+r1)+(r2+r3)
        FloatVector pairs = r.lanewise(ADD, r.rearrange(F_PAIRS));
        FloatVector quads = pairs.lanewise(ADD, pairs.rearrange(F_QUADS));
        float block = quads.lane(0) + quads.lane(4);
        for (; p < off + m; p++) {
          block += a[p];
        }
        t += block;
        off += m;
        m = partEnd - off;
      }
      s += t;
      part = stop - off;
    }
    return s;
  }

  /** {@link #blocks(float[], int, int)} for float64: a block's partial sums are two vectors. */
  private static double blocks(double[] a, int off, int n) {
    if (n < 8) {
      double s = -0.0;
      for (int p = off; p < off + n; p++) {
        s += a[p];
      }
      return s;
    }
    double s = -0.0;
    int stop = off + n;
    int part = atMostTwoBlocks(n) ? n : half(n);
    while (off < stop) {
      double t = -0.0;
      int partEnd = off + part;
      int m = part > BLOCK ? half(part) : part;
      while (off < partEnd) {
        int end = off + m - (m % 8);
        DoubleVector lo = DoubleVector.fromArray(D, a, off); // partial sums 0-3
        DoubleVector hi = DoubleVector.fromArray(D, a, off + 4); // partial sums 4-7
        int p = off + 8;
        for (; p < end; p += 8) {
          lo = DoubleVector.fromArray(D, a, p).lanewise(ADD, lo);
          hi = DoubleVector.fromArray(D, a, p + 4).lanewise(ADD, hi);
        }
        lo = DoubleVector.broadcast(D, -0.0).lanewise(ADD, lo);
        hi = DoubleVector.broadcast(D, -0.0).lanewise(ADD, hi);
        DoubleVector lp = lo.lanewise(ADD, lo.rearrange(D_PAIRS));
        DoubleVector hp = hi.lanewise(ADD, hi.rearrange(D_PAIRS));
        DoubleVector lq = lp.lanewise(ADD, lp.rearrange(D_QUADS));
        DoubleVector hq = hp.lanewise(ADD, hp.rearrange(D_QUADS));
        double block = lq.lane(0) + hq.lane(0);
        for (; p < off + m; p++) {
          block += a[p];
        }
        t += block;
        off += m;
        m = partEnd - off;
      }
      s += t;
      part = stop - off;
    }
    return s;
  }

  // nansum's and var's pairwise sums: blocks() with each loaded vector (and each scalar in the
  // tails) replaced by its term, NaN as +0.0 or (x - m)² rounded per step; written out per dtype
  // and term for the reasons in the class comment

  private static float nanBlocks(float[] a, int off, int n) {
    if (n < 8) {
      float s = -0.0f;
      for (int p = off; p < off + n; p++) {
        s += a[p] != a[p] ? 0.0f : a[p];
      }
      return s;
    }
    float s = -0.0f;
    int stop = off + n;
    int part = atMostTwoBlocks(n) ? n : half(n);
    while (off < stop) {
      float t = -0.0f;
      int partEnd = off + part;
      int m = part > BLOCK ? half(part) : part;
      while (off < partEnd) {
        int end = off + m - (m % 8);
        FloatVector r = FloatVector.fromArray(F, a, off);
        r = r.blend(F_ZERO, r.test(IS_NAN));
        int p = off + 8;
        for (; p <= end - 16; p += 16) {
          FloatVector x = FloatVector.fromArray(F, a, p);
          r = x.blend(F_ZERO, x.test(IS_NAN)).lanewise(ADD, r);
          FloatVector y = FloatVector.fromArray(F, a, p + 8);
          r = y.blend(F_ZERO, y.test(IS_NAN)).lanewise(ADD, r);
        }
        for (; p < end; p += 8) {
          FloatVector x = FloatVector.fromArray(F, a, p);
          r = x.blend(F_ZERO, x.test(IS_NAN)).lanewise(ADD, r);
        }
        r = FloatVector.broadcast(F, -0.0f).lanewise(ADD, r);
        // lane 0: r0+r1 (r1+r0 in lane 1), …; then lane 0: (r0+r1)+(r2+r3)
        FloatVector pairs = r.lanewise(ADD, r.rearrange(F_PAIRS));
        FloatVector quads = pairs.lanewise(ADD, pairs.rearrange(F_QUADS));
        float block = quads.lane(0) + quads.lane(4);
        for (; p < off + m; p++) {
          block += a[p] != a[p] ? 0.0f : a[p];
        }
        t += block;
        off += m;
        m = partEnd - off;
      }
      s += t;
      part = stop - off;
    }
    return s;
  }

  private static float deviationBlocks(float[] a, int off, int n, float mu) {
    if (n < 8) {
      float s = -0.0f;
      for (int p = off; p < off + n; p++) {
        s += (a[p] - mu) * (a[p] - mu);
      }
      return s;
    }
    float s = -0.0f;
    int stop = off + n;
    FloatVector mean = FloatVector.broadcast(F, mu);
    int part = atMostTwoBlocks(n) ? n : half(n);
    while (off < stop) {
      float t = -0.0f;
      int partEnd = off + part;
      int m = part > BLOCK ? half(part) : part;
      while (off < partEnd) {
        int end = off + m - (m % 8);
        FloatVector r = FloatVector.fromArray(F, a, off).lanewise(SUB, mean);
        r = r.lanewise(MUL, r);
        int p = off + 8;
        for (; p <= end - 16; p += 16) {
          FloatVector x = FloatVector.fromArray(F, a, p).lanewise(SUB, mean);
          r = x.lanewise(MUL, x).lanewise(ADD, r);
          FloatVector y = FloatVector.fromArray(F, a, p + 8).lanewise(SUB, mean);
          r = y.lanewise(MUL, y).lanewise(ADD, r);
        }
        for (; p < end; p += 8) {
          FloatVector x = FloatVector.fromArray(F, a, p).lanewise(SUB, mean);
          r = x.lanewise(MUL, x).lanewise(ADD, r);
        }
        r = FloatVector.broadcast(F, -0.0f).lanewise(ADD, r);
        // lane 0: r0+r1 (r1+r0 in lane 1), …; then lane 0: (r0+r1)+(r2+r3)
        FloatVector pairs = r.lanewise(ADD, r.rearrange(F_PAIRS));
        FloatVector quads = pairs.lanewise(ADD, pairs.rearrange(F_QUADS));
        float block = quads.lane(0) + quads.lane(4);
        for (; p < off + m; p++) {
          block += (a[p] - mu) * (a[p] - mu);
        }
        t += block;
        off += m;
        m = partEnd - off;
      }
      s += t;
      part = stop - off;
    }
    return s;
  }

  private static double nanBlocks(double[] a, int off, int n) {
    if (n < 8) {
      double s = -0.0;
      for (int p = off; p < off + n; p++) {
        s += a[p] != a[p] ? 0.0 : a[p];
      }
      return s;
    }
    double s = -0.0;
    int stop = off + n;
    int part = atMostTwoBlocks(n) ? n : half(n);
    while (off < stop) {
      double t = -0.0;
      int partEnd = off + part;
      int m = part > BLOCK ? half(part) : part;
      while (off < partEnd) {
        int end = off + m - (m % 8);
        DoubleVector lo = DoubleVector.fromArray(D, a, off); // partial sums 0-3
        DoubleVector hi = DoubleVector.fromArray(D, a, off + 4); // partial sums 4-7
        lo = lo.blend(D_ZERO, lo.test(IS_NAN));
        hi = hi.blend(D_ZERO, hi.test(IS_NAN));
        int p = off + 8;
        for (; p < end; p += 8) {
          DoubleVector x = DoubleVector.fromArray(D, a, p);
          lo = x.blend(D_ZERO, x.test(IS_NAN)).lanewise(ADD, lo);
          DoubleVector y = DoubleVector.fromArray(D, a, p + 4);
          hi = y.blend(D_ZERO, y.test(IS_NAN)).lanewise(ADD, hi);
        }
        lo = DoubleVector.broadcast(D, -0.0).lanewise(ADD, lo);
        hi = DoubleVector.broadcast(D, -0.0).lanewise(ADD, hi);
        DoubleVector lp = lo.lanewise(ADD, lo.rearrange(D_PAIRS));
        DoubleVector hp = hi.lanewise(ADD, hi.rearrange(D_PAIRS));
        DoubleVector lq = lp.lanewise(ADD, lp.rearrange(D_QUADS));
        DoubleVector hq = hp.lanewise(ADD, hp.rearrange(D_QUADS));
        double block = lq.lane(0) + hq.lane(0);
        for (; p < off + m; p++) {
          block += a[p] != a[p] ? 0.0 : a[p];
        }
        t += block;
        off += m;
        m = partEnd - off;
      }
      s += t;
      part = stop - off;
    }
    return s;
  }

  private static double deviationBlocks(double[] a, int off, int n, double mu) {
    if (n < 8) {
      double s = -0.0;
      for (int p = off; p < off + n; p++) {
        s += (a[p] - mu) * (a[p] - mu);
      }
      return s;
    }
    double s = -0.0;
    int stop = off + n;
    DoubleVector mean = DoubleVector.broadcast(D, mu);
    int part = atMostTwoBlocks(n) ? n : half(n);
    while (off < stop) {
      double t = -0.0;
      int partEnd = off + part;
      int m = part > BLOCK ? half(part) : part;
      while (off < partEnd) {
        int end = off + m - (m % 8);
        DoubleVector lo = DoubleVector.fromArray(D, a, off).lanewise(SUB, mean); // partials 0-3
        DoubleVector hi = DoubleVector.fromArray(D, a, off + 4).lanewise(SUB, mean); // 4-7
        lo = lo.lanewise(MUL, lo);
        hi = hi.lanewise(MUL, hi);
        int p = off + 8;
        for (; p < end; p += 8) {
          DoubleVector x = DoubleVector.fromArray(D, a, p).lanewise(SUB, mean);
          lo = x.lanewise(MUL, x).lanewise(ADD, lo);
          DoubleVector y = DoubleVector.fromArray(D, a, p + 4).lanewise(SUB, mean);
          hi = y.lanewise(MUL, y).lanewise(ADD, hi);
        }
        lo = DoubleVector.broadcast(D, -0.0).lanewise(ADD, lo);
        hi = DoubleVector.broadcast(D, -0.0).lanewise(ADD, hi);
        DoubleVector lp = lo.lanewise(ADD, lo.rearrange(D_PAIRS));
        DoubleVector hp = hi.lanewise(ADD, hi.rearrange(D_PAIRS));
        DoubleVector lq = lp.lanewise(ADD, lp.rearrange(D_QUADS));
        DoubleVector hq = hp.lanewise(ADD, hp.rearrange(D_QUADS));
        double block = lq.lane(0) + hq.lane(0);
        for (; p < off + m; p++) {
          block += (a[p] - mu) * (a[p] - mu);
        }
        t += block;
        off += m;
        m = partEnd - off;
      }
      s += t;
      part = stop - off;
    }
    return s;
  }

  /** True for a run that is one block or whose halves are. */
  private static boolean atMostTwoBlocks(int n) {
    return n <= BLOCK || n - half(n) <= BLOCK;
  }

  /** True for a run {@link #blocks} sums: at most two blocks, or two halves that are. */
  private static boolean inOneStep(int n) {
    return atMostTwoBlocks(n) || (atMostTwoBlocks(half(n)) && atMostTwoBlocks(n - half(n)));
  }

  /** NumPy's left half of a run longer than a block: half its length, a multiple of 8. */
  private static int half(int n) {
    int h = n / 2;
    return h - h % 8;
  }

  private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Long> J = LongVector.SPECIES_PREFERRED;

  /**
   * Elements per block of the int32 sum: each element is split into its low 16 bits (0..65535) and
   * its high 16 bits (signed), whose sums over a block, in int lanes and across them, stay below
   * 2^31 ({@code 32768 * 65535 < 2^31}), so they are exact; the block adds {@code hi * 65536 + lo}
   * to a long. No int-to-long lane conversion is needed (an intrinsic only for some shapes).
   */
  private static final int INT_BLOCK = 32768;

  @Override
  public long sum(int[] a, int off, int n) {
    long acc = 0;
    int i = 0;
    int bound = I.loopBound(n);
    while (i < bound) {
      int end = Math.min(bound, i + INT_BLOCK);
      IntVector lo = IntVector.zero(I);
      IntVector hi = IntVector.zero(I);
      for (; i < end; i += I.length()) {
        IntVector v = IntVector.fromArray(I, a, off + i);
        lo = v.lanewise(AND, 0xFFFF).lanewise(ADD, lo);
        hi = v.lanewise(ASHR, 16).lanewise(ADD, hi);
      }
      acc += ((long) hi.reduceLanes(ADD) << 16) + lo.reduceLanes(ADD);
    }
    for (; i < n; i++) {
      acc += a[off + i];
    }
    return acc;
  }

  @Override
  public long sum(long[] a, int off, int n) {
    int l = J.length();
    int i = 0;
    long acc = 0;
    if (n >= 4 * l) {
      // four accumulators: one chain of adds would bind the loop to the add's latency
      LongVector v0 = LongVector.zero(J);
      LongVector v1 = v0;
      LongVector v2 = v0;
      LongVector v3 = v0;
      for (; i <= n - 4 * l; i += 4 * l) {
        v0 = LongVector.fromArray(J, a, off + i).lanewise(ADD, v0);
        v1 = LongVector.fromArray(J, a, off + i + l).lanewise(ADD, v1);
        v2 = LongVector.fromArray(J, a, off + i + 2 * l).lanewise(ADD, v2);
        v3 = LongVector.fromArray(J, a, off + i + 3 * l).lanewise(ADD, v3);
      }
      acc = v0.lanewise(ADD, v1).lanewise(ADD, v2.lanewise(ADD, v3)).reduceLanes(ADD);
    }
    for (; i < n; i++) {
      acc += a[off + i];
    }
    return acc;
  }
}
