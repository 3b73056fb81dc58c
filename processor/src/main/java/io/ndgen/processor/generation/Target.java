package io.ndgen.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.model.AxisLinks;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The class being generated: the spec, its per-dtype table and the naming of its members. Fields
 * are {@code data}, {@code offset}, {@code n0..} (extents), {@code s0..} (strides) and {@code
 * writable}; index parameters are {@code i0..}.
 */
final class Target {
  final ArraySpec spec;
  final DTypeCode dt;
  final int rank;
  final ClassName self;

  /** The spec the class implements; null for a built-in. */
  final @Nullable ClassName specInterface;

  /** The axes' names (empty: unnamed). */
  final List<String> axes;

  /** The compilation's named-axes specs, which results link to. */
  final AxisLinks links;

  Target(ArraySpec spec, AxisLinks links) {
    this.spec = spec;
    this.axes = spec.axes();
    this.links = links;
    this.dt = DTypeCode.of(spec.dtype());
    this.rank = spec.rank();
    this.self = ClassName.get(spec.packageName(), spec.className());
    List<String> names = spec.specNames();
    this.specInterface =
        names.isEmpty()
            ? null
            : ClassName.get(
                spec.packageName(),
                names.get(0),
                names.subList(1, names.size()).toArray(new String[0]));
  }

  /** {@code p0, p1, …} for every axis, e.g. {@code n0, n1} or {@code other.s0, other.s1}. */
  CodeBlock each(String qualifier, String prefix) {
    return each(qualifier, prefix, rank);
  }

  /** {@code p0, p1, …, p(count-1)}, as {@link #each(String, String)} for another rank. */
  static CodeBlock each(String qualifier, String prefix, int count) {
    List<CodeBlock> parts = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      parts.add(CodeBlock.of("$L$L$L", qualifier.isEmpty() ? "" : qualifier + ".", prefix, k));
    }
    return CodeBlock.join(parts, ", ");
  }

  CodeBlock each(String prefix) {
    return each("", prefix);
  }

  /** {@code new int[] {n0, n1}} style array of one field family. */
  CodeBlock intArray(String qualifier, String prefix) {
    return CodeBlock.of("new int[] {$L}", each(qualifier, prefix));
  }

  /** One {@code int} parameter per axis: {@code prefix0, prefix1, …}. */
  List<ParameterSpec> intParams(String prefix) {
    return intParams(prefix, rank);
  }

  /** {@code count} {@code int} parameters {@code prefix0, prefix1, …}. */
  static List<ParameterSpec> intParams(String prefix, int count) {
    List<ParameterSpec> params = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      params.add(ParameterSpec.builder(TypeName.INT, prefix + k).build());
    }
    return params;
  }

  /** {@code (n0, n1, n2)} rendered for Javadoc. */
  String tuple(String prefix) {
    return tuple(prefix, rank);
  }

  /** {@code (p0, …, p(count-1))} rendered for Javadoc. */
  static String tuple(String prefix, int count) {
    StringBuilder sb = new StringBuilder("(");
    for (int k = 0; k < count; k++) {
      sb.append(k > 0 ? ", " : "").append(prefix).append(k);
    }
    return sb.append(")").toString();
  }

  String dtypeName() {
    return spec.dtype().numpyName();
  }
}
