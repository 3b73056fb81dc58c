package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * {@code get(i0, …)} and {@code set(i0, …, value)}: one bounds check per axis (the failure built in
 * a cold static method of the runtime), then {@code offset + i0*s0 + …} unrolled. The checks are
 * {@code i < 0 || i >= n}, which the JIT folds into one unsigned compare and hoists out of counted
 * loops.
 */
final class Access {
  private Access() {}

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    CodeBlock.Builder position = CodeBlock.builder();
    List<CodeBlock> terms = new ArrayList<>();
    terms.add(CodeBlock.of("offset"));
    for (int k = 0; k < t.rank; k++) {
      position
          .beginControlFlow("if (i$L < 0 || i$L >= n$L)", k, k, k)
          .addStatement("throw $T.outOfBounds(i$L, $L, n$L)", Types.CHECKS, k, k, k)
          .endControlFlow();
      terms.add(CodeBlock.of("i$L * s$L", k, k));
    }
    // The last axis's term is split on its stride being 1 (a contiguous row): that branch is
    // loop-invariant, so the JIT unswitches a loop on it and sees a plain unit-stride index it can
    // range-check once and vectorize.
    int last = t.rank - 1;
    List<CodeBlock> outer = terms.subList(0, terms.size() - 1);
    position.addStatement("int base = $L", CodeBlock.join(outer, " + "));
    position.addStatement(
        "return s$L == 1 ? base + i$L : base + i$L * s$L", last, last, last, last);
    m.add(
        MethodSpec.methodBuilder("position")
            .addJavadoc("Storage index of element $L, bounds-checked per axis.\n", t.tuple("i"))
            .addModifiers(Modifier.PRIVATE)
            .returns(TypeName.INT)
            .addParameters(t.intParams("i"))
            .addCode(position.build())
            .build());
    m.add(
        MethodSpec.methodBuilder("get")
            .addJavadoc(
                "The element at $L (Kotlin: {@code a[$L]}).\n\n"
                    + "@throws IndexOutOfBoundsException \"index 7 is out of bounds for axis 1 with"
                    + " size 5\";\n    negative indices are not wrapped\n",
                t.tuple("i"),
                t.each("i"))
            .addModifiers(Modifier.PUBLIC)
            .returns(t.dt.value)
            .addParameters(t.intParams("i"))
            .addStatement("return $L", t.dt.read("data", CodeBlock.of("position($L)", t.each("i"))))
            .build());
    MethodSpec.Builder set =
        MethodSpec.methodBuilder("set")
            .addJavadoc(
                "Stores {@code value} at $L (Kotlin: {@code a[$L] = value}).\n\n"
                    + "@throws IndexOutOfBoundsException if an index is out of bounds for its"
                    + " axis\n"
                    + "@throws $T if this array is read-only\n"
                    + rangeDoc(t),
                t.tuple("i"),
                t.each("i"),
                Types.READ_ONLY)
            .addModifiers(Modifier.PUBLIC)
            .addParameters(t.intParams("i"))
            .addParameter(t.dt.value, "value");
    set.addCode(t.dt.rangeCheck("value"));
    set.beginControlFlow("if (!writable)")
        .addStatement("throw $T.readOnly()", Types.CHECKS)
        .endControlFlow();
    set.addStatement("data[position($L)] = $L", t.each("i"), t.dt.toRaw(CodeBlock.of("value")));
    m.add(set.build());
    return m;
  }

  static String rangeDoc(Target t) {
    return t.dt.rangeCheck("v").isEmpty()
        ? ""
        : "@throws IllegalArgumentException if {@code value} is outside the "
            + t.dtypeName()
            + " range\n";
  }
}
