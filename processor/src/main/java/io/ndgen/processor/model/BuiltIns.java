package io.ndgen.processor.model;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The built-in typed arrays, {@code io.ndgen.arrays.<D>Array<r>} for every dtype and ranks {@value
 * #MIN_RANK} to {@value #MAX_RANK} ({@code Float32Array2}, {@code UInt8Array3}, {@code
 * BoolArray1}): ordinary generated classes without a spec interface, produced by this processor
 * when ndgen builds its {@code ndgen-arrays} module. This table is their one definition: the
 * processor generates them from it, and every generated class names its rank-changing results
 * through it.
 */
public final class BuiltIns {
  private BuiltIns() {}

  /** The package of every built-in class. */
  public static final String PACKAGE = "io.ndgen.arrays";

  /**
   * The package-private, source-retention annotation on {@code io.ndgen.arrays}' {@code
   * package-info} that asks the processor for the built-ins (not API: only ndgen's own build
   * declares it).
   */
  public static final String TRIGGER = PACKAGE + ".GenerateBuiltIns";

  /** The lowest rank with a built-in class (rank 0 results stay {@code StridedArray}). */
  public static final int MIN_RANK = 1;

  /** The highest rank with a built-in class. */
  public static final int MAX_RANK = 6;

  /** True if a built-in class exists for {@code rank}. */
  public static boolean covers(int rank) {
    return rank >= MIN_RANK && rank <= MAX_RANK;
  }

  /** {@code Float32Array2} for (FLOAT32, 2), {@code UInt8Array3} for (UINT8, 3). */
  public static String className(DType dtype, int rank) {
    if (!covers(rank)) {
      throw new IllegalArgumentException("no built-in array of rank " + rank);
    }
    return prefix(dtype) + "Array" + rank;
  }

  /** The model of one built-in class (C-ordered factories, like NumPy's defaults). */
  public static ArraySpec spec(DType dtype, int rank) {
    return new ArraySpec(PACKAGE, List.of(), className(dtype, rank), dtype, rank, Order.C);
  }

  /** Every built-in, dtype by dtype in {@link DType} order, ranks ascending. */
  public static List<ArraySpec> all() {
    List<ArraySpec> all = new ArrayList<>();
    for (DType d : DType.values()) {
      for (int r = MIN_RANK; r <= MAX_RANK; r++) {
        all.add(spec(d, r));
      }
    }
    return all;
  }

  /** {@code Float32}, {@code UInt8}, {@code Bool}: the NumPy name, capitalized as a Java type. */
  static String prefix(DType dtype) {
    String numpy = dtype.numpyName();
    if (numpy.startsWith("uint")) {
      return "UInt" + numpy.substring(4);
    }
    return numpy.substring(0, 1).toUpperCase(Locale.ROOT) + numpy.substring(1);
  }
}
