package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The bool kernels with their Vector API leaves ({@link Vectorized#B}) against the same kernels on
 * stride-2 outputs or inputs, which no leaf takes, so the generated scalar loops alone compute
 * them: the ten elementwise ops on every stride pattern and both broadcast values; the folds that
 * stop early (max, min, any, all, argmax, argmin) on runs with no deciding element, with it only at
 * the last place, at every place around the vector and search-block edges, and at random places;
 * the accumulate kernels. With SIMD off both sides run the scalar loops.
 */
class BoolRunsTest {
  private static final int[] LENGTHS = {0, 1, 7, 31, 32, 33, 63, 64, 65, 100, 129, 255, 256, 1000};

  private static final int[][] STRIDES = {{1, 1}, {1, 0}, {0, 1}, {2, 3}};

  private static final String[] BINARY = {
    "add",
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

  private static boolean[] random(Random rnd, int n) {
    boolean[] v = new boolean[n];
    for (int i = 0; i < n; i++) {
      v[i] = rnd.nextBoolean();
    }
    return v;
  }

  @Test
  void binaryOpsGiveTheScalarLoopsValues() throws ReflectiveOperationException {
    for (String op : BINARY) {
      for (int[] s : STRIDES) {
        for (boolean constant : new boolean[] {false, true}) {
          Random rnd = new Random(op.hashCode() * 31L + s[0] * 7 + s[1]);
          for (int n : LENGTHS) {
            boolean[] x = random(rnd, n * s[0] + 1);
            boolean[] y = random(rnd, n * s[1] + 1);
            // a broadcast operand is element 0: try it both ways
            (s[0] == 0 ? x : y)[0] = constant;
            boolean[] want = new boolean[n];
            boolean[] got = new boolean[n];
            RunsTest.binary(BoolKernels.class, op, x, s[0], y, s[1], want, n, false);
            RunsTest.binary(BoolKernels.class, op, x, s[0], y, s[1], got, n, true);
            assertArrayEquals(
                want, got, op + " strides " + s[0] + "," + s[1] + " " + constant + " n=" + n);
          }
        }
      }
    }
  }

  /** The place of the one deciding element, or -1 for none. */
  @Test
  void earlyStoppingFoldsGiveTheScalarLoopsValues() {
    int[] lengths = {1, 2, 63, 64, 65, 255, 256, 257, 1000, 5000};
    Random rnd = new Random(17);
    for (int n : lengths) {
      for (boolean background : new boolean[] {false, true}) {
        int[] places = {-1, 0, 1, n / 2, n - 2, n - 1, 63, 64, 255, 256, 257, rnd.nextInt(n)};
        for (int place : places) {
          if (place >= n) {
            continue;
          }
          boolean[] v = new boolean[n + 2];
          java.util.Arrays.fill(v, background);
          v[0] = !background; // outside the run
          if (place >= 0) {
            v[1 + place] = !background;
          }
          folds(v, n, background + " place " + place + " n=" + n);
        }
      }
    }
    for (int trial = 0; trial < 100; trial++) {
      int n = 1 + rnd.nextInt(3000);
      folds(random(rnd, n + 2), n, "random n=" + n);
    }
  }

  /** Every fold of {@code v[1 .. n]} from the leaf (unit stride) and the scalar loop (stride 2). */
  private static void folds(boolean[] v, int n, String what) {
    boolean[] w = new boolean[2 * v.length];
    for (int i = 0; i < v.length; i++) {
      w[2 * i] = v[i];
      w[2 * i + 1] = !v[i]; // junk between
    }
    assertEquals(BoolKernels.argmax(w, 2, 2, n), BoolKernels.argmax(v, 1, 1, n), "argmax " + what);
    assertEquals(BoolKernels.argmin(w, 2, 2, n), BoolKernels.argmin(v, 1, 1, n), "argmin " + what);
    for (boolean start : new boolean[] {false, true}) {
      boolean[] r = {start};
      boolean[] want = {start};
      BoolKernels.maxRun(v, 1, 1, n, r, 0);
      BoolKernels.maxRun(w, 2, 2, n, want, 0);
      assertEquals(want[0], r[0], "maxRun from " + start + " " + what);
      r[0] = want[0] = start;
      BoolKernels.minRun(v, 1, 1, n, r, 0);
      BoolKernels.minRun(w, 2, 2, n, want, 0);
      assertEquals(want[0], r[0], "minRun from " + start + " " + what);
      r[0] = want[0] = start;
      BoolKernels.anyRun(v, 1, 1, n, r, 0);
      BoolKernels.anyRun(w, 2, 2, n, want, 0);
      assertEquals(want[0], r[0], "anyRun from " + start + " " + what);
      r[0] = want[0] = start;
      BoolKernels.allRun(v, 1, 1, n, r, 0);
      BoolKernels.allRun(w, 2, 2, n, want, 0);
      assertEquals(want[0], r[0], "allRun from " + start + " " + what);
    }
  }

  @Test
  void accumulateKernelsGiveTheScalarLoopsValues() {
    Random rnd = new Random(13);
    for (int n : LENGTHS) {
      for (String fold : new String[] {"max", "min", "any", "all"}) {
        boolean[] a = random(rnd, n + 1);
        boolean[] acc = random(rnd, n);
        boolean[] wa = new boolean[2 * n + 2];
        boolean[] wacc = new boolean[2 * n];
        for (int i = 0; i < n; i++) {
          wa[2 + 2 * i] = a[1 + i];
          wacc[2 * i] = acc[i];
        }
        accumulate(fold, a, 1, 1, acc, 1, n);
        accumulate(fold, wa, 2, 2, wacc, 2, n);
        for (int i = 0; i < n; i++) {
          assertEquals(wacc[2 * i], acc[i], fold + "Accumulate n=" + n + " at " + i);
        }
      }
    }
  }

  private static void accumulate(
      String fold, boolean[] a, int i, int s, boolean[] r, int os, int n) {
    switch (fold) {
      case "max" -> BoolKernels.maxAccumulate(a, i, s, r, 0, os, n);
      case "min" -> BoolKernels.minAccumulate(a, i, s, r, 0, os, n);
      case "any" -> BoolKernels.anyAccumulate(a, i, s, r, 0, os, n);
      default -> BoolKernels.allAccumulate(a, i, s, r, 0, os, n);
    }
  }
}
