package io.ndgen.openblas;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.spi.MatMulBackend;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Stream;
import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.javacpp.FloatPointer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * With this artifact on the path, float32 and float64 matmul go through OpenBLAS: the backend is
 * found, and products of every operand layout (copied whole, transposed, or gathered) agree with an
 * exact reference within BLAS's rounding.
 */
class OpenBlasBackendTest {
  /** Registered both ways (module path: provides; class path: META-INF/services), and in use. */
  @Test
  void registeredAsAServiceAvailableAndInUse() throws IOException {
    String service = "META-INF/services/" + MatMulBackend.class.getName();
    try (InputStream in = OpenBlasBackend.class.getClassLoader().getResourceAsStream(service)) {
      assertEquals(
          OpenBlasBackend.class.getName(),
          new String(in.readAllBytes(), StandardCharsets.UTF_8).trim());
    }
    Module m = OpenBlasBackend.class.getModule();
    if (m.isNamed()) {
      assertTrue(
          m.getDescriptor().provides().stream()
              .anyMatch(
                  p ->
                      p.service().equals(MatMulBackend.class.getName())
                          && p.providers().equals(List.of(OpenBlasBackend.class.getName()))));
    }
    assertTrue(new OpenBlasBackend().isAvailable());
    assertTrue(Ops.matmulBackend().startsWith("OpenBLAS"), Ops.matmulBackend());
  }

  /** Views of a (rows, cols) matrix that each reach the backend in a different form. */
  private static final List<String> LAYOUTS = List.of("C", "F", "row-slice", "reversed", "stepped");

  private static StridedArray view(StridedArray c, String layout) {
    int r = c.shape(0);
    int k = c.shape(1);
    switch (layout) {
      case "C":
        return c;
      case "F":
        return c.copy(io.ndgen.annotations.Order.F);
      case "row-slice": // rows further apart than their length: passed with a leading dimension
        return filled(StridedArray.zeros(c.dtype(), r, k + 3).slice(1, 0, k, 1), c);
      case "reversed":
        return c.flip(0).copy().flip(0);
      default: // every other column of a wider matrix: gathered
        return filled(StridedArray.zeros(c.dtype(), r, 2 * k).slice(1, 0, 2 * k, 2), c);
    }
  }

  private static StridedArray filled(StridedArray view, StridedArray values) {
    values.copyInto(view);
    return view;
  }

