package io.ndgen.runtime.ops;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.Layout;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import io.ndgen.runtime.internal.CastKernels;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.LoopPlan;
import io.ndgen.runtime.internal.PlanRuns;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.internal.StrideOrder;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The ufunc driver: picks the loop dtype, broadcasts, checks or allocates the output, casts inputs
 * that are not of the loop dtype, and runs a per-dtype inner loop over every run of a {@link
 * LoopPlan} (output first, so writes are sequential).
 *
 * <p>Contract: inputs may be any views (transposed, stepped, negative, broadcast); the output may
 * be any writable view of the broadcast shape whose dtype the result casts to with {@code
 * same_kind}. An input that shares storage with the output in a different layout is copied first,
 * so results are as if all inputs were read before any output was written (NumPy's overlap
 * guarantee). Not handled: NumPy's {@code where=} mask, {@code casting=} other than same_kind,
 * {@code dtype=}.
 */
final class Elementwise {
  private Elementwise() {}

  /** The dtype NumPy's ufunc loop for {@code op} runs in for these input dtypes. */
  static DType loopType(BinaryOp op, DType a, DType b) {
    DType t = Promotion.promote(a, b);
    switch (op) {
      case SUBTRACT:
        if (t == DType.BOOL) {
          throw new IllegalArgumentException(
              "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor,"
                  + " the `^` operator, or the logical_xor function instead.");
        }
        return t;
      case DIVIDE:
        return t.isFloatingPoint() ? t : DType.FLOAT64;
      case FLOOR_DIVIDE:
      case REMAINDER:
      case POWER:
        return t == DType.BOOL ? DType.INT8 : t;
      default:
        return t;
    }
  }

  /** The dtype NumPy's loop for a unary {@code op} runs in for input dtype {@code a}. */
  static DType loopType(UnaryOp op, DType a) {
    if (op.isFloatFunction()) {
      if (a.isFloatingPoint()) {
        return a;
      }
      int size = a == DType.BOOL ? 1 : a.itemSize();
      return size == 1 ? DType.FLOAT16 : size == 2 ? DType.FLOAT32 : DType.FLOAT64;
    }
    if (a == DType.BOOL && op == UnaryOp.NEGATIVE) {
      throw new IllegalArgumentException(
          "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator"
              + " or the logical_not function instead.");
    }
    if (a == DType.BOOL && op == UnaryOp.SIGN) {
      throw new IllegalArgumentException(
          "ufunc 'sign' did not contain a loop with signature matching types bool -> None");
    }
    return a;
  }

  static StridedArray binary(
      BinaryOp op, StridedArray a, StridedArray b, @Nullable StridedArray out) {
    if (MixedSignComparison.applies(op, a.dtype(), b.dtype())) {
      return MixedSignComparison.compare(op, a, b, out);
    }
    DType loop = loopType(op, a.dtype(), b.dtype());
    DType result = op.isComparison() ? DType.BOOL : loop;
    BinaryLoop kernel = BinaryLoops.of(op, loop);
    if (kernel == null) {
      throw new AssertionError("no " + op + " loop for " + loop);
    }
    int[] shape = resultShape(out, a.shape(), b.shape());
    StridedArray target = target(op.numpyName(), result, shape, out, a, b);
    StridedArray x = ShortRuns.tiled(bufferedInput(a, loop, shape, target), target);
    StridedArray y = ShortRuns.tiled(bufferedInput(b, loop, shape, target), target);
    LoopPlan plan = plan(shape, target, x, y);
    if (plan.innerExtent() < RunBuffers.MIN_RUN && (x.dtype() != loop || y.dtype() != loop)) {
      // runs too short to buffer: cast whole, as before RunBuffers
      x = ShortRuns.tiled(input(a, loop, shape, target), target);
      y = ShortRuns.tiled(input(b, loop, shape, target), target);
      plan = plan(shape, target, x, y);
    }
    Object xd = x.storage();
    Object yd = y.storage();
    Object zd = target.storage();
    int zs = plan.innerStride(0);
    int xs = plan.innerStride(1);
    int ys = plan.innerStride(2);
    int run = plan.innerExtent();
    CastKernels.Loop fx = RunBuffers.feed(x, loop, xs, zs, run, RunBuffers.GATHER_STRIDE);
    CastKernels.Loop fy = RunBuffers.feed(y, loop, ys, zs, run, RunBuffers.GATHER_STRIDE);
    if (fx != null || fy != null) {
      PlanRuns.forEach(
          plan,
          (od, j, n) ->
              RunBuffers.binary(
                  kernel,
                  loop,
                  xd,
                  od.position(1) + j * xs,
                  xs,
                  fx,
                  yd,
                  od.position(2) + j * ys,
                  ys,
                  fy,
                  zd,
                  od.position(0) + j * zs,
                  zs,
                  n));
      return finish(target, out);
    }
    PlanRuns.forEach(
        plan,
        (od, j, n) ->
            kernel.run(
                xd,
                od.position(1) + j * xs,
                xs,
                yd,
                od.position(2) + j * ys,
                ys,
                zd,
                od.position(0) + j * zs,
                zs,
                n));
    return finish(target, out);
  }

