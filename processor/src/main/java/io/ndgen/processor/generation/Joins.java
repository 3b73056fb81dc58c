package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Typed joins (issue 13): {@code concatenate} of arrays of this class is this class (same dtype,
 * rank and axes), {@code stack} adds an unnamed axis, so its result is typed by {@link Results} for
 * rank + 1 (a built-in class, or {@code StridedArray} beyond the built-ins' ranks). Both are
 * static, as {@code StridedArray.concatenate}/{@code stack}, and computed by them: one definition
 * of each.
 */
final class Joins {
  private Joins() {}

  static List<MethodSpec> methods(Target t) {
    return List.of(
        join(t, "concatenate", t.self)
            .addJavadoc(
                "NumPy's {@code np.concatenate(arrays, axis)}: a new array, laid out in the inputs'"
                    + "\ncommon memory order.\n\n@throws $T if the extents other than along {@code axis}"
                    + " differ, or {@code axis}\nis out of range\n@throws $T if {@code arrays} is empty\n",
                Types.RUNTIME_SHAPE_EXCEPTION,
                IllegalArgumentException.class)
            .addStatement(
                "return $L",
                Results.wrap(
                    t.self,
                    CodeBlock.of("$T.concatenate(axis, strided(arrays))", Types.STRIDED_ARRAY)))
            .build(),
        join(t, "stack", Results.type(t, t.spec.dtype(), t.rank + 1))
            .addJavadoc(
                "NumPy's {@code np.stack(arrays, axis)}: the arrays joined along a new axis"
                    + " {@code axis}\n(negative counts from the end of the result's axes).\n"
                    + "$L\n@throws $T if the shapes differ, or {@code axis} is out of range\n"
                    + "@throws $T if {@code arrays} is empty\n",
                Results.doc(t, t.spec.dtype(), t.rank + 1),
                Types.RUNTIME_SHAPE_EXCEPTION,
                IllegalArgumentException.class)
            .addStatement(
                "return $L",
                Results.wrap(
                    t,
                    t.spec.dtype(),
                    t.rank + 1,
                    CodeBlock.of("$T.stack(axis, strided(arrays))", Types.STRIDED_ARRAY)))
            .build(),
        MethodSpec.methodBuilder("strided")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(ArrayTypeName.of(Types.STRIDED_ARRAY))
            .addParameter(ArrayTypeName.of(t.self), "arrays")
            .addStatement(
                "$T[] s = new $T[arrays.length]", Types.STRIDED_ARRAY, Types.STRIDED_ARRAY)
            .beginControlFlow("for (int i = 0; i < s.length; i++)")
            .addStatement("s[i] = arrays[i].toStrided()")
            .endControlFlow()
            .addStatement("return s")
            .build());
  }

  private static MethodSpec.Builder join(Target t, String name, TypeName result) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(result)
        .addParameter(TypeName.INT, "axis")
        .addParameter(ArrayTypeName.of(t.self), "arrays")
        .varargs(true);
  }
}
