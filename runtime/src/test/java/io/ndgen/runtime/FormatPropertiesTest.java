package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Properties of {@link StridedArray#toString()} that hold for any dtype, shape and layout. */
class FormatPropertiesTest {

  @Provide
  Arbitrary<int[]> shapes() {
    return Arbitraries.integers().between(0, 7).array(int[].class).ofMinSize(1).ofMaxSize(4);
  }

  private static StridedArray random(DType dtype, Order order, int[] shape, long seed) {
    StridedArray a = StridedArray.zeros(dtype, order, shape);
    Random r = new Random(seed);
    Object d = a.storage();
    for (int i = 0; i < a.size(); i++) {
      long bits = r.nextLong();
      if (d instanceof boolean[]) {
        ((boolean[]) d)[i] = (bits & 1) != 0;
      } else if (d instanceof byte[]) {
        ((byte[]) d)[i] = (byte) bits;
      } else if (d instanceof short[]) {
        ((short[]) d)[i] = (short) bits;
      } else if (d instanceof int[]) {
        ((int[]) d)[i] = (int) bits;
      } else if (d instanceof long[]) {
        ((long[]) d)[i] = bits;
      } else if (d instanceof float[]) {
        ((float[]) d)[i] = Float.intBitsToFloat((int) bits);
      } else {
        ((double[]) d)[i] = Double.longBitsToDouble(bits);
      }
    }
    return a;
  }

  /** The layout never shows: a transposed, flipped or F-ordered array prints as its C copy. */
  @Property(tries = 300, seed = "20240611")
  void viewsPrintLikeTheirCopies(
      @ForAll DType dtype,
      @ForAll("shapes") int[] shape,
      @ForAll Order order,
      @ForAll @IntRange(min = 0, max = 2) int view,
      @ForAll long seed) {
    StridedArray a = random(dtype, order, shape, seed);
    if (view == 1) {
      a = a.transpose();
    } else if (view == 2) {
      a = a.flip();
    }
    assertEquals(a.copy().toString(), a.toString());
  }

  /** Lines stay within NumPy's 75 columns and brackets balance (elements are at most 25 wide). */
  @Property(tries = 300, seed = "20240611")
  void linesFitTheWidthAndBracketsBalance(
      @ForAll DType dtype, @ForAll("shapes") int[] shape, @ForAll long seed) {
    StridedArray a = random(dtype, Order.C, shape, seed);
    String s = a.toString();
    int depth = 0;
    for (String line : s.split("\n", -1)) {
      assertTrue(line.length() <= ArrayFormatter.LINE_WIDTH, () -> "too long: " + line);
      assertTrue(line.isEmpty() || !line.endsWith(" "), () -> "trailing space: [" + line + "]");
      for (char c : line.toCharArray()) {
        depth += c == '[' ? 1 : c == ']' ? -1 : 0;
        assertTrue(depth >= 0);
      }
    }
    assertEquals(0, depth);
  }

  /** A float64 scalar prints digits that read back as the same double. */
  @Property(tries = 2000, seed = "20240611")
  void float64ScalarsReadBack(@ForAll long bits) {
    double v = Double.longBitsToDouble(bits);
    String s = StridedArray.scalar(DType.FLOAT64, v).toString();
    assertEquals(
        Double.doubleToLongBits(v),
        Double.doubleToLongBits(Double.parseDouble(javaSpelling(s))),
        s);
  }

  /** A float32 scalar prints digits that read back as the same float (not the same double). */
  @Property(tries = 2000, seed = "20240611")
  void float32ScalarsReadBack(@ForAll int bits) {
    float v = Float.intBitsToFloat(bits);
    String s = StridedArray.scalar(DType.FLOAT32, v).toString();
    assertEquals(
        Float.floatToIntBits(v), Float.floatToIntBits(Float.parseFloat(javaSpelling(s))), s);
  }

  private static String javaSpelling(String numpy) {
    return numpy.replace("nan", "NaN").replace("inf", "Infinity");
  }
}
