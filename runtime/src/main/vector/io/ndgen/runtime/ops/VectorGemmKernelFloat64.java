package io.ndgen.runtime.ops;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The Vector API micro-kernel: a 6 x (2 vectors) tile in twelve vector accumulators, one broadcast
 * of A and two loads of B per step of {@code p}. Lane {@code j} computes {@code fma(a, b, c)} for
 * its element exactly as {@link ScalarGemmKernelFloat64} does, so both give the same bits.
 *
 * <p>Loaded only through {@link io.ndgen.runtime.simd.Simd#load}: nothing on the scalar path names
 * this class.
 *
 * <p>Why the casts to {@code DV}, the species' exact vector class (as in {@code
 * VectorSinCosFloat32}): C2 types a loop-carried accumulator by its declared class, and the
 * intrinsics' results are typed late, so {@code intoArray} after the loop and {@code fma} on the
 * broadcast were dispatched on the type profile of the Vector API's own methods, which every kernel
 * in the JVM shares. Once another kernel had stored a vector of another shape (a 256-bit partial
 * sum) the profile had two classes, the store's intrinsic failed and every accumulator was boxed at
 * every step: 60 MB and 13x the time per 1000 x 300 x 50 float32 product after sixty other ops had
 * run in the JVM. A vector cast to its exact class needs no profile.
 */
final class VectorGemmKernelFloat64 implements GemmKernelFloat64 {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final int MR = 6;
  private static final int NR = 2 * L;

  /** The exact class of this species' vectors: see the class comment. */
  private static final Class<?> DV = S.vectorType();

  @Override
  public int mr() {
    return MR;
  }

  @Override
  public int nr() {
    return NR;
  }

  /** Packed A is A read in place with strides (1, {@link #MR}): one tile body serves both. */
  @Override
  public void run(int kc, double[] ap, int ao, double[] bp, int bo, double[] c, int co, int rs) {
    runRows(kc, ap, ao, 1, MR, bp, bo, c, co, rs);
  }

