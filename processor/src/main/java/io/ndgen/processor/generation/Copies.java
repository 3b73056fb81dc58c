package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.List;
import javax.lang.model.element.Modifier;

/** {@code copy}, {@code contiguous}, {@code copyInto} and {@code fill}: loops over the data. */
final class Copies {
  private Copies() {}

  static List<MethodSpec> methods(Target t) {
    CodeBlock fillNest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(LoopNestCode.Operand.self("d")),
            Kernels.fill(t.dt));
    return List.of(
        MethodSpec.methodBuilder("copyElements")
            .addJavadoc(
                "Copies {@code src} into {@code dst} (same shape, dst writable, no overlap)"
                    + " through the\nruntime's copy planner: memory order of dst, contiguous runs"
                    + " as {@code System.arraycopy},\ntransposes in cache-sized tiles.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .addParameter(t.self, "dst")
            .addParameter(t.self, "src")
            .addStatement(
                "$T.copy(dst.shape(), src.data, src.strides(), src.offset, dst.data,"
                    + " dst.strides(), dst.offset)",
                Types.STRIDED_COPY)
            .build(),
        MethodSpec.methodBuilder("copy")
            .addJavadoc("A copy, contiguous in this class's order ($L).\n", t.spec.order().name())
            .addModifiers(Modifier.PUBLIC)
            .returns(t.self)
            .addStatement("return copy(ORDER)")
            .build(),
        MethodSpec.methodBuilder("copy")
            .addJavadoc("A copy contiguous in the given order.\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(t.self)
            .addParameter(Types.ORDER, "order")
            .addStatement("$T out = zeros(order, $L)", t.self, t.each("n"))
            .addStatement("copyElements(out, this)")
            .addStatement("return out")
            .build(),
        MethodSpec.methodBuilder("contiguous")
            .addJavadoc(
                "This array if it is contiguous in this class's order ($L), else such a copy.\n",
                t.spec.order().name())
            .addModifiers(Modifier.PUBLIC)
            .returns(t.self)
            .addStatement("return layout().isContiguous(ORDER) ? this : copy()")
            .build(),
        MethodSpec.methodBuilder("copyInto")
            .addJavadoc(
                "Copies this array into {@code dst}, broadcasting it to {@code dst}'s extents"
                    + " (NumPy's\n{@code copyto(dst, src)}). If the two share elements, every"
                    + " element is read before any\nis written.\n\n"
                    + "@throws $T if this array cannot be broadcast to {@code dst}'s extents\n"
                    + "@throws $T if {@code dst} is read-only\n",
                Types.RUNTIME_SHAPE_EXCEPTION,
                Types.READ_ONLY)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(t.self, "dst")
            .beginControlFlow("if (!dst.writable)")
            .addStatement("throw $T.readOnly()", Types.ERRORS)
            .endControlFlow()
            .addStatement(
                "$T src = withLayout(layout().broadcastInto($L))", t.self, t.each("dst", "n"))
            .beginControlFlow(
                "if (src.data == dst.data && src.layout().rangeOverlaps(dst.layout()))")
            .addStatement("src = src.copy()")
            .endControlFlow()
            .addStatement("copyElements(dst, src)")
            .build(),
        MethodSpec.methodBuilder("copyInto")
            .addJavadoc(
                "Copies this array into a {@link $T} (NumPy's {@code np.copyto}: broadcasting,\nand"
                    + " a cast that NumPy's {@code casting='same_kind'} allows).\n",
                Types.STRIDED_ARRAY)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(Types.STRIDED_ARRAY, "dst")
            .addStatement("toStrided().copyInto(dst)")
            .build(),
        MethodSpec.methodBuilder("fill")
            .addJavadoc(
                "Sets every element to {@code value}; returns this array.\n\n"
                    + "@throws $T if this array is read-only\n"
                    + Access.rangeDoc(t),
                Types.READ_ONLY)
            .addModifiers(Modifier.PUBLIC)
            .returns(t.self)
            .addParameter(t.dt.value, "value")
            .beginControlFlow("if (!writable)")
            .addStatement("throw $T.readOnly()", Types.ERRORS)
            .endControlFlow()
            .addCode(t.dt.rangeCheck("value"))
            .addStatement("$T raw = $L", t.dt.storage, t.dt.toRaw(CodeBlock.of("value")))
            .addCode(fillNest)
            .addStatement("return this")
            .build());
  }
}
