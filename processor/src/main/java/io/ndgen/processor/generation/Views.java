package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.ndgen.processor.model.BuiltIns;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Views. Rank-preserving ones (permute, transpose, swapAxes, slice, flip, broadcastTo, asStrided,
 * readOnly) return this generated type; they are schema changes computed by the runtime's {@code
 * Layout} and never touch data. Rank-changing ones ({@code select}, {@code squeeze(axis)}, {@code
 * expandDims}, {@code reshape(n0, …)}) are computed by {@code StridedArray} (one definition of
 * each, views stay views) and typed by {@link Results}; those whose rank depends on the arguments
 * ({@code squeeze()}, {@code reshape(int...)}, {@code view}, {@code index}) return a {@code
 * StridedArray}.
 */
final class Views {
  private Views() {}

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    TypeName reordered = Results.type(t, t.spec.dtype(), t.rank);
    m.add(
        permutation(
                t,
                reordered,
                "permute",
                "View: axes reordered; axis {@code k} of the result is axis {@code ak}"
                    + " of this\narray (negative axes count from the end).\n")
            .addParameters(t.intParams("a"))
            .addStatement(
                "return $L",
                permuted(t, reordered, CodeBlock.of("layout().permute($L)", t.each("a"))))
            .build());
    List<CodeBlock> reversed = new ArrayList<>();
    for (int k = t.rank - 1; k >= 0; k--) {
      reversed.add(CodeBlock.of("n$L", k));
    }
    for (int k = t.rank - 1; k >= 0; k--) {
      reversed.add(CodeBlock.of("s$L", k));
    }
    List<String> reversedAxes = new ArrayList<>(t.axes);
    Collections.reverse(reversedAxes);
    TypeName transposed = Results.named(t, t.spec.dtype(), reversedAxes);
    CodeBlock transposedView =
        CodeBlock.of("new $T(data, offset, $L, writable)", t.self, CodeBlock.join(reversed, ", "));
    m.add(
        permutation(t, transposed, "transpose", "View: all axes reversed (NumPy's {@code a.T}).\n")
            .addStatement(
                "return $L",
                transposed.equals(t.self)
                    ? transposedView
                    : Results.wrap(transposed, CodeBlock.of("$L.toStrided()", transposedView)))
            .build());
    m.add(
        permutation(t, reordered, "swapAxes", "View: two axes exchanged.\n")
            .addParameter(TypeName.INT, "axis1")
            .addParameter(TypeName.INT, "axis2")
            .addStatement(
                "return $L",
                permuted(t, reordered, CodeBlock.of("layout().swapAxes(axis1, axis2)")))
            .build());
    m.add(
        view(
                t,
                "slice",
                "View: one axis sliced {@code start:stop:step} with Python's rules (negative bounds"
                    + "\ncount from the end and are clamped; {@link $T#START} and {@link $T#END} are"
                    + " the open\nends).\n",
                Types.INDEX,
                Types.INDEX)
            .addParameter(TypeName.INT, "axis")
            .addParameter(TypeName.INT, "start")
            .addParameter(TypeName.INT, "stop")
            .addParameter(TypeName.INT, "step")
            .addStatement("return withLayout(layout().slice(axis, start, stop, step))")
            .build());
    m.add(
        view(
                t,
                "slice",
                "View: one axis sliced {@code start:stop} (step 1), Python's rules; {@code stop} may be"
                    + "\n{@link $T#END} for the end of the axis.\n",
                Types.INDEX)
            .addParameter(TypeName.INT, "axis")
            .addParameter(TypeName.INT, "start")
            .addParameter(TypeName.INT, "stop")
            .addStatement("return slice(axis, start, stop, 1)")
            .build());
    m.add(
        view(
                t,
                "sliceFrom",
                "View: one axis from {@code start} to its end (NumPy's {@code a[..., start:]});"
                    + " a negative\n{@code start} counts from the end.\n")
            .addParameter(TypeName.INT, "axis")
            .addParameter(TypeName.INT, "start")
            .addStatement("return slice(axis, start, $T.END, 1)", Types.INDEX)
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

    // rank-changing: typed by Results (a built-in class, or StridedArray beyond its ranks)
    m.add(
        typed(
                t,
                "select",
                t.rank - 1,
                "View: the sub-array at {@code index} along {@code axis}, which is removed.\n")
            .addParameter(TypeName.INT, "axis")
            .addParameter(TypeName.INT, "index")
            .addStatement(
                "return $L",
                Results.wrap(
                    t, t.spec.dtype(), t.rank - 1, CodeBlock.of("toStrided().select(axis, index)")))
            .build());
    m.add(
        typed(t, "squeeze", t.rank - 1, "View: {@code axis}, of extent one, removed.\n")
            .addJavadoc("\n@throws $T if its extent is not one\n", Types.RUNTIME_SHAPE_EXCEPTION)
            .addParameter(TypeName.INT, "axis")
            .addStatement(
                "return $L",
                Results.wrap(
                    t, t.spec.dtype(), t.rank - 1, CodeBlock.of("toStrided().squeeze(axis)")))
            .build());
    m.add(
        typed(t, "expandDims", t.rank + 1, "View: a new axis of extent one at {@code axis}.\n")
            .addParameter(TypeName.INT, "axis")
            .addStatement(
                "return $L",
                Results.wrap(
                    t, t.spec.dtype(), t.rank + 1, CodeBlock.of("toStrided().expandDims(axis)")))
            .build());
    m.add(
        strided("squeeze", "View: all axes of extent one removed.\n")
            .addStatement("return toStrided().squeeze()")
            .build());
    for (int k : reshapeRanks(t)) {
      m.add(
          typed(
                  t,
                  "reshape",
                  k,
                  "The elements in C index order with extents $L (one may be {@code -1}, inferred):"
                      + " a view\nwhen the strides allow it, else a C-ordered copy, exactly when"
                      + " {@code StridedArray.reshape}\ncopies.\n",
                  Target.tuple("n", k))
              .addJavadoc(
                  "\n@throws $T if the extents do not hold this array's size\n",
                  Types.RUNTIME_SHAPE_EXCEPTION)
              .addParameters(Target.intParams("n", k))
              .addStatement(
                  "return $L",
                  Results.wrap(
                      t,
                      t.spec.dtype(),
                      k,
                      CodeBlock.of("toStrided().reshape($L)", Target.each("", "n", k))))
              .build());
    }
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

  /**
   * A permutation: this class when the axes are unnamed; for named axes the class of the permuted
   * names ({@code transpose}) or, where the arguments decide the order, the built-in — never this
   * class with its names now wrong.
   */
  private static MethodSpec.Builder permutation(
      Target t, TypeName result, String name, String doc) {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder(name)
            .addJavadoc(doc)
            .addModifiers(Modifier.PUBLIC)
            .returns(result);
    if (!result.equals(t.self)) {
      b.addJavadoc(
          "\n<p>This array's axes are named and the result's order of them is not: a {@code $T}.\n",
          result);
    }
    return b;
  }

  /** {@code layout}, a permuted layout expression, as a view of class {@code result}. */
  private static CodeBlock permuted(Target t, TypeName result, CodeBlock layout) {
    if (result.equals(t.self)) {
      return CodeBlock.of("withLayout($L)", layout);
    }
    return Results.wrap(result, CodeBlock.of("withLayout($L).toStrided()", layout));
  }

  private static MethodSpec.Builder view(Target t, String name, String doc, Object... args) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(doc, args)
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self);
  }

  /** The ranks {@code reshape(n0, …)} has a fixed-arity overload for: the built-ins' and this. */
  private static List<Integer> reshapeRanks(Target t) {
    List<Integer> ranks = new ArrayList<>();
    for (int k = BuiltIns.MIN_RANK; k <= BuiltIns.MAX_RANK; k++) {
      ranks.add(k);
    }
    if (!BuiltIns.covers(t.rank)) {
      ranks.add(t.rank);
    }
    return ranks;
  }

  /**
   * A method whose result has rank {@code rank} and this array's dtype, typed by {@link Results}.
   */
  private static MethodSpec.Builder typed(
      Target t, String name, int rank, String doc, Object... args) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(doc, args)
        .addJavadoc(Results.doc(t, t.spec.dtype(), rank))
        .addModifiers(Modifier.PUBLIC)
        .returns(Results.type(t, t.spec.dtype(), rank));
  }

  private static MethodSpec.Builder strided(String name, String doc) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(
            doc + "Its rank depends on the arguments, so the result is a {@code StridedArray}.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(Types.STRIDED_ARRAY);
  }
}
