package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.ndgen.annotations.DType;
import io.ndgen.codegen.Ops;
import io.ndgen.codegen.ReduceOpRow;
import io.ndgen.processor.model.AxisName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The members of a spec's named axes ({@code @NDArray(axes = {"time", "row", "col"})}): for each
 * axis {@code AXIS_TIME} (its index), {@code selectTime(int)}, {@code sliceTime(int, int, int)},
 * {@code sumOverTime()}, {@code meanOverTime()}, {@code minOverTime()} and {@code maxOverTime()}.
 * Their results know their axes' names, so they link to the spec with those names ({@link
 * Results#named}). Nothing for unnamed axes.
 */
final class NamedAxes {
  private NamedAxes() {}

  /** The reductions with an {@code …OverX()} form. */
  private static final List<String> REDUCTIONS = List.of("sum", "mean", "min", "max");

  static List<FieldSpec> fields(Target t) {
    List<FieldSpec> f = new ArrayList<>();
    for (int k = 0; k < t.axes.size(); k++) {
      f.add(
          FieldSpec.builder(
                  TypeName.INT,
                  AxisName.constant(t.axes.get(k)),
                  Modifier.PUBLIC,
                  Modifier.STATIC,
                  Modifier.FINAL)
              .addJavadoc("The index of axis {@code $L}.\n", t.axes.get(k))
              .initializer("$L", k)
              .build());
    }
    return f;
  }

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    for (int k = 0; k < t.axes.size(); k++) {
      String axis = t.axes.get(k);
      String suffix = AxisName.suffix(axis);
      List<String> rest = Results.without(t, k);
      TypeName selected = Results.named(t, t.spec.dtype(), rest);
      m.add(
          MethodSpec.methodBuilder("select" + suffix)
              .addJavadoc(
                  "View: the sub-array at {@code index} along axis {@code $L}, which is removed"
                      + " (a negative\nindex counts from the end).\n",
                  axis)
              .addJavadoc(Results.doc(selected, rest.size()))
              .addJavadoc("\n@throws IndexOutOfBoundsException if {@code index} is out of range\n")
              .addModifiers(Modifier.PUBLIC)
              .returns(selected)
              .addParameter(TypeName.INT, "index")
              .addStatement(
                  "return $L",
                  Results.wrap(selected, CodeBlock.of("toStrided().select($L, index)", k)))
              .build());
      m.add(
          MethodSpec.methodBuilder("slice" + suffix)
              .addJavadoc(
                  "View: axis {@code $L} sliced {@code start:stop:step}, as {@code slice($L, start,"
                      + " stop, step)}.\n",
                  axis,
                  k)
              .addModifiers(Modifier.PUBLIC)
              .returns(t.self)
              .addParameter(TypeName.INT, "start")
              .addParameter(TypeName.INT, "stop")
              .addParameter(TypeName.INT, "step")
              .addStatement("return slice($L, start, stop, step)", k)
              .build());
      for (String name : REDUCTIONS) {
        ReduceOpRow op =
            Ops.REDUCE.stream().filter(r -> r.method().equals(name)).findFirst().orElseThrow();
        DType dtype = TypedOps.reduced(t, op);
        TypeName result = Results.named(t, dtype, rest);
        m.add(
            MethodSpec.methodBuilder(name + "Over" + suffix)
                .addJavadoc(
                    "NumPy's {@code $L} over axis {@code $L}, which is removed: a new $L array.\n",
                    name,
                    axis,
                    dtype.numpyName())
                .addJavadoc(Results.doc(result, rest.size()))
                .addModifiers(Modifier.PUBLIC)
                .returns(result)
                .addStatement(
                    "return $L",
                    Results.wrap(result, CodeBlock.of("toStrided().$L(false, $L)", name, k)))
                .build());
      }
    }
    return m;
  }
}
