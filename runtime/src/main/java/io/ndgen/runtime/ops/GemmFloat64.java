package io.ndgen.runtime.ops;

import io.ndgen.runtime.parallel.Parallel;
import io.ndgen.runtime.simd.Simd;
import java.lang.invoke.MethodHandles;

/**
 * The float64 matrix product, packed and register-blocked in the style of BLIS and GotoBLAS.
 *
 * <p>Contract: {@code c} ({@code m x n}) is updated in place: each {@code c[i][j]} continues its
 * fused multiply-add chain over {@code p = 0 … k-1} of {@code a[i][p] * b[p][j]} in increasing
 * {@code p}, so a zeroed {@code c} receives {@code fma(a[i][k-1], b[k-1][j], … fma(a[i][0],
 * b[0][j], 0))}. That one definition holds for every blocking, thread count and micro-kernel (SIMD
 * or scalar): results never depend on the machine's cores or vector width. Each operand is given by
 * its storage, offset, row stride and column stride (any strides: transposed, stepped, negative,
 * broadcast); {@code c} must not overlap {@code a} or {@code b}.
 *
 * <p>Steps (Goto's loop order):
 *
 * <ol>
 *   <li>If {@code c} is column-major, or a single column, compute {@code cᵀ = bᵀ·aᵀ} instead (the
 *       same products, each commuted), so the micro-kernel writes along rows.
 *   <li>For each {@link #NC}-wide column panel and slab of {@code k} (at most {@link #KC} deep, the
 *       slabs of equal depth): pack that block of {@code b} into {@code nr}-wide slivers
 *       (zero-padded), once, shared by every thread.
 *   <li>Cut the panel of {@code c} into pieces of {@link #MC} rows (fewer when that leaves fewer
 *       than {@link #PIECES} pieces on several threads) by {@link #NG} columns; each piece (in
 *       parallel through {@link Parallel}) packs its block of {@code a} into {@code mr}-tall
 *       slivers, or reads it in place when its columns are few, and runs the micro-kernel over its
 *       tiles, column sliver by column sliver. Edge tiles and tiles of a {@code c} whose columns
 *       are not contiguous go through a zero-padded tile buffer.
 * </ol>
 *
 * <p>Not handled here: dtypes other than float64 (see {@link GemmFloat32} and {@link
 * MatMulKernels}), {@code c} overlapping an input (the caller allocates {@code c}).
 */
final class GemmFloat64 {
  /** Depth of a packed slab: an A sliver and a B sliver of this depth stay in L1. */
  static final int KC = 256;

  /** Rows of a packed A block (L2-sized), rounded down to a multiple of the kernel's rows. */
  static final int MC = 96;

  /** Columns of a packed B panel (L3-sized). */
  static final int NC = 2048;

  /** Columns of one parallel piece, rounded up to a multiple of the kernel's columns. */
  static final int NG = 256;

  /** Below this many multiply-adds a product runs on the calling thread. */
  static final long PARALLEL_WORK = 1L << 18;

  /**
   * Up to this many multiply-adds (an 8 x 8 x 8 product) a product is computed in place: packing
   * would cost more than the product (small batched products).
   */
  static final long SMALL_WORK = 1L << 9;

  /**
   * Up to this many multiply-adds (a 32 x 32 x 32 product) a product whose {@code b} and {@code c}
   * rows are contiguous runs the kernel's {@code smallRows} in place when the kernel says it fits
   * ({@code small}): packing both operands and filling edge tiles cost more than the product (4096
   * stacked 16 x 16 products).
   */
  static final long SMALL_PRODUCT = 1L << 15;

  /** Fewest pieces a product on several threads is cut into (when its rows allow). */
  static final int PIECES = 8;

  /** Most B slivers per piece for which A is read in place rather than packed. */
  static final int IN_PLACE_SLIVERS = 2;

  /** Fewest columns of a piece of an unpacked row product. */
  static final int ROW_PIECE = 1024;

  private static final GemmKernelFloat64 KERNEL =
      Simd.load(
          MethodHandles.lookup(),
          "VectorGemmKernelFloat64",
          GemmKernelFloat64.class,
          new ScalarGemmKernelFloat64());

  private static final ThreadLocal<double[][]> BUFFERS =
      ThreadLocal.withInitial(() -> new double[3][0]);

  private GemmFloat64() {}

