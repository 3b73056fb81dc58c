package io.ndgen.runtime;

import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Odometer;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.StrideOrder;
import java.util.Arrays;
import java.util.BitSet;
import org.jspecify.annotations.Nullable;

/**
 * The indexing schema of a strided array: {@code shape}, {@code strides} (in elements, not bytes)
 * and {@code offset}. Element {@code (i0, …, in)} lives at storage index {@code offset + Σ
 * ik·strides[k]}.
 *
 * <p>Immutable. Every method that returns a {@code Layout} is a pure O(rank) computation on the
 * schema — the view operations of NumPy — and never touches data. All schema algebra of ndgen lives
 * here; arrays delegate to it. Results follow NumPy exactly (shape, strides of axes with extent
 * above one, offset, errors); the strides NumPy gives axes of extent one are arbitrary and are
 * matched where cheap, not promised. So are the strides and offset of an empty layout, which no
 * element uses: NumPy 2 allocates empty arrays with zero strides but gives reshaped ones nonzero
 * strides; ndgen keeps the offset of an empty slice at the axis start and uses zero strides for
 * fresh empty layouts.
 */
public final class Layout {
  private final int[] shape;
  private final int[] strides;
  private final int offset;
  private final int size;

  private Layout(int[] shape, int[] strides, int offset, int size) {
    this.shape = shape;
    this.strides = strides;
    this.offset = offset;
    this.size = size;
  }

  /**
   * A layout with the given schema, validated: same rank, non-negative extents, size and every
   * reachable index within {@code int}. Bounds against a storage are checked by {@link
   * #checkWithin(int)}.
   */
  public static Layout of(int[] shape, int[] strides, int offset) {
    if (shape.length != strides.length) {
      throw new ShapeException(
          ShapeException.Kind.INVALID_ARGUMENT,
          "shape "
              + Shapes.format(shape)
              + " and strides "
              + Shapes.format(strides)
              + " have different lengths");
    }
    int size = Shapes.checkedSize(shape);
    Layout layout = new Layout(shape.clone(), strides.clone(), offset, size);
    if (size > 0) {
      layout.extremeIndex(true);
      layout.extremeIndex(false);
    }
    return layout;
  }

  /** The contiguous layout of {@code shape} in C (row-major) order at offset 0. */
  public static Layout contiguous(int... shape) {
    return contiguous(Order.C, shape);
  }

  /**
   * The contiguous layout of {@code shape} in the given order at offset 0. As NumPy 2 allocates
   * arrays, an empty shape (an extent of zero) gets all-zero strides: no stride of an empty array
   * is ever used, and zeros cannot overflow however large the other extents are.
   */
  public static Layout contiguous(Order order, int... shape) {
    int size = Shapes.checkedSize(shape);
    return new Layout(shape.clone(), contiguousStrides(order, shape), 0, size);
  }

  static int[] contiguousStrides(Order order, int[] shape) {
    int n = shape.length;
    int[] axes = new int[n];
    for (int k = 0; k < n; k++) {
      axes[k] = order == Order.C ? k : n - 1 - k;
    }
    return StrideOrder.nestedStrides(shape, axes);
  }

  /**
   * A fresh contiguous layout for a copy of {@code prototype} that keeps its memory order, as
   * NumPy's {@code order='K'} ({@code astype}, {@code empty_like}): C order if the prototype is
   * C-contiguous or has rank at most one, else F order if it is F-contiguous, else the axes nested
   * by decreasing |stride| (ties keep axis order), so the copy walks memory the same way.
   */
  public static Layout contiguousLike(Layout prototype) {
    int[] shape = prototype.shape;
    if (prototype.rank() <= 1 || prototype.isCContiguous()) {
      return contiguous(Order.C, shape);
    }
    if (prototype.isFContiguous()) {
      return contiguous(Order.F, shape);
    }
    int[] strides = StrideOrder.nestedStrides(shape, StrideOrder.forNewArray(prototype.strides));
    return new Layout(shape.clone(), strides, 0, prototype.size);
  }

