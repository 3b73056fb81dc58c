package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.parallel.Parallel;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link RadixSort} against the JDK's sorts: rows short (one LSD range, 8-bit and wider digits) and
 * long (split by the highest digit, buckets on 1 to 3 threads), keys whose high digits are constant
 * (skipped passes), few-valued (stability), crowded into one bucket of the split, narrow but for
 * one key the split's sample misses, or anything.
 */
class RadixSortTest {

  private static final int[] LENGTHS = {
    2,
    RadixSort.INSERTION_BELOW - 1,
    RadixSort.INSERTION_BELOW,
    1000,
    RadixSort.WIDE_FROM - 1,
    RadixSort.WIDE_FROM,
    RadixSort.SPLIT_FROM - 1,
    RadixSort.SPLIT_FROM,
    3 * RadixSort.GROUP + 12_345
  };

  static Stream<Arguments> cases() {
    return Arrays.stream(LENGTHS)
        .boxed()
        .flatMap(
            n ->
                Stream.of("any", "narrow", "fewValues", "allEqual", "crowded", "oneOutlier")
                    .flatMap(
                        keys -> IntStream.of(1, 2, 3).mapToObj(t -> Arguments.of(n, keys, t))));
  }

  private static LongSupplier keys(String kind, Random r) {
    switch (kind) {
      case "any":
        return r::nextLong;
      case "narrow": // the upper digits constant: their passes are skipped
        return () -> 0x5A00_0000_0000_0000L | r.nextInt(1 << 20);
      case "fewValues": // many ties, values spread over every digit
        return () -> (r.nextInt(5) - 2) * 0x0123_4567_89AB_CDEFL;
      case "crowded": // nearly every key in one bucket of the split, a few far away
        return () ->
            r.nextInt(100) == 0 ? r.nextLong() : 0x7700_0000_0000_0000L | r.nextInt(1 << 20);
      case "oneOutlier": // narrow keys but one, which a sample of every k-th key misses
        int[] calls = {0};
        return () -> calls[0]++ == 1 ? -1L >>> 1 : r.nextInt(1 << 16);
      default:
        return () -> -7L;
    }
  }

  @ParameterizedTest(name = "n={0} {1} threads={2}")
  @MethodSource("cases")
  void sortsLongKeysInUnsignedOrder(int n, String kind, int threads) {
    LongSupplier next = keys(kind, new Random(n * 31L + threads));
    RadixSort radix = new RadixSort(n);
    long[] keys = radix.keys();
    for (int i = 0; i < n; i++) {
      keys[i] = next.getAsLong();
    }
    long[] expected = unsignedSorted(keys);
    Parallel.withThreads(
        threads,
        () -> {
          radix.sort();
          return null;
        });
    assertArrayEquals(expected, radix.keys());
  }

  @ParameterizedTest(name = "n={0} {1} threads={2}")
  @MethodSource("cases")
  void sortsIntKeysInUnsignedOrder(int n, String kind, int threads) {
    LongSupplier next = keys(kind, new Random(n * 17L + threads));
    RadixSort radix = new RadixSort(n);
    int[] keys = radix.intKeys();
    long[] wide = new long[n];
    for (int i = 0; i < n; i++) {
      long k = next.getAsLong();
      keys[i] = (int) (k ^ (k >>> 32)); // both halves, so "narrow" keeps constant high digits
      wide[i] = keys[i] & 0xFFFF_FFFFL;
    }
    Arrays.sort(wide);
    Parallel.withThreads(
        threads,
        () -> {
          radix.sortInts();
          return null;
        });
    int[] sorted = radix.intKeys();
    for (int i = 0; i < n; i++) {
      assertEquals(wide[i], sorted[i] & 0xFFFF_FFFFL, "position " + i);
    }
  }

