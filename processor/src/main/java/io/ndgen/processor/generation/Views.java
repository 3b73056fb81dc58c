package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Views. Rank-preserving ones (permute, transpose, swapAxes, slice, flip, broadcastTo, asStrided,
 * readOnly) return this generated type; they are schema changes computed by the runtime's {@code
 * Layout} and never touch data. Operations whose result rank is not fixed by the spec (select,
 * expandDims, squeeze, reshape, view, index) return a {@code StridedArray} over the same storage:
 * the rule is that simple, and {@code SomeArray.from(result)} turns a result into another generated
 * type when its dtype and rank match (checked, never an unchecked cast).
 */
final class Views {
  private Views() {}

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    m.add(
        view(
                t,
                "permute",
                "View: axes reordered; axis {@code k} of the result is axis {@code ak}"
                    + " of this\narray (negative axes count from the end).\n")
            .addParameters(t.intParams("a"))
            .addStatement("return withLayout(layout().permute($L))", t.each("a"))
            .build());
    List<CodeBlock> reversed = new ArrayList<>();
    for (int k = t.rank - 1; k >= 0; k--) {
      reversed.add(CodeBlock.of("n$L", k));
    }
    for (int k = t.rank - 1; k >= 0; k--) {
      reversed.add(CodeBlock.of("s$L", k));
    }
    m.add(
        view(t, "transpose", "View: all axes reversed (NumPy's {@code a.T}).\n")
            .addStatement(
                "return new $T(data, offset, $L, writable)", t.self, CodeBlock.join(reversed, ", "))
            .build());
    m.add(
        view(t, "swapAxes", "View: two axes exchanged.\n")
            .addParameter(TypeName.INT, "axis1")
            .addParameter(TypeName.INT, "axis2")
            .addStatement("return withLayout(layout().swapAxes(axis1, axis2))")
            .build());
    m.add(
        view(
                t,
                "slice",
                "View: one axis sliced {@code start:stop:step} with Python's rules (negative bounds"
                    + "\ncount from the end and are clamped; pass {@code Integer.MIN_VALUE} or {@code"
                    + "\nInteger.MAX_VALUE} for an open end).\n")
            .addParameter(TypeName.INT, "axis")
            .addParameter(TypeName.INT, "start")
            .addParameter(TypeName.INT, "stop")
            .addParameter(TypeName.INT, "step")
            .addStatement("return withLayout(layout().slice(axis, start, stop, step))")
            .build());
    m.add(
        view(t, "flip", "View: one axis reversed (negative stride).\n")
            .addParameter(TypeName.INT, "axis")
            .addStatement("return withLayout(layout().flip(axis))")
            .build());
    CodeBlock.Builder flipAll = CodeBlock.builder().addStatement("$T l = layout()", Types.LAYOUT);
    for (int k = 0; k < t.rank; k++) {
      flipAll.addStatement("l = l.flip($L)", k);
    }
    m.add(
        view(t, "flip", "View: every axis reversed.\n")
            .addCode(flipAll.build())
            .addStatement("return withLayout(l)")
            .build());
    m.add(
        view(
                t,
                "broadcastTo",
                "Read-only view broadcast to extents $L (axes of extent one stretched with stride"
                    + " 0).\n\n@throws $T if an extent cannot be broadcast\n",
                t.tuple("n"),
                Types.RUNTIME_SHAPE_EXCEPTION)
            .addParameters(t.intParams("n"))
            .addStatement("return withLayout(layout().broadcastTo($L)).readOnly()", t.each("n"))
            .build());
    m.add(
        view(
                t,
                "asStrided",
                "View with any extents and strides (in elements) over this array's storage, from"
                    + " the\nabsolute storage index {@code storageOffset}; bounds-checked against the"
                    + " storage,\nread-only if two indices share an element.\n")
            .addParameter(ArrayTypeName.of(TypeName.INT), "shape")
            .addParameter(ArrayTypeName.of(TypeName.INT), "strides")
            .addParameter(TypeName.INT, "storageOffset")
            .addStatement(
                "$T.checkLength($S, shape, $L, $S)",
                Types.ERRORS,
                "shape",
                t.rank,
                t.self.simpleName())
            .addStatement(
                "$T.checkLength($S, strides, $L, $S)",
                Types.ERRORS,
                "strides",
                t.rank,
                t.self.simpleName())
            .addStatement(
                "$T l = $T.asStrided(shape, strides, storageOffset, data.length)",
                Types.LAYOUT,
                Types.LAYOUT)
            .addStatement("return of(data, l, writable && !l.hasInternalOverlap())")
            .build());
    m.add(
        view(t, "readOnly", "A read-only view of the same elements.\n")
            .addStatement(
                "return new $T(data, offset, $L, $L, false)", t.self, t.each("n"), t.each("s"))
            .build());

    // rank-changing: StridedArray over the same storage
    m.add(
        strided(
                "select",
                "View: the sub-array at {@code index} along {@code axis}, which is removed.\n")
            .addParameter(TypeName.INT, "axis")
            .addParameter(TypeName.INT, "index")
            .addStatement("return toStrided().select(axis, index)")
            .build());
    m.add(
        strided("expandDims", "View: a new axis of extent one at {@code axis}.\n")
            .addParameter(TypeName.INT, "axis")
            .addStatement("return toStrided().expandDims(axis)")
            .build());
    m.add(
        strided("squeeze", "View: all axes of extent one removed.\n")
            .addStatement("return toStrided().squeeze()")
            .build());
    m.add(
        strided(
                "reshape",
                "The elements in C index order with a new shape (one {@code -1} inferred): a view"
                    + " when\nthe strides allow it, else a C-ordered copy.\n")
            .addParameter(ArrayTypeName.of(TypeName.INT), "shape")
            .varargs(true)
            .addStatement("return toStrided().reshape(shape)")
            .build());
    m.add(
        strided(
                "view",
                "View only: the elements in C index order with a new shape; throws if that would"
                    + " need\na copy.\n")
            .addParameter(ArrayTypeName.of(TypeName.INT), "shape")
            .varargs(true)
            .addStatement("return toStrided().view(shape)")
            .build());
    m.add(
        strided("index", "View by NumPy basic-index syntax, e.g. {@code index(\"1:, ::-1\")}.\n")
            .addParameter(String.class, "index")
            .addStatement("return toStrided().index(index)")
            .build());
    m.add(
        strided("index", "View by basic index items (integers, slices, new axes, an ellipsis).\n")
            .addParameter(ParameterSpec.builder(ArrayTypeName.of(Types.INDEX), "items").build())
            .varargs(true)
            .addStatement("return toStrided().index(items)")
            .build());
    return m;
  }

  private static MethodSpec.Builder view(Target t, String name, String doc, Object... args) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(doc, args)
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self);
  }

  private static MethodSpec.Builder strided(String name, String doc) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(doc + "Rank-changing, so the result is a {@code StridedArray}.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(Types.STRIDED_ARRAY);
  }
}