  /**
   * A fresh contiguous layout of {@code shape} whose axes nest as the memory order of several
   * arrays of that rank ({@link StrideOrder#forNewArray(int[][], int[][])}), as NumPy lays out the
   * result of {@code concatenate}.
   */
  static Layout contiguousLike(int[] shape, Layout... prototypes) {
    int[][] shapes = new int[prototypes.length][];
    int[][] strides = new int[prototypes.length][];
    for (int p = 0; p < prototypes.length; p++) {
      shapes[p] = prototypes[p].shape;
      strides[p] = prototypes[p].strides;
    }
    int size = Shapes.checkedSize(shape);
    int[] nested = StrideOrder.nestedStrides(shape, StrideOrder.forNewArray(shapes, strides));
    return new Layout(shape.clone(), nested, 0, size);
  }

  // ---------------------------------------------------------------- metadata

  public int rank() {
    return shape.length;
  }

  /** Number of elements: the product of the extents. */
  public int size() {
    return size;
  }

  /** A copy of the extents. */
  public int[] shape() {
    return shape.clone();
  }

  /** A copy of the strides, in elements. */
  public int[] strides() {
    return strides.clone();
  }

  /** Extent of one axis (no negative-axis wrapping: this is the hot accessor). */
  public int shape(int axis) {
    return shape[axis];
  }

  /** Stride of one axis, in elements. */
  public int stride(int axis) {
    return strides[axis];
  }

  /** Storage index of element {@code (0, …, 0)}. */
  public int offset() {
    return offset;
  }

  /**
   * Storage index of an element, with each index checked against its axis.
   *
   * @throws IndexOutOfBoundsException "index 7 is out of bounds for axis 1 with size 5"; negative
   *     indices are not wrapped here
   */
  public int indexOf(int... index) {
    if (index.length != shape.length) {
      throw Errors.indexCount(index.length, shape.length);
    }
    int pos = offset;
    for (int k = 0; k < index.length; k++) {
      int i = index[k];
      if (i < 0 || i >= shape[k]) {
        throw Errors.indexOutOfBounds(i, k, shape[k]);
      }
      pos += i * strides[k];
    }
    return pos;
  }

  // ---------------------------------------------------------------- flags

  /**
   * NumPy's C-contiguity: walking axes from last to first, every axis of extent above one has
   * stride equal to the product of the later extents. Empty layouts are contiguous.
   */
  public boolean isCContiguous() {
    return isContiguous(Order.C);
  }

  /** NumPy's F-contiguity: as {@link #isCContiguous()} with the axes read first to last. */
  public boolean isFContiguous() {
    return isContiguous(Order.F);
  }

  /** True if the layout is contiguous in the given order (NumPy's flag rules). */
  public boolean isContiguous(Order order) {
    if (size == 0) {
      return true;
    }
    long expected = 1;
    int n = shape.length;
    for (int k = 0; k < n; k++) {
      int axis = order == Order.C ? n - 1 - k : k;
      if (shape[axis] != 1) {
        if (strides[axis] != expected) {
          return false;
        }
        expected *= shape[axis];
      }
    }
    return true;
  }

  /** Smallest storage index any element occupies; {@code offset} for an empty layout. */
  public int minIndex() {
    return size == 0 ? offset : extremeIndex(false);
  }

  /** Largest storage index any element occupies; {@code offset - 1} for an empty layout. */
  public int maxIndex() {
    return size == 0 ? offset - 1 : extremeIndex(true);
  }

  private int extremeIndex(boolean max) {
    long pos = offset;
    for (int k = 0; k < shape.length; k++) {
      long reach = (long) (shape[k] - 1) * strides[k];
      if ((reach > 0) == max) {
        pos += reach;
      }
    }
    if (pos != (int) pos) {
      throw new ShapeException(
          ShapeException.Kind.OVERFLOW,
          "layout with shape "
              + Shapes.format(shape)
              + ", strides "
              + Shapes.format(strides)
              + " and offset "
              + offset
              + " reaches storage index "
              + pos
              + ", beyond the int range");
    }
    return (int) pos;
  }

