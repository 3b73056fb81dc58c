package io.ndgen.processor.generation;

import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import java.util.List;
import javax.lang.model.element.Modifier;

/** {@code zeros}, {@code full}, {@code wrap}, {@code from} and the way back, {@code toStrided}. */
final class Factories {
  private Factories() {}

  static List<MethodSpec> methods(Target t) {
    String order = t.spec.order().name();
    return List.of(
        MethodSpec.methodBuilder("zeros")
            .addJavadoc("A new array of zeros with extents $L, $L-ordered.\n", t.tuple("n"), order)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(t.self)
            .addParameters(t.intParams("n"))
            .addStatement("return zeros(ORDER, $L)", t.each("n"))
            .build(),
        MethodSpec.methodBuilder("zeros")
            .addJavadoc("A new array of zeros with extents $L in the given order.\n", t.tuple("n"))
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(t.self)
            .addParameter(Types.ORDER, "order")
            .addParameters(t.intParams("n"))
            .addStatement(
                "$T layout = $T.contiguous(order, $L)", Types.LAYOUT, Types.LAYOUT, t.each("n"))
            .addStatement("return of(new $T[layout.size()], layout, true)", t.dt.storage)
            .build(),
        MethodSpec.methodBuilder("full")
            .addJavadoc(
                "A new $L-ordered array with extents $L and every element {@code value}.\n",
                order,
                t.tuple("n"))
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(t.self)
            .addParameters(t.intParams("n"))
            .addParameter(t.dt.value, "value")
            .addStatement("return zeros($L).fill(value)", t.each("n"))
            .build(),
        MethodSpec.methodBuilder("wrap")
            .addJavadoc(
                "An array over {@code data} (shared, not copied), laid out contiguously in $L order"
                    + " with\nextents $L; one extent may be {@code -1} and is inferred.\n\n"
                    + "@throws $T if the extents do not hold exactly {@code data.length} elements\n",
                order,
                t.tuple("n"),
                Types.RUNTIME_SHAPE_EXCEPTION)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(t.self)
            .addParameter(ParameterSpec.builder(t.dt.storageArray, "data").build())
            .addParameters(t.intParams("n"))
            .addStatement(
                "int[] shape = $T.resolveShape(data.length, $L)", Types.LAYOUT, t.each("n"))
            .addStatement("return of(data, $T.contiguous(ORDER, shape), true)", Types.LAYOUT)
            .build(),
        MethodSpec.methodBuilder("from")
            .addJavadoc(
                "A view of {@code array} (same storage, layout and writability) as a $L.\n\n"
                    + "@throws IllegalArgumentException if {@code array} is not a $L array of rank"
                    + " $L\n",
                t.self.simpleName(),
                t.dtypeName(),
                t.rank)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(t.self)
            .addParameter(Types.STRIDED_ARRAY, "array")
            .addStatement(
                "$T.checkSpec(array, $L, $L, $S)",
                Types.ERRORS,
                t.dt.dtypeConstant(),
                t.rank,
                t.self.simpleName())
            .addStatement(
                "return of(($T) array.storage(), array.layout(), array.isWritable())",
                t.dt.storageArray)
            .build(),
        MethodSpec.methodBuilder("toStrided")
            .addJavadoc(
                "This array as a {@link $T} view: same storage, layout and writability, no copy.\n",
                Types.STRIDED_ARRAY)
            .addModifiers(Modifier.PUBLIC)
            .returns(Types.STRIDED_ARRAY)
            .addStatement(
                "$T a = $T.wrap($L, data, layout())",
                Types.STRIDED_ARRAY,
                Types.STRIDED_ARRAY,
                t.dt.dtypeConstant())
            .addStatement("return writable ? a : a.readOnly()")
            .build());
  }
}
