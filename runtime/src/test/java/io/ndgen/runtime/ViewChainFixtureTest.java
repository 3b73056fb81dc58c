package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.ViewChainFixture.Chain;
import io.ndgen.runtime.ViewChainFixture.Step;
import io.ndgen.runtime.internal.Odometer;
import io.ndgen.runtime.internal.Shapes;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays every chain of {@code fixtures/views/chains.txt} (NumPy's results, written by {@code
 * scripts/fixtures/view_chains.py}) with {@link StridedArray} and checks each step: shape, strides
 * (in elements, only on axes of extent above one of non-empty arrays: NumPy's strides of extent-1
 * axes and of empty arrays are arbitrary), offset (of non-empty arrays: an empty array's offset
 * moves with its arbitrary strides), view-or-copy, flags, base, values; and for each error step the
 * exception type and that the message names every number NumPy's message names.
 *
 * <p>Documented deviations applied here: a reshape that has to copy returns an array that owns its
 * data (NumPy returns a view of a hidden copy, so its {@code owndata} is false); steps that return
 * that same array (a write, a no-op squeeze) keep owning it.
 */
class ViewChainFixtureTest {
  private static final List<Chain> CHAINS = ViewChainFixture.load();

  @Test
  void fixtureIsLargeAndCoversEveryDTypeAndOrder() {
    assertTrue(CHAINS.size() >= 2000, "chains: " + CHAINS.size());
    for (DType dtype : DType.values()) {
      for (Order order : Order.values()) {
        assertTrue(
            CHAINS.stream().anyMatch(c -> c.dtype() == dtype && c.order() == order),
            dtype + " " + order);
      }
    }
  }

