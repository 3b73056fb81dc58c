package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import java.util.List;
import java.util.function.Function;

/**
 * The innermost runs of the generated loop nests. Arithmetic calls the runtime's typed kernel for
 * the run ({@code Float32Kernels.add(...)}: one definition of every result, shared with {@code
 * StridedArray}); loops over a user's function ({@code map}, {@code mapInPlace}) are written out
 * here, with a fast path for unit strides that the JIT can unroll and vectorize and a general
 * strided path, because a shared kernel would see every caller's function and dispatch on it
 * megamorphically.
 */
final class Kernels {
  private Kernels() {}

  /**
   * {@code dst[k] = expr(src[k])} from operand 1 into operand 0, for a user's function ({@code
   * map}).
   */
  static LoopNestCode.Kernel map(DTypeCode dt, Function<CodeBlock, CodeBlock> expr) {
    return (extent, arrays, pos, strides) ->
        CodeBlock.builder()
            .beginControlFlow("if ($L == 1 && $L == 1)", strides.get(0), strides.get(1))
            .add(mapLoop(dt, extent, arrays, pos, strides, true, expr))
            .nextControlFlow("else")
            .add(mapLoop(dt, extent, arrays, pos, strides, false, expr))
            .endControlFlow()
            .build();
  }

  private static CodeBlock mapLoop(
      DTypeCode dt,
      String extent,
      List<String> arrays,
      List<String> pos,
      List<String> strides,
      boolean unit,
      Function<CodeBlock, CodeBlock> expr) {
    CodeBlock in = dt.read(arrays.get(1), at(pos, strides, 1, unit));
    return CodeBlock.builder()
        .beginControlFlow("for (int j = 0; j < $L; j++)", extent)
        .addStatement(
            "$L[$L] = $L", arrays.get(0), at(pos, strides, 0, unit), dt.toRaw(expr.apply(in)))
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

  /**
   * The binary kernel {@code method} of operands 1 and 2 into operand 0: {@code z = x op y}. With
   * {@code scalar} set, operand 2 is not in the nest: the one-element storage array local {@code
   * scalar} is passed with stride 0 instead.
   */
  static LoopNestCode.Kernel binary(DTypeCode dt, String method, String scalar) {
    return (extent, arrays, pos, strides) -> {
      CodeBlock y =
          scalar == null
              ? CodeBlock.of("$L, $L, $L", arrays.get(2), pos.get(2), strides.get(2))
              : CodeBlock.of("$L, 0, 0", scalar);
      return CodeBlock.builder()
          .addStatement(
              "$T.$L($L, $L, $L, $L, $L, $L, $L, $L)",
              dt.kernels(),
              method,
              arrays.get(1),
              pos.get(1),
              strides.get(1),
              y,
              arrays.get(0),
              pos.get(0),
              strides.get(0),
              extent)
          .build();
    };
  }

  /** The unary kernel {@code method} of operand 1 into operand 0: {@code z = f(x)}. */
  static LoopNestCode.Kernel unary(DTypeCode dt, String method) {
    return (extent, arrays, pos, strides) ->
        CodeBlock.builder()
            .addStatement(
                "$T.$L($L, $L, $L, $L, $L, $L, $L)",
                dt.kernels(),
                method,
                arrays.get(1),
                pos.get(1),
                strides.get(1),
                arrays.get(0),
                pos.get(0),
                strides.get(0),
                extent)
            .build();
  }

  /** Stores the raw local {@code raw} into every element of operand 0 (the fill kernel). */
  static LoopNestCode.Kernel fill(DTypeCode dt) {
    return (extent, arrays, pos, strides) ->
        CodeBlock.builder()
            .addStatement(
                "$T.fill($L, $L, $L, $L, raw)",
                dt.kernels(),
                arrays.get(0),
                pos.get(0),
                strides.get(0),
                extent)
            .build();
  }
}