  static StridedArray unary(UnaryOp op, StridedArray a, @Nullable StridedArray out) {
    DType loop = loopType(op, a.dtype());
    UnaryLoop kernel = UnaryLoops.of(op, loop);
    if (kernel == null) {
      throw new AssertionError("no " + op + " loop for " + loop);
    }
    int[] shape = resultShape(out, a.shape());
    DType result = op.isPredicate() ? DType.BOOL : loop;
    StridedArray target = target(op.numpyName(), result, shape, out, a);
    StridedArray x = bufferedInput(a, loop, shape, target);
    LoopPlan plan = plan(shape, target, x);
    if (plan.innerExtent() < RunBuffers.MIN_RUN && x.dtype() != loop) {
      x = input(a, loop, shape, target); // runs too short to buffer: cast whole
      plan = plan(shape, target, x);
    }
    Object xd = x.storage();
    Object zd = target.storage();
    int zs = plan.innerStride(0);
    int xs = plan.innerStride(1);
    int gather = op.isFloatFunction() ? Integer.MAX_VALUE : RunBuffers.GATHER_STRIDE;
    CastKernels.Loop fx = RunBuffers.feed(x, loop, xs, zs, plan.innerExtent(), gather);
    if (fx != null) {
      PlanRuns.forEach(
          plan,
          (od, j, n) ->
              RunBuffers.unary(
                  kernel,
                  loop,
                  xd,
                  od.position(1) + j * xs,
                  xs,
                  fx,
                  zd,
                  od.position(0) + j * zs,
                  zs,
                  n));
      return finish(target, out);
    }
    PlanRuns.forEach(
        plan,
        (od, j, n) ->
            kernel.run(xd, od.position(1) + j * xs, xs, zd, od.position(0) + j * zs, zs, n));
    return finish(target, out);
  }

  static StridedArray where(StridedArray cond, StridedArray x, StridedArray y) {
    DType t = Promotion.promote(x.dtype(), y.dtype());
    StridedArray c = cond.dtype() == DType.BOOL ? cond : cond.astype(DType.BOOL);
    int[] shape = Layout.broadcastShapes(c.shape(), x.shape(), y.shape());
    StridedArray target = allocate(t, shape, c, x, y);
    StridedArray cc = c.broadcastTo(shape);
    StridedArray xx = input(x, t, shape, target);
    StridedArray yy = input(y, t, shape, target);
    LoopPlan plan =
        LoopPlan.plan(
            shape,
            new int[][] {target.strides(), cc.strides(), xx.strides(), yy.strides()},
            new int[] {target.offset(), cc.offset(), xx.offset(), yy.offset()});
    WhereLoop kernel = WhereLoops.forComponent(t.storageType());
    boolean[] cd = (boolean[]) cc.storage();
    int zs = plan.innerStride(0);
    int cs = plan.innerStride(1);
    int xs = plan.innerStride(2);
    int ys = plan.innerStride(3);
    PlanRuns.forEach(
        plan,
        (od, j, n) ->
            kernel.run(
                cd,
                od.position(1) + j * cs,
                cs,
                xx.storage(),
                od.position(2) + j * xs,
                xs,
                yy.storage(),
                od.position(3) + j * ys,
                ys,
                target.storage(),
                od.position(0) + j * zs,
                zs,
                n));
    return target;
  }

