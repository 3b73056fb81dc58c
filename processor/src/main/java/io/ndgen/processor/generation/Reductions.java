package io.ndgen.processor.generation;

import com.palantir.javapoet.MethodSpec;
import io.ndgen.annotations.DType;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Whole-array {@code sum}, {@code min} and {@code max}, typed, by the runtime's one reduction path
 * (the dtype's kernels class calls it), so they give {@code toStrided().sum()}'s bits. Sums follow
 * NumPy's result types: floats sum pairwise in their own precision (FLOAT16 returns its float16
 * result as a float), integers and BOOL into a long (wrapping past 64 bits, as NumPy's int64 and
 * uint64 accumulators). min/max propagate NaN and reject empty arrays, as NumPy.
 */
final class Reductions {
  private Reductions() {}

  static List<MethodSpec> methods(Target t) {
    return List.of(sum(t), extreme(t, "min", "smallest"), extreme(t, "max", "largest"));
  }

  private static MethodSpec sum(Target t) {
    String doc;
    if (t.spec.dtype() == DType.FLOAT16) {
      doc = "The sum of all elements as NumPy computes it (pairwise in float), a float16 value.\n";
    } else if (t.dt.isFloat()) {
      doc = "The sum of all elements by NumPy's pairwise summation in " + t.dtypeName() + ".\n";
    } else if (t.dt.isBool()) {
      doc = "The number of true elements.\n";
    } else {
      doc =
          "The sum of all elements, exact in 64 bits, wrapping as NumPy's "
              + (t.spec.dtype().isUnsigned() ? "uint64" : "int64")
              + ".\n";
    }
    return MethodSpec.methodBuilder("sum")
        .addJavadoc(doc + "0 when empty; the same value as {@code toStrided().sum()}.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(t.dt.sumType())
        .addStatement("return $T.sum(data, layout())", t.dt.kernels())
        .build();
  }

  private static MethodSpec extreme(Target t, String name, String adjective) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(
            "The $L element$L, as {@code toStrided().$L()}.\n\n"
                + "@throws IllegalArgumentException if the array is empty\n",
            adjective,
            t.dt.isFloat()
                ? " (NaN if any element is NaN)"
                : t.dt.isBool() ? " (BOOL: " + (name.equals("max") ? "any" : "all") + ")" : "",
            name)
        .addModifiers(Modifier.PUBLIC)
        .returns(t.dt.value)
        .addStatement("return $T.$L(data, layout())", t.dt.kernels(), name)
        .build();
  }
}