  /** The micro-kernel in use: the Vector API's when SIMD is on. */
  static GemmKernelFloat64 kernel() {
    return KERNEL;
  }

  /** {@code c += a·b} with the contract's order, on up to {@link Parallel#threads()} threads. */
  static void gemm(
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      int bcs,
      double[] c,
      int co,
      int crs,
      int ccs,
      int m,
      int k,
      int n,
      boolean parallel) {
    gemm(KERNEL, a, ao, ars, acs, b, bo, brs, bcs, c, co, crs, ccs, m, k, n, parallel);
  }

  /** As above with a given micro-kernel (tests compare the SIMD and scalar kernels). */
  static void gemm(
      GemmKernelFloat64 kernel,
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      int bcs,
      double[] c,
      int co,
      int crs,
      int ccs,
      int m,
      int k,
      int n,
      boolean parallel) {
    if (m == 0 || n == 0 || k == 0) {
      return;
    }
    long work = (long) m * n * k;
    if (n > 1 && m > 1 && work <= SMALL_PRODUCT && bcs == 1 && ccs == 1 && kernel.small(work, n)) {
      kernel.smallRows(a, ao, ars, acs, b, bo, brs, c, co, crs, m, k, n);
      return;
    }
    if (n == 1 || m == 1 || work <= SMALL_WORK) {
      unpacked(kernel, a, ao, ars, acs, b, bo, brs, bcs, c, co, crs, ccs, m, k, n, parallel);
      return;
    }
    boolean columnMajor = m > 1 && (n == 1 || Math.abs(ccs) > Math.abs(crs));
    if (columnMajor) {
      gemm(kernel, b, bo, bcs, brs, a, ao, acs, ars, c, co, ccs, crs, n, k, m, parallel);
      return;
    }
    int mr = kernel.mr();
    int nr = kernel.nr();
    int ng = (NG + nr - 1) / nr * nr;
    boolean threads = parallel && (long) m * n * k >= PARALLEL_WORK;
    // k in slabs of equal depth (300 is 150 + 150, not 256 + 44: a shallow slab pays c's loads and
    // stores for few steps); the chains continue across slabs, so the split cannot change a bit
    int kcMax = (k + (k + KC - 1) / KC - 1) / ((k + KC - 1) / KC);
    for (int jc = 0; jc < n; jc += NC) {
      int nc = Math.min(NC, n - jc);
      int jGroups = (nc + ng - 1) / ng;
      int mc = rowsPerPiece(m, jGroups, mr, threads);
      int iBlocks = (m + mc - 1) / mc;
      for (int pc = 0; pc < k; pc += kcMax) {
        int kc = Math.min(kcMax, k - pc);
        double[] bp = buffer(0, kc * ((nc + nr - 1) / nr * nr));
        packB(b, bo + pc * brs + jc * bcs, brs, bcs, kc, nc, nr, bp);
        int jcf = jc;
        int pcf = pc;
        Parallel.Range pieces =
            (from, to) -> {
              for (int q = from; q < to; q++) {
                int i0 = q / jGroups * mc;
                int j0 = q % jGroups * ng;
                block(
                    kernel,
                    a,
                    ao + i0 * ars + pcf * acs,
                    ars,
                    acs,
                    bp,
                    c,
                    co + i0 * crs + jcf * ccs,
                    crs,
                    ccs,
                    Math.min(mc, m - i0),
                    kc,
                    nc,
                    j0,
                    Math.min(nc, j0 + ng));
              }
            };
        if (threads) {
          Parallel.forEachPiece(iBlocks * jGroups, 1, pieces);
        } else {
          pieces.run(0, iBlocks * jGroups);
        }
      }
    }
  }

  /**
   * Rows of a piece: {@link #MC}, or fewer (a multiple of {@code mr}) when that leaves fewer than
   * {@link #PIECES} pieces on several threads (256 rows were 3 pieces, 2 on one thread and 1 on the
   * other). Any cut gives the same bits: each piece owns its elements' whole chains.
   */
  private static int rowsPerPiece(int m, int jGroups, int mr, boolean threads) {
    int mc = Math.max(mr, MC / mr * mr);
    int iBlocks = (m + mc - 1) / mc;
    if (threads && iBlocks * jGroups < PIECES) {
      int want = (PIECES + jGroups - 1) / jGroups;
      int rows = (m + want - 1) / want;
      mc = Math.max(mr, Math.min(mc, (rows + mr - 1) / mr * mr));
    }
    return mc;
  }

