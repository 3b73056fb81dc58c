package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.FusedReductions;

/**
 * NumPy's {@code nansum}, {@code nanmean}, {@code nanmin} and {@code nanmax} ({@code
 * numpy/lib/_nanfunctions_impl.py}), composed as NumPy composes them: integer and bool arrays go to
 * the plain reductions; float arrays are copied in their memory order with NaN replaced ({@code
 * _replace_nan}), then reduced, so the summation order is NumPy's. Float32 and float64 arrays laid
 * out as that copy would be are reduced in one read instead ({@link FusedReductions}: the same
 * additions, NaN read as 0).
 */
final class NanReductions {
  private NanReductions() {}

  static StridedArray nansum(StridedArray a, boolean keepDims, int... axes) {
    if (!a.dtype().isFloatingPoint()) {
      return a.sum(keepDims, axes);
    }
    return total(a, keepDims, axes);
  }

  /** The sum with NaN read as 0 of a float array. */
  private static StridedArray total(StridedArray a, boolean keepDims, int... axes) {
    if (FusedReductions.applies(a.dtype(), a.layout())) {
      return Reduced.fold(
          a,
          keepDims,
          axes,
          (reduced, out, layout) ->
              FusedReductions.nansum(a.dtype(), a.storage(), a.layout(), reduced, out, layout));
    }
    return replaceNan(a, 0.0).sum(keepDims, axes);
  }

  /** Sum of the non-NaN elements over their count (NaN where there are none). */
  static StridedArray nanmean(StridedArray a, boolean keepDims, int... axes) {
    if (!a.dtype().isFloatingPoint()) {
      return a.mean(keepDims, axes);
    }
    StridedArray count = a.equal(a).sum(keepDims, axes); // int64: the non-NaN elements
    StridedArray total = total(a, keepDims, axes);
    if (total.dtype() == DType.FLOAT64) {
      return total.divide(count);
    }
    return total.astype(DType.FLOAT64).divide(count).astype(total.dtype());
  }

  static StridedArray nanmin(StridedArray a, boolean keepDims, int... axes) {
    return extreme(a, true, keepDims, axes);
  }

  static StridedArray nanmax(StridedArray a, boolean keepDims, int... axes) {
    return extreme(a, false, keepDims, axes);
  }

  /**
   * NumPy's {@code fmin.reduce}/{@code fmax.reduce}: NaN is skipped, a slice of NaNs only gives
   * NaN. Computed as the plain min/max with NaN replaced by the infinity that cannot win.
   */
  private static StridedArray extreme(StridedArray a, boolean min, boolean keepDims, int... axes) {
    if (Reduced.count(a, axes) == 0) { // even when the result is empty too, as NumPy
      throw Errors.emptyReduction(min ? "fmin" : "fmax");
    }
    if (!a.dtype().isFloatingPoint()) { // fmin of integers is min
      return min ? a.min(keepDims, axes) : a.max(keepDims, axes);
    }
    if (FusedReductions.applies(a.dtype(), a.layout())) {
      return Reduced.fold(
          a,
          keepDims,
          axes,
          (reduced, out, layout) ->
              FusedReductions.extreme(
                  min, a.dtype(), a.storage(), a.layout(), reduced, out, layout));
    }
    StridedArray nan = a.isnan();
    double loser = min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    StridedArray filled = StridedArray.where(nan, StridedArray.scalar(a.dtype(), loser), a);
    StridedArray extreme = min ? filled.min(keepDims, axes) : filled.max(keepDims, axes);
    return StridedArray.where(
        nan.all(keepDims, axes), StridedArray.scalar(a.dtype(), Double.NaN), extreme);
  }

  /** NumPy's {@code _replace_nan}: a copy in {@code a}'s memory order with NaN set to {@code v}. */
  private static StridedArray replaceNan(StridedArray a, double v) {
    StridedArray copy = a.astype(a.dtype()); // order 'K'
    StridedArray.where(a.isnan(), StridedArray.scalar(a.dtype(), v), a).copyInto(copy);
    return copy;
  }
}
