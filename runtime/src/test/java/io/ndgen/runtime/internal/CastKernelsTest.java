package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.storage.Float16;
import java.lang.reflect.Array;
import org.junit.jupiter.api.Test;

/**
 * Every generated cast kernel against an oracle built from {@link Storage}'s element accessors
 * (NumPy's astype rules, element by element through long or double), over edge values of every
 * dtype, unit-stride (the Vector API leaves included) and strided; and the range checks of
 * float-to-integer casts.
 */
class CastKernelsTest {
  private static final double[] VALUES = {
    0,
    -0.0,
    1,
    -1,
    2.5,
    -2.5,
    127,
    128,
    -128,
    -129,
    255,
    256,
    32767,
    -32768,
    65535,
    65536,
    2147483647,
    -2147483648.0,
    4294967295.0,
    1e10,
    -1e10,
    0x1p53 + 2,
    0x1p62,
    -0x1p63,
    1e-3,
    65504,
    3.14159,
    -7.75,
    100,
    42,
    0.5,
    1.5,
    6e-8,
    1e300,
    Double.NaN,
    Double.POSITIVE_INFINITY
  };

  /** The values as elements of {@code t} (integers: wrapped from the truncated value). */
  static Object source(DType t, int n) {
    Object a = Storage.allocate(t, n);
    for (int i = 0; i < n; i++) {
      double v = VALUES[i % VALUES.length];
      if (t.isFloatingPoint()) {
        Storage.setDouble(t, a, i, v);
      } else if (t == DType.BOOL) {
        ((boolean[]) a)[i] = v != 0;
      } else {
        long bits = Double.isFinite(v) ? (long) v : 7;
        Storage.setWrapped(t, a, i, t == DType.UINT64 && v < 0 ? Long.MIN_VALUE - bits : bits);
      }
    }
    return a;
  }

