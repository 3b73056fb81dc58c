package io.ndgen.codegen;

import io.ndgen.annotations.DType;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Renders {@code io.ndgen.runtime.ops.MatMulKernels}: the 2-D matrix product of every dtype but
 * float32 and float64 (which run the packed {@code GemmFloat32}/{@code GemmFloat64} kernels). Each
 * dtype packs its operands into row-major arrays of its compute type, and one blocked i-k-j kernel
 * per compute type multiplies them.
 */
final class MatMuls {
  private MatMuls() {}

  /** True for the dtypes MatMul sends here: those without a Gemm kernel. */
  static boolean covers(DTypeRow d) {
    return d.dtype() != DType.FLOAT32 && d.dtype() != DType.FLOAT64;
  }

  private static final String CLASS =
      """
      {marker}
      package io.ndgen.runtime.ops;

      import io.ndgen.annotations.DType;

      /**
       * The 2-D matrix product of the dtypes without a Gemm kernel: operands are packed into row-major
       * arrays of the compute type (int for the narrow integers, float for float16, as NumPy's loops
       * compute), multiplied by a blocked i-k-j kernel, and the result stored back with the dtype's
       * wrap or rounding.
       */
      final class MatMulKernels {
        /** Rows of b (depth) per block. */
        static final int BLOCK_K = 128;

        /** Columns of b per block: a 128 x 256 block of longs is 256 KiB. */
        static final int BLOCK_N = 256;

        private MatMulKernels() {}

        /**
         * {@code out (m x n) = a (m x k) * b (k x n)}, each operand given by storage, offset, row stride
         * and column stride; all of {@code dtype}. {@code out} must not overlap {@code a} or {@code b}.
         */
        static void matmul(
            DType dtype,
            Object a,
            int ao,
            int ars,
            int acs,
            Object b,
            int bo,
            int brs,
            int bcs,
            Object out,
            int oo,
            int ors,
            int ocs,
            int m,
            int k,
            int n) {
          switch (dtype) {
      {cases}      default:
              throw new IllegalArgumentException("no matmul loop for " + dtype);
          }
        }
      {gemms}{packs}}
      """;

  private static final String CASE =
      """
            case {DTYPE}:
              {
                {ct}[] c = new {ct}[m * n];
                gemm(pack{N}(a, ao, ars, acs, m, k), pack{N}(b, bo, brs, bcs, k, n), c, m, k, n);
                unpack{N}(c, out, oo, ors, ocs, m, n);
                return;
              }
      """;

  private static final String GEMM =
      """

        /**
         * {@code c += a * b} for row-major {@code a (m x k)}, {@code b (k x n)}, {@code c (m x n)} in
         * i-k-j order, blocked over k and j so a block of {@code b} stays in cache; each {@code c[i][j]}
         * sums its products in increasing k.
         */
        static void gemm({ct}[] a, {ct}[] b, {ct}[] c, int m, int k, int n) {
          for (int kk = 0; kk < k; kk += BLOCK_K) {
            int kEnd = Math.min(k, kk + BLOCK_K);
            for (int jj = 0; jj < n; jj += BLOCK_N) {
              int jEnd = Math.min(n, jj + BLOCK_N);
              for (int i = 0; i < m; i++) {
                int ci = i * n;
                for (int p = kk; p < kEnd; p++) {
                  {ct} aip = a[i * k + p];
                  int bp = p * n;
                  for (int j = jj; j < jEnd; j++) {
                    {step};
                  }
                }
              }
            }
          }
        }
      """;

  private static final String PACK =
      """

        /** Reads {@code rows x cols} {dtype} elements into a row-major {ct}[]. */
        static {ct}[] pack{N}(Object x, int off, int rs, int cs, int rows, int cols) {
          {st}[] a = ({st}[]) x;
          {ct}[] p = new {ct}[rows * cols];
          for (int r = 0, k = 0; r < rows; r++) {
            for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
              p[k++] = {load};
            }
          }
          return p;
        }

        /** Stores a row-major {ct}[] of {@code rows x cols} into {dtype} storage. */
        static void unpack{N}({ct}[] p, Object z, int off, int rs, int cs, int rows, int cols) {
          {st}[] o = ({st}[]) z;
          for (int r = 0, k = 0; r < rows; r++) {
            for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
              o[q] = {store};
            }
          }
        }
      """;

  static String render() {
    StringBuilder cases = new StringBuilder();
    StringBuilder packs = new StringBuilder();
    Set<String> computeTypes = new LinkedHashSet<>();
    for (DTypeRow d : DTypes.ROWS) {
      if (!covers(d)) {
        continue;
      }
      computeTypes.add(d.compute());
      cases.append(
          Template.fill(CASE, "DTYPE", d.dtype().name(), "ct", d.compute(), "N", d.name()));
      packs.append(
          Template.fill(
              PACK,
              "dtype",
              d.dtype().numpyName(),
              "ct",
              d.compute(),
              "N",
              d.name(),
              "st",
              d.storage(),
              "load",
              d.load("a[q]"),
              "store",
              d.store("p[k++]")));
    }
    StringBuilder gemms = new StringBuilder();
    for (String ct : computeTypes) {
      // bool's product is AND and its sum OR, as NumPy's BOOL_matmul
      String step =
          ct.equals("boolean") ? "c[ci + j] |= aip & b[bp + j]" : "c[ci + j] += aip * b[bp + j]";
      gemms.append(Template.fill(GEMM, "ct", ct, "step", step));
    }
    return Template.fill(
        CLASS,
        "marker",
        KernelSources.MARKER,
        "cases",
        cases.toString(),
        "gemms",
        gemms.toString(),
        "packs",
        packs.toString());
  }
}
