package io.ndgen.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * {@code map}, {@code mapInPlace} and {@code forEach} with primitive functional interfaces (Kotlin
 * lambdas convert to them), and the allocation of results laid out like this array. {@code forEach}
 * takes the class's own nested {@code IndexedConsumer}, whose arity is the rank.
 */
final class Functional {
  private Functional() {}

  static List<MethodSpec> methods(Target t) {
    String apply = t.dt.unaryOperatorMethod();
    CodeBlock mapNest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(LoopNestCode.Operand.freshOut(), LoopNestCode.Operand.self("a")),
            Kernels.map(t.dt, in -> CodeBlock.of("f.$L($L)", apply, in)));
    CodeBlock inPlaceNest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(LoopNestCode.Operand.self("d")),
            Kernels.update(t.dt, v -> CodeBlock.of("f.$L($L)", apply, v)));
    return List.of(
        MethodSpec.methodBuilder("newLike")
            .addJavadoc(
                "A new zeroed array of {@code shape} laid out as NumPy's ufuncs allocate a result"
                    + " from\noperands with {@code operandStrides} (read broadcast to {@code shape}):"
                    + " {@code order='K'},\nthe same rule as {@code StridedArray}'s, so results walk"
                    + " in memory order and have its strides.\n")
            .addModifiers(Modifier.PRIVATE)
            .returns(t.self)
            .addParameter(int[].class, "shape")
            .addParameter(int[][].class, "operandStrides")
            .varargs()
            .addStatement(
                "$T layout = $T.forResult(shape, operandStrides)", Types.LAYOUT, Types.STRIDE_ORDER)
            .addStatement("return of(new $T[layout.size()], layout, true)", t.dt.storage)
            .build(),
        MethodSpec.methodBuilder("map")
            .addJavadoc(
                "A new array of {@code f} applied to every element (laid out like this array).\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(t.self)
            .addParameter(t.dt.unaryOperator(), "f")
            .addStatement("$T out = newLike(shape(), strides())", t.self)
            .addCode(mapNest)
            .addStatement("return out")
            .build(),
        MethodSpec.methodBuilder("mapInPlace")
            .addJavadoc(
                "Replaces every element by {@code f} of it, in memory order; returns this array.\n\n"
                    + "@throws $T if this array is read-only\n",
                Types.READ_ONLY)
            .addModifiers(Modifier.PUBLIC)
            .returns(t.self)
            .addParameter(t.dt.unaryOperator(), "f")
            .beginControlFlow("if (!writable)")
            .addStatement("throw $T.readOnly()", Types.ERRORS)
            .endControlFlow()
            .addCode(inPlaceNest)
            .addStatement("return this")
            .build(),
        forEach(t));
  }

  /** The nested consumer type {@code forEach} takes. */
  static ClassName consumerName(Target t) {
    return t.self.nestedClass("IndexedConsumer");
  }

  /** {@code IndexedConsumer}: the indices and the value of one element. */
  static TypeSpec consumer(Target t) {
    MethodSpec.Builder accept =
        MethodSpec.methodBuilder("accept")
            .addJavadoc("Called once per element with its indices and its value.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
            .addParameters(t.intParams("i"))
            .addParameter(t.dt.value, "value");
    return TypeSpec.interfaceBuilder(consumerName(t))
        .addJavadoc(
            "Receives the indices $L and the value of one element, as {@code forEach} visits"
                + " them\n(Kotlin: {@code a.forEach { $Lv -> ... }}).\n",
            t.tuple("i"),
            t.tuple("i").replace("(", "").replace(")", ", "))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addAnnotation(FunctionalInterface.class)
        .addMethod(accept.build())
        .build();
  }

  /**
   * forEach keeps logical indices, so it does not coalesce axes: the nest runs the axes in the
   * order {@code StrideOrder.forNewArray} picks and records each loop's index in its axis's slot.
   */
  private static MethodSpec forEach(Target t) {
    CodeBlock.Builder b = CodeBlock.builder();
    b.addStatement("int[] axes = $T.forNewArray(strides())", Types.STRIDE_ORDER);
    b.addStatement("int[] extents = shape()");
    b.addStatement("int[] steps = strides()");
    b.addStatement("int[] index = new int[$L]", t.rank);
    for (int k = 0; k < t.rank; k++) {
      b.addStatement("int x$L = axes[$L]", k, k);
      b.addStatement("int e$L = extents[x$L]", k, k);
      b.addStatement("int t$L = steps[x$L]", k, k);
    }
    b.addStatement("int p0 = offset");
    for (int k = 0; k < t.rank; k++) {
      b.beginControlFlow("for (int j$L = 0; j$L < e$L; j$L++, p$L += t$L)", k, k, k, k, k, k);
      b.addStatement("index[x$L] = j$L", k, k);
      if (k < t.rank - 1) {
        b.addStatement("int p$L = p$L", k + 1, k);
      }
    }
    StringBuilder args = new StringBuilder();
    for (int k = 0; k < t.rank; k++) {
      args.append("index[").append(k).append("], ");
    }
    b.addStatement("action.accept($L$L)", args, t.dt.read("data", CodeBlock.of("p$L", t.rank - 1)));
    for (int k = 0; k < t.rank; k++) {
      b.endControlFlow();
    }
    return MethodSpec.methodBuilder("forEach")
        .addJavadoc(
            "Calls {@code action} with the indices and value of every element, in memory order"
                + " (the\nsmallest stride innermost), not necessarily index order.\n")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(consumerName(t), "action")
        .addCode(b.build())
        .build();
  }
}
