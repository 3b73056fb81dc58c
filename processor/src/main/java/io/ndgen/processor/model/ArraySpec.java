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
 * @param axes the axes' names, one per axis, or empty for unnamed axes
 */
public record ArraySpec(
    String packageName,
    List<String> specNames,
    String className,
    DType dtype,
    int rank,
    Order order,
    List<String> axes) {
  /** The largest rank a spec may declare. */
  public static final int MAX_RANK = NDArray.MAX_RANK;

  public ArraySpec {
    specNames = List.copyOf(specNames);
    axes = List.copyOf(axes);
    if (rank < 1 || rank > MAX_RANK) {
      throw new IllegalArgumentException("rank " + rank + " outside 1.." + MAX_RANK);
    }
    if (!axes.isEmpty() && axes.size() != rank) {
      throw new IllegalArgumentException(axes.size() + " axis names for rank " + rank);
    }
  }

  /** A spec with unnamed axes. */
  public ArraySpec(
      String packageName,
      List<String> specNames,
      String className,
      DType dtype,
      int rank,
      Order order) {
    this(packageName, specNames, className, dtype, rank, order, List.of());
  }

  /** True if the spec names its axes. */
  public boolean named() {
    return !axes.isEmpty();
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
