package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ops.ReduceOp;
import java.util.Arrays;

/**
 * Reductions NumPy computes through a temporary array, in one read of the input with its bits:
 * {@code nansum} (NumPy sums a copy with NaN replaced by 0), {@code fmin}/{@code fmax} reduced
 * ({@code nanmin}/{@code nanmax}), and the sum of squared deviations from a mean ({@code var}:
 * NumPy sums {@code (x - mean)²}, each step rounded in the dtype). The kernels are the generated
 * {@code nansum}, {@code fmin}, {@code fmax} and {@code squaredDeviations} of {@code
 * Float32Kernels}/{@code Float64Kernels}; they run on {@link Reduction}'s walk as SUM (pairwise,
 * from zero) or MIN/MAX (from the first element) run, so the summation order is the one NumPy's
 * reduction of the temporary has.
 *
 * <p>That holds when the temporary is laid out as the input: {@link #applies} (float32 or float64,
 * and the input dense with positive strides, so its order-'K' copy has its strides). For any other
 * input the callers compose NumPy's steps.
 */
public final class FusedReductions {
  private FusedReductions() {}

  /** True when the fused kernels give NumPy's bits for this input; see the class comment. */
  public static boolean applies(DType dtype, Layout layout) {
    return (dtype == DType.FLOAT32 || dtype == DType.FLOAT64) && dense(layout);
  }

  /**
   * True for a non-empty layout whose axes of extent above one, taken by increasing stride, nest
   * contiguously from stride one (C, Fortran or any permuted order, no gaps, no negative strides).
   */
  static boolean dense(Layout layout) {
    if (layout.size() == 0) {
      return false;
    }
    int rank = layout.rank();
    long[] keys = new long[rank]; // stride in the high bits, axis in the low ones: sorted by stride
    int m = 0;
    for (int k = 0; k < rank; k++) {
      if (layout.shape(k) > 1) {
        if (layout.stride(k) <= 0) {
          return false;
        }
        keys[m++] = ((long) layout.stride(k) << 8) | k;
      }
    }
    Arrays.sort(keys, 0, m);
    long expect = 1;
    for (int j = 0; j < m; j++) {
      int k = (int) (keys[j] & 0xff);
      if (layout.stride(k) != expect) {
        return false;
      }
      expect *= layout.shape(k);
    }
    return true;
  }

  /** NumPy's {@code nansum} of {@code in} over {@code reduced} into {@code out} (zeroed). */
  public static void nansum(
      DType dtype, Object in, Layout inLayout, boolean[] reduced, Object out, Layout outLayout) {
    ReduceLoop loop = dtype == DType.FLOAT64 ? NANSUM_64 : NANSUM_32;
    Reduction.reduce(
        ReduceOp.SUM, loop, false, dtype, dtype, in, inLayout, reduced, out, outLayout);
  }

  /**
   * NumPy's {@code fmin.reduce} ({@code min}) or {@code fmax.reduce} of {@code in} over {@code
   * reduced} into {@code out}: NaN where every element is NaN.
   *
   * @throws IllegalArgumentException for an empty reduction, as min/max
   */
  public static void extreme(
      boolean min,
      DType dtype,
      Object in,
      Layout inLayout,
      boolean[] reduced,
      Object out,
      Layout outLayout) {
    ReduceLoop loop =
        dtype == DType.FLOAT64 ? (min ? FMIN_64 : FMAX_64) : (min ? FMIN_32 : FMAX_32);
    ReduceOp op = min ? ReduceOp.MIN : ReduceOp.MAX;
    Reduction.reduce(op, loop, false, dtype, dtype, in, inLayout, reduced, out, outLayout);
  }

  /**
   * The sum of {@code (x - mean)²} of {@code in} over {@code reduced} into {@code out} (zeroed),
   * {@code mean} holding each output's mean laid out as {@code out}.
   */
  public static void squaredDeviations(
      DType dtype,
      Object in,
      Layout inLayout,
      boolean[] reduced,
      Object out,
      Layout outLayout,
      Object mean) {
    // one output: its mean is a constant of the loop, which may then fold into partial sums
    boolean one = outLayout.size() == 1;
    int at = one ? outLayout.offset() : -1;
    ReduceLoop loop =
        dtype == DType.FLOAT64
            ? new Deviations64((double[]) mean, at)
            : new Deviations32((float[]) mean, at);
    Reduction.reduce(ReduceOp.SUM, loop, !one, dtype, dtype, in, inLayout, reduced, out, outLayout);
  }

