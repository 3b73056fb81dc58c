package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.annotations.DType;
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
 * {@link RadixSort} against the JDK's sorts, on both digit widths (8 and 11 bits), one chunk and
 * several (passes split across cores), and keys whose high digits are constant (skipped passes),
 * few-valued (stability), or anything.
 */
class RadixSortTest {

  private static final int[] LENGTHS = {
    2,
    RadixSort.INSERTION_BELOW - 1,
    RadixSort.INSERTION_BELOW,
    1000,
    RadixSort.WIDE_FROM - 1,
    RadixSort.WIDE_FROM,
    RadixSort.SPLIT_FROM + 12_345
  };

  static Stream<Arguments> cases() {
    return Arrays.stream(LENGTHS)
        .boxed()
        .flatMap(
            n ->
                Stream.of("any", "narrow", "fewValues", "allEqual")
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
      default:
        return () -> -7L;
    }
  }

  @ParameterizedTest(name = "n={0} {1} threads={2}")
  @MethodSource("cases")
  void sortsLongKeysInUnsignedOrder(int n, String kind, int threads) {
    LongSupplier next = keys(kind, new Random(n * 31L + threads));
    RadixSort radix = new RadixSort(n, threads);
    long[] keys = radix.keys();
    for (int i = 0; i < n; i++) {
      keys[i] = next.getAsLong();
    }
    long[] expected = unsignedSorted(keys);
    radix.sort();
    assertArrayEquals(expected, keys);
  }

  @ParameterizedTest(name = "n={0} {1} threads={2}")
  @MethodSource("cases")
  void sortsIntKeysInUnsignedOrder(int n, String kind, int threads) {
    LongSupplier next = keys(kind, new Random(n * 17L + threads));
    RadixSort radix = new RadixSort(n, threads);
    int[] keys = radix.intKeys();
    long[] wide = new long[n];
    for (int i = 0; i < n; i++) {
      long k = next.getAsLong();
      keys[i] = (int) (k ^ (k >>> 32)); // both halves, so "narrow" keeps constant high digits
      wide[i] = keys[i] & 0xFFFF_FFFFL;
    }
    Arrays.sort(wide);
    radix.sortInts();
    for (int i = 0; i < n; i++) {
      assertEquals(wide[i], keys[i] & 0xFFFF_FFFFL, "position " + i);
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
    // one row long enough for the split passes; NaNs of both signs and payloads, -0.0 and 0.0
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

  static Stream<DType> floatDtypes() {
    return Stream.of(DType.FLOAT64, DType.FLOAT32);
  }

  private static long[] rawBits(StridedArray a) {
    Object data = a.storage();
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