  /**
   * A single column (matrix-vector, and the dot of two vectors), a single row (vector-matrix) or a
   * small product, without packing and in the contract's order; a large one in pieces of rows or
   * columns across threads, which cannot change a chain.
   */
  private static void unpacked(
      GemmKernelFloat64 kernel,
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      int bcs,
      double[] c,
      int co,
      int crs,
      int ccs,
      int m,
      int k,
      int n,
      boolean parallel) {
    boolean threads = parallel && (long) m * n * k >= PARALLEL_WORK;
    if (!threads) {
      // on this thread without a Range: a capturing lambda per product cost ~80 bytes each in a
      // stack of 65536 3 x 3 products whenever C2 did not scalar-replace it
      if (n == 1) {
        columnChains(a, ao, ars, acs, b, bo, brs, c, co, crs, m, k);
      } else {
        rowUpdates(kernel, a, ao, ars, acs, b, bo, brs, bcs, c, co, crs, ccs, m, k, n);
      }
      return;
    }
    Parallel.Range pieces;
    int count;
    int grain;
    if (n == 1) {
      count = m;
      grain = Parallel.grainFor(k);
      pieces =
          (from, to) ->
              columnChains(
                  a, ao + from * ars, ars, acs, b, bo, brs, c, co + from * crs, crs, to - from, k);
    } else {
      count = n;
      // wide column pieces: a narrow one reads each row of b in a sliver a page apart from the
      // next (16-column pieces read b at ~4 GB/s, 1024-column ones 5x faster; measured, the
      // prefetcher is our guess at why)
      grain = Math.max(ROW_PIECE, Parallel.grainFor(k * m));
      pieces =
          (from, to) ->
              rowUpdates(
                  kernel,
                  a,
                  ao,
                  ars,
                  acs,
                  b,
                  bo + from * bcs,
                  brs,
                  bcs,
                  c,
                  co + from * ccs,
                  crs,
                  ccs,
                  m,
                  k,
                  to - from);
    }
    Parallel.forEachPiece(count, grain, pieces);
  }

  /**
   * {@code c[i] = chain over p of a[i][p] * b[p]} for {@code i < m}: eight rows at a time, whose
   * independent chains hide the multiply-add's latency better than four did.
   */
  private static void columnChains(
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
      int k) {
    if (acs == 1 && brs == 1) {
      unitColumnChains(a, ao, ars, b, bo, c, co, crs, m, k);
      return;
    }
    int i = 0;
    for (; i + 8 <= m; i += 8) {
      int r = ao + i * ars;
      double s0 = c[co + i * crs];
      double s1 = c[co + (i + 1) * crs];
      double s2 = c[co + (i + 2) * crs];
      double s3 = c[co + (i + 3) * crs];
      double s4 = c[co + (i + 4) * crs];
      double s5 = c[co + (i + 5) * crs];
      double s6 = c[co + (i + 6) * crs];
      double s7 = c[co + (i + 7) * crs];
      for (int p = 0; p < k; p++) {
        double y = b[bo + p * brs];
        int q = r + p * acs;
        s0 = Math.fma(a[q], y, s0);
        s1 = Math.fma(a[q + ars], y, s1);
        s2 = Math.fma(a[q + 2 * ars], y, s2);
        s3 = Math.fma(a[q + 3 * ars], y, s3);
        s4 = Math.fma(a[q + 4 * ars], y, s4);
        s5 = Math.fma(a[q + 5 * ars], y, s5);
        s6 = Math.fma(a[q + 6 * ars], y, s6);
        s7 = Math.fma(a[q + 7 * ars], y, s7);
      }
      c[co + i * crs] = s0;
      c[co + (i + 1) * crs] = s1;
      c[co + (i + 2) * crs] = s2;
      c[co + (i + 3) * crs] = s3;
      c[co + (i + 4) * crs] = s4;
      c[co + (i + 5) * crs] = s5;
      c[co + (i + 6) * crs] = s6;
      c[co + (i + 7) * crs] = s7;
    }
    for (; i < m; i++) {
      int r = ao + i * ars;
      double s = c[co + i * crs];
      for (int p = 0; p < k; p++) {
        s = Math.fma(a[r + p * acs], b[bo + p * brs], s);
      }
      c[co + i * crs] = s;
    }
  }