  @TestFactory
  Stream<DynamicTest> chains() {
    return CHAINS.stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> replay(c)));
  }

  private static void replay(Chain chain) {
    Object storage = ViewChainFixture.storage(chain.dtype(), chain.storage());
    StridedArray current =
        StridedArray.wrap(chain.dtype(), storage, Layout.contiguous(chain.order(), chain.shape()));
    Set<StridedArray> reshapeCopies = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    int k = 0;
    for (Step step : chain.steps()) {
      String where = chain + ", step " + k++ + ": " + step;
      if (step.isError()) {
        expectError(current, step, where);
        continue;
      }
      StridedArray next;
      try {
        next = apply(current, step);
      } catch (RuntimeException e) {
        throw new AssertionError(where + " threw " + e, e);
      }
      if (step.op().equals("reshape") && !step.view()) {
        reshapeCopies.add(next);
      }
      check(current, next, step, reshapeCopies.contains(next), where);
      current = next;
    }
  }

  // ---------------------------------------------------------------- operations

  static StridedArray apply(StridedArray a, Step step) {
    String[] w = step.args().isEmpty() ? new String[0] : step.args().split(" ");
    switch (step.op()) {
      case "permute":
        return a.permute(ViewChainFixture.ints(step.args()));
      case "transpose":
        return a.transpose();
      case "swapaxes":
        return a.swapAxes(Integer.parseInt(w[0]), Integer.parseInt(w[1]));
      case "slice":
        {
          int step0 = w[3].equals("_") ? 1 : Integer.parseInt(w[3]);
          int start = w[1].equals("_") ? open(step0, true) : Integer.parseInt(w[1]);
          int stop = w[2].equals("_") ? open(step0, false) : Integer.parseInt(w[2]);
          return a.slice(Integer.parseInt(w[0]), start, stop, step0);
        }
      case "select":
        return a.select(Integer.parseInt(w[0]), Integer.parseInt(w[1]));
      case "expand_dims":
        return a.expandDims(Integer.parseInt(w[0]));
      case "squeeze":
        return w.length == 0 ? a.squeeze() : a.squeeze(Integer.parseInt(w[0]));
      case "flip":
        return w.length == 0 ? a.flip() : a.flip(Integer.parseInt(w[0]));
      case "broadcast_to":
        return a.broadcastTo(ViewChainFixture.ints(step.args()));
      case "reshape":
        return a.reshape(Order.valueOf(w[0]), ViewChainFixture.ints(w[1]));
      case "view":
        return a.view(ViewChainFixture.ints(step.args()));
      case "index":
        return a.index(step.args());
      case "as_strided":
        return a.asStrided(
            ViewChainFixture.ints(w[0]), ViewChainFixture.ints(w[1]), Integer.parseInt(w[2]));
      case "copy":
        return a.copy(Order.valueOf(w[0]));
      case "ascontiguousarray":
        return a.contiguous();
      case "take":
        return a.take(Integer.parseInt(w[0]), ViewChainFixture.ints(w[1]));
      case "mask":
        {
          int[] shape = ViewChainFixture.ints(w[0]);
          String bits = w.length > 1 ? w[1] : "";
          boolean[] flags = (boolean[]) ViewChainFixture.storage(DType.BOOL, bits);
          return a.mask(StridedArray.wrap(flags, shape));
        }
      case "astype":
        return a.astype(ViewChainFixture.dtype(step.args()));
      case "write":
        {
          int[] index = ViewChainFixture.ints(w[0]);
          if (a.dtype().isFloatingPoint()) {
            a.setDouble(index, ViewChainFixture.real(w[1]));
          } else {
            a.setLong(index, ViewChainFixture.integer(a.dtype(), w[1]));
          }
          return a;
        }
      default:
        throw new IllegalStateException("unknown op " + step.op());
    }
  }

  /** Python's omitted slice bound as the int ndgen's clamping turns into the same default. */
  private static int open(int step, boolean start) {
    return (step > 0) == start ? Integer.MIN_VALUE : Integer.MAX_VALUE;
  }

  // ---------------------------------------------------------------- checks

  private static void check(
      StridedArray before, StridedArray a, Step step, boolean reshapeCopy, String where) {
    assertArrayEquals(step.shape(), a.shape(), where + ": shape");
    int[] strides = a.strides();
    for (int k = 0; k < step.shape().length && a.size() > 0; k++) {
      if (step.shape()[k] > 1) {
        assertEquals(step.strides()[k], strides[k], where + ": stride of axis " + k);
      }
    }
    if (a.size() > 0) {
      assertEquals(step.offset(), a.offset(), where + ": offset");
    }
    assertEquals(step.view(), a.sharesStorage(before), where + ": view (shares storage)");
    if (step.view()) {
      StridedArray owner = before.base() == null ? before : before.base();
      if (a != before) {
        assertSame(owner, a.base(), where + ": base of a view is the owner");
      }
    }
    String f = step.flags();
    assertEquals(f.charAt(0) == 'C', a.isCContiguous(), where + ": C-contiguous");
    assertEquals(f.charAt(1) == 'F', a.isFContiguous(), where + ": F-contiguous");
    assertEquals(f.charAt(2) == 'W', a.isWritable(), where + ": writeable");
    boolean owns = f.charAt(3) == 'O';
    if (reshapeCopy) {
      owns = true; // deviation: ndgen's reshape copy owns its data
    }
    assertEquals(owns, a.ownsData(), where + ": owndata");
    checkValues(a, step.values(), where);
  }

  static void checkValues(StridedArray a, String expected, String where) {
    DType dtype = a.dtype();
    Object want = ViewChainFixture.storage(dtype, expected);
    int n = java.lang.reflect.Array.getLength(want);
    assertEquals(n, a.size(), where + ": number of values");
    Odometer w = Odometer.of(a.layout());
    for (int i = 0; i < n; i++, w.next()) {
      int pos = w.position();
      String at = where + ": value " + i + " (C order)";
      switch (dtype) {
        case BOOL -> assertEquals(((boolean[]) want)[i], ((boolean[]) a.storage())[pos], at);
        case FLOAT16 -> assertEquals(((short[]) want)[i], ((short[]) a.storage())[pos], at);
        case FLOAT32 -> assertSameFloat(((float[]) want)[i], ((float[]) a.storage())[pos], at);
        case FLOAT64 -> assertSameFloat(((double[]) want)[i], ((double[]) a.storage())[pos], at);
        default ->
            assertEquals(
                java.lang.reflect.Array.getLong(want, i),
                java.lang.reflect.Array.getLong(a.storage(), pos),
                at);
      }
    }
  }

  private static void assertSameFloat(double want, double got, String where) {
    if (Double.isNaN(want)) {
      assertTrue(Double.isNaN(got), where + ": expected nan, got " + got);
    } else {
      assertEquals(
          Double.doubleToLongBits(want),
          Double.doubleToLongBits(got),
          where + ": " + want + " vs " + got);
    }
  }

  // ---------------------------------------------------------------- errors

  private static void expectError(StridedArray a, Step step, String where) {
    int[] shapeBefore = a.shape();
    Class<? extends RuntimeException> type = expectedType(step);
    RuntimeException thrown = null;
    try {
      StridedArray out = apply(a, step);
      fail(
          where
              + ": expected "
              + type.getSimpleName()
              + " (NumPy raised "
              + step.error()
              + ": "
              + step.message()
              + "), got an array of shape "
              + Shapes.format(out.shape()));
    } catch (RuntimeException e) {
      thrown = e;
    }
    assertTrue(
        type.isInstance(thrown), where + ": expected " + type.getSimpleName() + ", got " + thrown);
    if (step.error().equals("AxisError")) {
      assertEquals(ShapeException.Kind.OUT_OF_BOUNDS, ((ShapeException) thrown).kind(), where);
    }
    String message = String.valueOf(thrown.getMessage());
    for (String number : numbers(step.message())) {
      assertTrue(
          Pattern.compile("(?<![\\d-])" + Pattern.quote(number) + "(?!\\d)")
              .matcher(message)
              .find(),
          where
              + ": message \""
              + message
              + "\" does not name "
              + number
              + " (NumPy: \""
              + step.message()
              + "\")");
    }
    assertArrayEquals(shapeBefore, a.shape(), where + ": the array is unchanged");
  }

  /** ndgen's exception for NumPy's, by Python class and operation. */
  static Class<? extends RuntimeException> expectedType(Step step) {
    if (step.op().equals("write")) {
      return ReadOnlyArrayException.class;
    }
    switch (step.error()) {
      case "AxisError":
        return ShapeException.class;
      case "IndexError":
        if (step.message().contains("number of dimensions")) {
          return ShapeException.class; // the result's rank would exceed 64
        }
        // a second ellipsis is malformed syntax for ndgen, not an out-of-range index
        return step.message().contains("ellipsis")
            ? IllegalArgumentException.class
            : IndexOutOfBoundsException.class;
      case "ValueError":
        return switch (step.op()) {
          case "reshape", "view", "broadcast_to", "permute", "squeeze", "expand_dims", "slice" ->
              ShapeException.class;
          default -> IllegalArgumentException.class;
        };
      case "SyntaxError":
        return IllegalArgumentException.class;
      default:
        throw new IllegalStateException("unmapped NumPy error " + step.error());
    }
  }

  /** The integers NumPy's message names (each must appear in ndgen's). */
  static Set<String> numbers(String message) {
    Set<String> out = new LinkedHashSet<>();
    Matcher m = Pattern.compile("(?<![\\w.])-?\\d+").matcher(message);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }
}
