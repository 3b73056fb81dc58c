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
    if (n <= BLOCK) {
      FloatVector r = FloatVector.fromArray(F, a, off);
      int end = off + n - (n % 8);
      int p = off + 8;
      for (; p < end; p += 8) {
        r = r.add(FloatVector.fromArray(F, a, p));
      }
      FloatVector pairs = r.add(r.rearrange(F_PAIRS)); // lane 0: r0+r1 (r1+r0 in lane 1), …
      FloatVector quads = pairs.add(pairs.rearrange(F_QUADS)); // lane 0: (r0+r1)+(r2+r3)
      float res = quads.lane(0) + quads.lane(4);
      for (; p < off + n; p++) {
        res += a[p];
      }
      return res;
    }
    int n2 = n / 2;
    n2 -= n2 % 8;
    return sum(a, off, n2) + sum(a, off + n2, n - n2);
  }

  @Override
  public double sum(double[] a, int off, int n) {
    if (n < 8) {
      return super.sum(a, off, n);
    }
    if (n <= BLOCK) {
      DoubleVector lo = DoubleVector.fromArray(D, a, off);
      DoubleVector hi = DoubleVector.fromArray(D, a, off + 4);
      int end = off + n - (n % 8);
      int p = off + 8;
      for (; p < end; p += 8) {
        lo = lo.add(DoubleVector.fromArray(D, a, p));
        hi = hi.add(DoubleVector.fromArray(D, a, p + 4));
      }
      DoubleVector lp = lo.add(lo.rearrange(D_PAIRS));
      DoubleVector hp = hi.add(hi.rearrange(D_PAIRS));
      DoubleVector lq = lp.add(lp.rearrange(D_QUADS));
      DoubleVector hq = hp.add(hp.rearrange(D_QUADS));
      double res = lq.lane(0) + hq.lane(0);
      for (; p < off + n; p++) {
        res += a[p];
      }
      return res;
    }
    int n2 = n / 2;
    n2 -= n2 % 8;
    return sum(a, off, n2) + sum(a, off + n2, n - n2);
  }
}