  @ParameterizedTest(name = "n={0} {1}")
  @MethodSource("cases")
  void argsortIsTheStableRanking(int n, String kind, int threads) {
    LongSupplier next = keys(kind, new Random(n * 7L + threads));
    RadixSort radix = new RadixSort(n);
    long[] keys = radix.keys();
    for (int i = 0; i < n; i++) {
      keys[i] = next.getAsLong();
    }
    long[] original = keys.clone();
    Integer[] expected = IntStream.range(0, n).boxed().toArray(Integer[]::new);
    Arrays.sort( // a merge sort: stable
        expected, Comparator.comparing(i -> original[i], Long::compareUnsigned));
    long[] out = new long[n + 3];
    radix.argsort(out, 3);
    for (int i = 0; i < n; i++) {
      assertEquals((long) expected[i], out[3 + i], "rank " + i);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("floatDtypes")
  void aLongFloatRowSortsWithNaNsLastAndKeepsEveryBit(DType dtype) {
    // one row long enough for the split; NaNs of both signs and payloads, -0.0 and 0.0
    int n = RadixSort.SPLIT_FROM + 999;
    Random r = new Random(3);
    double[] specials = {Double.NaN, -Double.NaN, Double.longBitsToDouble(0xFFF0_0000_0000_0123L)};
    double[] values = new double[n];
    for (int i = 0; i < n; i++) {
      int pick = r.nextInt(100);
      values[i] =
          pick < 3
              ? specials[pick]
              : pick < 6
                  ? new double[] {-0.0, 0.0, Double.NEGATIVE_INFINITY}[pick - 3]
                  : r.nextGaussian() * 1e3;
    }
    StridedArray a = StridedArray.wrap(values, n).astype(dtype);
    double[] sorted = a.sort(0).toDoubleArray();
    double[] expected = a.toDoubleArray();
    Arrays.sort(expected); // Double.compare order: -0.0 before 0.0, NaN last
    assertArrayEquals(expected, sorted);
    long[] bitsIn = rawBits(a);
    long[] bitsOut = rawBits(a.sort(0));
    Arrays.sort(bitsIn);
    Arrays.sort(bitsOut);
    assertArrayEquals(bitsIn, bitsOut, "the same values, NaN payloads and signs included");
  }

  static Stream<Arguments> longRows() {
    int[] lengths = {RadixSort.SPLIT_FROM - 1, RadixSort.SPLIT_FROM, 3 * RadixSort.GROUP + 7};
    return Stream.of(DType.FLOAT64, DType.FLOAT32, DType.INT64, DType.INT32)
        .flatMap(
            t ->
                Arrays.stream(lengths)
                    .boxed()
                    .flatMap(
                        n ->
                            Stream.of("random", "sorted", "reversed", "duplicates")
                                .map(order -> Arguments.of(t, n, order))));
  }

  @ParameterizedTest(name = "{0} n={1} {2}")
  @MethodSource("longRows")
  void aLongRowSortsTheSameOnOneThreadAsOnAll(DType dtype, int n, String order) {
    boolean floats = dtype == DType.FLOAT64 || dtype == DType.FLOAT32;
    Random r = new Random(n + order.hashCode());
    double[] specials = {Double.NaN, -Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY};
    double[] values = new double[n];
    for (int i = 0; i < n; i++) {
      int pick = r.nextInt(100);
      if (order.equals("duplicates")) {
        values[i] = floats && pick < 5 ? specials[pick] : r.nextInt(7) - 3;
      } else {
        values[i] = floats && pick < 5 ? specials[pick] : Math.rint(r.nextGaussian() * 1e6);
      }
    }
    if (order.equals("sorted") || order.equals("reversed")) {
      Arrays.sort(values);
    }
    if (order.equals("reversed")) {
      for (int i = 0, j = n - 1; i < j; i++, j--) {
        double v = values[i];
        values[i] = values[j];
        values[j] = v;
      }
    }
    StridedArray a = StridedArray.wrap(values, n).astype(dtype);
    StridedArray all = a.sort(0);
    StridedArray one = Parallel.withThreads(1, () -> a.sort(0));
    assertArrayEquals(rawBits(one), rawBits(all), "bit for bit on one thread and on all");
    double[] expected = a.toDoubleArray();
    Arrays.sort(expected); // Double.compare order: -0.0 before 0.0, NaN last
    assertArrayEquals(expected, all.toDoubleArray());
  }

  static Stream<DType> floatDtypes() {
    return Stream.of(DType.FLOAT64, DType.FLOAT32);
  }

  private static long[] rawBits(StridedArray a) {
    Object data = a.storage();
    if (data instanceof long[]) {
      return ((long[]) data).clone();
    }
    if (data instanceof int[]) {
      return Arrays.stream((int[]) data).asLongStream().toArray();
    }
    if (data instanceof float[]) {
      float[] f = (float[]) data;
      return IntStream.range(0, f.length).mapToLong(i -> Float.floatToRawIntBits(f[i])).toArray();
    }
    double[] d = (double[]) data;
    return Arrays.stream(d).mapToLong(Double::doubleToRawLongBits).toArray();
  }

  private static long[] unsignedSorted(long[] keys) {
    long[] flipped = new long[keys.length];
    for (int i = 0; i < keys.length; i++) {
      flipped[i] = keys[i] ^ Long.MIN_VALUE;
    }
    Arrays.sort(flipped);
    for (int i = 0; i < keys.length; i++) {
      flipped[i] ^= Long.MIN_VALUE;
    }
    return flipped;
  }
}
