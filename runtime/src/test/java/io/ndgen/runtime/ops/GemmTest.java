package io.ndgen.runtime.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.parallel.Parallel;
import io.ndgen.runtime.simd.Simd;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The packed matrix product's one definition (docs/ops.md): every element is the fused multiply-add
 * chain over k in increasing order, from zero. Checked bit for bit against that chain for the SIMD
 * and the scalar micro-kernel, one and several threads, edge tiles, every operand layout (C, F,
 * stepped and reversed), and through {@code matmul} with batches.
 */
class GemmTest {
  /**
   * m, k, n: single elements, edge tiles, more than one KC slab (of equal depths: 520 is 174 + 173
   * + 173), MC block and NG group, A read in place (at most two B slivers: n up to 32 for the
   * AVX-512 float64 kernel, 8 for the scalar one) with a last short row sliver, pieces of fewer
   * rows than MC on several threads (256 x 64 x 256), and the unpacked products (small, one row or
   * one column, on several threads when long; depths and heights that are not multiples of their
   * four- and eight-step groups), and the small products run in place (up to 32 x 32 x 32: rows in
   * groups of four and one, columns in whole vectors and a scalar rest).
   */
  private static final int[][] SHAPES = {
    {1, 1, 1},
    {1, 7, 1},
    {1, 300, 17},
    {1, 301, 37},
    {2, 6, 3},
    {7, 3, 1},
    {5, 1, 7},
    {6, 16, 16},
    {13, 257, 33},
    {97, 64, 300},
    {200, 300, 70},
    {97, 520, 30},
    {61, 33, 7},
    {103, 40, 8},
    {256, 64, 256},
    {8, 8, 8},
    {16, 16, 16},
    {1, 40, 3000},
    {3000, 40, 1},
    {3001, 43, 1},
    {1, 100000, 1},
    {3, 3, 3},
    {9, 21, 37},
    {30, 32, 34},
    {5, 1000, 6},
    {4, 2, 17},
  };

  private static final String[] LAYOUTS = {"C", "F", "stepped"};

  /** A matrix view over its own storage: element (i, j) at off + i*rs + j*cs. */
  record Mat(double[] data, int off, int rs, int cs, int rows, int cols) {
    double get(int i, int j) {
      return data[off + i * rs + j * cs];
    }

