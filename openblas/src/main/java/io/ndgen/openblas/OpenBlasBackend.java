package io.ndgen.openblas;

import io.ndgen.runtime.spi.MatMulBackend;
import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.javacpp.FloatPointer;
import org.bytedeco.javacpp.Loader;
import org.bytedeco.openblas.global.openblas_nolapack;

/**
 * {@link MatMulBackend} on OpenBLAS through the JavaCPP presets ({@code org.bytedeco:openblas}).
 *
 * <p>Each operand is copied into native memory kept between products ({@link NativeBuffers}, a
 * small pool: fresh blocks fault in page by page, which cost more than the product). A product
 * reads {@code m*k + k*n} and writes {@code m*n} elements, against {@code m*k*n} multiply-adds. An
 * operand is copied in one {@code memcpy} when it is row-major or column-major with a leading
 * dimension BLAS accepts (passed as is, transposed for column-major), else gathered into row-major
 * first. The result is computed row-major and copied out to {@code c}'s strides. OpenBLAS's thread
 * count is set to the runtime's cap before a product when it differs (a process-wide setting of
 * OpenBLAS).
 */
public final class OpenBlasBackend implements MatMulBackend {

  /** Needed by {@link java.util.ServiceLoader}. */
  public OpenBlasBackend() {}

  @Override
  public String name() {
    String v = openblas_nolapack.class.getPackage().getImplementationVersion();
    return v == null
        ? "OpenBLAS"
        : "OpenBLAS " + v.substring(0, v.indexOf('-') < 0 ? v.length() : v.indexOf('-'));
  }

  @Override
  public boolean isAvailable() {
    Loader.load(openblas_nolapack.class); // UnsatisfiedLinkError without this platform's natives
    return true;
  }

  @Override
  public void sgemm(
      float[] a,
      int ao,
      int ars,
      int acs,
      float[] b,
      int bo,
      int brs,
      int bcs,
      float[] c,
      int co,
      int crs,
      int ccs,
      int m,
      int k,
      int n,
      int threads) {
    Operand x = Operand.of(ao, ars, acs, m, k);
    Operand y = Operand.of(bo, brs, bcs, k, n);
    setThreads(threads);
    NativeBuffers buffers = NativeBuffers.take();
    try {
      FloatPointer pa = x.copy(a, buffers.floats(NativeBuffers.A, x.length));
      FloatPointer pb = y.copy(b, buffers.floats(NativeBuffers.B, y.length));
      FloatPointer pc = buffers.floats(NativeBuffers.C, (long) m * n);
      openblas_nolapack.cblas_sgemm(
          openblas_nolapack.CblasRowMajor,
          x.flag(),
          y.flag(),
          m,
          n,
          k,
          1f,
          pa,
          x.ld,
          pb,
          y.ld,
          0f,
          pc,
          n);
      if (ccs == 1 && crs == n) {
        pc.get(c, co, m * n);
      } else {
        float[] row = new float[n];
        for (int i = 0; i < m; i++) {
          pc.position((long) i * n).get(row, 0, n);
          for (int j = 0, q = co + i * crs; j < n; j++, q += ccs) {
            c[q] = row[j];
          }
        }
      }
    } finally {
      NativeBuffers.giveBack(buffers);
    }
  }

  @Override
  public void dgemm(
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
      int threads) {
    Operand x = Operand.of(ao, ars, acs, m, k);
    Operand y = Operand.of(bo, brs, bcs, k, n);
    setThreads(threads);
    NativeBuffers buffers = NativeBuffers.take();
    try {
      DoublePointer pa = x.copy(a, buffers.doubles(NativeBuffers.A, x.length));
      DoublePointer pb = y.copy(b, buffers.doubles(NativeBuffers.B, y.length));
      DoublePointer pc = buffers.doubles(NativeBuffers.C, (long) m * n);
      openblas_nolapack.cblas_dgemm(
          openblas_nolapack.CblasRowMajor,
          x.flag(),
          y.flag(),
          m,
          n,
          k,
          1d,
          pa,
          x.ld,
          pb,
          y.ld,
          0d,
          pc,
          n);
      if (ccs == 1 && crs == n) {
        pc.get(c, co, m * n);
      } else {
        double[] row = new double[n];
        for (int i = 0; i < m; i++) {
          pc.position((long) i * n).get(row, 0, n);
          for (int j = 0, q = co + i * crs; j < n; j++, q += ccs) {
            c[q] = row[j];
          }
        }
      }
    } finally {
      NativeBuffers.giveBack(buffers);
    }
  }

  private static void setThreads(int threads) {
    if (openblas_nolapack.blas_get_num_threads() != threads) {
      openblas_nolapack.blas_set_num_threads(threads);
    }
  }

  /**
   * How a {@code rows x cols} operand at {@code off} with strides {@code (rs, cs)} is handed to
   * BLAS: the span of storage copied ({@code [first, first + length)}), the transpose flag and the
   * leading dimension; or, when no flag and leading dimension describe it, a gather into row-major.
   */
  private static final class Operand {
    final int first;
    final int length;
    final boolean transposed;
    final int ld;
    final int rows;
    final int cols;
    final int off;
    final int rs;
    final int cs;
    final boolean gather;

    private Operand(
        int first,
        int length,
        boolean transposed,
        int ld,
        boolean gather,
        int off,
        int rs,
        int cs,
        int rows,
        int cols) {
      this.first = first;
      this.length = length;
      this.transposed = transposed;
      this.ld = ld;
      this.gather = gather;
      this.off = off;
      this.rs = rs;
      this.cs = cs;
      this.rows = rows;
      this.cols = cols;
    }

    static Operand of(int off, int rs, int cs, int rows, int cols) {
      // a single row or column has no meaningful stride along its unit axis
      int r = rows == 1 ? cols : rs;
      int c = cols == 1 ? 1 : cs;
      if (c == 1 && r >= cols) { // row-major, rows r elements apart
        return new Operand(off, (rows - 1) * r + cols, false, r, false, off, rs, cs, rows, cols);
      }
      int r2 = rows == 1 ? 1 : rs;
      int c2 = cols == 1 ? rows : cs;
      if (r2 == 1 && c2 >= rows) { // column-major: its transpose is row-major
        return new Operand(off, (cols - 1) * c2 + rows, true, c2, false, off, rs, cs, rows, cols);
      }
      return new Operand(0, rows * cols, false, cols, true, off, rs, cs, rows, cols);
    }

    /** CBLAS's transpose flag for this operand. */
    int flag() {
      return transposed ? openblas_nolapack.CblasTrans : openblas_nolapack.CblasNoTrans;
    }

    /** Copies this operand of {@code src} into {@code p} (at least {@link #length} elements). */
    FloatPointer copy(float[] src, FloatPointer p) {
      if (!gather) {
        p.put(src, first, length);
        return p;
      }
      float[] row = new float[cols];
      for (int i = 0; i < rows; i++) {
        for (int j = 0, q = off + i * rs; j < cols; j++, q += cs) {
          row[j] = src[q];
        }
        p.position((long) i * cols).put(row, 0, cols);
      }
      return p.position(0);
    }

    /** Copies this operand of {@code src} into {@code p} (at least {@link #length} elements). */
    DoublePointer copy(double[] src, DoublePointer p) {
      if (!gather) {
        p.put(src, first, length);
        return p;
      }
      double[] row = new double[cols];
      for (int i = 0; i < rows; i++) {
        for (int j = 0, q = off + i * rs; j < cols; j++, q += cs) {
          row[j] = src[q];
        }
        p.position((long) i * cols).put(row, 0, cols);
      }
      return p.position(0);
    }
  }
}
