package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.ndgen.codegen.Ops;
import io.ndgen.codegen.ReduceOpRow;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The reductions over any set of axes ({@code sum(keepDims, axes...)}), whose rank depends on the
 * arguments, as one-line delegations through {@code toStrided()}, so a generated array offers the
 * same operations as {@code StridedArray} (docs/ops.md has their semantics). Results are new {@code
 * StridedArray}s; the typed forms over one axis are {@link TypedOps}'.
 */
final class RuntimeOps {
  private RuntimeOps() {}

  /** The reductions over chosen axes, from the op table. */
  private static final List<String> AXIS_REDUCTIONS =
      Ops.REDUCE.stream().filter(ReduceOpRow::overAxes).map(ReduceOpRow::method).toList();

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
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
    return m;
  }
}
