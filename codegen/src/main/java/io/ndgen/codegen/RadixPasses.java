package io.ndgen.codegen;

/**
 * Renders {@code io.ndgen.runtime.RadixPasses}: the passes of {@code RadixSort} once per key width,
 * 64-bit ({@code long}) and 32-bit ({@code int}) keys, from one template, so both widths sort by
 * the same steps. {@code RadixSort} keeps the buffers, the tuning constants and the helpers that do
 * not touch keys.
 */
final class RadixPasses {
  private RadixPasses() {}

  /** One key width's passes; {@code {toInt}} narrows a shifted key to a digit index. */
  private static final String WIDTH =
      """

        /**
         * Sorts {@code a} (of any length) in unsigned order, through {@code tmp} (as long as {@code a}); returns
         * whether the sorted keys ended in {@code tmp}. {@code h} and {@code next} are histograms of
         * {@code 1 << RadixSort.WIDE_BITS} entries for rows that are not split.
         */
        static boolean sort({k}[] a, {k}[] tmp, int[] h, int[] next) {
          int n = a.length;
          if (n < RadixSort.INSERTION_BELOW) {
            insertionSort(a, 0, n);
            return false;
          }
          if (n >= RadixSort.SPLIT_FROM) {
            return split(a, tmp);
          }
          {k} diff = 0;
          for (int i = 1; i < n; i++) {
            diff |= a[i] ^ a[0];
          }
          if (diff != 0) {
            sortRange(a, tmp, 0, n, {bits} - {K}.numberOfLeadingZeros(diff), h, next);
          }
          return false;
        }

        /**
         * The split of a long row: one histogram of the {@code RadixSort.SPLIT_BITS} highest varying
         * bits per piece, one scatter into {@code t} (a piece's keys of a bucket after those of the
         * pieces before it), then the groups of buckets, each bucket sorted in place in {@code t}.
         * The varying bits are guessed from a sample of the keys; the counting pass ORs every key
         * too and counts again if the guess fell short (no separate OR pass). Returns whether the
         * sorted keys are in {@code t} (not when every key is equal).
         */
        private static boolean split({k}[] a, {k}[] t) {
          int n = a.length;
          {k} first = a[0];
          {k} sample = 0;
          for (int i = 0, step = Math.max(1, n / RadixSort.SAMPLE); i < n; i += step) {
            sample |= a[i] ^ first;
          }
          int guess = {bits} - {K}.numberOfLeadingZeros(sample);
          int[][] offsets = new int[Parallel.pieces(n, Parallel.GRAIN)][1 << RadixSort.SPLIT_BITS];
          int top = {bits} - {K}.numberOfLeadingZeros(count(a, offsets, RadixSort.splitShift(guess)));
          if (top == 0) {
            return false; // every key equal
          }
          if (top != guess) {
            for (int[] o : offsets) {
              Arrays.fill(o, 0);
            }
            count(a, offsets, RadixSort.splitShift(top));
          }
          int shift = RadixSort.splitShift(top);
          int mask = (1 << RadixSort.SPLIT_BITS) - 1;
          int[] ends = RadixSort.bucketEnds(offsets);
          Parallel.forEachPiece(
              n,
              Parallel.GRAIN,
              (lo, hi) -> {
                int[] o = offsets[lo / Parallel.GRAIN];
                for (int i = lo; i < hi; i++) {
                  {k} k = a[i];
                  t[o[{toInt}(k >>> shift) & mask]++] = k;
                }
              });
          if (shift > 0) { // else each bucket holds one value
            int[] groups = RadixSort.groups(ends);
            Parallel.forEachPiece(
                groups.length - 1,
                1,
                (g, unused) -> {
                  int[] h = new int[1 << RadixSort.WIDE_BITS];
                  int[] next = new int[1 << RadixSort.WIDE_BITS];
                  for (int b = groups[g], start = b == 0 ? 0 : ends[b - 1]; b < groups[g + 1]; b++) {
                    sortRange(t, a, start, ends[b], shift, h, next);
                    start = ends[b];
                  }
                });
          }
          return true;
        }

        /**
         * Per-piece histograms of the splitting digit at {@code shift} into {@code offsets}; returns
         * the OR of every {@code k ^ a[0]}.
         */
        private static {k} count({k}[] a, int[][] offsets, int shift) {
          int mask = (1 << RadixSort.SPLIT_BITS) - 1;
          {k} first = a[0];
          {k}[] partial = new {k}[offsets.length];
          Parallel.forEachPiece(
              a.length,
              Parallel.GRAIN,
              (lo, hi) -> {
                int[] c = offsets[lo / Parallel.GRAIN];
                {k} diff = 0;
                for (int i = lo; i < hi; i++) {
                  {k} k = a[i];
                  c[{toInt}(k >>> shift) & mask]++;
                  diff |= k ^ first;
                }
                partial[lo / Parallel.GRAIN] = diff;
              });
          {k} diff = 0;
          for ({k} p : partial) {
            diff |= p;
          }
          return diff;
        }

        /**
         * Sorts {@code a[lo, hi)}, whose keys may differ only in bits {@code [0, top)}, in place by
         * LSD passes through {@code tmp[lo, hi)}; {@code h} and {@code next} are histograms of
         * {@code 1 << RadixSort.WIDE_BITS} entries.
         */
        private static void sortRange({k}[] a, {k}[] tmp, int lo, int hi, int top, int[] h, int[] next) {
          int m = hi - lo;
          if (m < RadixSort.INSERTION_BELOW) {
            insertionSort(a, lo, hi);
            return;
          }
          int passes = RadixSort.passes(m, top);
          int width = (top + passes - 1) / passes;
          int mask = (1 << width) - 1;
          Arrays.fill(h, 0, mask + 1, 0);
          for (int i = lo; i < hi; i++) {
            h[{toInt}a[i] & mask]++;
          }
          {k}[] src = a;
          {k}[] dst = tmp;
          for (int p = 0; p < passes; p++) {
            int shift = p * width;
            int nextShift = shift + width;
            boolean last = p == passes - 1;
            if (!last) {
              Arrays.fill(next, 0, mask + 1, 0);
            }
            if (h[{toInt}(src[lo] >>> shift) & mask] == m) { // one value: no scatter
              if (!last) {
                for (int i = lo; i < hi; i++) {
                  next[{toInt}(src[i] >>> nextShift) & mask]++;
                }
              }
            } else {
              for (int b = 0, sum = lo; b <= mask; b++) {
                int count = h[b];
                h[b] = sum;
                sum += count;
              }
              if (last) {
                for (int i = lo; i < hi; i++) {
                  {k} k = src[i];
                  dst[h[{toInt}(k >>> shift) & mask]++] = k;
                }
              } else {
                for (int i = lo; i < hi; i++) {
                  {k} k = src[i];
                  dst[h[{toInt}(k >>> shift) & mask]++] = k;
                  next[{toInt}(k >>> nextShift) & mask]++;
                }
              }
              {k}[] swap = src;
              src = dst;
              dst = swap;
            }
            int[] swap = h;
            h = next;
            next = swap;
          }
          if (src != a) {
            System.arraycopy(src, lo, a, lo, m);
          }
        }

        /** Sorts {@code a[lo, hi)} in unsigned order by insertion. */
        static void insertionSort({k}[] a, int lo, int hi) {
          for (int i = lo + 1; i < hi; i++) {
            {k} k = a[i];
            int j = i - 1;
            for (; j >= lo && {K}.compareUnsigned(a[j], k) > 0; j--) {
              a[j + 1] = a[j];
            }
            a[j + 1] = k;
          }
        }
      """;

  static String render() {
    String body = width("long", "Long", 64, "(int) ") + width("int", "Integer", 32, "");
    return KernelSources.utilityClass(
        "io.ndgen.runtime",
        "import io.ndgen.runtime.parallel.Parallel;\nimport java.util.Arrays;\n",
        "RadixSort's passes for 64-bit and 32-bit keys, the same steps for both widths.",
        "RadixPasses",
        body);
  }

  private static String width(String k, String boxed, int bits, String toInt) {
    return Template.fill(WIDTH, "k", k, "K", boxed, "bits", Integer.toString(bits), "toInt", toInt);
  }
}
