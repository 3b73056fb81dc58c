package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** Shape, strides, offset, rank, size, dtype, flags and the layout, as StridedArray has them. */
final class Metadata {
  private Metadata() {}

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    m.add(
        getter(
            "dtype",
            Types.DTYPE,
            "The element type, $L.",
            CodeBlock.of("DTYPE"),
            t.dt.dtypeConstant()));
    m.add(getter("rank", TypeName.INT, "The number of axes, $L.", CodeBlock.of("RANK"), t.rank));
    m.add(
        getter(
            "shape",
            ArrayTypeName.of(TypeName.INT),
            "A copy of the extents.",
            CodeBlock.of("new int[] {$L}", t.each("n"))));
    m.add(perAxis(t, "shape", "n", "Extent of one axis; negative axes count from the end."));
    m.add(
        getter(
            "strides",
            ArrayTypeName.of(TypeName.INT),
            "A copy of the strides, in elements.",
            CodeBlock.of("new int[] {$L}", t.each("s"))));
    m.add(
        perAxis(
            t, "stride", "s", "Stride of one axis in elements; negative axes count from the end."));
    m.add(
        getter(
            "offset",
            TypeName.INT,
            "Storage index of element $L.",
            CodeBlock.of("offset"),
            zeros(t)));
    List<CodeBlock> extents = new ArrayList<>();
    for (int k = 0; k < t.rank; k++) {
      extents.add(CodeBlock.of("n$L", k));
    }
    m.add(getter("size", TypeName.INT, "The number of elements.", CodeBlock.join(extents, " * ")));
    m.add(
        getter(
            "itemSize",
            TypeName.INT,
            "Bytes per element, $L.",
            CodeBlock.of("$L", t.spec.dtype().itemSize()),
            t.spec.dtype().itemSize()));
    m.add(
        getter(
            "layout",
            Types.LAYOUT,
            "The layout (shape, strides, offset) as a value.",
            CodeBlock.of(
                "$T.of(new int[] {$L}, new int[] {$L}, offset)",
                Types.LAYOUT,
                t.each("n"),
                t.each("s"))));
    m.add(
        getter(
            "isCContiguous",
            TypeName.BOOLEAN,
            "NumPy's C-contiguity flag.",
            CodeBlock.of("layout().isCContiguous()")));
    m.add(
        getter(
            "isFContiguous",
            TypeName.BOOLEAN,
            "NumPy's F-contiguity flag.",
            CodeBlock.of("layout().isFContiguous()")));
    m.add(
        getter(
            "isWritable",
            TypeName.BOOLEAN,
            "False for read-only views and views whose elements overlap (broadcasts).",
            CodeBlock.of("writable")));
    m.add(
        getter(
            "storage",
            t.dt.storageArray,
            "The backing primitive array, shared. Writes to it bypass {@link #isWritable()}.",
            CodeBlock.of("data")));
    return m;
  }

  private static String zeros(Target t) {
    return "{@code (" + String.join(", ", java.util.Collections.nCopies(t.rank, "0")) + ")}";
  }

  private static MethodSpec getter(
      String name, TypeName type, String doc, CodeBlock value, Object... docArgs) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(doc + "\n", docArgs)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addStatement("return $L", value)
        .build();
  }

  private static MethodSpec perAxis(Target t, String name, String field, String doc) {
    CodeBlock.Builder body =
        CodeBlock.builder().beginControlFlow("switch (axis < 0 ? axis + $L : axis)", t.rank);
    for (int k = 0; k < t.rank; k++) {
      body.add("case $L:\n", k).indent().addStatement("return $L$L", field, k).unindent();
    }
    body.add("default:\n")
        .indent()
        .addStatement("throw $T.axisOutOfBounds(axis, $L)", Types.ERRORS, t.rank)
        .unindent()
        .endControlFlow();
    return MethodSpec.methodBuilder(name)
        .addJavadoc(doc + "\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(TypeName.INT)
        .addParameter(TypeName.INT, "axis")
        .addCode(body.build())
        .build();
  }
}
