package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The innermost runs of the generated loop nests. Each has a fast path for unit strides, written as
 * a plain counted loop over {@code base + j} that the JIT can unroll and vectorize, and a general
 * strided path.
 */
final class Kernels {
  private Kernels() {}

  /**
   * {@code dst[k] = expr(inputs[k]…)}: operand 0 is the destination, operands 1.. the inputs (an
   * input may be the destination's own array, for in-place updates). When {@code hoistLast} is set
   * and the last input has stride 0 (a broadcast scalar or row), its value is read once per run.
   */
  static LoopNestCode.Kernel elementwise(
      DTypeCode dt, boolean hoistLast, Function<List<CodeBlock>, CodeBlock> expr) {
    return (extent, arrays, pos, strides) -> {
      int n = arrays.size();
      CodeBlock.Builder b = CodeBlock.builder();
      List<String> unitTests = new ArrayList<>();
      for (String s : strides) {
        unitTests.add(s + " == 1");
      }
      b.beginControlFlow("if ($L)", String.join(" && ", unitTests));
      b.add(loop(dt, extent, arrays, pos, strides, true, -1, expr));
      if (hoistLast && n > 2) {
        List<String> tests = new ArrayList<>(unitTests.subList(0, n - 1));
        tests.add(strides.get(n - 1) + " == 0");
        b.nextControlFlow("else if ($L)", String.join(" && ", tests));
        b.addStatement(
            "$T v = $L", dt.value, dt.read(arrays.get(n - 1), CodeBlock.of("$L", pos.get(n - 1))));
        b.add(loop(dt, extent, arrays, pos, strides, true, n - 1, expr));
      }
      b.nextControlFlow("else");
      b.add(loop(dt, extent, arrays, pos, strides, false, -1, expr));
      b.endControlFlow();
      return b.build();
    };
  }

  private static CodeBlock loop(
      DTypeCode dt,
      String extent,
      List<String> arrays,
      List<String> pos,
      List<String> strides,
      boolean unit,
      int hoisted,
      Function<List<CodeBlock>, CodeBlock> expr) {
    List<CodeBlock> inputs = new ArrayList<>();
    for (int op = 1; op < arrays.size(); op++) {
      inputs.add(
          op == hoisted ? CodeBlock.of("v") : dt.read(arrays.get(op), at(pos, strides, op, unit)));
    }
    return CodeBlock.builder()
        .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
        .addStatement(
            "$L[$L] = $L", arrays.get(0), at(pos, strides, 0, unit), dt.toRaw(expr.apply(inputs)))
        .endControlFlow()
        .build();
  }

  private static CodeBlock at(List<String> pos, List<String> strides, int op, boolean unit) {
    return unit
        ? CodeBlock.of("$L + j", pos.get(op))
        : CodeBlock.of("$L + j * $L", pos.get(op), strides.get(op));
  }

  /**
   * {@code dst[k] = expr(dst[k])} on operand 0 alone: an in-place update reads and writes one
   * position per element, so the JIT sees the load and the store at the same index and can
   * vectorize the unit-stride run (two operands over the same array, at positions it cannot relate,
   * would keep it scalar).
   */
  static LoopNestCode.Kernel update(DTypeCode dt, Function<CodeBlock, CodeBlock> expr) {
    return (extent, arrays, pos, strides) -> {
      String a = arrays.get(0);
      CodeBlock unit = at(pos, strides, 0, true);
      CodeBlock strided = at(pos, strides, 0, false);
      return CodeBlock.builder()
          .beginControlFlow("if ($L == 1)", strides.get(0))
          .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
          .addStatement("$L[$L] = $L", a, unit, dt.toRaw(expr.apply(dt.read(a, unit))))
          .endControlFlow()
          .nextControlFlow("else")
          .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
          .addStatement("$L[$L] = $L", a, strided, dt.toRaw(expr.apply(dt.read(a, strided))))
          .endControlFlow()
          .endControlFlow()
          .build();
    };
  }

  /** Stores the raw local {@code raw} into every element of operand 0. */
  static LoopNestCode.Kernel fill() {
    return (extent, arrays, pos, strides) ->
        CodeBlock.builder()
            .beginControlFlow("if ($L == 1)", strides.get(0))
            .addStatement(
                "$T.fill($L, $L, $L + $L, raw)",
                Types.ARRAYS,
                arrays.get(0),
                pos.get(0),
                pos.get(0),
                extent)
            .nextControlFlow("else")
            .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
            .addStatement("$L[$L + j * $L] = raw", arrays.get(0), pos.get(0), strides.get(0))
            .endControlFlow()
            .endControlFlow()
            .build();
  }

  /**
   * Adds the run of operand 0 to the local {@code acc}: pairwise for floats, exact for integers.
   */
  static LoopNestCode.Kernel sum(DTypeCode dt) {
    return (extent, arrays, pos, strides) -> {
      String array = arrays.get(0);
      CodeBlock.Builder b = CodeBlock.builder();
      if (dt.isFloat()) {
        String method = dt.dtype == io.ndgen.annotations.DType.FLOAT16 ? "sumFloat16" : "sum";
        return b.addStatement(
                "acc += $T.$L($L, $L, $L, $L)",
                Types.PAIRWISE_SUM,
                method,
                array,
                pos.get(0),
                extent,
                strides.get(0))
            .build();
      }
      CodeBlock unit = dt.read(array, CodeBlock.of("$L + j", pos.get(0)));
      CodeBlock strided = dt.read(array, CodeBlock.of("$L + j * $L", pos.get(0), strides.get(0)));
      if (dt.isBool()) {
        unit = CodeBlock.of("($L ? 1 : 0)", unit);
        strided = CodeBlock.of("($L ? 1 : 0)", strided);
      }
      return b.beginControlFlow("if ($L == 1)", strides.get(0))
          .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
          .addStatement("acc += $L", unit)
          .endControlFlow()
          .nextControlFlow("else")
          .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
          .addStatement("acc += $L", strided)
          .endControlFlow()
          .endControlFlow()
          .build();
    };
  }

  /** Folds the run of operand 0 into the local {@code m} with min or max. */
  static LoopNestCode.Kernel extreme(DTypeCode dt, boolean max) {
    return (extent, arrays, pos, strides) ->
        CodeBlock.builder()
            .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
            .addStatement(
                "$T v = $L",
                dt.value,
                dt.read(arrays.get(0), CodeBlock.of("$L + j * $L", pos.get(0), strides.get(0))))
            .addStatement("m = $L", dt.extreme(max, CodeBlock.of("m"), CodeBlock.of("v")))
            .endControlFlow()
            .build();
  }
}
