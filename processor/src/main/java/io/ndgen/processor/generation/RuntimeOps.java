package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.ndgen.codegen.BinaryOpRow;
import io.ndgen.codegen.Ops;
import io.ndgen.codegen.ReduceOpRow;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The runtime's operations whose result is not of this class — comparisons (BOOL), reductions over
 * chosen axes, arg-reductions — as one-line delegations through {@code toStrided()}, so a generated
 * array offers the same operations as {@code StridedArray} (docs/ops.md has their semantics).
 * Results are new {@code StridedArray}s.
 */
final class RuntimeOps {
  private RuntimeOps() {}

  /** The comparisons' method names, from the op table. */
  private static final List<String> COMPARISONS =
      Ops.BINARY.stream().filter(BinaryOpRow::comparison).map(BinaryOpRow::method).toList();

  /** The reductions over chosen axes, from the op table. */
  private static final List<String> AXIS_REDUCTIONS =
      Ops.REDUCE.stream().filter(ReduceOpRow::overAxes).map(ReduceOpRow::method).toList();

  /** argmin and argmax, from the op table. */
  private static final List<String> ARG_REDUCTIONS =
      Ops.REDUCE.stream().filter(r -> !r.overAxes()).map(ReduceOpRow::method).toList();

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    for (String op : COMPARISONS) {
      m.add(
          MethodSpec.methodBuilder(op)
              .addJavadoc(
                  "NumPy's {@code $L} of this array and {@code other}, broadcast together: a new"
                      + " BOOL array.\n",
                  op)
              .addModifiers(Modifier.PUBLIC)
              .returns(Types.STRIDED_ARRAY)
              .addParameter(t.self, "other")
              .addStatement("return toStrided().$L(other.toStrided())", op)
              .build());
    }
    for (String op : AXIS_REDUCTIONS) {
      m.add(
          MethodSpec.methodBuilder(op)
              .addJavadoc(
                  "NumPy's {@code $L} over {@code axes} (all axes if none), keeping them as"
                      + " extent one if\n{@code keepDims}: a new array, dtype as NumPy's.\n",
                  op)
              .addModifiers(Modifier.PUBLIC)
              .returns(Types.STRIDED_ARRAY)
              .addParameter(TypeName.BOOLEAN, "keepDims")
              .addParameter(ArrayTypeName.of(TypeName.INT), "axes")
              .varargs()
              .addStatement("return toStrided().$L(keepDims, axes)", op)
              .build());
    }
    for (String op : ARG_REDUCTIONS) {
      m.add(
          MethodSpec.methodBuilder(op)
              .addJavadoc(
                  "NumPy's {@code $L} along {@code axis}: a new INT64 array of positions.\n", op)
              .addModifiers(Modifier.PUBLIC)
              .returns(Types.STRIDED_ARRAY)
              .addParameter(TypeName.INT, "axis")
              .addStatement("return toStrided().$L(axis)", op)
              .build());
    }
    return m;
  }
}
