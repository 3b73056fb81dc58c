package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.ndgen.annotations.DType;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Whole-array {@code sum}, {@code min} and {@code max}. Sums follow NumPy's result types: floats
 * sum pairwise in their own precision (FLOAT16 in float, rounded to float16 at the end), integers
 * and BOOL sum exactly into a long (wrapping past 64 bits, as NumPy's int64/uint64 accumulators).
 * min/max propagate NaN and reject empty arrays, as NumPy.
 */
final class Reductions {
  private Reductions() {}

  static List<MethodSpec> methods(Target t) {
    return List.of(sum(t), extreme(t, false), extreme(t, true));
  }

  private static LoopNestCode.Operand self() {
    return new LoopNestCode.Operand("a", "data", CodeBlock.of("strides()"), CodeBlock.of("offset"));
  }

  private static MethodSpec sum(Target t) {
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank, t.dt.storageArray, CodeBlock.of("shape()"), List.of(self()), Kernels.sum(t.dt));
    MethodSpec.Builder b =
        MethodSpec.methodBuilder("sum")
            .addModifiers(Modifier.PUBLIC)
            .returns(t.dt.sumType())
            .addStatement("$T acc = 0", t.dt.sumType())
            .addCode(nest);
    if (t.spec.dtype() == DType.FLOAT16) {
      b.addJavadoc(
          "The sum of all elements, pairwise in float and rounded to float16 once (0 when"
              + " empty).\n");
      b.addStatement("return $T.toFloat($T.fromFloat(acc))", Types.FLOAT16, Types.FLOAT16);
    } else if (t.dt.isFloat()) {
      b.addJavadoc(
          "The sum of all elements by NumPy's pairwise summation in $L (0 when empty).\n",
          t.dtypeName());
      b.addStatement("return acc");
    } else {
      b.addJavadoc(
          "The sum of all elements, exact in 64 bits$L (0 when empty).\n",
          t.dt.isBool()
              ? " (the number of true elements)"
              : t.spec.dtype().isUnsigned()
                  ? ", wrapping as NumPy's uint64"
                  : ", wrapping as NumPy's int64");
      b.addStatement("return acc");
    }
    return b.build();
  }

  private static MethodSpec extreme(Target t, boolean max) {
    String name = max ? "max" : "min";
    String numpy = max ? "maximum" : "minimum";
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(self()),
            Kernels.extreme(t.dt, max));
    return MethodSpec.methodBuilder(name)
        .addJavadoc(
            "The $L element$L.\n\n@throws IllegalStateException if the array is empty\n",
            max ? "largest" : "smallest",
            t.dt.isFloat()
                ? " (NaN if any element is NaN)"
                : t.dt.isBool() ? " (BOOL: " + (max ? "any" : "all") + ")" : "")
        .addModifiers(Modifier.PUBLIC)
        .returns(t.dt.value)
        .beginControlFlow("if (size() == 0)")
        .addStatement("throw $T.emptyReduction($S)", Types.CHECKS, numpy)
        .endControlFlow()
        .addStatement("$T m = $L", t.dt.value, t.dt.read("data", CodeBlock.of("offset")))
        .addCode(nest)
        .addStatement("return m")
        .build();
  }
}
