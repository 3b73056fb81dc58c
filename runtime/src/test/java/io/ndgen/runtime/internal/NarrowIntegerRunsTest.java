package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The int8, uint8, int16 and uint16 kernels with their Vector API leaves ({@link Vectorized#I8},
 * {@code U8}, {@code I16}, {@code U16}) against the same kernels on stride-2 copies or outputs,
 * which no leaf takes, so the generated scalar loops alone compute them: elementwise min/max and
 * comparisons on every stride pattern, with values at both ends of the signed and the unsigned
 * range (an unsigned compare of values above 2^(n-1) differs from a signed one); whole-run
 * min/max/argmin/argmax with the extreme repeated (the first index wins) across the argmin/argmax
 * blocks; the accumulate kernels. With SIMD off both sides run the scalar loops.
 */
class NarrowIntegerRunsTest {
  private static final Class<?>[] BYTE_KERNELS = {Int8Kernels.class, UInt8Kernels.class};

  private static final Class<?>[] SHORT_KERNELS = {Int16Kernels.class, UInt16Kernels.class};

  private static final int[] LENGTHS = {0, 1, 7, 31, 32, 33, 63, 64, 65, 100, 129, 1000, 4099};

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

  /** Both ends of both ranges, as 16-bit values (a byte array keeps their low eight bits). */
  private static final int[] SPECIAL = {
    0, 1, -1, 127, 128, -128, -127, 255, 256, 32767, -32768, 32768 + 255, 65535, 0x7f7f, 0x8080
  };

  private static Object values(Random rnd, Class<?> element, int n) {
    Object v = Array.newInstance(element, n);
    for (int i = 0; i < n; i++) {
      int x =
          switch (rnd.nextInt(3)) {
            case 0 -> SPECIAL[rnd.nextInt(SPECIAL.length)];
            case 1 -> rnd.nextInt(7) - 3;
            default -> rnd.nextInt();
          };
      if (element == byte.class) {
        Array.setByte(v, i, (byte) x);
      } else {
        Array.setShort(v, i, (short) x);
      }
    }
    return v;
  }

  /** Every element of {@code a} at even indices of an array twice as long. */
  private static Object spread(Object a) {
    int n = Array.getLength(a);
    Object w = Array.newInstance(a.getClass().getComponentType(), 2 * n);
    for (int i = 0; i < n; i++) {
      Array.set(w, 2 * i, Array.get(a, i));
      Array.set(w, 2 * i + 1, Array.get(a, (i * 7) % n)); // junk between
    }
    return w;
  }

  private static Class<?>[] kernels(Class<?> element) {
    return element == byte.class ? BYTE_KERNELS : SHORT_KERNELS;
  }

  @Test
  void binaryOpsGiveTheScalarLoopsValues() throws ReflectiveOperationException {
    for (Class<?> element : new Class<?>[] {byte.class, short.class}) {
      for (Class<?> k : kernels(element)) {
        for (String op : BINARY) {
          boolean comparison = Arrays.asList(BINARY).indexOf(op) >= 5;
          for (int[] s : STRIDES) {
            Random rnd = new Random(op.hashCode() * 31L + s[0] * 7 + s[1]);
            for (int n : LENGTHS) {
              Object x = values(rnd, element, n * s[0] + 1);
              Object y = values(rnd, element, n * s[1] + 1);
              for (int i = 0; i < Math.min(Array.getLength(x), Array.getLength(y)); i += 3) {
                Array.set(y, i, Array.get(x, i)); // equal pairs
              }
              Class<?> out = comparison ? boolean.class : element;
              Object want = Array.newInstance(out, n);
              Object got = Array.newInstance(out, n);
              RunsTest.binary(k, op, x, s[0], y, s[1], want, n, false);
              RunsTest.binary(k, op, x, s[0], y, s[1], got, n, true);
              String what = k.getSimpleName() + " " + op + " strides " + s[0] + "," + s[1];
              if (comparison) {
                assertArrayEquals((boolean[]) want, (boolean[]) got, what + " n=" + n);
              } else if (element == byte.class) {
                assertArrayEquals((byte[]) want, (byte[]) got, what + " n=" + n);
              } else {
                assertArrayEquals((short[]) want, (short[]) got, what + " n=" + n);
              }
            }
          }
        }
      }
    }
  }

  /** Runs rich in ties at the extremes; several argmin/argmax blocks when long. */
  @Test
  void extremesGiveTheScalarLoopsFirstIndex() throws ReflectiveOperationException {
    for (Class<?> element : new Class<?>[] {byte.class, short.class}) {
      Class<?> arr = Array.newInstance(element, 0).getClass();
      for (Class<?> k : kernels(element)) {
        Method argmax = k.getMethod("argmax", arr, int.class, int.class, int.class);
        Method argmin = k.getMethod("argmin", arr, int.class, int.class, int.class);
        Random rnd = new Random(11);
        for (int trial = 0; trial < 200; trial++) {
          int n = 1 + rnd.nextInt(trial < 100 ? 300 : 20000);
          Object v = values(rnd, element, n + 2);
          if (trial % 3 == 0) {
            for (int i = 0; i < n + 2; i++) {
              Array.set(
                  v,
                  i,
                  element == byte.class
                      ? (Object) (byte) (rnd.nextInt(5) - 2)
                      : (Object) (short) (rnd.nextInt(5) - 2));
            }
          }
          for (int j = 0; j < 1 + trial % 3; j++) {
            int at = 1 + rnd.nextInt(n);
            int extreme = SPECIAL[rnd.nextInt(SPECIAL.length)];
            Array.set(
                v, at, element == byte.class ? (Object) (byte) extreme : (Object) (short) extreme);
          }
          Object w = spread(v);
          String what = k.getSimpleName() + " trial " + trial + " n=" + n;
          assertEquals(argmax.invoke(null, w, 2, 2, n), argmax.invoke(null, v, 1, 1, n), what);
          assertEquals(argmin.invoke(null, w, 2, 2, n), argmin.invoke(null, v, 1, 1, n), what);
          for (String fold : new String[] {"maxRun", "minRun"}) {
            Method m = k.getMethod(fold, arr, int.class, int.class, int.class, arr, int.class);
            Object r = Array.newInstance(element, 1);
            Object want = Array.newInstance(element, 1);
            Array.set(r, 0, Array.get(v, 0));
            Array.set(want, 0, Array.get(v, 0));
            m.invoke(null, v, 1, 1, n, r, 0);
            m.invoke(null, w, 2, 2, n, want, 0);
            assertEquals(Array.get(want, 0), Array.get(r, 0), fold + " " + what);
          }
        }
      }
    }
  }

  @Test
  void accumulateKernelsGiveTheScalarLoopsValues() throws ReflectiveOperationException {
    for (Class<?> element : new Class<?>[] {byte.class, short.class}) {
      Class<?> arr = Array.newInstance(element, 0).getClass();
      for (Class<?> k : kernels(element)) {
        Random rnd = new Random(13);
        for (int n : LENGTHS) {
          for (String fold : new String[] {"maxAccumulate", "minAccumulate"}) {
            Method m =
                k.getMethod(fold, arr, int.class, int.class, arr, int.class, int.class, int.class);
            Object a = values(rnd, element, n + 1);
            Object acc = values(rnd, element, n);
            Object wacc = spread(acc);
            m.invoke(null, a, 1, 1, acc, 0, 1, n);
            m.invoke(null, spread(a), 2, 2, wacc, 0, 2, n);
            for (int i = 0; i < n; i++) {
              assertEquals(
                  Array.get(wacc, 2 * i),
                  Array.get(acc, i),
                  k.getSimpleName() + " " + fold + " n=" + n + " at " + i);
            }
          }
        }
      }
    }
  }
}
