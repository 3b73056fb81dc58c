package io.ndgen.runtime.ops;

/**
 * The scalar micro-kernel: a 4 x 4 tile in sixteen locals (independent fma chains, so the loop runs
 * at the fma throughput, not its latency). {@link Math#fma} gives the SIMD kernel's bits.
 */
final class ScalarGemmKernelFloat64 implements GemmKernelFloat64 {
  private static final int MR = 4;
  private static final int NR = 4;

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
    int c0 = co;
    int c1 = co + rs;
    int c2 = co + 2 * rs;
    int c3 = co + 3 * rs;
    double c00 = c[c0];
    double c01 = c[c0 + 1];
    double c02 = c[c0 + 2];
    double c03 = c[c0 + 3];
    double c10 = c[c1];
    double c11 = c[c1 + 1];
    double c12 = c[c1 + 2];
    double c13 = c[c1 + 3];
    double c20 = c[c2];
    double c21 = c[c2 + 1];
    double c22 = c[c2 + 2];
    double c23 = c[c2 + 3];
    double c30 = c[c3];
    double c31 = c[c3 + 1];
    double c32 = c[c3 + 2];
    double c33 = c[c3 + 3];
    for (int p = 0; p < kc; p++, bo += NR) {
      int q = p * acs;
      double b0 = bp[bo];
      double b1 = bp[bo + 1];
      double b2 = bp[bo + 2];
      double b3 = bp[bo + 3];
      double x = a[a0 + q];
      c00 = Math.fma(x, b0, c00);
      c01 = Math.fma(x, b1, c01);
      c02 = Math.fma(x, b2, c02);
      c03 = Math.fma(x, b3, c03);
      x = a[a1 + q];
      c10 = Math.fma(x, b0, c10);
      c11 = Math.fma(x, b1, c11);
      c12 = Math.fma(x, b2, c12);
      c13 = Math.fma(x, b3, c13);
      x = a[a2 + q];
      c20 = Math.fma(x, b0, c20);
      c21 = Math.fma(x, b1, c21);
      c22 = Math.fma(x, b2, c22);
      c23 = Math.fma(x, b3, c23);
      x = a[a3 + q];
      c30 = Math.fma(x, b0, c30);
      c31 = Math.fma(x, b1, c31);
      c32 = Math.fma(x, b2, c32);
      c33 = Math.fma(x, b3, c33);
    }
    c[c0] = c00;
    c[c0 + 1] = c01;
    c[c0 + 2] = c02;
    c[c0 + 3] = c03;
    c[c1] = c10;
    c[c1 + 1] = c11;
    c[c1 + 2] = c12;
    c[c1 + 3] = c13;
    c[c2] = c20;
    c[c2 + 1] = c21;
    c[c2 + 2] = c22;
    c[c2 + 3] = c23;
    c[c3] = c30;
    c[c3 + 1] = c31;
    c[c3 + 2] = c32;
    c[c3 + 3] = c33;
  }

  @Override
  public void rowSteps(
      double[] a, int ao, int as, double[] b, int bo, int brs, double[] c, int co, int k, int n) {
    for (int p = 0; p < k; p++) {
      double x = a[ao + p * as];
      int bp = bo + p * brs;
      for (int j = 0; j < n; j++) {
        c[co + j] = Math.fma(x, b[bp + j], c[co + j]);
      }
    }
  }

  /** Never: the packed 4 x 4 tile keeps sixteen chains going, the unpacked loops at most four. */
  @Override
  public boolean small(long work, int n) {
    return false;
  }

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
    chains(a, ao, ars, acs, b, bo, brs, c, co, crs, m, k, 0, n);
  }

  /**
   * Columns {@code [j0, n)} of {@link #smallRows}, as scalar chains held in registers over all of
   * {@code k}, four columns at a time (four independent chains hide the multiply-add's latency).
   */
  static void chains(
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
      int j0,
      int n) {
    for (int i = 0; i < m; i++) {
      int ai = ao + i * ars;
      int ci = co + i * crs;
      int j = j0;
      for (; j + 4 <= n; j += 4) {
        double s0 = c[ci + j];
        double s1 = c[ci + j + 1];
        double s2 = c[ci + j + 2];
        double s3 = c[ci + j + 3];
        for (int p = 0; p < k; p++) {
          double x = a[ai + p * acs];
          int q = bo + p * brs + j;
          s0 = Math.fma(x, b[q], s0);
          s1 = Math.fma(x, b[q + 1], s1);
          s2 = Math.fma(x, b[q + 2], s2);
          s3 = Math.fma(x, b[q + 3], s3);
        }
        c[ci + j] = s0;
        c[ci + j + 1] = s1;
        c[ci + j + 2] = s2;
        c[ci + j + 3] = s3;
      }
      for (; j < n; j++) {
        double s = c[ci + j];
        for (int p = 0; p < k; p++) {
          s = Math.fma(a[ai + p * acs], b[bo + p * brs + j], s);
        }
        c[ci + j] = s;
      }
    }
  }
}
