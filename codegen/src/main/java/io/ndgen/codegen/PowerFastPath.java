package io.ndgen.codegen;

import io.ndgen.annotations.DType;

/**
 * NumPy's fast paths of float32 and float64 {@code power} for an exponent that is the same for the
 * whole run (its {@code POWER_FAST_PATH}, taken when the exponent's stride is 0): -1, 0, 0.5, 1 and
 * 2 give {@code 1 / x}, 1, {@code sqrt(x)}, {@code x} and {@code x * x}. Only 0.5 changes results
 * beyond the last bit: {@code sqrt(-0.0)} is -0.0 and {@code sqrt(-inf)} NaN, where {@code pow}
 * gives 0.0 and inf. NumPy's float16 loop has none. The paths call the kernel class's own {@code
 * multiply}, {@code divide}, {@code sqrt} and {@code fill}, so they are vectorised where those are.
 */
final class PowerFastPath {
  private PowerFastPath() {}

  /** The statements at the head of the power kernel. */
  static final String CALL =
      "    if (ys == 0 && powerScalarExponent(x, xi, xs, y[yi], z, zi, zs, n)) {\n"
          + "      return;\n"
          + "    }\n";

  /** True for the power kernel of float32 and float64. */
  static boolean applies(DTypeRow d, BinaryOpRow op) {
    return op.constant().equals("POWER")
        && (d.dtype() == DType.FLOAT32 || d.dtype() == DType.FLOAT64);
  }

  private static final String METHOD =
      """

        /** {@code 1}: the dividend of the reciprocal, read with stride 0. */
        private static final {st}[] UNIT = {1};

        /**
         * NumPy's {@code POWER_FAST_PATH}: {@code z = x ** e} for exponent -1, 0, 0.5, 1 or 2 as
         * {@code 1 / x}, 1, {@code sqrt(x)}, {@code x} or {@code x * x}, and true; false (nothing
         * written) for any other exponent.
         */
        private static boolean powerScalarExponent(
            {st}[] x, int xi, int xs, {st} e, {st}[] z, int zi, int zs, int n) {
          if (e == 2) {
            multiply(x, xi, xs, x, xi, xs, z, zi, zs, n);
          } else if (e == 0.5) {
            sqrt(x, xi, xs, z, zi, zs, n);
          } else if (e == -1) {
            divide(UNIT, 0, 0, x, xi, xs, z, zi, zs, n);
          } else if (e == 0) {
            fill(z, zi, zs, n, 1);
          } else if (e == 1) {
            for (int j = 0; j < n; j++, xi += xs, zi += zs) {
              z[zi] = x[xi];
            }
          } else {
            return false;
          }
          return true;
        }
      """;

  /** The helper method, for the kernel class of {@code d}. */
  static String render(DTypeRow d) {
    return Template.fill(METHOD, "st", d.storage());
  }
}
