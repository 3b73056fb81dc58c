package io.ndgen.processor.model;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;
import java.util.List;

/**
 * One validated {@code @NDArray} spec, as plain values: what the generator needs and nothing from
 * the compiler's element model.
 *
 * @param packageName package of the spec and of the generated class ({@code ""} for the unnamed
 *     package)
 * @param specNames simple names of the spec interface from its top-level type inwards ({@code
 *     [Outer, Volume]} for a nested {@code Outer.Volume}); empty for a {@linkplain BuiltIns
 *     built-in} class, which implements no spec
 * @param className simple name of the generated class
 * @param dtype element type
 * @param rank number of axes, 1 to {@link #MAX_RANK}
 * @param order layout of arrays the generated factories create
 */
public record ArraySpec(
    String packageName,
    List<String> specNames,
    String className,
    DType dtype,
    int rank,
    Order order) {
  /** The largest rank a spec may declare. */
  public static final int MAX_RANK = NDArray.MAX_RANK;

  public ArraySpec {
    specNames = List.copyOf(specNames);
    if (rank < 1 || rank > MAX_RANK) {
      throw new IllegalArgumentException("rank " + rank + " outside 1.." + MAX_RANK);
    }
  }

  /** False for a built-in class, which has no spec interface. */
  public boolean hasSpecInterface() {
    return !specNames.isEmpty();
  }

  /**
   * The spec's canonical name, e.g. {@code com.example.Outer.Volume}; a built-in's own qualified
   * name.
   */
  public String specCanonicalName() {
    if (!hasSpecInterface()) {
      return qualifiedClassName();
    }
    String simple = String.join(".", specNames);
    return packageName.isEmpty() ? simple : packageName + "." + simple;
  }

  /** The generated class's qualified name. */
  public String qualifiedClassName() {
    return packageName.isEmpty() ? className : packageName + "." + className;
  }

  /** The default generated name for a spec: its simple name + {@code Array}. */
  public static String defaultClassName(String specSimpleName) {
    return specSimpleName + "Array";
  }
}