  @Override
  public void runRows(
      int kc,
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] bp,
      int bo,
      double[] c,
      int co,
      int rs) {
    int a0 = ao;
    int a1 = ao + ars;
    int a2 = ao + 2 * ars;
    int a3 = ao + 3 * ars;
    int a4 = ao + 4 * ars;
    int a5 = ao + 5 * ars;
    int r0 = co;
    int r1 = co + rs;
    int r2 = co + 2 * rs;
    int r3 = co + 3 * rs;
    int r4 = co + 4 * rs;
    int r5 = co + 5 * rs;
    DoubleVector c00 = DoubleVector.fromArray(S, c, r0);
    DoubleVector c01 = DoubleVector.fromArray(S, c, r0 + L);
    DoubleVector c10 = DoubleVector.fromArray(S, c, r1);
    DoubleVector c11 = DoubleVector.fromArray(S, c, r1 + L);
    DoubleVector c20 = DoubleVector.fromArray(S, c, r2);
    DoubleVector c21 = DoubleVector.fromArray(S, c, r2 + L);
    DoubleVector c30 = DoubleVector.fromArray(S, c, r3);
    DoubleVector c31 = DoubleVector.fromArray(S, c, r3 + L);
    DoubleVector c40 = DoubleVector.fromArray(S, c, r4);
    DoubleVector c41 = DoubleVector.fromArray(S, c, r4 + L);
    DoubleVector c50 = DoubleVector.fromArray(S, c, r5);
    DoubleVector c51 = DoubleVector.fromArray(S, c, r5 + L);
    for (int p = 0; p < kc; p++, bo += NR) {
      int q = p * acs;
      DoubleVector b0 = DoubleVector.fromArray(S, bp, bo);
      DoubleVector b1 = DoubleVector.fromArray(S, bp, bo + L);
      DoubleVector x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a0 + q]));
      c00 = x.fma(b0, c00);
      c01 = x.fma(b1, c01);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a1 + q]));
      c10 = x.fma(b0, c10);
      c11 = x.fma(b1, c11);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a2 + q]));
      c20 = x.fma(b0, c20);
      c21 = x.fma(b1, c21);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a3 + q]));
      c30 = x.fma(b0, c30);
      c31 = x.fma(b1, c31);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a4 + q]));
      c40 = x.fma(b0, c40);
      c41 = x.fma(b1, c41);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a5 + q]));
      c50 = x.fma(b0, c50);
      c51 = x.fma(b1, c51);
    }
    ((DoubleVector) DV.cast(c00)).intoArray(c, r0);
    ((DoubleVector) DV.cast(c01)).intoArray(c, r0 + L);
    ((DoubleVector) DV.cast(c10)).intoArray(c, r1);
    ((DoubleVector) DV.cast(c11)).intoArray(c, r1 + L);
    ((DoubleVector) DV.cast(c20)).intoArray(c, r2);
    ((DoubleVector) DV.cast(c21)).intoArray(c, r2 + L);
    ((DoubleVector) DV.cast(c30)).intoArray(c, r3);
    ((DoubleVector) DV.cast(c31)).intoArray(c, r3 + L);
    ((DoubleVector) DV.cast(c40)).intoArray(c, r4);
    ((DoubleVector) DV.cast(c41)).intoArray(c, r4 + L);
    ((DoubleVector) DV.cast(c50)).intoArray(c, r5);
    ((DoubleVector) DV.cast(c51)).intoArray(c, r5 + L);
  }

  /**
   * Four steps per pass over the row (one load and one store of {@code c} for four multiply-adds):
   * the same chains as one step at a time.
   */
  @Override
  public void rowSteps(
      double[] a, int ao, int as, double[] b, int bo, int brs, double[] c, int co, int k, int n) {
    int bound = S.loopBound(n);
    int p = 0;
    for (; p + 4 <= k; p += 4) {
      double x0 = a[ao + p * as];
      double x1 = a[ao + (p + 1) * as];
      double x2 = a[ao + (p + 2) * as];
      double x3 = a[ao + (p + 3) * as];
      DoubleVector v0 = DoubleVector.broadcast(S, x0);
      DoubleVector v1 = DoubleVector.broadcast(S, x1);
      DoubleVector v2 = DoubleVector.broadcast(S, x2);
      DoubleVector v3 = DoubleVector.broadcast(S, x3);
      int b0 = bo + p * brs;
      int b1 = b0 + brs;
      int b2 = b1 + brs;
      int b3 = b2 + brs;
      int j = 0;
      for (; j < bound; j += L) {
        DoubleVector s = DoubleVector.fromArray(S, c, co + j);
        s = DoubleVector.fromArray(S, b, b0 + j).fma(v0, s);
        s = DoubleVector.fromArray(S, b, b1 + j).fma(v1, s);
        s = DoubleVector.fromArray(S, b, b2 + j).fma(v2, s);
        s = DoubleVector.fromArray(S, b, b3 + j).fma(v3, s);
        s.intoArray(c, co + j);
      }
      for (; j < n; j++) {
        double s = c[co + j];
        s = Math.fma(x0, b[b0 + j], s);
        s = Math.fma(x1, b[b1 + j], s);
        s = Math.fma(x2, b[b2 + j], s);
        c[co + j] = Math.fma(x3, b[b3 + j], s);
      }
    }
    for (; p < k; p++) {
      DoubleVector x = DoubleVector.broadcast(S, a[ao + p * as]);
      int bp = bo + p * brs;
      int j = 0;
      for (; j < bound; j += L) {
        DoubleVector.fromArray(S, b, bp + j)
            .fma(x, DoubleVector.fromArray(S, c, co + j))
            .intoArray(c, co + j);
      }
      for (; j < n; j++) {
        c[co + j] = Math.fma(a[ao + p * as], b[bp + j], c[co + j]);
      }
    }
  }

  /**
   * A tiny product (at most {@code GemmFloat64.SMALL_WORK}: calls cost more than its arithmetic),
   * or one of at least a whole vector of columns; narrower ones would run mostly as scalar chains,
   * which the packed tile beats.
   */
  @Override
  public boolean small(long work, int n) {
    return work <= GemmFloat64.SMALL_WORK || n >= L;
  }

  /**
   * Columns in whole vectors, four rows at a time (one load of {@code b} serves four chains), each
   * accumulator held over all of {@code k}; the last {@code n % L} columns as scalar chains. Lane
   * {@code j} computes its element's chain exactly as the scalar kernel does.
   */
  @Override
  public void smallRows(
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      double[] c,
      int co,
      int crs,
      int m,
      int k,
      int n) {
    int bound = S.loopBound(n);
    for (int j = 0; j < bound; j += L) {
      int i = 0;
      for (; i + 4 <= m; i += 4) {
        smallBlock4(a, ao + i * ars, ars, acs, b, bo + j, brs, c, co + i * crs + j, crs, k);
      }
      for (; i < m; i++) {
        smallBlock1(a, ao + i * ars, acs, b, bo + j, brs, c, co + i * crs + j, k);
      }
    }
    if (bound < n) {
      ScalarGemmKernelFloat64.chains(a, ao, ars, acs, b, bo, brs, c, co, crs, m, k, bound, n);
    }
  }

  /** Four rows by one vector of columns of {@link #smallRows}. */
  private static void smallBlock4(
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      double[] c,
      int co,
      int crs,
      int k) {
    int a1 = ao + ars;
    int a2 = a1 + ars;
    int a3 = a2 + ars;
    DoubleVector s0 = DoubleVector.fromArray(S, c, co);
    DoubleVector s1 = DoubleVector.fromArray(S, c, co + crs);
    DoubleVector s2 = DoubleVector.fromArray(S, c, co + 2 * crs);
    DoubleVector s3 = DoubleVector.fromArray(S, c, co + 3 * crs);
    for (int p = 0; p < k; p++) {
      int q = p * acs;
      DoubleVector y = DoubleVector.fromArray(S, b, bo + p * brs);
      DoubleVector x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[ao + q]));
      s0 = x.fma(y, s0);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a1 + q]));
      s1 = x.fma(y, s1);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a2 + q]));
      s2 = x.fma(y, s2);
      x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[a3 + q]));
      s3 = x.fma(y, s3);
    }
    ((DoubleVector) DV.cast(s0)).intoArray(c, co);
    ((DoubleVector) DV.cast(s1)).intoArray(c, co + crs);
    ((DoubleVector) DV.cast(s2)).intoArray(c, co + 2 * crs);
    ((DoubleVector) DV.cast(s3)).intoArray(c, co + 3 * crs);
  }

  /** One row by one vector of columns of {@link #smallRows}. */
  private static void smallBlock1(
      double[] a, int ao, int acs, double[] b, int bo, int brs, double[] c, int co, int k) {
    DoubleVector s = DoubleVector.fromArray(S, c, co);
    for (int p = 0; p < k; p++) {
      DoubleVector x = (DoubleVector) DV.cast(DoubleVector.broadcast(S, a[ao + p * acs]));
      s = x.fma(DoubleVector.fromArray(S, b, bo + p * brs), s);
    }
    ((DoubleVector) DV.cast(s)).intoArray(c, co);
  }
}