    static Mat random(int rows, int cols, String layout, Random rnd) {
      Mat m;
      switch (layout) {
        case "C":
          m = new Mat(new double[rows * cols], 0, cols, 1, rows, cols);
          break;
        case "F":
          m = new Mat(new double[rows * cols], 0, 1, rows, rows, cols);
          break;
        default: // rows reversed with a step of 3 elements per column, columns stepped by 2
          int rs = -2 * cols - 1;
          m = new Mat(new double[(rows + 1) * (2 * cols + 1)], (rows - 1) * -rs, rs, 2, rows, cols);
          break;
      }
      for (int i = 0; i < m.data.length; i++) {
        m.data[i] = Double.NaN; // padding that must never be read
      }
      for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
          m.data[m.off + i * m.rs + j * m.cs] =
              (rnd.nextDouble() - 0.5) * Math.scalb(1.0, rnd.nextInt(20) - 10);
        }
      }
      return m;
    }
  }

  /** The definition: fma(a[i][k-1], b[k-1][j], … fma(a[i][0], b[0][j], 0)). */
  static double[] reference(Mat a, Mat b) {
    double[] c = new double[a.rows * b.cols];
    for (int i = 0; i < a.rows; i++) {
      for (int j = 0; j < b.cols; j++) {
        double s = 0;
        for (int p = 0; p < a.cols; p++) {
          s = Math.fma(a.get(i, p), b.get(p, j), s);
        }
        c[i * b.cols + j] = s;
      }
    }
    return c;
  }

  @TestFactory
  Stream<DynamicTest> everyKernelLayoutAndThreadCountGivesTheDefinitionsBits() {
    List<DynamicTest> tests = new ArrayList<>();
    List<GemmKernelFloat64> kernels = new ArrayList<>(List.of(new ScalarGemmKernelFloat64()));
    if (GemmFloat64.kernel() instanceof ScalarGemmKernelFloat64 == false) {
      kernels.add(GemmFloat64.kernel());
    }
    for (int[] s : SHAPES) {
      for (String la : LAYOUTS) {
        for (String lb : LAYOUTS) {
          for (String lc : new String[] {"C", "F"}) {
            String name =
                "m=" + s[0] + " k=" + s[1] + " n=" + s[2] + " a=" + la + " b=" + lb + " c=" + lc;
            tests.add(DynamicTest.dynamicTest(name, () -> check(kernels, s, la, lb, lc)));
          }
        }
      }
    }
    return tests.stream();
  }

  private static void check(
      List<GemmKernelFloat64> kernels, int[] s, String la, String lb, String lc) {
    Random rnd = new Random(31L * s[0] + 17L * s[1] + s[2]);
    Mat a = Mat.random(s[0], s[1], la, rnd);
    Mat b = Mat.random(s[1], s[2], lb, rnd);
    double[] expected = reference(a, b);
    for (GemmKernelFloat64 kernel : kernels) {
      for (int threads : new int[] {1, 2, 3, 8}) {
        Mat c =
            lc.equals("C")
                ? new Mat(new double[s[0] * s[2]], 0, s[2], 1, s[0], s[2])
                : new Mat(new double[s[0] * s[2]], 0, 1, s[0], s[0], s[2]);
        Parallel.withThreads(
            threads,
            () -> {
              GemmFloat64.gemm(
                  kernel, a.data, a.off, a.rs, a.cs, b.data, b.off, b.rs, b.cs, c.data, c.off, c.rs,
                  c.cs, s[0], s[1], s[2], true);
              return null;
            });
        for (int i = 0; i < s[0]; i++) {
          for (int j = 0; j < s[2]; j++) {
            double want = expected[i * s[2] + j];
            double got = c.get(i, j);
            if (Double.doubleToLongBits(want) != Double.doubleToLongBits(got)) {
              assertEquals(
                  want,
                  got,
                  kernel.getClass().getSimpleName()
                      + " threads="
                      + threads
                      + " at ("
                      + i
                      + ", "
                      + j
                      + ")");
              assertEquals(Double.doubleToLongBits(want), Double.doubleToLongBits(got));
            }
          }
        }
      }
    }
  }

  @Test
  void simdKernelIsInUseExactlyWhenSimdIsOn() {
    assertEquals(Simd.enabled(), !(GemmFloat64.kernel() instanceof ScalarGemmKernelFloat64));
    // no native backend on the runtime's own test path
    assertEquals(Simd.enabled() ? "ndgen SIMD" : "ndgen scalar", Ops.matmulBackend());
  }

  /**
   * matmul of a batch of transposed and broadcast operands: each product has the definition's bits.
   */
  @Test
  void batchedMatmulOfViewsMatchesTheDefinition() {
    Random rnd = new Random(5);
    for (int[] s : new int[][] {{3, 4, 5}, {40, 70, 50}}) {
      int batch = 6;
      double[] xs = new double[batch * s[0] * s[1]];
      double[] ys = new double[s[2] * s[1]];
      for (int i = 0; i < xs.length; i++) {
        xs[i] = rnd.nextGaussian();
      }
      for (int i = 0; i < ys.length; i++) {
        ys[i] = rnd.nextGaussian();
      }
      StridedArray x = StridedArray.wrap(xs, batch, s[0], s[1]);
      StridedArray y = StridedArray.wrap(ys, s[2], s[1]).transpose(); // (k, n), F-ordered view
      StridedArray r = Parallel.withThreads(2, () -> x.matmul(y.broadcastTo(batch, s[1], s[2])));
      assertEquals(DType.FLOAT64, r.dtype());
      for (int q = 0; q < batch; q++) {
        Mat a = new Mat(xs, q * s[0] * s[1], s[1], 1, s[0], s[1]);
        Mat b = new Mat(ys, 0, 1, s[1], s[1], s[2]);
        double[] want = reference(a, b);
        for (int i = 0; i < s[0]; i++) {
          for (int j = 0; j < s[2]; j++) {
            assertEquals(
                Double.doubleToLongBits(want[i * s[2] + j]),
                Double.doubleToLongBits(r.getDouble(q, i, j)),
                "batch " + q + " (" + i + ", " + j + ")");
          }
        }
      }
    }
  }

  /**
   * Batches split by product (64 products of 64 x 64 x 64, at the parallel threshold; 6 of 40 x 70
   * x 50 above it) with broadcast batch axes, float64 and float32, on 1, 2, 3 and 8 threads: each
   * product has the definition's bits.
   */
  @Test
  void batchesSplitByProductGiveTheDefinitionsBitsOnEveryThreadCount() {
    Random rnd = new Random(11);
    for (DType t : new DType[] {DType.FLOAT64, DType.FLOAT32}) {
      for (int[] s : new int[][] {{8, 8, 64, 64, 64}, {2, 3, 40, 70, 50}}) {
        int outer = s[0];
        int inner = s[1];
        StridedArray x =
            StridedArray.wrap(gaussians(outer * s[2] * s[3], rnd), outer, 1, s[2], s[3]).astype(t);
        StridedArray y =
            StridedArray.wrap(gaussians(inner * s[4] * s[3], rnd), inner, s[4], s[3])
                .astype(t)
                .permute(0, 2, 1); // (inner, k, n), each matrix F-ordered
        // the definition's chain, per element, in the dtype's arithmetic (bits as a long)
        long[] want = new long[outer * inner * s[2] * s[4]];
        for (int o = 0, e = 0; o < outer; o++) {
          for (int q = 0; q < inner; q++) {
            for (int i = 0; i < s[2]; i++) {
              for (int j = 0; j < s[4]; j++, e++) {
                double d = 0;
                float f = 0;
                for (int p = 0; p < s[3]; p++) {
                  if (t == DType.FLOAT64) {
                    d = Math.fma(x.getDouble(o, 0, i, p), y.getDouble(q, p, j), d);
                  } else {
                    f = Math.fma(x.getFloat(o, 0, i, p), y.getFloat(q, p, j), f);
                  }
                }
                want[e] = t == DType.FLOAT64 ? Double.doubleToLongBits(d) : Float.floatToIntBits(f);
              }
            }
          }
        }
        for (int threads : new int[] {1, 2, 3, 8}) {
          StridedArray r = Parallel.withThreads(threads, () -> x.matmul(y));
          assertEquals(t, r.dtype());
          for (int o = 0, e = 0; o < outer; o++) {
            for (int q = 0; q < inner; q++) {
              for (int i = 0; i < s[2]; i++) {
                for (int j = 0; j < s[4]; j++, e++) {
                  long got =
                      t == DType.FLOAT64
                          ? Double.doubleToLongBits(r.getDouble(o, q, i, j))
                          : Float.floatToIntBits(r.getFloat(o, q, i, j));
                  if (got != want[e]) {
                    assertEquals(
                        want[e],
                        got,
                        t
                            + " threads="
                            + threads
                            + " ["
                            + o
                            + ", "
                            + q
                            + "] ("
                            + i
                            + ", "
                            + j
                            + ")");
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  private static double[] gaussians(int n, Random rnd) {
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      v[i] = rnd.nextGaussian();
    }
    return v;
  }

  /** float32 runs the derived kernels: the same definition in float arithmetic. */
  @Test
  void float32MatmulOfViewsMatchesTheDefinition() {
    Random rnd = new Random(7);
    for (int[] s :
        new int[][] {{1, 9, 1}, {7, 300, 45}, {64, 64, 64}, {100, 40, 130}, {1000, 300, 50}}) {
      float[] xs = new float[s[0] * s[1]];
      float[] ys = new float[s[1] * s[2] * 2];
      for (int i = 0; i < xs.length; i++) {
        xs[i] = (float) rnd.nextGaussian();
      }
      for (int i = 0; i < ys.length; i++) {
        ys[i] = (float) rnd.nextGaussian();
      }
      StridedArray x = StridedArray.wrap(xs, s[1], s[0]).transpose(); // (m, k), F-ordered
      StridedArray y =
          StridedArray.wrap(ys, s[1], 2 * s[2]).slice(1, 2 * s[2] - 1, Integer.MIN_VALUE, -2);
      StridedArray r = x.matmul(y);
      assertEquals(DType.FLOAT32, r.dtype());
      for (int i = 0; i < s[0]; i++) {
        for (int j = 0; j < s[2]; j++) {
          float want = 0;
          for (int p = 0; p < s[1]; p++) {
            want = Math.fma(x.getFloat(i, p), y.getFloat(p, j), want);
          }
          assertEquals(
              Float.floatToIntBits(want),
              Float.floatToIntBits(r.getFloat(i, j)),
              java.util.Arrays.toString(s) + " (" + i + ", " + j + ")");
        }
      }
    }
  }
}