  /**
   * The broadcast shape of the inputs; with an output, the output's shape, which the inputs must
   * broadcast to (the output itself is never broadcast).
   */
  static int[] resultShape(@Nullable StridedArray out, int[]... inputs) {
    if (out == null) {
      return Layout.broadcastShapes(inputs);
    }
    int[][] all = Arrays.copyOf(inputs, inputs.length + 1);
    all[inputs.length] = out.shape();
    int[] full = Layout.broadcastShapes(all);
    if (!Arrays.equals(full, out.shape())) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "non-broadcastable output operand with shape "
              + Shapes.formatCompact(out.shape())
              + " doesn't match the broadcast shape "
              + Shapes.formatCompact(Layout.broadcastShapes(inputs)));
    }
    return full;
  }

  /**
   * Where the loop writes: a new array of the result dtype, or {@code out} itself when it has the
   * result dtype, or a temporary that {@link #finish} casts into {@code out}.
   */
  static StridedArray target(
      String ufunc, DType result, int[] shape, @Nullable StridedArray out, StridedArray... inputs) {
    if (out == null) {
      return allocate(result, shape, inputs);
    }
    if (!out.isWritable()) {
      throw Errors.readOnlyOutput();
    }
    if (!Promotion.canCastSameKind(result, out.dtype())) {
      throw new IllegalArgumentException(
          "Cannot cast ufunc '"
              + ufunc
              + "' output from dtype('"
              + result.numpyName()
              + "') to dtype('"
              + out.dtype().numpyName()
              + "') with casting rule 'same_kind'");
    }
    return out.dtype() == result ? out : allocate(result, shape, inputs);
  }

  static StridedArray finish(StridedArray target, @Nullable StridedArray out) {
    if (out == null) {
      return target;
    }
    if (target != out) {
      target.copyInto(out);
    }
    return out;
  }

  /** The loop over {@code shape} for the target and its inputs, the target deciding the order. */
  private static LoopPlan plan(int[] shape, StridedArray target, StridedArray... inputs) {
    int[][] strides = new int[inputs.length + 1][];
    int[] offsets = new int[inputs.length + 1];
    strides[0] = target.strides();
    offsets[0] = target.offset();
    for (int i = 0; i < inputs.length; i++) {
      strides[i + 1] = inputs[i].strides();
      offsets[i + 1] = inputs[i].offset();
    }
    return LoopPlan.plan(shape, strides, offsets);
  }

  /**
   * As {@link #input}, but a large input of another dtype stays as it is, broadcast to {@code
   * shape}: {@link RunBuffers} casts it run by run.
   */
  private static StridedArray bufferedInput(
      StridedArray a, DType loop, int[] shape, StridedArray target) {
    if (a.dtype() != loop && RunBuffers.castByRuns(a, target)) {
      return a.broadcastTo(shape);
    }
    return input(a, loop, shape, target);
  }

  /**
   * An input cast to the loop dtype (a copy if it differs), copied if it overlaps the target in
   * another layout, then broadcast to {@code shape} (a view).
   */
  static StridedArray input(StridedArray a, DType loop, int[] shape, StridedArray target) {
    StridedArray x = a.dtype() == loop ? a : a.astype(loop);
    if (x.sharesStorage(target)
        && !x.layout().equals(target.layout())
        && x.layout().rangeOverlaps(target.layout())) {
      x = x.copy();
    }
    return x.broadcastTo(shape);
  }

  /**
   * A new zeroed result of {@code shape} laid out as NumPy's ufuncs allocate theirs ({@code
   * order='K'}): contiguous, its axes nested in the order NumPy's iterator visits the inputs
   * ({@link StrideOrder#forIteration}, C order winning where inputs disagree), so a permuted
   * operand gives a result permuted the same way, a reversed one a result in C order. Each input is
   * read broadcast to {@code shape}; broadcast axes and axes of extent one (stride 0 in NumPy's
   * iterator) take no part in the choice.
   */
  static StridedArray allocate(DType dtype, int[] shape, StridedArray... inputs) {
    int rank = shape.length;
    int[][] strides = new int[inputs.length][];
    for (int i = 0; i < inputs.length; i++) {
      int[] s = new int[rank];
      StridedArray in = inputs[i];
      int lead = rank - in.rank();
      for (int k = 0; k < in.rank(); k++) {
        s[lead + k] = in.shape(k) == 1 ? 0 : in.strides()[k];
      }
      strides[i] = s;
    }
    Layout layout = StrideOrder.forResult(shape, strides);
    return StridedArray.wrap(dtype, Storage.allocate(dtype, layout.size()), layout);
  }
}