  /**
   * {@link #columnChains} for contiguous rows of {@code a} and a contiguous {@code b}: every index
   * is a loop-invariant base plus {@code p}, so C2 can drop the nine range checks per step (the
   * general form's {@code p * acs} defeats that).
   */
  private static void unitColumnChains(
      double[] a, int ao, int ars, double[] b, int bo, double[] c, int co, int crs, int m, int k) {
    int i = 0;
    for (; i + 8 <= m; i += 8) {
      int r0 = ao + i * ars;
      int r1 = r0 + ars;
      int r2 = r1 + ars;
      int r3 = r2 + ars;
      int r4 = r3 + ars;
      int r5 = r4 + ars;
      int r6 = r5 + ars;
      int r7 = r6 + ars;
      double s0 = c[co + i * crs];
      double s1 = c[co + (i + 1) * crs];
      double s2 = c[co + (i + 2) * crs];
      double s3 = c[co + (i + 3) * crs];
      double s4 = c[co + (i + 4) * crs];
      double s5 = c[co + (i + 5) * crs];
      double s6 = c[co + (i + 6) * crs];
      double s7 = c[co + (i + 7) * crs];
      for (int p = 0; p < k; p++) {
        double y = b[bo + p];
        s0 = Math.fma(a[r0 + p], y, s0);
        s1 = Math.fma(a[r1 + p], y, s1);
        s2 = Math.fma(a[r2 + p], y, s2);
        s3 = Math.fma(a[r3 + p], y, s3);
        s4 = Math.fma(a[r4 + p], y, s4);
        s5 = Math.fma(a[r5 + p], y, s5);
        s6 = Math.fma(a[r6 + p], y, s6);
        s7 = Math.fma(a[r7 + p], y, s7);
      }
      c[co + i * crs] = s0;
      c[co + (i + 1) * crs] = s1;
      c[co + (i + 2) * crs] = s2;
      c[co + (i + 3) * crs] = s3;
      c[co + (i + 4) * crs] = s4;
      c[co + (i + 5) * crs] = s5;
      c[co + (i + 6) * crs] = s6;
      c[co + (i + 7) * crs] = s7;
    }
    for (; i < m; i++) {
      int r = ao + i * ars;
      double s = c[co + i * crs];
      for (int p = 0; p < k; p++) {
        s = Math.fma(a[r + p], b[bo + p], s);
      }
      c[co + i * crs] = s;
    }
  }