  /** True when the float {@code v} truncated fits {@code to} (Storage.setDouble accepts it). */
  static boolean fits(DType to, double v) {
    try {
      Storage.setDouble(to, Storage.allocate(to, 1), 0, v);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** NumPy's cast of element i of a, through Storage's accessors; null if ndgen refuses it. */
  static Object oracle(DType from, Object a, int i, DType to) {
    Object z = Storage.allocate(to, 1);
    if (to == DType.BOOL) {
      ((boolean[]) z)[0] =
          from.isFloatingPoint()
              ? Storage.getDouble(from, a, i) != 0 || Double.isNaN(Storage.getDouble(from, a, i))
              : Storage.getLong(from, a, i) != 0;
    } else if (!from.isFloatingPoint() && to.isInteger()) {
      Storage.setWrapped(to, z, 0, Storage.getLong(from, a, i));
    } else if (!from.isFloatingPoint()) {
      long v = Storage.getLong(from, a, i);
      if (from == DType.UINT64 && to == DType.FLOAT32) {
        ((float[]) z)[0] = Storage.unsignedToFloat(v);
      } else if (from == DType.UINT64) {
        Storage.setDouble(to, z, 0, Storage.unsignedToDouble(v));
      } else if (to == DType.FLOAT32) {
        ((float[]) z)[0] = (float) v;
      } else {
        Storage.setDouble(to, z, 0, (double) v);
      }
    } else if (from == DType.FLOAT32 && to == DType.FLOAT16) {
      ((short[]) z)[0] = Float16.fromFloat(((float[]) a)[i]);
    } else if (to.isInteger() && !fits(to, Storage.getDouble(from, a, i))) {
      return null;
    } else {
      Storage.setDouble(to, z, 0, Storage.getDouble(from, a, i));
    }
    return Array.get(z, 0);
  }

  @Test
  void everyPairGivesTheAccessorsResult() {
    int n = 3 * VALUES.length + 5; // vector bodies and tails
    for (DType from : DType.values()) {
      Object a = source(from, n);
      for (DType to : DType.values()) {
        Object unit = Storage.allocate(to, n);
        Object strided = Storage.allocate(to, 2 * n);
        CastKernels.Loop loop = CastKernels.of(from, to);
        CastKernels.Check check = CastKernels.check(from, to);
        assertEquals(from.isFloatingPoint() && to.isInteger(), check != null, from + "->" + to);
        loop.run(a, 0, 1, unit, 0, 1, n);
        loop.run(a, 0, 1, strided, 0, 2, n);
        for (int i = 0; i < n; i++) {
          Object want = oracle(from, a, i, to);
          if (want == null) {
            continue; // refused: the check below
          }
          String what = from + "->" + to + " of " + Array.get(a, i);
          assertEquals(bits(want), bits(Array.get(unit, i)), what);
          assertEquals(bits(want), bits(Array.get(strided, 2 * i)), what + " strided");
        }
      }
    }
  }

  /** Bits of a boxed element (floats by raw bits, so -0.0 and NaN payloads count). */
  static Object bits(Object v) {
    if (v instanceof Double d) {
      return Double.doubleToRawLongBits(d);
    }
    return v instanceof Float f ? Float.floatToRawIntBits(f) : v;
  }

  @Test
  void floatToIntegerChecksRefuseWhatTheTargetCannotHold() {
    CastKernels.Check check = CastKernels.check(DType.FLOAT64, DType.UINT8);
    check.run(new double[] {-0.99, 255.99, 0}, 0, 1, 3);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> check.run(new double[] {1, 256.0, Double.NaN}, 0, 1, 3));
    assertEquals("cannot store 256.0 in uint8: out of range", e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> CastKernels.check(DType.FLOAT32, DType.INT64).run(new float[] {0x1p63f}, 0, 1, 1));
    CastKernels.check(DType.FLOAT32, DType.INT64).run(new float[] {-0x1p63f}, 0, 1, 1);
    assertThrows(
        IllegalArgumentException.class,
        () ->
            CastKernels.check(DType.FLOAT16, DType.INT8)
                .run(new short[] {(short) 0x7e00}, 0, 1, 1));
  }

  @Test
  void checkingKernelsConvertWhatTheCheckAcceptsAndThrowItsErrorAtTheFirstRefusal() {
    int n = 3 * VALUES.length + 5;
    for (DType from : DType.values()) {
      for (DType to : DType.values()) {
        CastKernels.Loop checking = CastKernels.checking(from, to);
        CastKernels.Check check = CastKernels.check(from, to);
        assertEquals(check == null, checking == null, from + "->" + to);
        if (checking == null) {
          continue;
        }
        Object a = source(from, n);
        int[] kept = new int[n]; // the indices of a that fit `to`
        int fit = 0;
        int firstRefused = -1;
        for (int i = 0; i < n; i++) {
          if (oracle(from, a, i, to) != null) {
            kept[fit++] = i;
          } else if (firstRefused < 0) {
            firstRefused = i;
          }
        }
        Object ok = Storage.allocate(from, fit);
        for (int i = 0; i < fit; i++) {
          Array.set(ok, i, Array.get(a, kept[i]));
        }
        Object unit = Storage.allocate(to, fit);
        Object strided = Storage.allocate(to, 2 * fit);
        checking.run(ok, 0, 1, unit, 0, 1, fit);
        checking.run(ok, 0, 1, strided, 0, 2, fit);
        for (int i = 0; i < fit; i++) {
          Object want = oracle(from, ok, i, to);
          String what = from + "->" + to + " of " + Array.get(ok, i);
          assertEquals(bits(want), bits(Array.get(unit, i)), what);
          assertEquals(bits(want), bits(Array.get(strided, 2 * i)), what + " strided");
        }
        String expected =
            assertThrows(IllegalArgumentException.class, () -> check.run(a, 0, 1, n)).getMessage();
        for (int zs : new int[] {1, 2}) {
          IllegalArgumentException e =
              assertThrows(
                  IllegalArgumentException.class,
                  () -> checking.run(a, 0, 1, Storage.allocate(to, 2 * n), 0, zs, n));
          assertEquals(expected, e.getMessage(), from + "->" + to + " zs=" + zs);
        }
        assertTrue(firstRefused >= 0, from + "->" + to);
      }
    }
  }
}