  private static final ReduceLoop NANSUM_32 =
      new ReduceLoop() {
        @Override
        public void run(Object in, int i, int s, int n, Object out, int o) {
          Float32Kernels.nansumRun((float[]) in, i, s, n, (float[]) out, o);
        }

        @Override
        public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
          Float32Kernels.nansumAccumulate((float[]) in, i, s, (float[]) out, o, os, n);
        }
      };

  private static final ReduceLoop NANSUM_64 =
      new ReduceLoop() {
        @Override
        public void run(Object in, int i, int s, int n, Object out, int o) {
          Float64Kernels.nansumRun((double[]) in, i, s, n, (double[]) out, o);
        }

        @Override
        public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
          Float64Kernels.nansumAccumulate((double[]) in, i, s, (double[]) out, o, os, n);
        }
      };

  private static final ReduceLoop FMIN_32 =
      new ReduceLoop() {
        @Override
        public void run(Object in, int i, int s, int n, Object out, int o) {
          Float32Kernels.fminRun((float[]) in, i, s, n, (float[]) out, o);
        }

        @Override
        public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
          Float32Kernels.fminAccumulate((float[]) in, i, s, (float[]) out, o, os, n);
        }
      };

  private static final ReduceLoop FMAX_32 =
      new ReduceLoop() {
        @Override
        public void run(Object in, int i, int s, int n, Object out, int o) {
          Float32Kernels.fmaxRun((float[]) in, i, s, n, (float[]) out, o);
        }

        @Override
        public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
          Float32Kernels.fmaxAccumulate((float[]) in, i, s, (float[]) out, o, os, n);
        }
      };

  private static final ReduceLoop FMIN_64 =
      new ReduceLoop() {
        @Override
        public void run(Object in, int i, int s, int n, Object out, int o) {
          Float64Kernels.fminRun((double[]) in, i, s, n, (double[]) out, o);
        }

        @Override
        public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
          Float64Kernels.fminAccumulate((double[]) in, i, s, (double[]) out, o, os, n);
        }
      };

  private static final ReduceLoop FMAX_64 =
      new ReduceLoop() {
        @Override
        public void run(Object in, int i, int s, int n, Object out, int o) {
          Float64Kernels.fmaxRun((double[]) in, i, s, n, (double[]) out, o);
        }

        @Override
        public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
          Float64Kernels.fmaxAccumulate((double[]) in, i, s, (double[]) out, o, os, n);
        }
      };

  /**
   * Squared deviations of float32: from {@code mean[at]} for every output when {@code at >= 0},
   * else from the mean at the output's own index.
   */
  private record Deviations32(float[] mean, int at) implements ReduceLoop {
    @Override
    public void run(Object in, int i, int s, int n, Object out, int o) {
      float m = mean[at >= 0 ? at : o];
      Float32Kernels.squaredDeviationsRun((float[]) in, i, s, n, (float[]) out, o, m);
    }

    @Override
    public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
      accumulateInto(in, i, s, out, o, os, n, o);
    }

    @Override
    public void accumulateInto(
        Object in, int i, int s, Object out, int o, int os, int n, int output) {
      int mo = at >= 0 ? at : output;
      int ms = at >= 0 ? 0 : os;
      Float32Kernels.squaredDeviationsAccumulate(
          (float[]) in, i, s, (float[]) out, o, os, n, mean, mo, ms);
    }
  }

  /** {@link Deviations32} for float64. */
  private record Deviations64(double[] mean, int at) implements ReduceLoop {
    @Override
    public void run(Object in, int i, int s, int n, Object out, int o) {
      double m = mean[at >= 0 ? at : o];
      Float64Kernels.squaredDeviationsRun((double[]) in, i, s, n, (double[]) out, o, m);
    }

    @Override
    public void accumulate(Object in, int i, int s, Object out, int o, int os, int n) {
      accumulateInto(in, i, s, out, o, os, n, o);
    }

    @Override
    public void accumulateInto(
        Object in, int i, int s, Object out, int o, int os, int n, int output) {
      int mo = at >= 0 ? at : output;
      int ms = at >= 0 ? 0 : os;
      Float64Kernels.squaredDeviationsAccumulate(
          (double[]) in, i, s, (double[]) out, o, os, n, mean, mo, ms);
    }
  }
}