  @TestFactory
  Stream<DynamicTest> productsOfEveryLayoutMatchTheExactProduct() {
    List<DynamicTest> tests = new ArrayList<>();
    int[][] shapes = {{1, 1, 1}, {1, 9, 1}, {5, 1, 7}, {3, 17, 1}, {33, 65, 20}, {130, 70, 90}};
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      for (int[] s : shapes) {
        for (String la : LAYOUTS) {
          for (String lb : LAYOUTS) {
            tests.add(
                DynamicTest.dynamicTest(
                    t + " " + s[0] + "x" + s[1] + "x" + s[2] + " a=" + la + " b=" + lb,
                    () -> check(t, s, la, lb)));
          }
        }
      }
    }
    return tests.stream();
  }

  private static void check(DType t, int[] s, String la, String lb) {
    Random rnd = new Random(s[0] * 131L + s[1] * 17L + s[2]);
    StridedArray a = random(t, s[0], s[1], rnd);
    StridedArray b = random(t, s[1], s[2], rnd);
    StridedArray r = view(a, la).matmul(view(b, lb));
    assertEquals(t, r.dtype());
    double eps = t == DType.FLOAT32 ? 0x1p-23 : 0x1p-52;
    for (int i = 0; i < s[0]; i++) {
      for (int j = 0; j < s[2]; j++) {
        double exact = 0;
        double magnitude = 0;
        for (int p = 0; p < s[1]; p++) {
          double prod = a.getDouble(i, p) * b.getDouble(p, j); // exact for float32 inputs
          exact += prod;
          magnitude += Math.abs(prod);
        }
        double bound = 2 * s[1] * eps * magnitude + Double.MIN_NORMAL;
        assertEquals(exact, r.getDouble(i, j), bound, "(" + i + ", " + j + ")");
      }
    }
  }

  @Test
  void batchesOfSmallAndLargeProductsUseTheBackend() {
    Random rnd = new Random(3);
    for (int[] s : new int[][] {{4, 3, 5}, {70, 80, 60}}) {
      StridedArray x = random(DType.FLOAT64, 7 * s[0], s[1], rnd).reshape(7, s[0], s[1]);
      StridedArray y = random(DType.FLOAT64, s[1], s[2], rnd);
      StridedArray r = x.matmul(y);
      for (int q = 0; q < 7; q++) {
        StridedArray one = x.select(0, q).matmul(y);
        for (int i = 0; i < s[0]; i++) {
          for (int j = 0; j < s[2]; j++) {
            assertEquals(
                one.getDouble(i, j), r.getDouble(q, i, j), 1e-12, q + " (" + i + ", " + j + ")");
          }
        }
      }
    }
  }

  /**
   * A batch of small products runs one product per fork/join piece, each taking its native blocks
   * from the pool on whichever worker runs it: the results are the bits of each product computed
   * alone on one thread.
   */
  @Test
  void productsInPiecesAreTheBitsOfEachProductAlone() throws Exception {
    Random rnd = new Random(11);
    ForkJoinPool one = new ForkJoinPool(1); // inside a worker a product runs on one thread
    try {
      for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
        StridedArray x = random(t, 24 * 40, 50, rnd).reshape(24, 40, 50);
        StridedArray y = random(t, 50, 30, rnd);
        for (int run = 0; run < 3; run++) { // the later runs reuse given-back blocks
          StridedArray r = x.matmul(y);
          for (int q = 0; q < 24; q++) {
            StridedArray xq = x.select(0, q);
            StridedArray alone = one.submit(() -> xq.matmul(y)).get();
            assertBitsEqual(alone, r.select(0, q), t + " run " + run + " product " + q);
          }
        }
      }
    } finally {
      one.shutdown();
    }
  }

  /** Blocks given back dirty (NaN everywhere) do not leak into the next product. */
  @Test
  void dirtyReusedBlocksDoNotChangeProducts() {
    Random rnd = new Random(12);
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      StridedArray a = random(t, 130, 70, rnd);
      StridedArray b = random(t, 70, 90, rnd);
      StridedArray clean = a.matmul(b);
      NativeBuffers set = NativeBuffers.take(); // the set that product gave back
      for (int slot : new int[] {NativeBuffers.A, NativeBuffers.B, NativeBuffers.C}) {
        if (t == DType.FLOAT32) {
          FloatPointer p = set.floats(slot, 130 * 90);
          for (long i = 0; i < p.capacity(); i++) {
            p.put(i, Float.NaN);
          }
        } else {
          DoublePointer p = set.doubles(slot, 130 * 90);
          for (long i = 0; i < p.capacity(); i++) {
            p.put(i, Double.NaN);
          }
        }
      }
      NativeBuffers.giveBack(set);
      assertBitsEqual(clean, a.matmul(b), t.toString());
    }
  }

  /**
   * A product with one row, one column or k == 1 costs more to copy to native memory than to
   * compute, so ndgen's kernel runs it even with the backend present: its result is the contract's
   * chain of fused multiply-adds in increasing k, bit for bit (BLAS's summation order differs).
   */
  @Test
  void copyBoundProductsKeepNdgensChains() {
    Random rnd = new Random(11);
    int[][] shapes = {{1, 300, 200}, {200, 300, 1}, {50, 1, 60}, {1, 1000, 1}};
    for (DType t : new DType[] {DType.FLOAT32, DType.FLOAT64}) {
      for (int[] s : shapes) {
        StridedArray a = random(t, s[0], s[1], rnd);
        StridedArray b = random(t, s[1], s[2], rnd);
        String what = t + " " + s[0] + "x" + s[1] + "x" + s[2];
        assertBitsEqual(fmaChains(a, b), a.matmul(b), what);
      }
      StridedArray v = random(t, 1, 257, rnd);
      StridedArray m = random(t, 257, 33, rnd);
      StridedArray vm = v.reshape(257).matmul(m);
      assertBitsEqual(fmaChains(v, m), vm.reshape(1, 33), t + " vector @ matrix");
      StridedArray mv = m.transpose().matmul(v.reshape(257));
      assertBitsEqual(
          fmaChains(m.transpose(), v.reshape(257, 1)), mv.reshape(33, 1), t + " matrix @ vector");
    }
  }

  /**
   * The contract's result: per element, fma over k in increasing order from zero, in t's precision.
   */
  private static StridedArray fmaChains(StridedArray a, StridedArray b) {
    int m = a.shape(0);
    int k = a.shape(1);
    int n = b.shape(1);
    StridedArray c = StridedArray.zeros(a.dtype(), m, n);
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        if (a.dtype() == DType.FLOAT32) {
          float s = 0;
          for (int p = 0; p < k; p++) {
            s = Math.fma(a.getFloat(i, p), b.getFloat(p, j), s);
          }
          c.setFloat(new int[] {i, j}, s);
        } else {
          double s = 0;
          for (int p = 0; p < k; p++) {
            s = Math.fma(a.getDouble(i, p), b.getDouble(p, j), s);
          }
          c.setDouble(new int[] {i, j}, s);
        }
      }
    }
    return c;
  }

  private static void assertBitsEqual(StridedArray expected, StridedArray actual, String what) {
    assertArrayEquals(expected.shape(), actual.shape(), what);
    for (int i = 0; i < expected.shape(0); i++) {
      for (int j = 0; j < expected.shape(1); j++) {
        assertEquals(
            Double.doubleToRawLongBits(expected.getDouble(i, j)),
            Double.doubleToRawLongBits(actual.getDouble(i, j)),
            what + " (" + i + ", " + j + ")");
      }
    }
  }

  private static StridedArray random(DType t, int rows, int cols, Random rnd) {
    double[] v = new double[rows * cols];
    for (int i = 0; i < v.length; i++) {
      v[i] = rnd.nextGaussian();
    }
    return StridedArray.wrap(v, rows, cols).astype(t);
  }
}
