package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The int32 and int64 kernels with their Vector API leaves ({@link Vectorized#I32}, {@link
 * Vectorized#I64}, the integer sums of {@link Vectorized#SUM}), and the uint32 and uint64 ones
 * ({@link Vectorized#U32}, {@link Vectorized#U64}: elementwise and accumulate, values at both ends
 * of the unsigned ranges among them), against the same kernels on stride-2 copies, which no leaf
 * takes, so the generated scalar loops alone compute them: elementwise ops and comparisons on every
 * stride pattern, wrapping at the extremes; sums across the int32 sum's 32768-element blocks, of
 * values at the extremes; min/max/argmin/argmax with the extreme repeated (the first index wins)
 * across the argmin/argmax blocks; the accumulate kernels. With SIMD off both sides run the scalar
 * loops.
 */
class IntegerRunsTest {
  private static final int[] LENGTHS = {0, 1, 7, 8, 15, 16, 17, 33, 100, 1000};

  private static final int[][] STRIDES = {{1, 1}, {1, 0}, {0, 1}, {2, 3}};

  private static final String[] BINARY = {
    "add",
    "subtract",
    "multiply",
    "minimum",
    "maximum",
    "equal",
    "notEqual",
    "less",
    "lessEqual",
    "greater",
    "greaterEqual"
  };

  private static final long[] SPECIAL = {
    Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 1, 65535, 65536
  };

  /** Values rich in extremes (so that sums and products wrap) and small repeated ones. */
  private static long[] values(Random rnd, int n) {
    long[] v = new long[n];
    for (int i = 0; i < n; i++) {
      v[i] =
          switch (rnd.nextInt(4)) {
            case 0 -> SPECIAL[rnd.nextInt(SPECIAL.length)];
            case 1 -> rnd.nextInt(7) - 3;
            case 2 -> rnd.nextInt();
            default -> rnd.nextLong();
          };
    }
    return v;
  }

  private static int[] ints(long[] v) {
    int[] r = new int[v.length];
    for (int i = 0; i < v.length; i++) {
      r[i] = (int) v[i];
    }
    return r;
  }

  private static long[] spread(long[] a) {
    long[] w = new long[2 * a.length];
    for (int i = 0; i < a.length; i++) {
      w[2 * i] = a[i];
      w[2 * i + 1] = -7;
    }
    return w;
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
  void binaryOpsGiveTheScalarLoopsValues() throws ReflectiveOperationException {
    Class<?>[][] pairs = {
      {Int64Kernels.class, Int32Kernels.class}, {UInt64Kernels.class, UInt32Kernels.class}
    };
    for (Class<?>[] k : pairs) {
      binaryOps(k[0], k[1]);
    }
  }

  /** Every binary op of a 64-bit kernel class and its 32-bit twin, leaf against scalar loop. */
  private static void binaryOps(Class<?> k64, Class<?> k32) throws ReflectiveOperationException {
    for (String op : BINARY) {
      boolean comparison = Arrays.asList(BINARY).indexOf(op) >= 5;
      for (int[] s : STRIDES) {
        Random rnd = new Random(op.hashCode() * 31L + s[0] * 7 + s[1]);
        for (int n : LENGTHS) {
          long[] x = values(rnd, n * s[0] + 1);
          long[] y = values(rnd, n * s[1] + 1);
          for (int i = 0; i < Math.min(x.length, y.length); i += 3) {
            y[i] = x[i]; // equal pairs
          }
          int[] ix = ints(x);
          int[] iy = ints(y);
          String what =
              k64.getSimpleName() + " " + op + " strides " + s[0] + "," + s[1] + " n=" + n;
          if (comparison) {
            boolean[] want = new boolean[n];
            boolean[] got = new boolean[n];
            RunsTest.binary(k64, op, x, s[0], y, s[1], want, n, false);
            RunsTest.binary(k64, op, x, s[0], y, s[1], got, n, true);
            assertArrayEquals(want, got, what);
            RunsTest.binary(k32, op, ix, s[0], iy, s[1], want, n, false);
            RunsTest.binary(k32, op, ix, s[0], iy, s[1], got, n, true);
            assertArrayEquals(want, got, "int32 " + what);
          } else {
            long[] want = new long[n];
            long[] got = new long[n];
            RunsTest.binary(k64, op, x, s[0], y, s[1], want, n, false);
            RunsTest.binary(k64, op, x, s[0], y, s[1], got, n, true);
            assertArrayEquals(want, got, what);
            int[] iwant = new int[n];
            int[] igot = new int[n];
            RunsTest.binary(k32, op, ix, s[0], iy, s[1], iwant, n, false);
            RunsTest.binary(k32, op, ix, s[0], iy, s[1], igot, n, true);
            assertArrayEquals(iwant, igot, "int32 " + what);
          }
        }
      }
    }
  }

  /**
   * The absolute and clip leaves, on values at the extremes (|MIN| wraps to MIN), bounds crossed.
   */
  @Test
  void absoluteAndClipGiveTheScalarLoopsValues() {
    Random rnd = new Random(16);
    long[][] bounds = {{-10, 10}, {0, 0}, {10, -10}, {Long.MIN_VALUE, Long.MAX_VALUE}, {-1, 65536}};
    for (int n : LENGTHS) {
      long[] x = values(rnd, n);
      int[] ix = ints(x);
      String what = "n=" + n;
      long[] want = new long[2 * n];
      long[] got = new long[n];
      Int64Kernels.abs(spread(x), 0, 2, want, 0, 2, n);
      Int64Kernels.abs(x, 0, 1, got, 0, 1, n);
      assertArrayEquals(everyOther(want, n), got, "int64 abs " + what);
      int[] iwant = new int[2 * n];
      int[] igot = new int[n];
      Int32Kernels.abs(spread(ix), 0, 2, iwant, 0, 2, n);
      Int32Kernels.abs(ix, 0, 1, igot, 0, 1, n);
      assertArrayEquals(everyOther(iwant, n), igot, "int32 abs " + what);
      for (long[] b : bounds) {
        Int64Kernels.clip(spread(x), 0, 2, b[0], b[1], want, 0, 2, n);
        Int64Kernels.clip(x, 0, 1, b[0], b[1], got, 0, 1, n);
        assertArrayEquals(everyOther(want, n), got, "int64 clip " + b[0] + " " + b[1] + what);
        int lo = (int) Math.max(b[0], Integer.MIN_VALUE);
        int hi = (int) Math.min(b[1], Integer.MAX_VALUE);
        Int32Kernels.clip(spread(ix), 0, 2, lo, hi, iwant, 0, 2, n);
        int[] in = ix.clone();
        Int32Kernels.clip(in, 0, 1, lo, hi, in, 0, 1, n); // in place
        assertArrayEquals(everyOther(iwant, n), in, "int32 clip " + lo + " " + hi + what);
      }
    }
  }

  private static long[] everyOther(long[] w, int n) {
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      r[i] = w[2 * i];
    }
    return r;
  }

  private static int[] everyOther(int[] w, int n) {
    int[] r = new int[n];
    for (int i = 0; i < n; i++) {
      r[i] = w[2 * i];
    }
    return r;
  }

  @Test
  void inPlaceAndBroadcastIntoAnInput() {
    Random rnd = new Random(5);
    for (int n : LENGTHS) {
      long[] x = values(rnd, n + 1);
      long[] want = new long[n];
      for (int i = 0; i < n; i++) {
        want[i] = x[i] * x[n];
      }
      Int64Kernels.multiply(x, 0, 1, x, n, 0, x, 0, 1, n); // z is x, y broadcast from x
      assertArrayEquals(want, Arrays.copyOf(x, n), "int64 n=" + n);
      int[] ix = ints(values(rnd, n + 1));
      int[] iwant = new int[n];
      for (int i = 0; i < n; i++) {
        iwant[i] = ix[i] - ix[n];
      }
      Int32Kernels.subtract(ix, 0, 1, ix, n, 0, ix, 0, 1, n);
      assertArrayEquals(iwant, Arrays.copyOf(ix, n), "int32 n=" + n);
    }
  }

  /**
   * Sums of runs across the int32 sum's blocks (32768 elements), all at one extreme (the largest
   * block sums of the low and high halves) or mixed; int64 sums wrap.
   */
  @Test
  void sumsAreExactAndWrap() {
    Random rnd = new Random(7);
    for (int n : new int[] {0, 1, 15, 16, 17, 63, 64, 65, 1000, 32767, 32768, 32769, 70001}) {
      for (int kind = 0; kind < 4; kind++) {
        long[] v = values(rnd, n + 3);
        if (kind < 3) {
          long fill = kind == 0 ? Long.MAX_VALUE : kind == 1 ? Integer.MIN_VALUE : 65535;
          Arrays.fill(v, fill);
          if (kind == 0) {
            for (int i = 0; i < v.length; i += 2) {
              v[i] = Integer.MAX_VALUE; // as int32: MAX_VALUE and -1 alternate
            }
          }
        }
        int[] iv = ints(v);
        long[] r = {v[n + 2]};
        long[] want = {v[n + 2]};
        Int64Kernels.sumRun(v, 1, 1, n, r, 0);
        Int64Kernels.sumRun(spread(v), 2, 2, n, want, 0);
        assertEquals(want[0], r[0], "int64 sum n=" + n + " kind " + kind);
        long exact = r[0] = want[0] = 5;
        for (int i = 1; i <= n; i++) {
          exact += iv[i];
        }
        Int32Kernels.sumRun(iv, 1, 1, n, r, 0);
        Int32Kernels.sumRun(spread(iv), 2, 2, n, want, 0);
        assertEquals(exact, want[0], "int32 scalar sum n=" + n + " kind " + kind);
        assertEquals(exact, r[0], "int32 sum n=" + n + " kind " + kind);
      }
    }
  }

  /** Runs rich in ties at the extremes; several argmin/argmax blocks when long. */
  @Test
  void extremesGiveTheScalarLoopsFirstIndex() {
    Random rnd = new Random(11);
    for (int trial = 0; trial < 300; trial++) {
      int n = 1 + rnd.nextInt(trial < 150 ? 300 : 20000);
      long[] v = new long[n + 2];
      for (int i = 0; i < v.length; i++) {
        v[i] = trial % 3 == 0 ? rnd.nextInt(5) - 2 : rnd.nextLong() >> rnd.nextInt(64);
      }
      for (int k = 0; k < 1 + trial % 3; k++) {
        v[1 + rnd.nextInt(n)] = trial % 2 == 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
        v[1 + rnd.nextInt(n)] = trial % 2 == 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
      }
      int[] iv = ints(v);
      long[] wv = spread(v);
      int[] wi = spread(iv);
      String what = "trial " + trial + " n=" + n;
      assertEquals(Int64Kernels.argmax(wv, 2, 2, n), Int64Kernels.argmax(v, 1, 1, n), what);
      assertEquals(Int64Kernels.argmin(wv, 2, 2, n), Int64Kernels.argmin(v, 1, 1, n), what);
      assertEquals(Int32Kernels.argmax(wi, 2, 2, n), Int32Kernels.argmax(iv, 1, 1, n), what);
      assertEquals(Int32Kernels.argmin(wi, 2, 2, n), Int32Kernels.argmin(iv, 1, 1, n), what);
      for (boolean max : new boolean[] {true, false}) {
        long[] r = {v[0]};
        long[] want = {v[0]};
        int[] ir = {iv[0]};
        int[] iwant = {iv[0]};
        if (max) {
          Int64Kernels.maxRun(v, 1, 1, n, r, 0);
          Int64Kernels.maxRun(wv, 2, 2, n, want, 0);
          Int32Kernels.maxRun(iv, 1, 1, n, ir, 0);
          Int32Kernels.maxRun(wi, 2, 2, n, iwant, 0);
        } else {
          Int64Kernels.minRun(v, 1, 1, n, r, 0);
          Int64Kernels.minRun(wv, 2, 2, n, want, 0);
          Int32Kernels.minRun(iv, 1, 1, n, ir, 0);
          Int32Kernels.minRun(wi, 2, 2, n, iwant, 0);
        }
        assertEquals(want[0], r[0], (max ? "max " : "min ") + what);
        assertEquals(iwant[0], ir[0], (max ? "int32 max " : "int32 min ") + what);
      }
    }
  }

  @Test
  void accumulateKernelsGiveTheScalarLoopsValues() {
    Random rnd = new Random(13);
    for (int n : LENGTHS) {
      long[] a = values(rnd, n + 1);
      long[] acc = values(rnd, n);
      long[] wacc = spread(acc);
      long[] wa = spread(a);
      Int64Kernels.sumAccumulate(a, 1, 1, acc, 0, 1, n);
      Int64Kernels.sumAccumulate(wa, 2, 2, wacc, 0, 2, n);
      Int64Kernels.maxAccumulate(a, 0, 1, acc, 0, 1, n);
      Int64Kernels.maxAccumulate(wa, 0, 2, wacc, 0, 2, n);
      Int64Kernels.minAccumulate(a, 1, 1, acc, 0, 1, n);
      Int64Kernels.minAccumulate(wa, 2, 2, wacc, 0, 2, n);
      long[] want = new long[n];
      for (int i = 0; i < n; i++) {
        want[i] = wacc[2 * i];
      }
      assertArrayEquals(want, acc, "int64 n=" + n);
      int[] ia = ints(a);
      int[] iacc = ints(values(rnd, n));
      int[] wiacc = spread(iacc);
      int[] wia = spread(ia);
      Int32Kernels.maxAccumulate(ia, 0, 1, iacc, 0, 1, n);
      Int32Kernels.maxAccumulate(wia, 0, 2, wiacc, 0, 2, n);
      Int32Kernels.minAccumulate(ia, 1, 1, iacc, 0, 1, n);
      Int32Kernels.minAccumulate(wia, 2, 2, wiacc, 0, 2, n);
      int[] iwant = new int[n];
      for (int i = 0; i < n; i++) {
        iwant[i] = wiacc[2 * i];
      }
      assertArrayEquals(iwant, iacc, "int32 n=" + n);
      long[] uacc = values(rnd, n);
      long[] wuacc = spread(uacc);
      UInt64Kernels.maxAccumulate(a, 0, 1, uacc, 0, 1, n);
      UInt64Kernels.maxAccumulate(wa, 0, 2, wuacc, 0, 2, n);
      UInt64Kernels.minAccumulate(a, 1, 1, uacc, 0, 1, n);
      UInt64Kernels.minAccumulate(wa, 2, 2, wuacc, 0, 2, n);
      for (int i = 0; i < n; i++) {
        want[i] = wuacc[2 * i];
      }
      assertArrayEquals(want, uacc, "uint64 n=" + n);
      int[] uiacc = ints(values(rnd, n));
      int[] wuiacc = spread(uiacc);
      UInt32Kernels.maxAccumulate(ia, 0, 1, uiacc, 0, 1, n);
      UInt32Kernels.maxAccumulate(wia, 0, 2, wuiacc, 0, 2, n);
      UInt32Kernels.minAccumulate(ia, 1, 1, uiacc, 0, 1, n);
      UInt32Kernels.minAccumulate(wia, 2, 2, wuiacc, 0, 2, n);
      for (int i = 0; i < n; i++) {
        iwant[i] = wuiacc[2 * i];
      }
      assertArrayEquals(iwant, uiacc, "uint32 n=" + n);
    }
  }
}
