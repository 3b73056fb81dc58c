package io.ndgen.runtime.fuzz;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Jazzer target for the index-string parser ({@code StridedArray.index(String)}): the first byte
 * picks an array (contiguous, rank 0, empty, rank 64, a reversed/stepped view, a broadcast view),
 * the rest is the index text (UTF-8). The call either returns a view or throws one of the
 * documented exceptions: {@link IllegalArgumentException} (bad syntax, two ellipses, a result rank
 * beyond 64 — {@code ShapeException} is one) or {@link IndexOutOfBoundsException} (an index out of
 * bounds, too many indices). A view must share the array's storage and stay inside it.
 */
public final class IndexFuzzTarget {
  private static final List<StridedArray> ARRAYS =
      List.of(
          StridedArray.zeros(DType.FLOAT32, 3, 4, 5),
          StridedArray.arange(DType.INT64, 6),
          StridedArray.zeros(DType.FLOAT64),
          StridedArray.zeros(DType.INT8, 0, 3),
          StridedArray.zeros(DType.UINT8, ones(64)),
          StridedArray.arange(DType.INT32, 120).reshape(2, 3, 4, 5).index("::-1, 1:, ::2, ::-3"),
          StridedArray.arange(DType.FLOAT16, 4).reshape(4, 1).broadcastTo(2, 4, 3));

  private IndexFuzzTarget() {}

  private static int[] ones(int n) {
    int[] s = new int[n];
    Arrays.fill(s, 1);
    return s;
  }

  public static void fuzzerTestOneInput(byte[] data) {
    if (data.length == 0) {
      return;
    }
    StridedArray a = ARRAYS.get((data[0] & 0xff) % ARRAYS.size());
    String text = new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
    StridedArray v;
    try {
      v = a.index(text);
    } catch (IllegalArgumentException | IndexOutOfBoundsException documented) {
      return;
    }
    if (v.storage() != a.storage()) {
      throw new IllegalStateException("index(\"" + text + "\") copied");
    }
    if (v.size() == 0) {
      return;
    }
    long min = v.offset();
    long max = v.offset();
    for (int k = 0; k < v.rank(); k++) {
      long reach = (long) (v.shape(k) - 1) * v.strides()[k];
      if (reach < 0) {
        min += reach;
      } else {
        max += reach;
      }
    }
    if (min < 0 || max >= Array.getLength(v.storage())) {
      throw new IllegalStateException(
          "index(\"" + text + "\") reaches storage " + min + ".." + max + " of " + a);
    }
  }
}
