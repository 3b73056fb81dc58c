package io.ndgen.processor.generation;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Modifier;

/** equals, hashCode and toString, defined as those of {@code toStrided()} (layout-independent). */
final class ObjectMethods {
  private ObjectMethods() {}

  static List<MethodSpec> methods(Target t) {
    TypeName nullableObject =
        ClassName.OBJECT.annotated(AnnotationSpec.builder(Types.NULLABLE).build());
    return List.of(
        MethodSpec.methodBuilder("equals")
            .addJavadoc(
                "Equal to another $L with the same extents and values (as {@code StridedArray.equals}:"
                    + "\nNaN equals NaN, 0.0 differs from -0.0); layout does not matter.\n",
                t.self.simpleName())
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(TypeName.BOOLEAN)
            .addParameter(ParameterSpec.builder(nullableObject, "o").build())
            .addStatement(
                "return o instanceof $T other && toStrided().equals(other.toStrided())", t.self)
            .build(),
        MethodSpec.methodBuilder("hashCode")
            .addJavadoc("{@code toStrided().hashCode()}.\n")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(TypeName.INT)
            .addStatement("return toStrided().hashCode()")
            .build(),
        MethodSpec.methodBuilder("toString")
            .addJavadoc("NumPy's {@code str(a)}: nested brackets, aligned columns.\n")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(String.class)
            .addStatement("return toStrided().toString()")
            .build());
  }
}