  /**
   * Each row of {@code c} takes its multiply-adds one {@code p} at a time, in increasing {@code p},
   * along the whole row: with unit column strides through the micro-kernel's {@code rowSteps} (the
   * Vector API's FMA when SIMD is on).
   */
  private static void rowUpdates(
      GemmKernelFloat64 kernel,
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] b,
      int bo,
      int brs,
      int bcs,
      double[] c,
      int co,
      int crs,
      int ccs,
      int m,
      int k,
      int n) {
    for (int i = 0; i < m; i++) {
      int ci = co + i * crs;
      if (bcs == 1 && ccs == 1) {
        kernel.rowSteps(a, ao + i * ars, acs, b, bo, brs, c, ci, k, n);
        continue;
      }
      for (int p = 0; p < k; p++) {
        double x = a[ao + i * ars + p * acs];
        int bp = bo + p * brs;
        for (int j = 0; j < n; j++) {
          c[ci + j * ccs] = Math.fma(x, b[bp + j * bcs], c[ci + j * ccs]);
        }
      }
    }
  }

  /**
   * One piece: updates columns {@code [j0, j1)} of {@code mh} rows of {@code c} (offsets relative
   * to the panel) from the packed {@code bp}, {@code kc} deep. A is packed into {@code mr}-tall
   * slivers, unless each sliver meets at most {@link #IN_PLACE_SLIVERS} B slivers and A's rows or
   * columns are contiguous: then the kernel reads A where it is (packing 1000 x 300 for two B
   * slivers cost half as much as the multiply-adds), and only a last short sliver is packed.
   */
  private static void block(
      GemmKernelFloat64 kernel,
      double[] a,
      int ao,
      int ars,
      int acs,
      double[] bp,
      double[] c,
      int co,
      int crs,
      int ccs,
      int mh,
      int kc,
      int nc,
      int j0,
      int j1) {
    int mr = kernel.mr();
    int nr = kernel.nr();
    boolean inPlace = (acs == 1 || ars == 1) && (j1 - j0 + nr - 1) / nr <= IN_PLACE_SLIVERS;
    int full = mh / mr * mr; // rows read in place when inPlace
    double[] ap;
    if (!inPlace) {
      ap = buffer(1, kc * ((mh + mr - 1) / mr * mr));
      packA(a, ao, ars, acs, mh, kc, mr, ap);
    } else {
      ap = buffer(1, kc * mr);
      if (full < mh) {
        packA(a, ao + full * ars, ars, acs, mh - full, kc, mr, ap);
      }
    }
    double[] tile = buffer(2, mr * nr);
    for (int jr = j0; jr < j1; jr += nr) {
      int w = Math.min(nr, nc - jr);
      int bOff = jr / nr * nr * kc;
      for (int ir = 0; ir < mh; ir += mr) {
        int h = Math.min(mr, mh - ir);
        boolean rows = inPlace && ir < full;
        int aOff = inPlace ? 0 : ir / mr * mr * kc;
        int aRows = ao + ir * ars;
        int cOff = co + ir * crs + jr * ccs;
        if (h == mr && w == nr && ccs == 1) {
          if (rows) {
            kernel.runRows(kc, a, aRows, ars, acs, bp, bOff, c, cOff, crs);
          } else {
            kernel.run(kc, ap, aOff, bp, bOff, c, cOff, crs);
          }
        } else {
          for (int r = 0; r < mr; r++) {
            for (int j = 0; j < nr; j++) {
              tile[r * nr + j] = r < h && j < w ? c[cOff + r * crs + j * ccs] : 0;
            }
          }
          if (rows) {
            kernel.runRows(kc, a, aRows, ars, acs, bp, bOff, tile, 0, nr);
          } else {
            kernel.run(kc, ap, aOff, bp, bOff, tile, 0, nr);
          }
          for (int r = 0; r < h; r++) {
            for (int j = 0; j < w; j++) {
              c[cOff + r * crs + j * ccs] = tile[r * nr + j];
            }
          }
        }
      }
    }
  }

  /**
   * Packs the {@code kc x nc} block of {@code b} at {@code off} into {@code nr}-wide slivers:
   * element {@code (p, j)} goes to {@code (j / nr) * nr * kc + p * nr + j % nr}; columns past
   * {@code nc} are zero.
   */
  static void packB(double[] b, int off, int rs, int cs, int kc, int nc, int nr, double[] bp) {
    for (int j0 = 0, dst = 0; j0 < nc; j0 += nr) {
      int w = Math.min(nr, nc - j0);
      for (int p = 0; p < kc; p++, dst += nr) {
        int src = off + p * rs + j0 * cs;
        for (int j = 0; j < w; j++) {
          bp[dst + j] = b[src + j * cs];
        }
        for (int j = w; j < nr; j++) {
          bp[dst + j] = 0;
        }
      }
    }
  }

  /**
   * Packs the {@code mh x kc} block of {@code a} at {@code off} into {@code mr}-tall slivers:
   * element {@code (i, p)} goes to {@code (i / mr) * mr * kc + p * mr + i % mr}; rows past {@code
   * mh} are zero.
   */
  static void packA(double[] a, int off, int rs, int cs, int mh, int kc, int mr, double[] ap) {
    for (int i0 = 0, dst = 0; i0 < mh; i0 += mr, dst += mr * kc) {
      int h = Math.min(mr, mh - i0);
      for (int r = 0; r < mr; r++) {
        if (r < h) {
          int src = off + (i0 + r) * rs;
          for (int p = 0; p < kc; p++) {
            ap[dst + p * mr + r] = a[src + p * cs];
          }
        } else {
          for (int p = 0; p < kc; p++) {
            ap[dst + p * mr + r] = 0;
          }
        }
      }
    }
  }

  /**
   * This thread's packing buffer {@code which}, at least {@code size} long (grown, never shrunk).
   */
  private static double[] buffer(int which, int size) {
    double[][] all = BUFFERS.get();
    if (all[which].length < size) {
      all[which] = new double[size];
    }
    return all[which];
  }
}