  /**
   * Checks that every element lies in a storage of {@code length} elements.
   *
   * @throws ShapeException of kind OUT_OF_BOUNDS naming the index range and the storage length
   */
  public void checkWithin(int length) {
    if (size == 0) {
      return;
    }
    int lo = minIndex();
    int hi = maxIndex();
    if (lo < 0 || hi >= length) {
      throw new ShapeException(
          ShapeException.Kind.OUT_OF_BOUNDS,
          "layout with shape "
              + Shapes.format(shape)
              + ", strides "
              + Shapes.format(strides)
              + " and offset "
              + offset
              + " reaches storage indices "
              + lo
              + ".."
              + hi
              + ", outside a storage of "
              + length
              + " elements");
    }
  }

  /**
   * True if the storage index ranges of the two layouts intersect (both non-empty): the cheap test
   * that decides whether a copy between them needs a temporary. It may say true for layouts that
   * interleave without sharing an element; {@code StridedArray.sharesMemory} is exact.
   */
  public boolean rangeOverlaps(Layout other) {
    return size > 0
        && other.size > 0
        && minIndex() <= other.maxIndex()
        && other.minIndex() <= maxIndex();
  }

  /**
   * True if some storage index is reachable from both layouts (over one storage, NumPy's exact
   * {@code shares_memory}): the {@link #rangeOverlaps} test first, then every index of the smaller
   * layout marked in a bit set over the common range, and the other's looked up in it.
   */
  boolean sharesIndex(Layout other) {
    if (!rangeOverlaps(other)) {
      return false;
    }
    Layout a = this;
    Layout b = other;
    if (a.size() > b.size()) {
      Layout t = a;
      a = b;
      b = t;
    }
    int lo = Math.max(a.minIndex(), b.minIndex());
    int hi = Math.min(a.maxIndex(), b.maxIndex());
    BitSet marks = new BitSet(hi - lo + 1);
    Odometer w = Odometer.of(a);
    for (int i = 0; i < a.size(); i++, w.next()) {
      int p = w.position();
      if (p >= lo && p <= hi) {
        marks.set(p - lo);
      }
    }
    w = Odometer.of(b);
    for (int i = 0; i < b.size(); i++, w.next()) {
      int p = w.position();
      if (p >= lo && p <= hi && marks.get(p - lo)) {
        return true;
      }
    }
    return false;
  }

  /**
   * True if two different indices can map to one storage element (a zero stride on an axis of
   * extent above one, or an {@code asStrided} that folds axes onto each other).
   *
   * <p>Contract: exact. It first tries the sufficient condition for uniqueness (axes sorted by
   * |stride|, each stride larger than the span of all smaller ones); if that fails and the span is
   * at most 2^24 elements, it marks every touched index in a bit set; beyond that it answers true
   * (conservative), which only makes such a view read-only.
   */
  public boolean hasInternalOverlap() {
    if (size <= 1) {
      return false;
    }
    int n = 0;
    long[] axes = new long[shape.length];
    for (int k = 0; k < shape.length; k++) {
      if (shape[k] > 1) {
        if (strides[k] == 0) {
          return true;
        }
        axes[n++] = ((long) Math.abs(strides[k]) << 32) | shape[k];
      }
    }
    axes = Arrays.copyOf(axes, n);
    Arrays.sort(axes);
    long span = 0;
    boolean unique = true;
    for (long packed : axes) {
      long stride = packed >>> 32;
      long extent = packed & 0xffffffffL;
      if (stride <= span) {
        unique = false;
      }
      span += stride * (extent - 1);
    }
    if (unique) {
      return false;
    }
    if (span >= (1 << 24)) {
      return true;
    }
    BitSet seen = new BitSet((int) span + 1);
    int lo = minIndex();
    Odometer walk = Odometer.of(this);
    for (int i = 0; i < size; i++, walk.next()) {
      int pos = walk.position() - lo;
      if (seen.get(pos)) {
        return true;
      }
      seen.set(pos);
    }
    return false;
  }

