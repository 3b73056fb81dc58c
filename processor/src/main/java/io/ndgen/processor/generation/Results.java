package io.ndgen.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.ndgen.annotations.DType;
import io.ndgen.processor.model.BuiltIns;

/**
 * The class of an operation's result, by its dtype and rank (the typing rule, in one place):
 *
 * <ol>
 *   <li>this array's dtype and rank: this class (a copy, a same-rank reshape);
 *   <li>otherwise a rank with a built-in class ({@link BuiltIns}, 1 to 6): {@code <D>Array<r>};
 *   <li>otherwise (rank 0, or above 6): {@code StridedArray}.
 * </ol>
 *
 * <p>Results are computed by the runtime and converted with the result class's {@code from}, a
 * checked view (never an unchecked cast) that cannot fail here because dtype and rank are known.
 */
final class Results {
  private Results() {}

  /** The result class for {@code dtype} and {@code rank}. */
  static TypeName type(Target t, DType dtype, int rank) {
    if (dtype == t.spec.dtype() && rank == t.rank) {
      return t.self;
    }
    if (BuiltIns.covers(rank)) {
      return builtIn(dtype, rank);
    }
    return Types.STRIDED_ARRAY;
  }

  /** {@code io.ndgen.arrays.Float32Array2} for (FLOAT32, 2). */
  static ClassName builtIn(DType dtype, int rank) {
    return ClassName.get(BuiltIns.PACKAGE, BuiltIns.className(dtype, rank));
  }

  /** {@code strided}, a {@code StridedArray} expression, as the result class's instance. */
  static CodeBlock wrap(Target t, DType dtype, int rank, CodeBlock strided) {
    TypeName type = type(t, dtype, rank);
    return type.equals(Types.STRIDED_ARRAY) ? strided : CodeBlock.of("$T.from($L)", type, strided);
  }

  /** A Javadoc paragraph for a result that is not typed, or nothing. */
  static CodeBlock doc(Target t, DType dtype, int rank) {
    if (type(t, dtype, rank).equals(Types.STRIDED_ARRAY)) {
      return CodeBlock.of(
          "\n<p>No typed class has rank $L, so the result is a {@code StridedArray}.\n", rank);
    }
    return CodeBlock.of("");
  }
}
