package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * {@code get(i0, …)} and {@code set(i0, …, value)}: one bounds check per axis, then {@code offset +
 * i0*s0 + …} unrolled. A failure becomes the message naming the axis in a cold method.
 *
 * <p>The checks of the outer axes are plain {@code if}s, loop-invariant in a row loop and hoisted
 * by the JIT. For ranks up to 3 the last axis uses {@link java.util.Objects#checkIndex}, which C2
 * treats like an array bounds check and merges across the unrolled accesses {@code a[i, j]}, {@code
 * a[i, j + 1]}, … of one loop body: ElementAccessBenchmark's 8-accumulator sum at rank 3 went from
 * 1.14x to 1.02x the hand-written loop. At rank 4 (rows of 32) the same change cost 1.49x -> 1.94x,
 * so higher ranks keep the plain test.
 *
 * <p>Negative indices count from the end, as in {@code StridedArray} (and so in the Kotlin DSL,
 * which reaches both): a failed check, cold in any loop over valid indices, goes to {@code
 * wrappedPosition}, which wraps each index or throws the message naming the axis. The hot path
 * keeps its shape: the branch that threw before now returns the wrapped position.
 *
 * <p>Each plain check compares against its extent masked with {@code Integer.MAX_VALUE} (a no-op:
 * extents are never negative). C2 lifts a test {@code i u< n} out of a loop as a predicate, like an
 * array's range check, only when it can prove {@code n >= 0}, and an int field's type does not say
 * so; the masked value's does. Without it, the last axis's test of a short row stays in the pre-
 * and post-loops C2 builds around each row: rows of 32 at rank 4 took 1.2-1.3x the hand loop's time
 * with four or eight accumulators and for writes, 1.0-1.1x with the mask.
 *
 * <p>All plain checks share one failing branch, so {@code position} stays small: C2 inlines a hot
 * callee only up to 325 bytes of bytecode ({@code FreqInlineSize}), and with one failure call per
 * axis the rank-8 {@code position} was 335 bytes, so every rank-8 {@code get} was a call.
 *
 * <p>From rank 4 on, an array whose elements lie in C order without gaps ({@code wrap}, {@code
 * zeros}, a slice of whole outer blocks) computes its position as a hand-written loop does, {@code
 * ((i0 + start) * n1 + i1) * n2 + …}: in a loop bounded by {@code shape(k)} the JIT shares those
 * extents with the loop bounds and builds a row's base in registers, where the strided form reloads
 * a stride and the offset through the array object once per row (about 1.2x the hand loop's time
 * with rows of 32 and four or eight accumulators). {@code rowMajorStart} says whether the form
 * applies; other layouts keep the strided form.
 *
 * <p>{@code set} from rank 4 on tests everything with one branch before its row-major store: a
 * field {@code writeStart} ({@code rowMajorStart}, or -1 if the array is read-only), the outer
 * indices' signs or-ed into one test, their upper bounds against the plain extents and the last
 * axis as {@code position} does (masked, so it stays a loop predicate); anything else goes to
 * {@code setChecked}, the full path. In a loop that stores, C2 (JDK 17) does not hoist the array's
 * field loads out of the outer loops, so each row reloads them and re-runs the tests and the
 * position's products (in a loop that only reads, they are hoisted and the tests cost nothing).
 * Thread CPU time against the hand loop, writes at ranks 4-8: 1.09x, 1.17x, 1.17x, 1.23x, 1.36x
 * with {@code position}'s tests, 1.09-1.11x, 1.11x, 1.08-1.09x, 1.13x, 1.20x with this form; with
 * no index tests at all rank 8 still took 1.21x, so no form of the tests closes the rest.
 */
final class Access {
  /** Highest rank whose last-axis check is {@code Objects.checkIndex}; see the class comment. */
  private static final int MAX_RANK_FOR_RANGE_CHECK = 3;

  /** Lowest rank with the hand loop's position form for C-ordered arrays; see the class comment. */
  private static final int MIN_RANK_FOR_ROW_MAJOR_FORM = 4;

  private Access() {}

  private static boolean rowMajorForm(Target t) {
    return t.rank >= MIN_RANK_FOR_ROW_MAJOR_FORM;
  }

  /** The {@code rowMajorStart} field, where the class uses the row-major position form. */
  static List<FieldSpec> fields(Target t) {
    if (!rowMajorForm(t)) {
      return List.of();
    }
    return List.of(
        FieldSpec.builder(TypeName.INT, "rowMajorStart", Modifier.PRIVATE, Modifier.FINAL)
            .addJavadoc(
                "{@code offset} in whole steps of axis 0 if the elements lie in C order without"
                    + " gaps, else -1.\n")
            .build(),
        FieldSpec.builder(TypeName.INT, "writeStart", Modifier.PRIVATE, Modifier.FINAL)
            .addJavadoc(
                "{@code rowMajorStart} if this array is writable, else -1: {@code set}'s one test"
                    + " for its fast path.\n")
            .build());
  }

  /** The constructor's statement that sets {@code rowMajorStart}, if the class has it. */
  static CodeBlock constructorCode(Target t) {
    if (!rowMajorForm(t)) {
      return CodeBlock.of("");
    }
    return CodeBlock.builder()
        .addStatement(
            "this.rowMajorStart = rowMajorStart(offset, $L, $L)", t.each("n"), t.each("s"))
        .addStatement("this.writeStart = writable ? rowMajorStart : -1")
        .build();
  }

  /**
   * {@code rowMajorStart(offset, n0…, s0…)}: each stride must be the product of the extents after
   * it (axes of extent 1 aside, whose index is always 0), and the offset a multiple of axis 0's
   * step. {@code step} is a long: it never exceeds an int stride it matched, and the last product
   * (by {@code n0}) is at most 2^62.
   */
  private static MethodSpec rowMajorStartMethod(Target t) {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder("rowMajorStart")
            .addJavadoc(
                "{@code offset / (n1 * n2 * …)} if every stride is the product of the extents after"
                    + " it\n(axes of extent 1 aside) and the division is exact, else -1.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(TypeName.INT)
            .addParameter(TypeName.INT, "offset")
            .addParameters(t.intParams("n"))
            .addParameters(t.intParams("s"))
            .addStatement("long step = 1");
    for (int k = t.rank - 1; k >= 0; k--) {
      b.beginControlFlow("if (n$L != 1 && s$L != step)", k, k).addStatement("return -1");
      b.endControlFlow();
      if (k > 0) {
        b.addStatement("step *= n$L", k);
      }
    }
    // an empty array (step 0) never reaches position(); 0 only keeps % from throwing
    return b.addStatement("return step == 0 || offset % step != 0 ? -1 : (int) (offset / step)")
        .build();
  }

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> m = new ArrayList<>();
    CodeBlock.Builder position = CodeBlock.builder();
    List<CodeBlock> wrapped = new ArrayList<>();
    List<CodeBlock> terms = new ArrayList<>();
    List<CodeBlock> plainChecks = new ArrayList<>();
    terms.add(CodeBlock.of("offset"));
    int last = t.rank - 1;
    boolean rangeCheckLast = t.rank <= MAX_RANK_FOR_RANGE_CHECK;
    for (int k = 0; k < t.rank; k++) {
      if (k < last || !rangeCheckLast) {
        // the extent masked to a non-negative type, so the JIT can predicate the test; see above
        plainChecks.add(
            CodeBlock.of("i$L < 0 || i$L >= (n$L & $T.MAX_VALUE)", k, k, k, Integer.class));
      }
      wrapped.add(CodeBlock.of("fromEnd(i$L, $L, n$L)", k, k, k));
      terms.add(CodeBlock.of("i$L * s$L", k, k));
    }
    if (!plainChecks.isEmpty()) {
      // one failure call for all axes keeps position() small enough to inline at every rank
      position
          .beginControlFlow("if ($L)", CodeBlock.join(plainChecks, "$W|| "))
          .addStatement("return wrappedPosition($L)", t.each("i"))
          .endControlFlow();
    }
    if (rangeCheckLast) {
      // the last index varies along a row: a range check the JIT merges across unrolled accesses
      position
          .beginControlFlow("try")
          .addStatement("$T.checkIndex(i$L, n$L)", Objects.class, last, last)
          .nextControlFlow("catch ($T e)", IndexOutOfBoundsException.class)
          .addStatement("return wrappedPosition($L)", t.each("i"))
          .endControlFlow();
    }
    m.add(
        MethodSpec.methodBuilder("wrappedPosition")
            .addJavadoc(
                "The storage index of $L after a failed check: negative indices count from the"
                    + " end.\n",
                t.tuple("i"))
            .addModifiers(Modifier.PRIVATE)
            .returns(TypeName.INT)
            .addParameters(t.intParams("i"))
            .addStatement("return position($L)", CodeBlock.join(wrapped, ", "))
            .build());
    m.add(
        MethodSpec.methodBuilder("fromEnd")
            .addJavadoc(
                "{@code index}, or {@code index + size} if negative, checked against {@code"
                    + " size}.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(TypeName.INT)
            .addParameter(TypeName.INT, "index")
            .addParameter(TypeName.INT, "axis")
            .addParameter(TypeName.INT, "size")
            .addStatement("int wrapped = index < 0 ? index + size : index")
            .beginControlFlow("if (wrapped < 0 || wrapped >= size)")
            .addStatement("throw $T.indexOutOfBounds(index, axis, size)", Types.ERRORS)
            .endControlFlow()
            .addStatement("return wrapped")
            .build());
    if (rowMajorForm(t)) {
      position
          .beginControlFlow("if (rowMajorStart >= 0)")
          .addStatement("return $L", horner(t, "rowMajorStart"))
          .endControlFlow();
      m.add(rowMajorStartMethod(t));
    }
    // The last axis's term is split on its stride being 1 (a contiguous row): that branch is
    // loop-invariant, so the JIT unswitches a loop on it and sees a plain unit-stride index it can
    // range-check once and vectorize.
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
                    + " size 5\";\n    negative indices count from the end\n",
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
                "Stores {@code value} at $L (Kotlin: {@code a[$L] = value}); negative indices"
                    + " count from the end.\n\n"
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
    if (rowMajorForm(t)) {
      m.add(fastSet(t, set));
      set =
          MethodSpec.methodBuilder("setChecked")
              .addJavadoc("{@code set} for any layout, writability and index; see {@code set}.\n")
              .addModifiers(Modifier.PRIVATE)
              .addParameters(t.intParams("i"))
              .addParameter(t.dt.value, "value");
    }
    // NumPy's order of checks: read-only, then the index, then the value
    set.beginControlFlow("if (!writable)")
        .addStatement("throw $T.readOnly()", Types.ERRORS)
        .endControlFlow();
    CodeBlock range = t.dt.rangeCheck("value");
    if (range.isEmpty()) {
      set.addStatement("data[position($L)] = $L", t.each("i"), t.dt.toRaw(CodeBlock.of("value")));
    } else {
      set.addStatement("int p = position($L)", t.each("i"));
      set.addCode(range);
      set.addStatement("data[p] = $L", t.dt.toRaw(CodeBlock.of("value")));
    }
    m.add(set.build());
    return m;
  }

  /**
   * {@code set} of a writable row-major array with every index in bounds, behind one branch to
   * {@code setChecked} (see the class comment): {@code writeStart}, the outer indices' signs or-ed,
   * their plain upper bounds, the last axis masked as in {@code position}.
   */
  private static MethodSpec fastSet(Target t, MethodSpec.Builder set) {
    int last = t.rank - 1;
    List<CodeBlock> outer = new ArrayList<>();
    List<CodeBlock> upper = new ArrayList<>();
    for (int k = 0; k < last; k++) {
      outer.add(CodeBlock.of("i$L", k));
      upper.add(CodeBlock.of("i$L >= n$L", k, k));
    }
    List<CodeBlock> tests = new ArrayList<>();
    tests.add(CodeBlock.of("start < 0"));
    tests.add(CodeBlock.of("($L) < 0", CodeBlock.join(outer, " | ")));
    tests.addAll(upper);
    tests.add(
        CodeBlock.of("i$L < 0 || i$L >= (n$L & $T.MAX_VALUE)", last, last, last, Integer.class));
    set.addStatement("int start = writeStart")
        .beginControlFlow("if ($L)", CodeBlock.join(tests, "$W|| "))
        .addStatement("setChecked($L, value)", t.each("i"))
        .addStatement("return")
        .endControlFlow()
        .addCode(t.dt.rangeCheck("value"))
        .addStatement("data[$L] = $L", horner(t, "start"), t.dt.toRaw(CodeBlock.of("value")));
    return set.build();
  }

  /** {@code ((i0 + start) * n1 + i1) * n2 + …}: the row-major position. */
  private static CodeBlock horner(Target t, String start) {
    CodeBlock horner = CodeBlock.of("(i0 + $L)", start);
    for (int k = 1; k < t.rank; k++) {
      horner = CodeBlock.of("$L * n$L + i$L", k == 1 ? horner : CodeBlock.of("($L)", horner), k, k);
    }
    return horner;
  }

  static String rangeDoc(Target t) {
    return t.dt.rangeCheck("v").isEmpty()
        ? ""
        : "@throws IllegalArgumentException if {@code value} is outside the "
            + t.dtypeName()
            + " range\n";
  }
}