  // ---------------------------------------------------------------- views

  /**
   * Axes reordered: axis {@code k} of the result is axis {@code axes[k]} of this layout (NumPy's
   * {@code transpose(axes)}; negative axes count from the end).
   */
  public Layout permute(int... axes) {
    if (axes.length != shape.length) {
      throw new ShapeException(
          ShapeException.Kind.INVALID_ARGUMENT,
          "axes don't match array (axes "
              + Shapes.format(axes)
              + " for an array of dimension "
              + shape.length
              + ")");
    }
    int[] newShape = new int[axes.length];
    int[] newStrides = new int[axes.length];
    boolean[] used = new boolean[axes.length];
    for (int k = 0; k < axes.length; k++) {
      int axis = Shapes.normalizeAxis(axes[k], shape.length);
      if (used[axis]) {
        throw new ShapeException(
            ShapeException.Kind.INVALID_ARGUMENT,
            "repeated axis in transpose (axes "
                + Shapes.format(axes)
                + " is not a permutation: axis "
                + axis
                + " repeated)");
      }
      used[axis] = true;
      newShape[k] = shape[axis];
      newStrides[k] = strides[axis];
    }
    return new Layout(newShape, newStrides, offset, size);
  }

  /** All axes reversed (NumPy's {@code a.T}). */
  public Layout transpose() {
    int n = shape.length;
    int[] axes = new int[n];
    for (int k = 0; k < n; k++) {
      axes[k] = n - 1 - k;
    }
    return permute(axes);
  }

  /** Two axes exchanged (NumPy's {@code swapaxes}). */
  public Layout swapAxes(int axis1, int axis2) {
    int a = swapAxis("axis1", axis1);
    int b = swapAxis("axis2", axis2);
    int[] axes = new int[shape.length];
    for (int k = 0; k < axes.length; k++) {
      axes[k] = k;
    }
    axes[a] = b;
    axes[b] = a;
    return permute(axes);
  }

  /** {@code axis} counted from the end if negative; NumPy's AxisError names the argument. */
  private int swapAxis(String argument, int axis) {
    if (axis < -shape.length || axis >= shape.length) {
      throw Errors.axisOutOfBounds(argument, axis, shape.length);
    }
    return axis < 0 ? axis + shape.length : axis;
  }

  /**
   * One axis sliced as Python's {@code start:stop:step}: negative {@code start}/{@code stop} count
   * from the end and both are clamped (pass {@link Integer#MIN_VALUE} or {@link Integer#MAX_VALUE}
   * for an open end, which Python's clamping turns into the right default for either sign of step).
   * Length is {@code ceil((stop-start)/step)} or 0, the stride is multiplied by {@code step}, the
   * offset moves by {@code start*stride}.
   *
   * @throws ShapeException if {@code step} is 0, or the new stride overflows
   */
  public Layout slice(int axis, int start, int stop, int step) {
    int ax = Shapes.normalizeAxis(axis, shape.length);
    if (step == 0) {
      throw Errors.zeroStep();
    }
    int n = shape[ax];
    int lo = clampSliceBound(start, n, step);
    int hi = clampSliceBound(stop, n, step);
    int length;
    if (step > 0) {
      length = hi > lo ? (int) (((long) hi - lo - 1) / step + 1) : 0;
    } else {
      length = hi < lo ? (int) (((long) lo - hi - 1) / -(long) step + 1) : 0;
    }
    int[] newShape = shape.clone();
    int[] newStrides = strides.clone();
    newShape[ax] = length;
    if (length == 0) {
      // as NumPy: an empty slice stays at the axis start with the axis's stride (start 0, step 1)
      return new Layout(newShape, newStrides, offset, 0);
    }
    if (length > 1) {
      newStrides[ax] = Shapes.multiplyExact(strides[ax], step, "stride");
    } else {
      // NumPy multiplies regardless; the stride of an extent-1 axis is never used, so a product
      // beyond the int range is replaced by 0 instead of failing a valid slice.
      long product = (long) strides[ax] * step;
      newStrides[ax] = product == (int) product ? (int) product : 0;
    }
    int newOffset = Shapes.addExact(offset, (long) lo * strides[ax], "offset");
    return new Layout(newShape, newStrides, newOffset, sizeWith(newShape));
  }

