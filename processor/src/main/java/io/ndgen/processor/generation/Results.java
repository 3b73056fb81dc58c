package io.ndgen.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.ndgen.annotations.DType;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.model.BuiltIns;
import java.util.ArrayList;
import java.util.List;

/**
 * The class of an operation's result, by its dtype, rank and — where the operation knows them — its
 * axes' names (the typing rule, in one place):
 *
 * <ol>
 *   <li>a result whose axes are, in order, the named axes of a spec of its dtype in the same
 *       compilation: that spec's class (this class when the axes are this spec's);
 *   <li>a result of this array's dtype and rank whose axes are unnamed, for a spec with unnamed
 *       axes: this class (a copy, a same-rank reshape);
 *   <li>otherwise a rank with a built-in class ({@link BuiltIns}, 1 to 6): {@code <D>Array<r>} —
 *       also for a named spec's results whose names the operation cannot know ({@code select(axis,
 *       i)}, {@code permute(…)}, {@code reshape}), never this class with wrong names;
 *   <li>otherwise (rank 0, or above 6): {@code StridedArray}.
 * </ol>
 *
 * <p>Results are computed by the runtime and converted with the result class's {@code from}, a
 * checked view (never an unchecked cast) that cannot fail here because dtype and rank are known.
 */
final class Results {
  private Results() {}

  /** The class of a result whose axes' names are not known (chosen by run-time arguments). */
  static TypeName type(Target t, DType dtype, int rank) {
    if (dtype == t.spec.dtype() && rank == t.rank && t.axes.isEmpty()) {
      return t.self;
    }
    return builtInOrStrided(dtype, rank);
  }

  /** The class of a result with this array's axes (same rank, same names), of {@code dtype}. */
  static TypeName keeping(Target t, DType dtype) {
    return t.axes.isEmpty() ? type(t, dtype, t.rank) : named(t, dtype, t.axes);
  }

  /** The class of a result whose axes are {@code axes} (names of this array's axes). */
  static TypeName named(Target t, DType dtype, List<String> axes) {
    if (dtype == t.spec.dtype() && axes.equals(t.axes)) {
      return t.self;
    }
    ArraySpec linked = t.links.find(dtype, axes);
    if (linked != null) {
      return ClassName.get(linked.packageName(), linked.className());
    }
    return builtInOrStrided(dtype, axes.size());
  }

  private static TypeName builtInOrStrided(DType dtype, int rank) {
    return BuiltIns.covers(rank) ? builtIn(dtype, rank) : Types.STRIDED_ARRAY;
  }

  /** {@code io.ndgen.arrays.Float32Array2} for (FLOAT32, 2). */
  static ClassName builtIn(DType dtype, int rank) {
    return ClassName.get(BuiltIns.PACKAGE, BuiltIns.className(dtype, rank));
  }

  /** This array's axis names without axis {@code k}. */
  static List<String> without(Target t, int k) {
    List<String> axes = new ArrayList<>(t.axes);
    axes.remove(k);
    return axes;
  }

  /** {@code strided}, a {@code StridedArray} expression, as an instance of {@code type}. */
  static CodeBlock wrap(TypeName type, CodeBlock strided) {
    return type.equals(Types.STRIDED_ARRAY) ? strided : CodeBlock.of("$T.from($L)", type, strided);
  }

  /** {@code strided} as the class {@link #type} gives. */
  static CodeBlock wrap(Target t, DType dtype, int rank, CodeBlock strided) {
    return wrap(type(t, dtype, rank), strided);
  }

  /** A Javadoc paragraph for a result that is not typed, or nothing. */
  static CodeBlock doc(TypeName type, int rank) {
    if (type.equals(Types.STRIDED_ARRAY)) {
      return CodeBlock.of(
          "\n<p>No typed class has rank $L, so the result is a {@code StridedArray}.\n", rank);
    }
    return CodeBlock.of("");
  }

  /** {@link #doc(TypeName, int)} for the class {@link #type} gives. */
  static CodeBlock doc(Target t, DType dtype, int rank) {
    return doc(type(t, dtype, rank), rank);
  }
}
