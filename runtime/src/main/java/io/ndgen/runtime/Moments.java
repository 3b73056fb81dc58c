package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.FusedReductions;
import io.ndgen.runtime.internal.Reduction;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.ops.ReduceOp;

/**
 * NumPy's {@code var} and {@code std} ({@code numpy/_core/_methods.py}), step for step through the
 * reductions and elementwise ops so each step rounds where NumPy's does: the mean is a sum (float64
 * for integer and bool input, else the input's dtype) divided by the count in float64 and stored
 * back in the sum's dtype; the squared deviations are summed the same way and divided by {@code
 * max(count - ddof, 0)}. For float32 and float64 arrays laid out as NumPy's temporaries would be,
 * the deviations are squared and summed in one read ({@link FusedReductions}), rounding as those
 * steps do.
 */
final class Moments {
  private Moments() {}

  static StridedArray var(StridedArray a, int ddof, boolean keepDims, int... axes) {
    long count = Reduced.count(a, axes);
    if (FusedReductions.applies(a.dtype(), a.layout())) {
      return divide(squaredDeviations(a, count, keepDims, axes), Math.max(count - ddof, 0));
    }
    // integers: NumPy sums with dtype=float64, cast buffer by buffer (8192 elements), then divides
    // by the count: exactly what mean does for them (a cast copy summed whole rounds otherwise)
    StridedArray mean =
        a.dtype().isFloatingPoint() ? divide(a.sum(true, axes), count) : a.mean(true, axes);
    StridedArray deviations = a.subtract(mean);
    StridedArray squares = deviations.multiply(deviations);
    return divide(squares.sum(keepDims, axes), Math.max(count - ddof, 0));
  }

  /**
   * The sum of {@code (a - mean)²} in one read: the mean is NumPy's (the sum, divided by the count
   * in float64, stored back in the dtype), laid out as the result so each output finds its own.
   */
  private static StridedArray squaredDeviations(
      StridedArray a, long count, boolean keepDims, int... axes) {
    DType t = a.dtype();
    return Reduced.fold(
        a,
        keepDims,
        axes,
        (reduced, out, layout) -> {
          Object mean = Storage.allocate(t, layout.size());
          Reduction.reduce(ReduceOp.SUM, t, t, a.storage(), a.layout(), reduced, mean, layout);
          for (int k = 0, n = layout.size(); k < n; k++) {
            Storage.setDouble(t, mean, k, Storage.getDouble(t, mean, k) / count);
          }
          FusedReductions.squaredDeviations(t, a.storage(), a.layout(), reduced, out, layout, mean);
        });
  }

  static StridedArray std(StridedArray a, int ddof, boolean keepDims, int... axes) {
    return var(a, ddof, keepDims, axes).sqrt();
  }

  /**
   * {@code true_divide(x, count, out=x, casting='unsafe')} with {@code count} an {@code np.intp}:
   * computed in float64 (the promotion of any float with int64), stored back in x's dtype.
   */
  static StridedArray divide(StridedArray x, long count) {
    if (x.dtype() == DType.FLOAT64) {
      return x.divide((double) count);
    }
    return x.astype(DType.FLOAT64).divide((double) count).astype(x.dtype());
  }
}