  /** Python's {@code PySlice_AdjustIndices} for one bound. */
  private static int clampSliceBound(int bound, int n, int step) {
    long b = bound;
    if (b < 0) {
      b += n;
      if (b < 0) {
        b = step < 0 ? -1 : 0;
      }
    } else if (b >= n) {
      b = step < 0 ? n - 1 : n;
    }
    return (int) b;
  }

  private static int sizeWith(int[] shape) {
    long s = 1;
    for (int n : shape) {
      s *= n;
    }
    return (int) s; // only called on shapes no larger than an existing layout's
  }

  /**
   * The sub-layout at {@code index} along one axis, which is removed (NumPy's {@code a[..., i,
   * ...]}). Negative indices count from the end.
   *
   * @throws IndexOutOfBoundsException "index 7 is out of bounds for axis 1 with size 5"
   */
  public Layout select(int axis, int index) {
    int ax = Shapes.normalizeAxis(axis, shape.length);
    int n = shape[ax];
    if (index < -n || index >= n) {
      throw Errors.indexOutOfBounds(index, ax, n);
    }
    int i = index < 0 ? index + n : index;
    int newOffset = offset + i * strides[ax];
    return new Layout(remove(shape, ax), remove(strides, ax), newOffset, n == 0 ? 0 : size / n);
  }

  /**
   * A new axis of extent one inserted at position {@code axis} of the result ({@code -rank-1 ≤ axis
   * ≤ rank}), as NumPy's {@code expand_dims}.
   */
  public Layout expandDims(int axis) {
    int ax = Shapes.normalizeAxis(axis, shape.length + 1);
    Shapes.checkRank(shape.length + 1);
    // np.expand_dims is a.reshape(shape with the 1 inserted): the unit axis's stride is the one
    // NumPy's no-copy reshape gives it (never used, but observable through strides()).
    int[] newShape = insert(shape, ax, 1);
    Layout reshaped = reshapeView(newShape, Order.C);
    int[] newStrides = reshaped != null ? reshaped.strides : insert(strides, ax, 0);
    return new Layout(newShape, newStrides, offset, size);
  }

  /** All axes of extent one removed (NumPy's {@code squeeze()}). */
  public Layout squeeze() {
    int kept = 0;
    for (int n : shape) {
      if (n != 1) {
        kept++;
      }
    }
    int[] newShape = new int[kept];
    int[] newStrides = new int[kept];
    int j = 0;
    for (int k = 0; k < shape.length; k++) {
      if (shape[k] != 1) {
        newShape[j] = shape[k];
        newStrides[j++] = strides[k];
      }
    }
    return new Layout(newShape, newStrides, offset, size);
  }

