package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.ndgen.codegen.BinaryOpRow;
import io.ndgen.codegen.Ops;
import io.ndgen.codegen.UnaryOpRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Elementwise arithmetic with Kotlin's operator names, from the op table: each binary op with a
 * Kotlin operator for this dtype ({@code plus}, {@code minus}, {@code times}, {@code div}) with
 * another array of this class (same-rank NumPy broadcasting) or a scalar, and each unary one
 * ({@code unaryMinus}). Results are new arrays laid out as NumPy's ufuncs lay theirs out (order 'K'
 * over every operand, the runtime's {@code StrideOrder.forResult}); the inner runs call the
 * runtime's kernels, so every result, values and strides, is {@code StridedArray}'s.
 *
 * <p>Integer {@code div} is NumPy's {@code floor_divide} ({@code //}: rounded down, the dtype kept,
 * 0 on division by zero); float {@code div} is true division. A scalar must fit the dtype, as NumPy
 * 2's rule for Python ints. BOOL arrays have {@code plus} (logical or) and {@code times} (logical
 * and) only, as NumPy.
 */
final class Elementwise {
  private Elementwise() {}

  /** Kotlin's symbol for each operator, for the Javadoc. */
  private static final Map<String, String> SYMBOLS =
      Map.of("plus", "+", "minus", "-", "times", "*", "div", "/", "unaryMinus", "-");

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    for (BinaryOpRow op : Ops.BINARY) {
      String operator = op.operatorFor(t.dt.row);
      if (operator != null) {
        m.add(withArray(t, op, operator));
        m.add(withScalar(t, op, operator));
      }
    }
    for (UnaryOpRow op : Ops.UNARY) {
      if (op.operator() != null && op.supports(t.dt.row)) {
        m.add(unary(t, op));
      }
    }
    return m;
  }

  private static String doc(BinaryOpRow op, String operator) {
    if (op.constant().equals("FLOOR_DIVIDE")) {
      return "NumPy's {@code floor_divide} ({@code //}): the quotient rounded down, in this dtype,"
          + " 0\nwhere dividing by zero";
    }
    return "NumPy's {@code " + op.numpy() + "}";
  }

  private static MethodSpec withArray(Target t, BinaryOpRow op, String operator) {
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape"),
            List.of(
                LoopNestCode.Operand.freshOut(),
                LoopNestCode.Operand.of("a", "a"),
                LoopNestCode.Operand.of("b", "b")),
            Kernels.binary(t.dt, op.method(), null));
    return MethodSpec.methodBuilder(operator)
        .addJavadoc(
            "$L of this array and {@code other}, broadcast to their common extents, as a new"
                + " array\n(Kotlin: {@code a $L b}).\n\n"
                + "@throws $T if the extents cannot be broadcast together\n",
            doc(op, operator),
            SYMBOLS.get(operator),
            Types.RUNTIME_SHAPE_EXCEPTION)
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self)
        .addParameter(t.self, "other")
        .addStatement("int[] shape = $T.broadcastShapes(shape(), other.shape())", Types.LAYOUT)
        .addStatement("$T a = withLayout(layout().broadcastTo(shape))", t.self)
        .addStatement("$T b = other.withLayout(other.layout().broadcastTo(shape))", t.self)
        .addStatement("$T out = newLike(shape, a.strides(), b.strides())", t.self)
        .addCode(nest)
        .addStatement("return out")
        .build();
  }

  private static MethodSpec withScalar(Target t, BinaryOpRow op, String operator) {
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(LoopNestCode.Operand.freshOut(), LoopNestCode.Operand.self("a")),
            Kernels.binary(t.dt, op.method(), "scalar"));
    return MethodSpec.methodBuilder(operator)
        .addJavadoc(
            "$L of this array and {@code value}, as a new array (Kotlin: {@code a $L v}).\n"
                + Access.rangeDoc(t),
            doc(op, operator),
            SYMBOLS.get(operator))
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self)
        .addParameter(t.dt.value, "value")
        .addCode(t.dt.rangeCheck("value"))
        .addStatement("$T scalar = {$L}", t.dt.storageArray, t.dt.toRaw(CodeBlock.of("value")))
        .addStatement("$T out = newLike(shape(), strides())", t.self)
        .addCode(nest)
        .addStatement("return out")
        .build();
  }

  private static MethodSpec unary(Target t, UnaryOpRow op) {
    CodeBlock nest =
        LoopNestCode.nest(
            t.rank,
            t.dt.storageArray,
            CodeBlock.of("shape()"),
            List.of(LoopNestCode.Operand.freshOut(), LoopNestCode.Operand.self("a")),
            Kernels.unary(t.dt, op.method()));
    return MethodSpec.methodBuilder(op.operator())
        .addJavadoc(
            "NumPy's {@code $L} of every element as a new array (Kotlin: {@code $La}); unsigned"
                + " types\nwrap, as NumPy.\n",
            op.numpy(),
            SYMBOLS.get(op.operator()))
        .addModifiers(Modifier.PUBLIC)
        .returns(t.self)
        .addStatement("$T out = newLike(shape(), strides())", t.self)
        .addCode(nest)
        .addStatement("return out")
        .build();
  }
}
