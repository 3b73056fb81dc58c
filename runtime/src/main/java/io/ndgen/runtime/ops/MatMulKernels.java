// Per-dtype matmul packing and kernels, first written by a Python generator since removed; now
// edited by hand (the dtype table in the codegen module is the model for any new per-dtype code).
package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.storage.Float16;

/**
 * The 2-D matrix product per dtype: operands are packed into row-major arrays of the compute type
 * (int for the narrow integers, float for float16, as NumPy's loops compute), multiplied by a
 * blocked i-k-j kernel, and the result stored back with the dtype's wrap or rounding.
 */
final class MatMulKernels {
  /** Rows of b (depth) per block. */
  static final int BLOCK_K = 128;

  /** Columns of b per block: a 128 x 256 block of doubles is 256 KiB. */
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
      case BOOL:
        {
          boolean[] c = new boolean[m * n];
          gemm(packBool(a, ao, ars, acs, m, k), packBool(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackBool(c, out, oo, ors, ocs, m, n);
          return;
        }
      case INT8:
        {
          int[] c = new int[m * n];
          gemm(packInt8(a, ao, ars, acs, m, k), packInt8(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackInt8(c, out, oo, ors, ocs, m, n);
          return;
        }
      case UINT8:
        {
          int[] c = new int[m * n];
          gemm(packUInt8(a, ao, ars, acs, m, k), packUInt8(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackUInt8(c, out, oo, ors, ocs, m, n);
          return;
        }
      case INT16:
        {
          int[] c = new int[m * n];
          gemm(packInt16(a, ao, ars, acs, m, k), packInt16(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackInt16(c, out, oo, ors, ocs, m, n);
          return;
        }
      case UINT16:
        {
          int[] c = new int[m * n];
          gemm(packUInt16(a, ao, ars, acs, m, k), packUInt16(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackUInt16(c, out, oo, ors, ocs, m, n);
          return;
        }
      case INT32:
        {
          int[] c = new int[m * n];
          gemm(packInt32(a, ao, ars, acs, m, k), packInt32(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackInt32(c, out, oo, ors, ocs, m, n);
          return;
        }
      case UINT32:
        {
          int[] c = new int[m * n];
          gemm(packUInt32(a, ao, ars, acs, m, k), packUInt32(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackUInt32(c, out, oo, ors, ocs, m, n);
          return;
        }
      case INT64:
        {
          long[] c = new long[m * n];
          gemm(packInt64(a, ao, ars, acs, m, k), packInt64(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackInt64(c, out, oo, ors, ocs, m, n);
          return;
        }
      case UINT64:
        {
          long[] c = new long[m * n];
          gemm(packUInt64(a, ao, ars, acs, m, k), packUInt64(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackUInt64(c, out, oo, ors, ocs, m, n);
          return;
        }
      case FLOAT16:
        {
          float[] c = new float[m * n];
          gemm(packFloat16(a, ao, ars, acs, m, k), packFloat16(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackFloat16(c, out, oo, ors, ocs, m, n);
          return;
        }
      case FLOAT32:
        {
          float[] c = new float[m * n];
          gemm(packFloat32(a, ao, ars, acs, m, k), packFloat32(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackFloat32(c, out, oo, ors, ocs, m, n);
          return;
        }
      case FLOAT64:
        {
          double[] c = new double[m * n];
          gemm(packFloat64(a, ao, ars, acs, m, k), packFloat64(b, bo, brs, bcs, k, n), c, m, k, n);
          unpackFloat64(c, out, oo, ors, ocs, m, n);
          return;
        }
      default:
        throw new IllegalArgumentException("no matmul loop for " + dtype);
    }
  }

  /**
   * {@code c += a * b} for row-major {@code a (m x k)}, {@code b (k x n)}, {@code c (m x n)} in
   * i-k-j order, blocked over k and j so a block of {@code b} stays in cache; each {@code c[i][j]}
   * sums its products in increasing k.
   */
  static void gemm(boolean[] a, boolean[] b, boolean[] c, int m, int k, int n) {
    for (int kk = 0; kk < k; kk += BLOCK_K) {
      int kEnd = Math.min(k, kk + BLOCK_K);
      for (int jj = 0; jj < n; jj += BLOCK_N) {
        int jEnd = Math.min(n, jj + BLOCK_N);
        for (int i = 0; i < m; i++) {
          int ci = i * n;
          for (int p = kk; p < kEnd; p++) {
            boolean aip = a[i * k + p];
            int bp = p * n;
            for (int j = jj; j < jEnd; j++) {
              c[ci + j] |= aip & b[bp + j];
            }
          }
        }
      }
    }
  }

  /**
   * {@code c += a * b} for row-major {@code a (m x k)}, {@code b (k x n)}, {@code c (m x n)} in
   * i-k-j order, blocked over k and j so a block of {@code b} stays in cache; each {@code c[i][j]}
   * sums its products in increasing k.
   */
  static void gemm(int[] a, int[] b, int[] c, int m, int k, int n) {
    for (int kk = 0; kk < k; kk += BLOCK_K) {
      int kEnd = Math.min(k, kk + BLOCK_K);
      for (int jj = 0; jj < n; jj += BLOCK_N) {
        int jEnd = Math.min(n, jj + BLOCK_N);
        for (int i = 0; i < m; i++) {
          int ci = i * n;
          for (int p = kk; p < kEnd; p++) {
            int aip = a[i * k + p];
            int bp = p * n;
            for (int j = jj; j < jEnd; j++) {
              c[ci + j] += aip * b[bp + j];
            }
          }
        }
      }
    }
  }

  /**
   * {@code c += a * b} for row-major {@code a (m x k)}, {@code b (k x n)}, {@code c (m x n)} in
   * i-k-j order, blocked over k and j so a block of {@code b} stays in cache; each {@code c[i][j]}
   * sums its products in increasing k.
   */
  static void gemm(long[] a, long[] b, long[] c, int m, int k, int n) {
    for (int kk = 0; kk < k; kk += BLOCK_K) {
      int kEnd = Math.min(k, kk + BLOCK_K);
      for (int jj = 0; jj < n; jj += BLOCK_N) {
        int jEnd = Math.min(n, jj + BLOCK_N);
        for (int i = 0; i < m; i++) {
          int ci = i * n;
          for (int p = kk; p < kEnd; p++) {
            long aip = a[i * k + p];
            int bp = p * n;
            for (int j = jj; j < jEnd; j++) {
              c[ci + j] += aip * b[bp + j];
            }
          }
        }
      }
    }
  }

  /**
   * {@code c += a * b} for row-major {@code a (m x k)}, {@code b (k x n)}, {@code c (m x n)} in
   * i-k-j order, blocked over k and j so a block of {@code b} stays in cache; each {@code c[i][j]}
   * sums its products in increasing k.
   */
  static void gemm(float[] a, float[] b, float[] c, int m, int k, int n) {
    for (int kk = 0; kk < k; kk += BLOCK_K) {
      int kEnd = Math.min(k, kk + BLOCK_K);
      for (int jj = 0; jj < n; jj += BLOCK_N) {
        int jEnd = Math.min(n, jj + BLOCK_N);
        for (int i = 0; i < m; i++) {
          int ci = i * n;
          for (int p = kk; p < kEnd; p++) {
            float aip = a[i * k + p];
            int bp = p * n;
            for (int j = jj; j < jEnd; j++) {
              c[ci + j] += aip * b[bp + j];
            }
          }
        }
      }
    }
  }

  /**
   * {@code c += a * b} for row-major {@code a (m x k)}, {@code b (k x n)}, {@code c (m x n)} in
   * i-k-j order, blocked over k and j so a block of {@code b} stays in cache; each {@code c[i][j]}
   * sums its products in increasing k.
   */
  static void gemm(double[] a, double[] b, double[] c, int m, int k, int n) {
    for (int kk = 0; kk < k; kk += BLOCK_K) {
      int kEnd = Math.min(k, kk + BLOCK_K);
      for (int jj = 0; jj < n; jj += BLOCK_N) {
        int jEnd = Math.min(n, jj + BLOCK_N);
        for (int i = 0; i < m; i++) {
          int ci = i * n;
          for (int p = kk; p < kEnd; p++) {
            double aip = a[i * k + p];
            int bp = p * n;
            for (int j = jj; j < jEnd; j++) {
              c[ci + j] += aip * b[bp + j];
            }
          }
        }
      }
    }
  }

  /** Reads {@code rows x cols} bool elements into a row-major boolean[]. */
  static boolean[] packBool(Object x, int off, int rs, int cs, int rows, int cols) {
    boolean[] a = (boolean[]) x;
    boolean[] p = new boolean[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major boolean[] of {@code rows x cols} into bool storage. */
  static void unpackBool(boolean[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    boolean[] o = (boolean[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = p[k++];
      }
    }
  }

  /** Reads {@code rows x cols} int8 elements into a row-major int[]. */
  static int[] packInt8(Object x, int off, int rs, int cs, int rows, int cols) {
    byte[] a = (byte[]) x;
    int[] p = new int[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major int[] of {@code rows x cols} into int8 storage. */
  static void unpackInt8(int[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    byte[] o = (byte[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = (byte) (p[k++]);
      }
    }
  }

  /** Reads {@code rows x cols} uint8 elements into a row-major int[]. */
  static int[] packUInt8(Object x, int off, int rs, int cs, int rows, int cols) {
    byte[] a = (byte[]) x;
    int[] p = new int[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = (a[q] & 0xff);
      }
    }
    return p;
  }

  /** Stores a row-major int[] of {@code rows x cols} into uint8 storage. */
  static void unpackUInt8(int[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    byte[] o = (byte[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = (byte) (p[k++]);
      }
    }
  }

  /** Reads {@code rows x cols} int16 elements into a row-major int[]. */
  static int[] packInt16(Object x, int off, int rs, int cs, int rows, int cols) {
    short[] a = (short[]) x;
    int[] p = new int[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major int[] of {@code rows x cols} into int16 storage. */
  static void unpackInt16(int[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    short[] o = (short[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = (short) (p[k++]);
      }
    }
  }

  /** Reads {@code rows x cols} uint16 elements into a row-major int[]. */
  static int[] packUInt16(Object x, int off, int rs, int cs, int rows, int cols) {
    short[] a = (short[]) x;
    int[] p = new int[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = (a[q] & 0xffff);
      }
    }
    return p;
  }

  /** Stores a row-major int[] of {@code rows x cols} into uint16 storage. */
  static void unpackUInt16(int[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    short[] o = (short[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = (short) (p[k++]);
      }
    }
  }

  /** Reads {@code rows x cols} int32 elements into a row-major int[]. */
  static int[] packInt32(Object x, int off, int rs, int cs, int rows, int cols) {
    int[] a = (int[]) x;
    int[] p = new int[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major int[] of {@code rows x cols} into int32 storage. */
  static void unpackInt32(int[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    int[] o = (int[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = p[k++];
      }
    }
  }

  /** Reads {@code rows x cols} uint32 elements into a row-major int[]. */
  static int[] packUInt32(Object x, int off, int rs, int cs, int rows, int cols) {
    int[] a = (int[]) x;
    int[] p = new int[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major int[] of {@code rows x cols} into uint32 storage. */
  static void unpackUInt32(int[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    int[] o = (int[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = p[k++];
      }
    }
  }

  /** Reads {@code rows x cols} int64 elements into a row-major long[]. */
  static long[] packInt64(Object x, int off, int rs, int cs, int rows, int cols) {
    long[] a = (long[]) x;
    long[] p = new long[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major long[] of {@code rows x cols} into int64 storage. */
  static void unpackInt64(long[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    long[] o = (long[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = p[k++];
      }
    }
  }

  /** Reads {@code rows x cols} uint64 elements into a row-major long[]. */
  static long[] packUInt64(Object x, int off, int rs, int cs, int rows, int cols) {
    long[] a = (long[]) x;
    long[] p = new long[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major long[] of {@code rows x cols} into uint64 storage. */
  static void unpackUInt64(long[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    long[] o = (long[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = p[k++];
      }
    }
  }

  /** Reads {@code rows x cols} float16 elements into a row-major float[]. */
  static float[] packFloat16(Object x, int off, int rs, int cs, int rows, int cols) {
    short[] a = (short[]) x;
    float[] p = new float[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = Float16.toFloat(a[q]);
      }
    }
    return p;
  }

  /** Stores a row-major float[] of {@code rows x cols} into float16 storage. */
  static void unpackFloat16(float[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    short[] o = (short[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = Float16.fromFloat(p[k++]);
      }
    }
  }

  /** Reads {@code rows x cols} float32 elements into a row-major float[]. */
  static float[] packFloat32(Object x, int off, int rs, int cs, int rows, int cols) {
    float[] a = (float[]) x;
    float[] p = new float[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major float[] of {@code rows x cols} into float32 storage. */
  static void unpackFloat32(float[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    float[] o = (float[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = p[k++];
      }
    }
  }

  /** Reads {@code rows x cols} float64 elements into a row-major double[]. */
  static double[] packFloat64(Object x, int off, int rs, int cs, int rows, int cols) {
    double[] a = (double[]) x;
    double[] p = new double[rows * cols];
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        p[k++] = a[q];
      }
    }
    return p;
  }

  /** Stores a row-major double[] of {@code rows x cols} into float64 storage. */
  static void unpackFloat64(double[] p, Object z, int off, int rs, int cs, int rows, int cols) {
    double[] o = (double[]) z;
    for (int r = 0, k = 0; r < rows; r++) {
      for (int c = 0, q = off + r * rs; c < cols; c++, q += cs) {
        o[q] = p[k++];
      }
    }
  }
}
