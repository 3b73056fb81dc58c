package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a whole-array loop nest of fixed depth (the rank) over locals, run on a {@code LoopNest}
 * planned at run time from the operands' strides: outer loops advance one position local per
 * operand, the innermost run is left to a {@link Kernel}. Because the plan orders axes by stride
 * and coalesces them, the innermost run has the smallest stride (often the whole array as one run)
 * and a transposed view is walked in memory order.
 */
final class LoopNestCode {
  private LoopNestCode() {}

  /** One operand of a nest: its primitive array local, strides and offset expressions. */
  record Operand(String letter, String array, CodeBlock strides, CodeBlock offset) {
    /** This array's own storage. */
    static Operand self(String letter) {
      return new Operand(letter, "data", CodeBlock.of("strides()"), CodeBlock.of("offset"));
    }

    /** The storage of {@code name}, an array of the generated class. */
    static Operand of(String letter, String name) {
      return new Operand(
          letter,
          name + ".data",
          CodeBlock.of("$L.strides()", name),
          CodeBlock.of("$L.offset", name));
    }

    /** The result {@code out}, freshly allocated, so its offset is 0. */
    static Operand freshOut() {
      return new Operand("d", "out.data", CodeBlock.of("out.strides()"), CodeBlock.of("0"));
    }
  }

  /** The innermost run of one nest. */
  interface Kernel {
    /**
     * Code for a run of {@code extent} elements; operand {@code k}'s primitive array is the local
     * {@code arrays.get(k)}, its run starts at position local {@code pos.get(k)} and moves by
     * stride local {@code strides.get(k)}.
     */
    CodeBlock run(String extent, List<String> arrays, List<String> pos, List<String> strides);
  }

  /**
   * The nest over {@code shape} (an {@code int[]} expression) for the operands, outermost first.
   */
  static CodeBlock nest(
      int rank, TypeName storageArray, CodeBlock shape, List<Operand> ops, Kernel kernel) {
    CodeBlock.Builder b = CodeBlock.builder();
    List<String> arrays = new ArrayList<>();
    for (Operand op : ops) {
      String local = "x" + op.letter();
      arrays.add(local);
      b.addStatement("$T $L = $L", storageArray, local, op.array());
    }
    List<CodeBlock> strides = new ArrayList<>();
    List<CodeBlock> offsets = new ArrayList<>();
    for (Operand op : ops) {
      strides.add(op.strides());
      offsets.add(op.offset());
    }
    b.addStatement(
        "$T nest = $T.plan($L, $L, new int[][] {$L}, new int[] {$L})",
        Types.LOOP_NEST,
        Types.LOOP_NEST,
        rank,
        shape,
        CodeBlock.join(strides, ", "),
        CodeBlock.join(offsets, ", "));
    for (int level = 0; level < rank; level++) {
      b.addStatement("int e$L = nest.extent($L)", level, level);
      for (int op = 0; op < ops.size(); op++) {
        b.addStatement("int s$L$L = nest.stride($L, $L)", ops.get(op).letter(), level, op, level);
      }
    }
    for (int op = 0; op < ops.size(); op++) {
      b.addStatement("int p$L0 = nest.offset($L)", ops.get(op).letter(), op);
    }
    for (int level = 0; level < rank - 1; level++) {
      StringBuilder step = new StringBuilder("j" + level + "++");
      for (Operand op : ops) {
        step.append(", p").append(op.letter()).append(level);
        step.append(" += s").append(op.letter()).append(level);
      }
      b.beginControlFlow("for (int j$L = 0; j$L < e$L; $L)", level, level, level, step);
      for (Operand op : ops) {
        b.addStatement("int p$L$L = p$L$L", op.letter(), level + 1, op.letter(), level);
      }
    }
    int inner = rank - 1;
    List<String> pos = new ArrayList<>();
    List<String> st = new ArrayList<>();
    for (Operand op : ops) {
      pos.add("p" + op.letter() + inner);
      st.add("s" + op.letter() + inner);
    }
    b.add(kernel.run("e" + inner, arrays, pos, st));
    for (int level = 0; level < rank - 1; level++) {
      b.endControlFlow();
    }
    return b.build();
  }
}
