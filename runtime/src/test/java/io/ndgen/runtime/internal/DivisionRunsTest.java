package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.ndgen.runtime.simd.Simd;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The int8, int16, int32, int64, uint8 and uint16 {@code floorDivide} and {@code remainder} kernels
 * by one divisor (the leaves of {@link Vectorized#DIV}) against the same kernels on stride-2
 * copies, which no leaf takes, so the generated scalar loop computes them. int32: divisors of every
 * sign and magnitude (1, -1, 0, the extremes, powers of two and their neighbours, random),
 * dividends rich in the extremes and in multiples of the divisor and their neighbours (where floor
 * and truncation differ), runs shorter and longer than a vector, and in place. int8 and uint8:
 * every dividend by every divisor; int16 and uint16: every dividend by the divisors of the int32
 * table that fit. With SIMD off both sides run the scalar loop.
 */
class DivisionRunsTest {
  private static final int[] LENGTHS = {0, 1, 7, 15, 16, 17, 33, 100, 1000};

  private static List<Integer> divisors(Random rnd) {
    List<Integer> d =
        new ArrayList<>(
            List.of(0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10, Integer.MIN_VALUE, Integer.MAX_VALUE));
    d.add(Integer.MIN_VALUE + 1);
    d.add(Integer.MAX_VALUE - 1);
    for (int k = 2; k < 31; k++) {
      for (int p : new int[] {(1 << k) - 1, 1 << k, (1 << k) + 1}) {
        d.add(p);
        d.add(-p);
      }
    }
    for (int i = 0; i < 40; i++) {
      d.add(rnd.nextInt());
      d.add(rnd.nextInt(2001) - 1000);
    }
    return d;
  }

  private static int[] dividends(Random rnd, int n, int d) {
    int[] special = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MAX_VALUE, -1, 0, 1, d, -d};
    int[] v = new int[n];
    for (int i = 0; i < n; i++) {
      v[i] =
          switch (rnd.nextInt(4)) {
            case 0 -> special[rnd.nextInt(special.length)];
            case 1 -> rnd.nextInt();
            case 2 -> rnd.nextInt(201) - 100;
            default -> d * (rnd.nextInt(2001) - 1000) + rnd.nextInt(3) - 1; // wraps: fine
          };
    }
    return v;
  }

  private static int[] spread(int[] a) {
    int[] w = new int[2 * a.length];
    for (int i = 0; i < a.length; i++) {
      w[2 * i] = a[i];
      w[2 * i + 1] = -7;
    }
    return w;
  }

  @Test
  void byOneDivisorGivesTheScalarLoopsValues() {
    Random rnd = new Random(16);
    for (int d : divisors(rnd)) {
      for (int n : LENGTHS) {
        int[] x = dividends(rnd, n, d);
        int[] y = {5, d};
        int[] wide = spread(x);
        String what = "d=" + d + " n=" + n + " x=" + Arrays.toString(Arrays.copyOf(x, 8));
        int[] want = new int[2 * n];
        int[] got = new int[n + 1];
        Int32Kernels.floorDivide(wide, 0, 2, y, 1, 0, want, 0, 2, n);
        Int32Kernels.floorDivide(x, 0, 1, y, 1, 0, got, 1, 1, n);
        assertArrayEquals(everyOther(want, n), Arrays.copyOfRange(got, 1, n + 1), "// " + what);
        Int32Kernels.remainder(wide, 0, 2, y, 1, 0, want, 0, 2, n);
        Int32Kernels.remainder(x, 0, 1, y, 1, 0, got, 1, 1, n);
        assertArrayEquals(everyOther(want, n), Arrays.copyOfRange(got, 1, n + 1), "% " + what);
        Int32Kernels.floorDivide(wide, 0, 2, y, 1, 0, want, 0, 2, n);
        int[] in = x.clone();
        Int32Kernels.floorDivide(in, 0, 1, y, 1, 0, in, 0, 1, n); // in place
        assertArrayEquals(everyOther(want, n), in, "in place // " + what);
      }
    }
  }

  @Test
  void int8EveryDividendByEveryDivisor() {
    int n = 3 * 256 + 5; // every value three times, and a tail for the scalar loop
    byte[] x = new byte[n];
    for (int i = 0; i < n; i++) {
      x[i] = (byte) (i * 7);
    }
    byte[] wide = new byte[2 * n];
    for (int i = 0; i < n; i++) {
      wide[2 * i] = x[i];
    }
    for (int d = Byte.MIN_VALUE; d <= Byte.MAX_VALUE; d++) {
      byte[] y = {5, (byte) d};
      byte[] want = new byte[2 * n];
      byte[] got = new byte[n];
      Int8Kernels.floorDivide(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      Int8Kernels.floorDivide(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "int8 // " + d);
      Int8Kernels.remainder(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      Int8Kernels.remainder(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "int8 % " + d);
    }
  }

  @Test
  void int16EveryDividend() {
    int n = 65536 + 9;
    short[] x = new short[n];
    short[] wide = new short[2 * n];
    for (int i = 0; i < n; i++) {
      x[i] = (short) (i - 32768);
      wide[2 * i] = x[i];
    }
    for (int dd : divisors(new Random(17))) {
      if (dd != (short) dd) {
        continue;
      }
      short[] y = {5, (short) dd};
      short[] want = new short[2 * n];
      short[] got = new short[n];
      Int16Kernels.floorDivide(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      Int16Kernels.floorDivide(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "int16 // " + dd);
      Int16Kernels.remainder(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      Int16Kernels.remainder(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "int16 % " + dd);
    }
  }

  @Test
  void uint8EveryDividendByEveryDivisor() {
    int n = 3 * 256 + 5;
    byte[] x = new byte[n];
    byte[] wide = new byte[2 * n];
    for (int i = 0; i < n; i++) {
      x[i] = (byte) (i * 7);
      wide[2 * i] = x[i];
    }
    for (int d = 0; d < 256; d++) {
      byte[] y = {5, (byte) d};
      byte[] want = new byte[2 * n];
      byte[] got = new byte[n];
      UInt8Kernels.floorDivide(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      UInt8Kernels.floorDivide(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "uint8 // " + d);
      UInt8Kernels.remainder(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      UInt8Kernels.remainder(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "uint8 % " + d);
    }
  }

  @Test
  void uint16EveryDividend() {
    int n = 65536 + 9;
    short[] x = new short[n];
    short[] wide = new short[2 * n];
    for (int i = 0; i < n; i++) {
      x[i] = (short) i;
      wide[2 * i] = x[i];
    }
    List<Integer> ds = divisors(new Random(19));
    ds.addAll(List.of(65535, 65534, 65533, 40000, 32769, 255, 256, 257));
    for (int dd : ds) {
      if (dd < 0 || dd > 65535) {
        continue;
      }
      short[] y = {5, (short) dd};
      short[] want = new short[2 * n];
      short[] got = new short[n];
      UInt16Kernels.floorDivide(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      UInt16Kernels.floorDivide(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "uint16 // " + dd);
      UInt16Kernels.remainder(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      UInt16Kernels.remainder(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "uint16 % " + dd);
    }
  }

  /**
   * int64 (a scalar multiply-high loop): divisors of every magnitude, dividends at the extremes.
   */
  @Test
  void int64ByOneDivisorGivesTheScalarLoopsValues() {
    Random rnd = new Random(64);
    List<Long> ds = new ArrayList<>(List.of(0L, 1L, -1L, 3L, -3L, 7L, -7L, 10L, -10L));
    ds.addAll(List.of(Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE - 1));
    for (int k = 1; k < 63; k++) {
      for (long p : new long[] {(1L << k) - 1, 1L << k, (1L << k) + 1}) {
        ds.add(p);
        ds.add(-p);
      }
    }
    for (int i = 0; i < 60; i++) {
      ds.add(rnd.nextLong());
      ds.add(rnd.nextLong() >> rnd.nextInt(64));
    }
    int n = 300;
    for (long d : ds) {
      long[] special = {Long.MIN_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE, -1, 0, 1, d, -d};
      long[] x = new long[n];
      long[] wide = new long[2 * n];
      for (int i = 0; i < n; i++) {
        x[i] =
            switch (rnd.nextInt(4)) {
              case 0 -> special[rnd.nextInt(special.length)];
              case 1 -> rnd.nextLong();
              case 2 -> rnd.nextLong() >> rnd.nextInt(64);
              default -> d * (rnd.nextInt(2001) - 1000) + rnd.nextInt(3) - 1;
            };
        wide[2 * i] = x[i];
      }
      long[] y = {5, d};
      long[] want = new long[2 * n];
      long[] got = new long[n];
      Int64Kernels.floorDivide(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      Int64Kernels.floorDivide(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "int64 // " + d);
      Int64Kernels.remainder(wide, 0, 2, y, 1, 0, want, 0, 2, n);
      Int64Kernels.remainder(x, 0, 1, y, 1, 0, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "int64 % " + d);
    }
  }

  /**
   * With SIMD on the leaf is the Vector API one (else this test would compare a loop with itself).
   */
  @Test
  void theLeafIsLoadedWithSimd() {
    assertEquals(Simd.enabled(), Vectorized.DIV.getClass() != DivisionSimd.class);
  }

  private static int[] everyOther(int[] w, int n) {
    int[] r = new int[n];
    for (int i = 0; i < n; i++) {
      r[i] = w[2 * i];
    }
    return r;
  }

  private static long[] everyOther(long[] w, int n) {
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      r[i] = w[2 * i];
    }
    return r;
  }

  private static short[] everyOther(short[] w, int n) {
    short[] r = new short[n];
    for (int i = 0; i < n; i++) {
      r[i] = w[2 * i];
    }
    return r;
  }

  private static byte[] everyOther(byte[] w, int n) {
    byte[] r = new byte[n];
    for (int i = 0; i < n; i++) {
      r[i] = w[2 * i];
    }
    return r;
  }
}