  /**
   * One axis of extent one removed.
   *
   * @throws ShapeException if that axis's extent is not one
   */
  public Layout squeeze(int axis) {
    if (shape.length == 0 && (axis == 0 || axis == -1)) {
      return this; // NumPy accepts axis 0 of a rank-0 array and leaves it as it is
    }
    int ax = Shapes.normalizeAxis(axis, shape.length);
    if (shape[ax] != 1) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "cannot select an axis to squeeze out which has size not equal to one (axis "
              + ax
              + " of shape "
              + Shapes.format(shape)
              + " has size "
              + shape[ax]
              + ")");
    }
    return new Layout(remove(shape, ax), remove(strides, ax), offset, size);
  }

  /** One axis reversed: NumPy's {@code flip(a, axis)}, i.e. {@code a[..., ::-1, ...]}. */
  public Layout flip(int axis) {
    return slice(axis, Integer.MAX_VALUE, Integer.MIN_VALUE, -1);
  }

  /**
   * This layout broadcast to {@code target} (NumPy's {@code broadcast_to}): axes are aligned at the
   * end; new leading axes and every axis of extent one (stretched or not) get stride 0, as NumPy's.
   *
   * @throws ShapeException checked in NumPy's order, in NumPy's words (the generic ones followed by
   *     the shapes): "cannot broadcast a non-scalar to a scalar array", "all elements of broadcast
   *     shape must be non-negative", "input operand has more dimensions than allowed by the axis
   *     remapping", "operands could not be broadcast together with remapped shapes
   *     [original->remapped]: (3,4) &nbsp;and requested shape (5,4)"
   */
  public Layout broadcastTo(int... target) {
    int n = target.length;
    if (n == 0 && shape.length > 0) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "cannot broadcast a non-scalar to a scalar array (shape "
              + Shapes.formatCompact(shape)
              + ")");
    }
    for (int extent : target) {
      if (extent < 0) {
        throw new ShapeException(
            ShapeException.Kind.INVALID_ARGUMENT,
            "all elements of broadcast shape must be non-negative (requested shape "
                + Shapes.formatCompact(target)
                + ")");
      }
    }
    int targetSize = Shapes.checkedSize(target);
    if (n < shape.length) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "input operand has more dimensions than allowed by the axis remapping (shape "
              + Shapes.formatCompact(shape)
              + ", requested shape "
              + Shapes.formatCompact(target)
              + ")");
    }
    if (!broadcastsTo(shape, target)) {
      throw Errors.remappedShapes(Shapes.formatCompact(shape), target);
    }
    int lead = n - shape.length;
    int[] newStrides = new int[n];
    for (int k = 0; k < shape.length; k++) {
      newStrides[lead + k] = shape[k] == 1 ? 0 : strides[k];
    }
    return new Layout(target.clone(), newStrides, offset, targetSize);
  }

  /**
   * This layout as the source of an assignment into {@code target}'s shape ({@code np.copyto(dst,
   * src)}, {@code dst[...] = src}): NumPy first drops the source's leading axes of extent one
   * beyond the target's rank (so a {@code (1, 4)} source fills a {@code (4,)} destination), then
   * broadcasts as {@link #broadcastTo}.
   *
   * @throws ShapeException NumPy's "could not broadcast input array from shape (3,) into shape
   *     (2,4)", naming the source's shape after the unit axes are dropped, as NumPy does
   */
  public Layout broadcastInto(int... target) {
    int drop = 0;
    while (shape.length - drop > target.length && shape[drop] == 1) {
      drop++;
    }
    int[] kept = Arrays.copyOfRange(shape, drop, shape.length);
    if (!broadcastsTo(kept, target)) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_SHAPE,
          "could not broadcast input array from shape "
              + Shapes.formatCompact(kept)
              + " into shape "
              + Shapes.formatCompact(target));
    }
    Layout src = new Layout(kept, Arrays.copyOfRange(strides, drop, shape.length), offset, size);
    return src.broadcastTo(target);
  }

  /** Whether {@code from} broadcasts to {@code to}: no more axes, each of extent one or equal. */
  private static boolean broadcastsTo(int[] from, int[] to) {
    int lead = to.length - from.length;
    if (lead < 0) {
      return false;
    }
    for (int k = 0; k < from.length; k++) {
      if (from[k] != 1 && from[k] != to[lead + k]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The shape NumPy's broadcasting gives these shapes together.
   *
   * @throws ShapeException "operands could not be broadcast together with shapes (3, 4) (5,)"
   */
  public static int[] broadcastShapes(int[]... shapes) {
    int rank = 0;
    for (int[] s : shapes) {
      rank = Math.max(rank, s.length);
    }
    Shapes.checkRank(rank);
    int[] out = new int[rank];
    Arrays.fill(out, 1);
    for (int[] s : shapes) {
      int lead = rank - s.length;
      for (int k = 0; k < s.length; k++) {
        int n = s[k];
        int o = out[lead + k];
        if (o == 1) {
          out[lead + k] = n;
        } else if (n != 1 && n != o) {
          throw Errors.notBroadcastable(shapes);
        }
      }
    }
    Shapes.checkedSize(out);
    return out;
  }

  /**
   * The same elements read in the given index order and laid out in {@code newShape}, without
   * copying, or {@code null} if the strides do not allow it (the caller must copy).
   *
   * <p>Contract (NumPy's {@code _reshape_with_copy_arg} and {@code _attempt_nocopy_reshape}):
   * {@code newShape} must already be resolved (no {@code -1}; see {@link #resolveShape}) and have
   * this layout's size. A layout contiguous in {@code order} gets fresh contiguous strides at the
   * same offset. Otherwise axes of extent one are dropped, old and new axes are grouped into runs
   * whose extent products match, and each old run must be contiguous enough in {@code order}
   * ({@code stride[k] == extent[k+1]*stride[k+1]} for C); the new run's strides are derived from
   * the run's innermost stride. Empty layouts are always contiguous, so the grouping never sees a
   * zero extent.
   */
  public @Nullable Layout reshapeView(int[] newShape, Order order) {
    int newSize = Shapes.checkedSize(newShape);
    if (newSize != size) {
      throw reshapeSizeError(newShape);
    }
    if (isContiguous(order)) {
      int[] fresh = contiguousStrides(order, newShape);
      return new Layout(newShape.clone(), fresh, offset, size);
    }
    int[] newStrides = attemptNoCopyReshape(newShape, order == Order.F);
    return newStrides == null ? null : new Layout(newShape.clone(), newStrides, offset, size);
  }

  private int @Nullable [] attemptNoCopyReshape(int[] newDims, boolean fOrder) {
    int[] oldDims = new int[shape.length];
    int[] oldStrides = new int[shape.length];
    int oldRank = 0;
    for (int k = 0; k < shape.length; k++) {
      if (shape[k] != 1) {
        oldDims[oldRank] = shape[k];
        oldStrides[oldRank++] = strides[k];
      }
    }
    int newRank = newDims.length;
    int[] newStrides = new int[newRank];
    int oi = 0;
    int oj = 1;
    int ni = 0;
    int nj = 1;
    while (ni < newRank && oi < oldRank) {
      long np = newDims[ni];
      long op = oldDims[oi];
      while (np != op) {
        if (np < op) {
          np *= newDims[nj++]; // trailing ones are handled after the loop
        } else {
          op *= oldDims[oj++];
        }
      }
      // the old axes oi..oj-1 must be combinable into one run
      for (int ok = oi; ok < oj - 1; ok++) {
        if (fOrder) {
          if ((long) oldStrides[ok + 1] != (long) oldDims[ok] * oldStrides[ok]) {
            return null;
          }
        } else if ((long) oldStrides[ok] != (long) oldDims[ok + 1] * oldStrides[ok + 1]) {
          return null;
        }
      }
      // derive the strides of the new axes ni..nj-1 from that run
      if (fOrder) {
        newStrides[ni] = oldStrides[oi];
        for (int nk = ni + 1; nk < nj; nk++) {
          newStrides[nk] = newStrides[nk - 1] * newDims[nk - 1];
        }
      } else {
        newStrides[nj - 1] = oldStrides[oj - 1];
        for (int nk = nj - 1; nk > ni; nk--) {
          newStrides[nk - 1] = newStrides[nk] * newDims[nk];
        }
      }
      ni = nj++;
      oi = oj++;
    }
    // trailing axes of extent one
    int lastStride = ni >= 1 ? newStrides[ni - 1] : 1;
    if (fOrder && ni >= 1) {
      lastStride *= newDims[ni - 1];
    }
    for (int nk = ni; nk < newRank; nk++) {
      newStrides[nk] = lastStride;
    }
    return newStrides;
  }

  /**
   * {@code requested} with at most one {@code -1} replaced so the product is {@code size}.
   *
   * @throws ShapeException "can only specify one unknown dimension", "cannot reshape array of size
   *     12 into shape (5,)", or a negative extent other than -1
   */
  public static int[] resolveShape(int size, int... requested) {
    Shapes.checkRank(requested.length);
    int unknown = -1;
    long known = 1;
    for (int k = 0; k < requested.length; k++) {
      int n = requested[k];
      if (n == -1) {
        if (unknown >= 0) {
          throw new ShapeException(
              ShapeException.Kind.INVALID_ARGUMENT, "can only specify one unknown dimension");
        }
        unknown = k;
      } else if (n < 0) {
        throw new ShapeException(
            ShapeException.Kind.INVALID_ARGUMENT,
            "negative dimensions are not allowed: extent "
                + n
                + " on axis "
                + k
                + " of shape "
                + Shapes.format(requested));
      } else {
        known *= n;
        if (known > Integer.MAX_VALUE) {
          known = (long) Integer.MAX_VALUE + 1; // saturate: it cannot match any int size
        }
      }
    }
    int[] resolved = requested.clone();
    if (unknown >= 0) {
      if (known == 0 || size % known != 0) {
        throw reshapeSizeError(size, requested);
      }
      resolved[unknown] = (int) (size / known);
    } else if (known != size) {
      throw reshapeSizeError(size, requested);
    }
    return resolved;
  }

  private ShapeException reshapeSizeError(int[] newShape) {
    return reshapeSizeError(size, newShape);
  }

  private static ShapeException reshapeSizeError(int size, int[] newShape) {
    return new ShapeException(
        ShapeException.Kind.INCOMPATIBLE_SHAPE,
        "cannot reshape array of size "
            + size
            + " into shape "
            + Shapes.formatCompact(newShape).replace("-1", "newaxis")); // NumPy's words exactly
  }

  /**
   * A layout with arbitrary shape and strides over the same storage, as NumPy's {@code as_strided}
   * but with {@code storageOffset} an absolute storage index and every reachable index checked
   * against {@code storageLength}.
   *
   * @throws ShapeException of kind OUT_OF_BOUNDS if any element falls outside the storage
   */
  public static Layout asStrided(int[] shape, int[] strides, int storageOffset, int storageLength) {
    Layout layout = of(shape, strides, storageOffset);
    layout.checkWithin(storageLength);
    return layout;
  }

  // ---------------------------------------------------------------- value semantics

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Layout l
        && offset == l.offset
        && Arrays.equals(shape, l.shape)
        && Arrays.equals(strides, l.strides);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * Arrays.hashCode(shape) + Arrays.hashCode(strides)) + offset;
  }

  @Override
  public String toString() {
    return "Layout(shape="
        + Shapes.format(shape)
        + ", strides="
        + Shapes.format(strides)
        + ", offset="
        + offset
        + ")";
  }

  private static int[] remove(int[] a, int at) {
    int[] r = new int[a.length - 1];
    System.arraycopy(a, 0, r, 0, at);
    System.arraycopy(a, at + 1, r, at, a.length - at - 1);
    return r;
  }

  private static int[] insert(int[] a, int at, int value) {
    int[] r = new int[a.length + 1];
    System.arraycopy(a, 0, r, 0, at);
    r[at] = value;
    System.arraycopy(a, at, r, at + 1, a.length - at);
    return r;
  }
}
