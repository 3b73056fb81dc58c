package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
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
 *   <li>NumPy's recursion is walked as a loop (see {@code Stack}), so each {@code sum} holds one
 *       copy of the vector block and is not recursive. Recursive, C2 inlined {@code sum} into
 *       itself: three copies of the vector code in one compile, near C2's node limits.
 *   <li>Each {@code sum} is above C2's inlining size limit ({@code FreqInlineSize}, 325 bytecodes;
 *       {@code VectorSumRunsTest} pins it), so it compiles as its own root, also when a kernel's
 *       recursion calls it; the float32 loop takes two steps per iteration for that.
 *   <li>In the loops the loaded vector is the receiver ({@code x.add(r)}), and the partial sums
 *       pass through {@code -0.0 + r} before the combine: a receiver whose exact class C2 knows
 *       needs no type-profile guard, and a guard on a loop's vector phi boxed every vector in some
 *       JVMs (55 to 65 MB allocated per 2048 x 2048 float64 sum, 4-5x the time). IEEE addition
 *       commutes and {@code -0.0 + x} is {@code x}, so the bits stay NumPy's.
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
  private static final ThreadLocal<Stack> STACKS = ThreadLocal.withInitial(Stack::new);

  VectorSumRuns() {
    if (FloatVector.SPECIES_PREFERRED.vectorBitSize() < 256) {
      throw new UnsupportedOperationException("256-bit vectors are not native here");
    }
  }

  @Override
  public float sum(float[] a, int off, int n) {
    if (n < 8) {
      return super.sum(a, off, n);
    }
    int[] lengths = null;
    double[] lefts = null; // float sums, widened exactly
    if (n > BLOCK) {
      Stack stack = STACKS.get();
      lengths = stack.lengths;
      lefts = stack.lefts;
    }
    int depth = 0;
    int m = n;
    while (true) {
      while (m > BLOCK) {
        lengths[depth++] = m;
        m = half(m);
      }
      int end = off + m - (m % 8);
      FloatVector r = FloatVector.fromArray(F, a, off);
      int p = off + 8;
      for (; p <= end - 16; p += 16) {
        r = FloatVector.fromArray(F, a, p).add(r);
        r = FloatVector.fromArray(F, a, p + 8).add(r);
      }
      for (; p < end; p += 8) {
        r = FloatVector.fromArray(F, a, p).add(r);
      }
      r = FloatVector.broadcast(F, -0.0f).add(r);
      FloatVector pairs = r.add(r.rearrange(F_PAIRS)); // lane 0: r0+r1 (r1+r0 in lane 1), …
      FloatVector quads = pairs.add(pairs.rearrange(F_QUADS)); // lane 0: (r0+r1)+(r2+r3)
      float s = quads.lane(0) + quads.lane(4);
      for (; p < off + m; p++) {
        s += a[p];
      }
      off += m;
      while (true) {
        if (depth == 0) {
          return s;
        }
        int parent = lengths[depth - 1];
        if (parent > 0) { // s is the parent's left half: its right half is next
          lengths[depth - 1] = -parent;
          lefts[depth - 1] = s;
          m = parent - half(parent);
          break;
        }
        s = (float) lefts[--depth] + s;
      }
    }
  }

  @Override
  public double sum(double[] a, int off, int n) {
    if (n < 8) {
      return super.sum(a, off, n);
    }
    int[] lengths = null;
    double[] lefts = null;
    if (n > BLOCK) {
      Stack stack = STACKS.get();
      lengths = stack.lengths;
      lefts = stack.lefts;
    }
    int depth = 0;
    int m = n;
    while (true) {
      while (m > BLOCK) {
        lengths[depth++] = m;
        m = half(m);
      }
      int end = off + m - (m % 8);
      DoubleVector lo = DoubleVector.fromArray(D, a, off); // partial sums 0-3
      DoubleVector hi = DoubleVector.fromArray(D, a, off + 4); // partial sums 4-7
      int p = off + 8;
      for (; p < end; p += 8) {
        lo = DoubleVector.fromArray(D, a, p).add(lo);
        hi = DoubleVector.fromArray(D, a, p + 4).add(hi);
      }
      lo = DoubleVector.broadcast(D, -0.0).add(lo);
      hi = DoubleVector.broadcast(D, -0.0).add(hi);
      DoubleVector lp = lo.add(lo.rearrange(D_PAIRS));
      DoubleVector hp = hi.add(hi.rearrange(D_PAIRS));
      DoubleVector lq = lp.add(lp.rearrange(D_QUADS));
      DoubleVector hq = hp.add(hp.rearrange(D_QUADS));
      double s = lq.lane(0) + hq.lane(0);
      for (; p < off + m; p++) {
        s += a[p];
      }
      off += m;
      while (true) {
        if (depth == 0) {
          return s;
        }
        int parent = lengths[depth - 1];
        if (parent > 0) { // s is the parent's left half: its right half is next
          lengths[depth - 1] = -parent;
          lefts[depth - 1] = s;
          m = parent - half(parent);
          break;
        }
        s = lefts[--depth] + s;
      }
    }
  }

  /** NumPy's left half of a run longer than a block: half its length, a multiple of 8. */
  private static int half(int n) {
    int h = n / 2;
    return h - h % 8;
  }

  /**
   * NumPy's recursion as a loop: descend to the leftmost block, pushing each node's length; sum the
   * block; then climb while the finished part was a right half (adding it to its left half's sum, a
   * node's length is negated once its left half is done) and descend into the right half of the
   * first node whose left half just finished. At most 25 levels for an int length. One per thread,
   * so a sum allocates nothing once its thread has one.
   */
  private static final class Stack {
    final int[] lengths = new int[32];
    final double[] lefts = new double[32];
  }
}
