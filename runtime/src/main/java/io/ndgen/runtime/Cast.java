package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Odometer;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.storage.Float16;

/**
 * Element conversion between dtypes with NumPy's {@code astype} (unsafe casting) results: integers
 * wrap modulo 2^bits, floats round to nearest, floats truncate toward zero into integers, anything
 * nonzero (NaN included) is true.
 *
 * <p>Deviation: a float that an integer dtype cannot hold (NaN, infinity, out of range) is
 * undefined in NumPy; ndgen throws before writing anything.
 */
final class Cast {
  private Cast() {}

  /** Copies {@code src} into {@code dst} (same shape), converting each element. */
  static void copy(StridedArray src, StridedArray dst) {
    DType from = src.dtype();
    DType to = dst.dtype();
    Object s = src.storage();
    Object d = dst.storage();
    int n = src.size();
    if (from.isFloatingPoint() && to.isInteger()) {
      // validate everything first so a failure leaves dst untouched
      Object probe = Storage.allocate(to, 1);
      Odometer w = Odometer.of(src.layout());
      for (int i = 0; i < n; i++, w.next()) {
        Storage.setDouble(to, probe, 0, Storage.getDouble(from, s, w.position()));
      }
    }
    Odometer w =
        new Odometer(
            src.shape(),
            new int[][] {src.strides(), dst.strides()},
            new int[] {src.offset(), dst.offset()});
    for (int i = 0; i < n; i++, w.next()) {
      convert(from, s, w.position(0), to, d, w.position(1));
    }
  }

  static void convert(DType from, Object s, int i, DType to, Object d, int j) {
    if (to == DType.BOOL) {
      ((boolean[]) d)[j] =
          from.isFloatingPoint()
              ? Storage.getDouble(from, s, i) != 0 || Double.isNaN(Storage.getDouble(from, s, i))
              : Storage.getLong(from, s, i) != 0;
    } else if (!from.isFloatingPoint() && to.isInteger()) {
      Storage.setWrapped(to, d, j, Storage.getLong(from, s, i));
    } else if (!from.isFloatingPoint()) {
      long v = Storage.getLong(from, s, i);
      if (from == DType.UINT64 && to == DType.FLOAT32) {
        ((float[]) d)[j] = Storage.unsignedToFloat(v); // one rounding, not via double
      } else if (from == DType.UINT64) {
        Storage.setDouble(to, d, j, Storage.unsignedToDouble(v));
      } else if (to == DType.FLOAT32) {
        ((float[]) d)[j] = (float) v; // one rounding, as NumPy's int64 -> float32
      } else {
        Storage.setDouble(to, d, j, (double) v);
      }
    } else if (from == DType.FLOAT32 && to == DType.FLOAT16) {
      ((short[]) d)[j] = Float16.fromFloat(((float[]) s)[i]);
    } else {
      Storage.setDouble(to, d, j, Storage.getDouble(from, s, i));
    }
  }
}
