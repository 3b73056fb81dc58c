package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.ndgen.annotations.DType;
import io.ndgen.codegen.BinaryOpRow;
import io.ndgen.codegen.Kind;
import io.ndgen.codegen.Ops;
import io.ndgen.codegen.ReduceOpRow;
import io.ndgen.codegen.UnaryOpRow;
import io.ndgen.processor.model.BuiltIns;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The operations whose result has another dtype or rank than this array, typed by {@link Results}:
 * reductions over one axis ({@code sum(axis)} … → rank r−1 of NumPy's result dtype), {@code
 * argmin/argmax(axis)} (INT64, r−1), comparisons (BOOL, rank r), the unary functions (the float
 * functions of an integer array give NumPy's smallest float that holds it), {@code where}, and
 * Kotlin's operators between this array and a built-in of the same dtype and another rank
 * (broadcast: the higher rank's class). Each computes through {@code StridedArray} (one definition
 * of every result) and converts with the result class's checked {@code from}.
 */
final class TypedOps {
  private TypedOps() {}

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    for (ReduceOpRow op : Ops.REDUCE) {
      m.add(reduction(t, op));
    }
    for (BinaryOpRow op : Ops.BINARY) {
      if (op.comparison()) {
        m.add(comparison(t, op, t.self, "other", "other.toStrided()"));
        m.add(comparison(t, op, TypeName.DOUBLE, "value", "value"));
        m.add(comparison(t, op, TypeName.LONG, "value", "value"));
      }
    }
    for (UnaryOpRow op : Ops.UNARY) {
      if (op.floatFunction() || op.supports(t.dt.row)) { // float functions of ints: cast first
        m.add(unary(t, op));
      }
    }
    m.add(where(t));
    for (BinaryOpRow op : Ops.BINARY) {
      String operator = op.operatorFor(t.dt.row);
      if (operator == null) {
        continue;
      }
      for (int k = BuiltIns.MIN_RANK; k <= BuiltIns.MAX_RANK; k++) {
        boolean sameClass = k == t.rank && t.specInterface == null;
        if (!sameClass) {
          m.add(broadcast(t, op, operator, k));
        }
      }
    }
    return m;
  }

  /** NumPy's result dtype of a reduction of this array. */
  static DType reduced(Target t, ReduceOpRow op) {
    return switch (op.kind()) {
      case ARITHMETIC -> t.dt.row.accumulator();
      case MEAN -> t.dt.isFloat() ? t.spec.dtype() : DType.FLOAT64;
      case EXTREME -> t.spec.dtype();
      case LOGICAL -> DType.BOOL;
      case ARG -> DType.INT64;
    };
  }

  /** NumPy's result dtype of a unary function of this array. */
  static DType unaryResult(Target t, UnaryOpRow op) {
    if (op.predicate()) {
      return DType.BOOL;
    }
    if (!op.floatFunction() || t.dt.row.kind() == Kind.FLOAT) {
      return t.spec.dtype();
    }
    int size = t.spec.dtype().itemSize();
    return size == 1 ? DType.FLOAT16 : size == 2 ? DType.FLOAT32 : DType.FLOAT64;
  }

  private static MethodSpec reduction(Target t, ReduceOpRow op) {
    DType dtype = reduced(t, op);
    String what =
        op.kind() == ReduceOpRow.Kind.ARG
            ? "The positions (NumPy's {@code $L}) along {@code axis}, which is removed"
            : "NumPy's {@code $L} over {@code axis}, which is removed";
    return MethodSpec.methodBuilder(op.method())
        .addJavadoc(what + ": a new $L array.\n", op.method(), dtype.numpyName())
        .addJavadoc(Results.doc(t, dtype, t.rank - 1))
        .addJavadoc("\n@throws $T if {@code axis} is out of range\n", Types.RUNTIME_SHAPE_EXCEPTION)
        .addModifiers(Modifier.PUBLIC)
        .returns(Results.type(t, dtype, t.rank - 1))
        .addParameter(TypeName.INT, "axis")
        .addStatement(
            "return $L",
            Results.wrap(
                t,
                dtype,
                t.rank - 1,
                op.kind() == ReduceOpRow.Kind.ARG
                    ? CodeBlock.of("toStrided().$L(axis)", op.method())
                    : CodeBlock.of("toStrided().$L(false, axis)", op.method())))
        .build();
  }

  private static MethodSpec comparison(
      Target t, BinaryOpRow op, TypeName operand, String name, String strided) {
    String with =
        operand.equals(t.self)
            ? "this array and {@code other}, broadcast together"
            : operand.equals(TypeName.DOUBLE)
                ? "every element and {@code value} (a Python float)"
                : "every element and {@code value} (a Python int)";
    TypeName result = Results.keeping(t, DType.BOOL);
    return MethodSpec.methodBuilder(op.method())
        .addJavadoc("NumPy's {@code $L} of $L: a new bool array.\n", op.numpy(), with)
        .addJavadoc(Results.doc(result, t.rank))
        .addModifiers(Modifier.PUBLIC)
        .returns(result)
        .addParameter(operand, name)
        .addStatement(
            "return $L",
            Results.wrap(result, CodeBlock.of("toStrided().$L($L)", op.method(), strided)))
        .build();
  }

  private static MethodSpec unary(Target t, UnaryOpRow op) {
    DType dtype = unaryResult(t, op);
    TypeName result = Results.keeping(t, dtype);
    return MethodSpec.methodBuilder(op.method())
        .addJavadoc(
            "NumPy's {@code $L} of every element: a new $L array.\n", op.numpy(), dtype.numpyName())
        .addJavadoc(Results.doc(result, t.rank))
        .addModifiers(Modifier.PUBLIC)
        .returns(result)
        .addStatement(
            "return $L", Results.wrap(result, CodeBlock.of("toStrided().$L()", op.method())))
        .build();
  }

  private static MethodSpec where(Target t) {
    TypeName cond = Results.keeping(t, DType.BOOL);
    return MethodSpec.methodBuilder("where")
        .addJavadoc(
            "NumPy's {@code where(cond, x, y)}: {@code x} where {@code cond} is true, else {@code"
                + " y}, the\nthree broadcast together; a new array.\n\n"
                + "@throws $T if the extents cannot be broadcast together\n",
            Types.RUNTIME_SHAPE_EXCEPTION)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(t.self)
        .addParameter(cond, "cond")
        .addParameter(t.self, "x")
        .addParameter(t.self, "y")
        .addStatement(
            "return from($T.where(cond$L, x.toStrided(), y.toStrided()))",
            Types.STRIDED_ARRAY,
            cond.equals(Types.STRIDED_ARRAY) ? "" : ".toStrided()")
        .build();
  }

  /** {@code op} with a built-in of this dtype and rank {@code k}: the higher rank's class. */
  private static MethodSpec broadcast(Target t, BinaryOpRow op, String operator, int k) {
    DType dtype = t.spec.dtype();
    int rank = Math.max(t.rank, k);
    TypeName result = k <= t.rank ? Results.keeping(t, dtype) : Results.type(t, dtype, k);
    return MethodSpec.methodBuilder(operator)
        .addJavadoc(
            "NumPy's {@code $L} of this array and {@code other}, broadcast together (the lower"
                + " rank's\naxes align with the higher rank's last axes): a new rank-$L array.\n",
            op.numpy(),
            rank)
        .addJavadoc(Results.doc(result, rank))
        .addJavadoc(
            "\n@throws $T if the extents cannot be broadcast together\n",
            Types.RUNTIME_SHAPE_EXCEPTION)
        .addModifiers(Modifier.PUBLIC)
        .returns(result)
        .addParameter(Results.builtIn(dtype, k), "other")
        .addStatement(
            "return $L",
            Results.wrap(result, CodeBlock.of("toStrided().$L(other.toStrided())", op.method())))
        .build();
  }
}
