package io.ndgen.processor;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.StridedArray;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * Calls one generated array class through reflection, so one cross-check serves every spec: the
 * rank-fixed methods ({@code get(int, int)}, {@code permute(int, int)}) are looked up by arity and
 * called with the entries of an {@code int[]}; results come back as generated instances or boxed
 * values. Exceptions thrown by the generated code are rethrown unwrapped.
 */
final class GeneratedHandle {
  final Class<?> type;
  final int rank;
  final DType dtype;
  final Order order;
  final Object array;

  private GeneratedHandle(Class<?> type, Object array) {
    this.type = type;
    this.array = array;
    this.rank = (Integer) staticField(type, "RANK");
    this.dtype = (DType) staticField(type, "DTYPE");
    this.order = (Order) staticField(type, "ORDER");
  }

  static GeneratedHandle from(Class<?> type, StridedArray a) {
    return new GeneratedHandle(type, invokeStatic(type, "from", a));
  }

  static GeneratedHandle zeros(Class<?> type, int... shape) {
    return new GeneratedHandle(type, invokeStatic(type, "zeros", box(shape)));
  }

  /** A handle on any generated instance, typed by its own class (a rank-changing result). */
  static GeneratedHandle of(Object generated) {
    return new GeneratedHandle(generated.getClass(), generated);
  }

  GeneratedHandle wrapResult(Object result) {
    return new GeneratedHandle(type, result);
  }

  Object call(String name, Object... args) {
    for (Method m : type.getMethods()) {
      if (m.getName().equals(name) && m.getParameterCount() == args.length && fits(m, args)) {
        try {
          return m.invoke(array, args);
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        } catch (InvocationTargetException e) {
          throw rethrow(e.getCause());
        }
      }
    }
    throw new AssertionError("no method " + name + Arrays.toString(args) + " on " + type);
  }

  GeneratedHandle view(String name, Object... args) {
    return wrapResult(call(name, args));
  }

  int[] shape() {
    return (int[]) call("shape");
  }

  int[] strides() {
    return (int[]) call("strides");
  }

  int offset() {
    return (Integer) call("offset");
  }

  StridedArray toStrided() {
    return (StridedArray) call("toStrided");
  }

  /** {@code get(i0, …)} as a boxed value. */
  Object get(int[] index) {
    return call("get", box(index));
  }

  /** {@code set(i0, …, value)}; value of the class's value type. */
  void set(int[] index, Object value) {
    Object[] args = Arrays.copyOf(box(index), rank + 1);
    args[rank] = value;
    call("set", args);
  }

  static Object[] box(int[] values) {
    Object[] boxed = new Object[values.length];
    for (int k = 0; k < values.length; k++) {
      boxed[k] = values[k];
    }
    return boxed;
  }

  private static boolean fits(Method m, Object[] args) {
    Class<?>[] p = m.getParameterTypes();
    for (int k = 0; k < args.length; k++) {
      Class<?> want = p[k].isPrimitive() ? boxed(p[k]) : p[k];
      if (args[k] != null && !want.isInstance(args[k])) {
        return false;
      }
    }
    return true;
  }

  private static Class<?> boxed(Class<?> primitive) {
    if (primitive == int.class) {
      return Integer.class;
    } else if (primitive == long.class) {
      return Long.class;
    } else if (primitive == float.class) {
      return Float.class;
    } else if (primitive == double.class) {
      return Double.class;
    } else if (primitive == boolean.class) {
      return Boolean.class;
    }
    throw new AssertionError(primitive);
  }

  private static Object invokeStatic(Class<?> type, String name, Object... args) {
    for (Method m : type.getMethods()) {
      if (m.getName().equals(name)
          && m.getParameterCount() == args.length
          && java.lang.reflect.Modifier.isStatic(m.getModifiers())
          && fits(m, args)) {
        try {
          return m.invoke(null, args);
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        } catch (InvocationTargetException e) {
          throw rethrow(e.getCause());
        }
      }
    }
    throw new AssertionError("no static method " + name + " on " + type);
  }

  private static Object staticField(Class<?> type, String name) {
    try {
      return type.getField(name).get(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private static RuntimeException rethrow(Throwable t) {
    if (t instanceof RuntimeException r) {
      throw r;
    }
    if (t instanceof Error e) {
      throw e;
    }
    throw new AssertionError(t);
  }
}
