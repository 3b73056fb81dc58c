package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Elementwise arithmetic with Kotlin's operator names: {@code plus}, {@code minus}, {@code times},
 * {@code div} with another array of this class (same-rank NumPy broadcasting) or a scalar, and
 * {@code unaryMinus}. Results are new arrays laid out like the left operand.
 *
 * <p>Semantics follow NumPy for same-dtype operands: integer results wrap (two's complement,
 * modular for unsigned types); a scalar must fit the dtype, as NumPy 2's rule for Python ints;
 * FLOAT16 computes in float and rounds once. Deviations: integer {@code div} is NumPy's {@code
 * floor_divide} ({@code //}, the result keeps the dtype) rather than {@code true_divide}, and an
 * integer division by zero throws {@code ArithmeticException} where NumPy warns and gives 0. BOOL
 * arrays have {@code plus} (logical or) and {@code times} (logical and) only, as NumPy.
 */
final class Elementwise {
  private Elementwise() {}

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    for (Arithmetic op : Arithmetic.values()) {
      if (!t.dt.supports(op)) {
        continue;
      }
      m.add(withArray(t, op));
      m.add(withScalar(t, op));
    }
    if (!t.dt.isBool()) {
      m.add(unaryMinus(t));
    }
    return m;
  }

  private static MethodSpec withArray(Target t, Arithmetic op) {
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape"),
            List.of(
                new LoopNestCode.Operand(
                    "d", "out.data", CodeBlock.of("out.strides()"), CodeBlock.of("0")),
                new LoopNestCode.Operand(
                    "a", "a.data", CodeBlock.of("a.strides()"), CodeBlock.of("a.offset")),
                new LoopNestCode.Operand(
                    "b", "b.data", CodeBlock.of("b.strides()"), CodeBlock.of("b.offset"))),
            Kernels.elementwise(t.dt, true, in -> t.dt.binary(op, in.get(0), in.get(1))));
    return MethodSpec.methodBuilder(op.method)
        .addJavadoc(
            "The elementwise $L {@code this $L other} as a new array, both broadcast to their"
                + " common\nextents (Kotlin: {@code a $L b}).\n\n"
                + "@throws $T if the extents cannot be broadcast together\n",
            op.noun,
            op.symbol,
            op.symbol,
            Types.RUNTIME_SHAPE_EXCEPTION)
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self)
        .addParameter(t.self, "other")
        .addStatement("int[] shape = $T.broadcastShapes(shape(), other.shape())", Types.LAYOUT)
        .addStatement("$T a = withLayout(layout().broadcastTo(shape))", t.self)
        .addStatement("$T b = other.withLayout(other.layout().broadcastTo(shape))", t.self)
        .addStatement("$T out = a.newLike(shape)", t.self)
        .addCode(nest)
        .addStatement("return out")
        .build();
  }

  private static MethodSpec withScalar(Target t, Arithmetic op) {
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(
                new LoopNestCode.Operand(
                    "d", "out.data", CodeBlock.of("out.strides()"), CodeBlock.of("0")),
                new LoopNestCode.Operand(
                    "a", "data", CodeBlock.of("strides()"), CodeBlock.of("offset"))),
            Kernels.elementwise(
                t.dt, false, in -> t.dt.binary(op, in.get(0), CodeBlock.of("value"))));
    return MethodSpec.methodBuilder(op.method)
        .addJavadoc(
            "The elementwise $L {@code this $L value} as a new array (Kotlin: {@code a $L v}).\n"
                + Access.rangeDoc(t),
            op.noun,
            op.symbol,
            op.symbol)
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self)
        .addParameter(t.dt.value, "value")
        .addCode(t.dt.rangeCheck("value"))
        .addStatement("$T out = newLike(shape())", t.self)
        .addCode(nest)
        .addStatement("return out")
        .build();
  }

  private static MethodSpec unaryMinus(Target t) {
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(
                new LoopNestCode.Operand(
                    "d", "out.data", CodeBlock.of("out.strides()"), CodeBlock.of("0")),
                new LoopNestCode.Operand(
                    "a", "data", CodeBlock.of("strides()"), CodeBlock.of("offset"))),
            Kernels.elementwise(t.dt, false, in -> CodeBlock.of("-$L", in.get(0))));
    return MethodSpec.methodBuilder("unaryMinus")
        .addJavadoc(
            "The elementwise negation as a new array (Kotlin: {@code -a}); unsigned types wrap,"
                + " as NumPy.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self)
        .addStatement("$T out = newLike(shape())", t.self)
        .addCode(nest)
        .addStatement("return out")
        .build();
  }
}
