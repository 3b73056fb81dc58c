package io.ndgen.codegen;

import io.ndgen.annotations.DType;

/**
 * Renders the fused reduction kernels of float32 and float64 ({@code internal.FusedReductions}):
 * NumPy's {@code nansum} (the pairwise sum with NaN read as 0, which is {@code sum} of NumPy's copy
 * with NaN replaced, bit for bit), {@code fmin}/{@code fmax} reduced (NaN skipped), and the sum of
 * squared deviations of {@code var} ({@code (x - mean)²} with each step rounded in the dtype, as
 * NumPy's {@code subtract} and {@code multiply} round, summed pairwise). Each reads the input once
 * instead of through NumPy's temporaries.
 */
final class FusedReduce {
  private FusedReduce() {}

  /** True for the dtypes that get the kernels. */
  static boolean applies(DTypeRow d) {
    return d.dtype() == DType.FLOAT32 || d.dtype() == DType.FLOAT64;
  }

  private static final String KERNELS =
      """

        /** NaN as +0.0, as NumPy's {@code _replace_nan(a, 0)} writes it. */
        static {t} zeroNan({t} v) {
          return v != v ? 0.0{f} : v;
        }

        /** {@code (v - m)²} rounded in {@code {t}} after each step, as NumPy's ufuncs round. */
        static {t} squaredDeviation({t} v, {t} m) {
          {t} d = v - m;
          return d * d;
        }

        /** nansum: {@code r[o] = r[o] + pairwiseNan(a[i], a[i+s], …)} ({@code n} elements). */
        public static void nansumRun({t}[] a, int i, int s, int n, {t}[] r, int o) {
          r[o] = r[o] + pairwiseNan(a, i, n, s);
        }

        /** nansum along a kept axis: {@code r[o + j*os] += zeroNan(a[i + j*s])}. */
        public static void nansumAccumulate({t}[] a, int i, int s, {t}[] r, int o, int os, int n) {
          int k = {simd}.nansumAccumulate(a, i, s, r, o, os, n);
          i += k * s;
          o += k * os;
          n -= k;
          for (int j = 0; j < n; j++, i += s, o += os) {
            r[o] = r[o] + zeroNan(a[i]);
          }
        }
      {extremes}
        /**
         * The squared deviations from {@code m} of a run, summed into {@code r[o]}: {@code r[o] =
         * r[o] + pairwiseSquaredDeviations(a[i], …)}.
         */
        public static void squaredDeviationsRun(
            {t}[] a, int i, int s, int n, {t}[] r, int o, {t} m) {
          r[o] = r[o] + pairwiseSquaredDeviations(a, i, n, s, m);
        }

        /**
         * Squared deviations along a kept axis: {@code r[o + j*os] += squaredDeviation(a[i + j*s],
         * m[mo + j*ms])}.
         */
        public static void squaredDeviationsAccumulate(
            {t}[] a, int i, int s, {t}[] r, int o, int os, int n, {t}[] m, int mo, int ms) {
          int k = {simd}.squaredDeviationsAccumulate(a, i, s, r, o, os, n, m, mo, ms);
          i += k * s;
          o += k * os;
          mo += k * ms;
          n -= k;
          for (int j = 0; j < n; j++, i += s, o += os, mo += ms) {
            r[o] = r[o] + squaredDeviation(a[i], m[mo]);
          }
        }
      """;

  private static final String EXTREME =
      """

        /**
         * NumPy's {@code {numpy}.reduce} of a run into {@code r[o]}: NaN skipped, NaN only if every
         * element and {@code r[o]} are NaN; {@code Arith.{op}}'s rule otherwise.
         */
        public static void {op}Run({t}[] a, int i, int s, int n, {t}[] r, int o) {
          if (s == 1 && {simd}.vectorized()) {
            r[o] = {simd}.{op}(a, i, n, r[o]);
            return;
          }
          {t} acc = r[o];
          for (int j = 0; j < n; j++, i += s) {
            acc = Arith.{op}(acc, a[i]);
          }
          r[o] = acc;
        }

        /** {@code {op}} along a kept axis: {@code r[o + j*os] = {op}(r[o + j*os], a[i + j*s])}. */
        public static void {op}Accumulate({t}[] a, int i, int s, {t}[] r, int o, int os, int n) {
          int k = {simd}.{op}Accumulate(a, i, s, r, o, os, n);
          i += k * s;
          o += k * os;
          n -= k;
          for (int j = 0; j < n; j++, i += s, o += os) {
            r[o] = Arith.{op}(r[o], a[i]);
          }
        }
      """;

  static String render(DTypeRow d) {
    String t = d.storage();
    String simd = SimdHooks.instance(d);
    String extremes =
        Template.fill(EXTREME, "numpy", "fmin", "op", "fmin", "t", t, "simd", simd)
            + Template.fill(EXTREME, "numpy", "fmax", "op", "fmax", "t", t, "simd", simd);
    String none = " ({@code SumRuns}' definition)";
    return Template.fill(
            KERNELS, "extremes", extremes, "simd", simd, "t", t, "f", t.equals("float") ? "f" : "")
        + Reduce.pairwise(
            d,
            "pairwiseNan",
            "elements, NaN read as +0.0, ",
            "Vectorized.SUM.nansum",
            none,
            "",
            "",
            e -> "zeroNan(" + e + ")")
        + Reduce.pairwise(
            d,
            "pairwiseSquaredDeviations",
            "squared deviations from {@code m} ",
            "Vectorized.SUM.squaredDeviations",
            none,
            ", " + t + " m",
            ", m",
            e -> "squaredDeviation(" + e + ", m)");
  }
}
