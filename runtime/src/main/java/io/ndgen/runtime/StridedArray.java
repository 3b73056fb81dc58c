package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Errors;
import io.ndgen.runtime.internal.Odometer;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.internal.StridedCopy;
import io.ndgen.runtime.ops.BinaryOp;
import io.ndgen.runtime.ops.Ops;
import io.ndgen.runtime.ops.Promotion;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.ops.UnaryOp;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The generic n-dimensional strided array: any dtype, rank 0 to 64, NumPy semantics.
 *
 * <p>An array is a primitive storage array plus a {@link Layout} (shape, strides in elements,
 * offset). Methods documented as <em>views</em> return a new array over the same storage and touch
 * no data (O(rank)); methods documented as <em>copies</em> allocate new storage and walk memory in
 * layout order. A view's {@link #base()} is the array that owns the storage.
 *
 * <p>Views whose elements overlap each other (a broadcast, or an {@code asStrided} that maps two
 * indices to one element) are read-only, as NumPy's {@code broadcast_to} result is.
 */
public final class StridedArray {
  private final DType dtype;
  private final Object data;
  private final Layout layout;
  private final @Nullable StridedArray base;
  private final boolean writable;

  private StridedArray(
      DType dtype, Object data, Layout layout, @Nullable StridedArray base, boolean writable) {
    this.dtype = dtype;
    this.data = data;
    this.layout = layout;
    this.base = base;
    this.writable = writable;
  }

  // ================================================================ factories

  /** A new C-ordered array of zeros (copy). */
  public static StridedArray zeros(DType dtype, int... shape) {
    return zeros(dtype, Order.C, shape);
  }

  /** A new array of zeros in the given order. */
  public static StridedArray zeros(DType dtype, Order order, int... shape) {
    Layout layout = Layout.contiguous(order, shape);
    return new StridedArray(dtype, Storage.allocate(dtype, layout.size()), layout, null, true);
  }

  /** A new C-ordered array of ones. */
  public static StridedArray ones(DType dtype, int... shape) {
    return full(dtype, 1, shape);
  }

  /** A new C-ordered array with every element {@code value} (cast as {@link #setDouble}). */
  public static StridedArray full(DType dtype, double value, int... shape) {
    return full(dtype, Order.C, value, shape);
  }

  /** A new array in the given order with every element {@code value}. */
  public static StridedArray full(DType dtype, Order order, double value, int... shape) {
    StridedArray a = zeros(dtype, order, shape);
    a.fill(value);
    return a;
  }

  /**
   * {@code 0, 1, …, n-1} as a 1-D array (NumPy's {@code arange(n, dtype=…)}), filled as {@link
   * #arange(DType, double, double, double)} fills it: empty for {@code n <= 0}, wrapping in a
   * narrow integer dtype, and at most 2 elements for BOOL.
   */
  public static StridedArray arange(DType dtype, int n) {
    return Creation.arange(dtype, 0, n, 1);
  }

  /** A rank-0 array holding one value. */
  public static StridedArray scalar(DType dtype, double value) {
    StridedArray a = zeros(dtype);
    Storage.setDouble(dtype, a.data, 0, value);
    return a;
  }

  /**
   * An array over {@code data} (shared, not copied) in C order with the given shape; one {@code -1}
   * is inferred. FLOAT32.
   *
   * @throws ShapeException if the shape does not hold exactly {@code data.length} elements
   */
  public static StridedArray wrap(float[] data, int... shape) {
    return wrap(DType.FLOAT32, data, shape);
  }

  /** As {@link #wrap(float[], int...)}, FLOAT64. */
  public static StridedArray wrap(double[] data, int... shape) {
    return wrap(DType.FLOAT64, data, shape);
  }

  /**
   * As {@link #wrap(float[], int...)}, INT32 (use {@link #wrap(DType, Object, int...)} for UINT32).
   */
  public static StridedArray wrap(int[] data, int... shape) {
    return wrap(DType.INT32, data, shape);
  }

  /** As {@link #wrap(float[], int...)}, INT64. */
  public static StridedArray wrap(long[] data, int... shape) {
    return wrap(DType.INT64, data, shape);
  }

  /** As {@link #wrap(float[], int...)}, INT16 (FLOAT16 and UINT16 via the DType overload). */
  public static StridedArray wrap(short[] data, int... shape) {
    return wrap(DType.INT16, data, shape);
  }

  /** As {@link #wrap(float[], int...)}, INT8 (UINT8 via the DType overload). */
  public static StridedArray wrap(byte[] data, int... shape) {
    return wrap(DType.INT8, data, shape);
  }

  /** As {@link #wrap(float[], int...)}, BOOL. */
  public static StridedArray wrap(boolean[] data, int... shape) {
    return wrap(DType.BOOL, data, shape);
  }

  /**
   * An array of {@code dtype} over {@code data}, its storage primitive array, in C order.
   *
   * @throws IllegalArgumentException if {@code data} is not {@code dtype}'s storage type
   * @throws ShapeException if the shape does not hold exactly the array's length
   */
  public static StridedArray wrap(DType dtype, Object data, int... shape) {
    Storage.checkType(dtype, data);
    int[] resolved = Layout.resolveShape(Storage.length(data), shape);
    return new StridedArray(dtype, data, Layout.contiguous(resolved), null, true);
  }

  /**
   * An array of {@code dtype} over {@code data} with any layout, checked against the storage
   * bounds. Overlapping layouts give a read-only array. This is how generated classes and I/O hand
   * their storage to the runtime.
   */
  public static StridedArray wrap(DType dtype, Object data, Layout layout) {
    Storage.checkType(dtype, data);
    layout.checkWithin(Storage.length(data));
    return new StridedArray(dtype, data, layout, null, !layout.hasInternalOverlap());
  }

  // ================================================================ metadata

  public DType dtype() {
    return dtype;
  }

  /** The layout (shape, strides, offset) of this array. */
  public Layout layout() {
    return layout;
  }

  public int[] shape() {
    return layout.shape();
  }

  /** Extent of one axis; negative axes count from the end. */
  public int shape(int axis) {
    return layout.shape(Shapes.normalizeAxis(axis, layout.rank()));
  }

  /** Strides in elements. */
  public int[] strides() {
    return layout.strides();
  }

  /** Strides in bytes, as NumPy's {@code .strides}. */
  public long[] strideBytes() {
    long[] b = new long[layout.rank()];
    for (int k = 0; k < b.length; k++) {
      b[k] = (long) layout.stride(k) * dtype.itemSize();
    }
    return b;
  }

  /** Storage index of element {@code (0, …, 0)}. */
  public int offset() {
    return layout.offset();
  }

  public int rank() {
    return layout.rank();
  }

  public int size() {
    return layout.size();
  }

  /** Bytes per element. */
  public int itemSize() {
    return dtype.itemSize();
  }

  public boolean isCContiguous() {
    return layout.isCContiguous();
  }

  public boolean isFContiguous() {
    return layout.isFContiguous();
  }

  /** True if this array is the owner of its storage (not a view); NumPy's {@code owndata}. */
  public boolean ownsData() {
    return base == null;
  }

  /** False for read-only views and views whose elements overlap; NumPy's {@code writeable}. */
  public boolean isWritable() {
    return writable;
  }

  /** The array owning the storage this view looks at, or null if this array owns it. */
  public @Nullable StridedArray base() {
    return base;
  }

  /**
   * The backing primitive array, shared (e.g. {@code float[]} for FLOAT32). Writes to it bypass
   * {@link #isWritable()}; use it for interop with code that takes raw arrays.
   */
  public Object storage() {
    return data;
  }

  // ================================================================ element access

  @SuppressWarnings("fallthrough") // the unrolled axes below fall through on purpose
  private int position(int[] index) {
    int rank = layout.rank();
    if (index.length != rank) {
      throw Errors.indexCount(index.length, rank);
    }
    int pos = layout.offset();
    // Up to rank 4 the axes are unrolled with constant indices into the varargs array, so the JIT
    // can scalar-replace it and no array is allocated per access (a loop defeats that at rank 4).
    switch (rank) {
      case 4:
        pos += term(3, index[3]);
      // fall through
      case 3:
        pos += term(2, index[2]);
      // fall through
      case 2:
        pos += term(1, index[1]);
      // fall through
      case 1:
        pos += term(0, index[0]);
      // fall through
      case 0:
        return pos;
      default:
        for (int k = 0; k < rank; k++) {
          pos += term(k, index[k]);
        }
        return pos;
    }
  }

  /** {@code index * stride} on one axis, negative indices counted from the end, bounds-checked. */
  private int term(int axis, int index) {
    int n = layout.shape(axis);
    if (index < -n || index >= n) {
      throw Errors.indexOutOfBounds(index, axis, n);
    }
    return (index < 0 ? index + n : index) * layout.stride(axis);
  }

  /** The element as a double (any dtype; negative indices count from the end). */
  public double getDouble(int... index) {
    return Storage.getDouble(dtype, data, position(index));
  }

  /** Same as {@link #getDouble(int...)}; the name Kotlin's {@code a[i, j]} calls. */
  public double get(int... index) {
    return getDouble(index);
  }

  /**
   * The element of an integer or BOOL array, exactly (UINT64 as its bits).
   *
   * @throws IllegalStateException on a float dtype
   */
  public long getLong(int... index) {
    requireDType("getLong", dtype.isInteger() || dtype == DType.BOOL, "integer or bool");
    return Storage.getLong(dtype, data, position(index));
  }

  /**
   * The element of an integer type that fits an int (INT8, UINT8, INT16, UINT16, INT32) or BOOL.
   */
  public int getInt(int... index) {
    requireDType(
        "getInt",
        dtype.itemSize() < 4 && dtype != DType.FLOAT16 || dtype == DType.INT32,
        "int8, uint8, int16, uint16, int32 or bool");
    return (int) Storage.getLong(dtype, data, position(index));
  }

  /** The element of a FLOAT16 or FLOAT32 array. */
  public float getFloat(int... index) {
    requireDType(
        "getFloat", dtype == DType.FLOAT32 || dtype == DType.FLOAT16, "float16 or float32");
    return (float) Storage.getDouble(dtype, data, position(index));
  }

  /** The element of a BOOL array. */
  public boolean getBoolean(int... index) {
    requireDType("getBoolean", dtype == DType.BOOL, "bool");
    return ((boolean[]) data)[position(index)];
  }

  /**
   * Stores a double with NumPy's cast (floats round, integers truncate toward zero, BOOL is {@code
   * != 0}).
   *
   * @throws IllegalArgumentException if an integer dtype cannot hold the value (NumPy leaves it
   *     undefined; ndgen refuses and leaves the array unchanged)
   */
  public void setDouble(int[] index, double value) {
    requireWritable();
    Storage.setDouble(dtype, data, position(index), value);
  }

  /**
   * Stores a long exactly; integer dtypes check the range as NumPy 2 does for Python ints.
   *
   * @throws IllegalArgumentException "Python integer 300 out of bounds for uint8"
   */
  public void setLong(int[] index, long value) {
    requireWritable();
    Storage.setLong(dtype, data, position(index), value);
  }

  /** Stores an int; as {@link #setLong}. */
  public void setInt(int[] index, int value) {
    setLong(index, value);
  }

  /** Stores a float into a float array (FLOAT16 rounds to nearest even). */
  public void setFloat(int[] index, float value) {
    requireDType("setFloat", dtype.isFloatingPoint(), "float16, float32 or float64");
    setDouble(index, value);
  }

  /** Stores a boolean into a BOOL array. */
  public void setBoolean(int[] index, boolean value) {
    requireDType("setBoolean", dtype == DType.BOOL, "bool");
    requireWritable();
    ((boolean[]) data)[position(index)] = value;
  }

  /** Sets every element to {@code value} (cast as {@link #setDouble}); returns this. */
  public StridedArray fill(double value) {
    requireWritable();
    Object one = Storage.allocate(dtype, 1);
    Storage.setDouble(dtype, one, 0, value);
    int[] zero = new int[layout.rank()];
    StridedCopy.copy(layout.shape(), one, zero, 0, data, layout.strides(), layout.offset());
    return this;
  }

  private void requireDType(String accessor, boolean ok, String accepted) {
    if (!ok) {
      throw new IllegalStateException(
          accessor
              + " reads "
              + accepted
              + " arrays, this array is "
              + dtype.numpyName()
              + "; use getDouble or a matching accessor");
    }
  }

  private void requireWritable() {
    if (!writable) {
      throw Errors.readOnly();
    }
  }

  // ================================================================ views

  private StridedArray view(Layout l) {
    return new StridedArray(dtype, data, l, root(), writable);
  }

  private StridedArray root() {
    return base == null ? this : base;
  }

  /** View: axes reordered, axis k of the result is {@code axes[k]} of this. */
  public StridedArray permute(int... axes) {
    return view(layout.permute(axes));
  }

  /** View: all axes reversed ({@code a.T}). */
  public StridedArray transpose() {
    return view(layout.transpose());
  }

  /** View: two axes exchanged. */
  public StridedArray swapAxes(int axis1, int axis2) {
    return view(layout.swapAxes(axis1, axis2));
  }

  /**
   * View: one axis sliced {@code start:stop:step} with Python's rules; see {@link Layout#slice}.
   */
  public StridedArray slice(int axis, int start, int stop, int step) {
    return view(layout.slice(axis, start, stop, step));
  }

  /**
   * View: one axis sliced {@code start:stop} (step 1) with Python's rules; {@code stop} may be
   * {@link Index#END} for the end of the axis.
   */
  public StridedArray slice(int axis, int start, int stop) {
    return slice(axis, start, stop, 1);
  }

  /**
   * View: one axis from {@code start} to its end (NumPy's {@code a[..., start:]}); a negative
   * {@code start} counts from the end.
   */
  public StridedArray sliceFrom(int axis, int start) {
    return slice(axis, start, Index.END, 1);
  }

  /** View: the sub-array at {@code index} along {@code axis}, which is removed. */
  public StridedArray select(int axis, int index) {
    return view(layout.select(axis, index));
  }

  /** View: a new axis of extent one at {@code axis}. */
  public StridedArray expandDims(int axis) {
    return view(layout.expandDims(axis));
  }

  /**
   * View: all axes of extent one removed. Without such an axis this array itself is returned, as
   * NumPy's {@code squeeze()} does.
   */
  public StridedArray squeeze() {
    Layout l = layout.squeeze();
    return l.rank() == layout.rank() ? this : view(l);
  }

  /** View: one axis of extent one removed (error if its extent is not one). */
  public StridedArray squeeze(int axis) {
    return view(layout.squeeze(axis));
  }

  /** View: one axis reversed (negative stride). */
  public StridedArray flip(int axis) {
    return view(layout.flip(axis));
  }

  /** View: every axis reversed ({@code np.flip(a)}). */
  public StridedArray flip() {
    Layout l = layout;
    for (int k = 0; k < l.rank(); k++) {
      l = l.flip(k);
    }
    return view(l);
  }

  /**
   * Read-only view broadcast to {@code shape} (stride 0 on stretched and new axes). Always
   * read-only, as NumPy's {@code broadcast_to}, even when nothing is stretched.
   */
  public StridedArray broadcastTo(int... shape) {
    return new StridedArray(dtype, data, layout.broadcastTo(shape), root(), false);
  }

  /**
   * View with arbitrary shape and strides (in elements) over this array's storage, starting at the
   * absolute storage index {@code storageOffset}; bounds-checked against the storage. Read-only if
   * two indices map to one element.
   */
  public StridedArray asStrided(int[] shape, int[] strides, int storageOffset) {
    Layout l = Layout.asStrided(shape, strides, storageOffset, Storage.length(data));
    return new StridedArray(dtype, data, l, root(), writable && !l.hasInternalOverlap());
  }

  /** A read-only view of the same elements. */
  public StridedArray readOnly() {
    return new StridedArray(dtype, data, layout, root(), false);
  }

  /**
   * View only: the same elements in C index order with a new shape (one {@code -1} inferred), as
   * PyTorch's {@code view}.
   *
   * @throws ShapeException of kind INCOMPATIBLE_LAYOUT if the strides do not allow it without a
   *     copy (use {@link #reshape}), or INCOMPATIBLE_SHAPE for another size
   */
  public StridedArray view(int... shape) {
    int[] resolved = Layout.resolveShape(layout.size(), shape);
    Layout l = layout.reshapeView(resolved, Order.C);
    if (l == null) {
      throw new ShapeException(
          ShapeException.Kind.INCOMPATIBLE_LAYOUT,
          "cannot view array of shape "
              + Shapes.format(layout.shape())
              + " and strides "
              + Shapes.format(layout.strides())
              + " as shape "
              + Shapes.format(resolved)
              + " without copying; use reshape");
    }
    return view(l);
  }

  /**
   * The same elements in C index order with a new shape (one {@code -1} inferred): a view when the
   * strides allow it (NumPy's no-copy reshape), otherwise a C-ordered copy. {@link #sharesStorage}
   * tells which happened.
   */
  public StridedArray reshape(int... shape) {
    return reshape(Order.C, shape);
  }

  /**
   * The elements read in {@code order}'s index order and placed in a new shape in that order
   * (NumPy's {@code reshape(shape, order=…)}): a view when possible, else a copy contiguous in
   * {@code order} that owns its data (NumPy returns a view of a hidden copy, whose {@code owndata}
   * is false).
   */
  public StridedArray reshape(Order order, int... shape) {
    int[] resolved = Layout.resolveShape(layout.size(), shape);
    Layout l = layout.reshapeView(resolved, order);
    if (l != null) {
      return view(l);
    }
    StridedArray copy = copy(order);
    Layout fresh = copy.layout.reshapeView(resolved, order);
    return new StridedArray(dtype, copy.data, java.util.Objects.requireNonNull(fresh), null, true);
  }

  /** View by NumPy basic-index syntax, e.g. {@code index("1:, ::-1, None, ..., 0")}. */
  public StridedArray index(String index) {
    return view(IndexParser.apply(layout, index));
  }

  /** View by basic index items: integers, slices, new axes and at most one ellipsis. */
  public StridedArray index(Index... items) {
    return view(BasicIndexing.apply(layout, items));
  }

  // ================================================================ copies

  /** A C-ordered copy (NumPy's {@code a.copy()}). */
  public StridedArray copy() {
    return copy(Order.C);
  }

  /** A copy contiguous in the given order. */
  public StridedArray copy(Order order) {
    StridedArray out = zeros(dtype, order, layout.shape());
    ElementCopies.copy(this, out);
    return out;
  }

  /**
   * This array itself if it is C-contiguous, else a C-ordered copy (NumPy's {@code
   * ascontiguousarray}). Deviation: a rank-0 array stays rank 0 (and is returned as is), as
   * PyTorch's {@code contiguous()}; NumPy returns a new array of shape (1,).
   */
  public StridedArray contiguous() {
    return layout.isCContiguous() ? this : copy();
  }

  /**
   * Copy of the elements at {@code indices} along {@code axis} (NumPy's {@code take(a, indices,
   * axis)}), C-ordered; negative indices count from the end. Every index is checked, also when the
   * result is empty (NumPy checks none then). A rank-0 array counts as rank 1, as in NumPy.
   */
  public StridedArray take(int axis, int... indices) {
    if (rank() == 0) {
      return reshape(1).take(axis, indices);
    }
    return Taking.take(this, Shapes.normalizeAxis(axis, layout.rank()), indices);
  }

  /**
   * Copy of the elements where {@code mask} is true, in C order (NumPy's {@code a[mask]}). The mask
   * is BOOL with this array's shape, or the shape of its leading axes; the result has one axis for
   * the selected positions followed by the unmasked axes.
   */
  public StridedArray mask(StridedArray mask) {
    return BooleanIndexing.apply(this, mask);
  }

  /**
   * A copy converted to {@code dtype} with NumPy's {@code astype} casts (always a copy, even to the
   * same dtype). The copy keeps this array's memory order, as NumPy's default {@code order='K'}:
   * see {@link Layout#contiguousLike}.
   */
  public StridedArray astype(DType target) {
    Layout l = Layout.contiguousLike(layout);
    StridedArray out = new StridedArray(target, Storage.allocate(target, l.size()), l, null, true);
    if (target == dtype) {
      // a bit copy: no value conversion (float16 and NaN payloads kept)
      ElementCopies.copy(this, out);
    } else {
      Cast.copy(this, out, true);
    }
    return out;
  }

  /** The values as doubles in C index order (NumPy's {@code a.ravel().tolist()}). */
  public double[] toDoubleArray() {
    double[] out = new double[layout.size()];
    Odometer w = Odometer.of(layout);
    for (int i = 0; i < out.length; i++, w.next()) {
      out[i] = Storage.getDouble(dtype, data, w.position());
    }
    return out;
  }

  /**
   * Copies this array into {@code dst}, broadcasting this array to {@code dst}'s shape (NumPy's
   * {@code np.copyto(dst, src)}): the dtype must cast to {@code dst}'s under NumPy's default {@code
   * casting='same_kind'} (bool, unsigned, signed, float in that order; any size within a kind), and
   * is cast as {@link #astype}. Overlapping source and destination give the memmove result: every
   * element read before any is written. {@link #castInto} allows any cast.
   *
   * @throws IllegalArgumentException if the dtypes do not cast under 'same_kind' (float64 into
   *     int64, int8 into uint8)
   * @throws ShapeException if this array cannot be broadcast to {@code dst}'s shape (leading axes
   *     of extent one beyond {@code dst}'s rank are dropped first, as NumPy's assignment does)
   * @throws ReadOnlyArrayException if {@code dst} is read-only
   */
  public void copyInto(StridedArray dst) {
    if (!Promotion.canCastSameKind(dtype, dst.dtype)) {
      throw Errors.cannotCopy(dtype, dst.dtype);
    }
    castInto(dst);
  }

  /**
   * As {@link #copyInto}, with any cast (NumPy's {@code casting='unsafe'}, the rule of assignment
   * {@code dst[...] = src}): integers wrap, floats truncate toward zero (a float the integer dtype
   * cannot hold is refused, as by {@link #astype}).
   *
   * @throws ShapeException if this array cannot be broadcast to {@code dst}'s shape
   * @throws ReadOnlyArrayException if {@code dst} is read-only
   */
  public void castInto(StridedArray dst) {
    dst.requireWritable();
    StridedArray src =
        new StridedArray(dtype, data, layout.broadcastInto(dst.layout.shape()), root(), false);
    if (src.dtype != dst.dtype) {
      if (src.data == dst.data) {
        src = src.copy();
      }
      Cast.copy(src, dst, false);
      return;
    }
    ElementCopies.copy(src, dst);
  }

  /**
   * Gathers the elements of {@code src} (a primitive array) at {@code srcOffset + Σ i·strides} for
   * every index of {@code shape} into {@code dst} (a primitive array of the same type),
   * contiguously in C order from {@code dstOffset}. Bounds-checked; overlapping arrays give the
   * memmove result.
   */
  public static void stridedCopy(
      Object src, int[] shape, int[] strides, int srcOffset, Object dst, int dstOffset) {
    ElementCopies.stridedCopy(src, shape, strides, srcOffset, dst, dstOffset);
  }

  // ================================================================ bulk transfer

  // One overload per storage primitive; each checks the storage type and the range, then moves
  // the elements with the copy planner (System.arraycopy on contiguous runs).

  /**
   * Copies every element, in C index order, into {@code dst[dstOffset …]} ({@code size()} elements)
   * in one call; a copy, any view works. For bool arrays (their storage is {@code boolean[]}).
   *
   * @throws IllegalArgumentException if this array is not stored in a {@code boolean[]}
   * @throws IndexOutOfBoundsException if the elements do not fit {@code dst} from {@code dstOffset}
   */
  public void copyTo(boolean[] dst, int dstOffset) {
    copyToArray("copyTo", dst, dstOffset);
  }

  /**
   * Overwrites every element, in C index order, with {@code src[srcOffset …]} ({@code size()}
   * elements) in one call; writes through a view reach the viewed storage. For bool arrays.
   *
   * @throws ReadOnlyArrayException if this array is read-only
   * @throws IllegalArgumentException if this array is not stored in a {@code boolean[]}
   * @throws IndexOutOfBoundsException if {@code src} has fewer than {@code size()} elements from
   *     {@code srcOffset}
   */
  public void copyFrom(boolean[] src, int srcOffset) {
    copyFromArray("copyFrom", src, srcOffset);
  }

  /**
   * Copies every element, in C index order, into {@code dst[dstOffset …]} ({@code size()} elements)
   * in one call; a copy, any view works. For int8 or uint8 arrays (their storage is {@code
   * byte[]}).
   *
   * @throws IllegalArgumentException if this array is not stored in a {@code byte[]}
   * @throws IndexOutOfBoundsException if the elements do not fit {@code dst} from {@code dstOffset}
   */
  public void copyTo(byte[] dst, int dstOffset) {
    copyToArray("copyTo", dst, dstOffset);
  }

  /**
   * Overwrites every element, in C index order, with {@code src[srcOffset …]} ({@code size()}
   * elements) in one call; writes through a view reach the viewed storage. For int8 or uint8
   * arrays.
   *
   * @throws ReadOnlyArrayException if this array is read-only
   * @throws IllegalArgumentException if this array is not stored in a {@code byte[]}
   * @throws IndexOutOfBoundsException if {@code src} has fewer than {@code size()} elements from
   *     {@code srcOffset}
   */
  public void copyFrom(byte[] src, int srcOffset) {
    copyFromArray("copyFrom", src, srcOffset);
  }

  /**
   * Copies every element, in C index order, into {@code dst[dstOffset …]} ({@code size()} elements)
   * in one call; a copy, any view works. For int16, uint16 or float16 (raw bits) arrays (their
   * storage is {@code short[]}).
   *
   * @throws IllegalArgumentException if this array is not stored in a {@code short[]}
   * @throws IndexOutOfBoundsException if the elements do not fit {@code dst} from {@code dstOffset}
   */
  public void copyTo(short[] dst, int dstOffset) {
    copyToArray("copyTo", dst, dstOffset);
  }

  /**
   * Overwrites every element, in C index order, with {@code src[srcOffset …]} ({@code size()}
   * elements) in one call; writes through a view reach the viewed storage. For int16, uint16 or
   * float16 (raw bits) arrays.
   *
   * @throws ReadOnlyArrayException if this array is read-only
   * @throws IllegalArgumentException if this array is not stored in a {@code short[]}
   * @throws IndexOutOfBoundsException if {@code src} has fewer than {@code size()} elements from
   *     {@code srcOffset}
   */
  public void copyFrom(short[] src, int srcOffset) {
    copyFromArray("copyFrom", src, srcOffset);
  }

  /**
   * Copies every element, in C index order, into {@code dst[dstOffset …]} ({@code size()} elements)
   * in one call; a copy, any view works. For int32 or uint32 arrays (their storage is {@code
   * int[]}).
   *
   * @throws IllegalArgumentException if this array is not stored in a {@code int[]}
   * @throws IndexOutOfBoundsException if the elements do not fit {@code dst} from {@code dstOffset}
   */
  public void copyTo(int[] dst, int dstOffset) {
    copyToArray("copyTo", dst, dstOffset);
  }

  /**
   * Overwrites every element, in C index order, with {@code src[srcOffset …]} ({@code size()}
   * elements) in one call; writes through a view reach the viewed storage. For int32 or uint32
   * arrays.
   *
   * @throws ReadOnlyArrayException if this array is read-only
   * @throws IllegalArgumentException if this array is not stored in a {@code int[]}
   * @throws IndexOutOfBoundsException if {@code src} has fewer than {@code size()} elements from
   *     {@code srcOffset}
   */
  public void copyFrom(int[] src, int srcOffset) {
    copyFromArray("copyFrom", src, srcOffset);
  }

  /**
   * Copies every element, in C index order, into {@code dst[dstOffset …]} ({@code size()} elements)
   * in one call; a copy, any view works. For int64 or uint64 arrays (their storage is {@code
   * long[]}).
   *
   * @throws IllegalArgumentException if this array is not stored in a {@code long[]}
   * @throws IndexOutOfBoundsException if the elements do not fit {@code dst} from {@code dstOffset}
   */
  public void copyTo(long[] dst, int dstOffset) {
    copyToArray("copyTo", dst, dstOffset);
  }

  /**
   * Overwrites every element, in C index order, with {@code src[srcOffset …]} ({@code size()}
   * elements) in one call; writes through a view reach the viewed storage. For int64 or uint64
   * arrays.
   *
   * @throws ReadOnlyArrayException if this array is read-only
   * @throws IllegalArgumentException if this array is not stored in a {@code long[]}
   * @throws IndexOutOfBoundsException if {@code src} has fewer than {@code size()} elements from
   *     {@code srcOffset}
   */
  public void copyFrom(long[] src, int srcOffset) {
    copyFromArray("copyFrom", src, srcOffset);
  }

  /**
   * Copies every element, in C index order, into {@code dst[dstOffset …]} ({@code size()} elements)
   * in one call; a copy, any view works. For float32 arrays (their storage is {@code float[]}).
   *
   * @throws IllegalArgumentException if this array is not stored in a {@code float[]}
   * @throws IndexOutOfBoundsException if the elements do not fit {@code dst} from {@code dstOffset}
   */
  public void copyTo(float[] dst, int dstOffset) {
    copyToArray("copyTo", dst, dstOffset);
  }

  /**
   * Overwrites every element, in C index order, with {@code src[srcOffset …]} ({@code size()}
   * elements) in one call; writes through a view reach the viewed storage. For float32 arrays.
   *
   * @throws ReadOnlyArrayException if this array is read-only
   * @throws IllegalArgumentException if this array is not stored in a {@code float[]}
   * @throws IndexOutOfBoundsException if {@code src} has fewer than {@code size()} elements from
   *     {@code srcOffset}
   */
  public void copyFrom(float[] src, int srcOffset) {
    copyFromArray("copyFrom", src, srcOffset);
  }

  /**
   * Copies every element, in C index order, into {@code dst[dstOffset …]} ({@code size()} elements)
   * in one call; a copy, any view works. For float64 arrays (their storage is {@code double[]}).
   *
   * @throws IllegalArgumentException if this array is not stored in a {@code double[]}
   * @throws IndexOutOfBoundsException if the elements do not fit {@code dst} from {@code dstOffset}
   */
  public void copyTo(double[] dst, int dstOffset) {
    copyToArray("copyTo", dst, dstOffset);
  }

  /**
   * Overwrites every element, in C index order, with {@code src[srcOffset …]} ({@code size()}
   * elements) in one call; writes through a view reach the viewed storage. For float64 arrays.
   *
   * @throws ReadOnlyArrayException if this array is read-only
   * @throws IllegalArgumentException if this array is not stored in a {@code double[]}
   * @throws IndexOutOfBoundsException if {@code src} has fewer than {@code size()} elements from
   *     {@code srcOffset}
   */
  public void copyFrom(double[] src, int srcOffset) {
    copyFromArray("copyFrom", src, srcOffset);
  }

  private void copyToArray(String what, Object dst, int dstOffset) {
    ElementCopies.toArray(this, what, dst, dstOffset);
  }

  private void copyFromArray(String what, Object src, int srcOffset) {
    requireWritable();
    ElementCopies.fromArray(this, what, src, srcOffset);
  }

  // ================================================================ aliasing

  /** True if both arrays view the same storage buffer, whether or not their elements overlap. */
  public boolean sharesStorage(StridedArray other) {
    return data == other.data;
  }

  /**
   * True if some element is in both arrays (NumPy's {@code shares_memory}, exact): a storage
   * identity and index-range test first, then an exact element check over the overlapping range.
   */
  public boolean sharesMemory(StridedArray other) {
    return data == other.data && layout.sharesIndex(other.layout);
  }

  // ================================================================ Object

  /**
   * Equal when dtype, shape and every value are equal (floats compared as {@link Double#equals}:
   * NaN equals NaN, 0.0 differs from -0.0). Layout does not matter.
   */
  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof StridedArray other)) {
      return false;
    }
    if (dtype != other.dtype || !Arrays.equals(layout.shape(), other.layout.shape())) {
      return false;
    }
    Odometer w =
        new Odometer(
            layout.shape(),
            new int[][] {layout.strides(), other.layout.strides()},
            new int[] {layout.offset(), other.layout.offset()});
    for (int i = 0; i < layout.size(); i++, w.next()) {
      if (elementBits(w.position(0)) != other.elementBits(w.position(1))) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code 31 * (31 * dtype.ordinal() + Arrays.hashCode(shape)) + h}, where {@code h} folds {@code
   * 31 * h + Long.hashCode(bits)} over the elements in C order; {@code bits} is {@code
   * Double.doubleToLongBits} of the value for float dtypes and the long value otherwise.
   */
  @Override
  public int hashCode() {
    int h = 0;
    Odometer w = Odometer.of(layout);
    for (int i = 0; i < layout.size(); i++, w.next()) {
      h = 31 * h + Long.hashCode(elementBits(w.position()));
    }
    return 31 * (31 * dtype.ordinal() + Arrays.hashCode(layout.shape())) + h;
  }

  private long elementBits(int pos) {
    return dtype.isFloatingPoint()
        ? Double.doubleToLongBits(Storage.getDouble(dtype, data, pos))
        : Storage.getLong(dtype, data, pos);
  }

  /** NumPy's {@code str(a)}: nested brackets, aligned columns. */
  @Override
  public String toString() {
    return ArrayFormatter.format(this);
  }

  // ================================================================ ops
  // One-line delegations to io.ndgen.runtime.ops.Ops; semantics, errors and the promotion table are
  // documented there and in docs/ops.md. Every result is a new array (a copy); the {@code out}
  // forms write into {@code out} (any writable view of the broadcast shape) and return it. Scalar
  // overloads follow NumPy 2's weak-scalar rules: a {@code long} is a Python int (adopts this
  // array's integer dtype, error if it does not fit), a {@code double} a Python float.
  /** np.add: this and {@code b} broadcast together (copy). */
  public StridedArray add(StridedArray b) {
    return Ops.binary(BinaryOp.ADD, this, b);
  }

  /** np.add, written into {@code out}, which is returned. */
  public StridedArray add(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.ADD, this, b, out);
  }

  /** np.add with a Python int scalar (copy). */
  public StridedArray add(long b) {
    return Ops.binary(BinaryOp.ADD, this, b);
  }

  /** np.add with a Python float scalar (copy). */
  public StridedArray add(double b) {
    return Ops.binary(BinaryOp.ADD, this, b);
  }

  /** np.subtract: this and {@code b} broadcast together (copy). */
  public StridedArray subtract(StridedArray b) {
    return Ops.binary(BinaryOp.SUBTRACT, this, b);
  }

  /** np.subtract, written into {@code out}, which is returned. */
  public StridedArray subtract(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.SUBTRACT, this, b, out);
  }

  /** np.subtract with a Python int scalar (copy). */
  public StridedArray subtract(long b) {
    return Ops.binary(BinaryOp.SUBTRACT, this, b);
  }

  /** np.subtract with a Python float scalar (copy). */
  public StridedArray subtract(double b) {
    return Ops.binary(BinaryOp.SUBTRACT, this, b);
  }

  /** np.multiply: this and {@code b} broadcast together (copy). */
  public StridedArray multiply(StridedArray b) {
    return Ops.binary(BinaryOp.MULTIPLY, this, b);
  }

  /** np.multiply, written into {@code out}, which is returned. */
  public StridedArray multiply(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.MULTIPLY, this, b, out);
  }

  /** np.multiply with a Python int scalar (copy). */
  public StridedArray multiply(long b) {
    return Ops.binary(BinaryOp.MULTIPLY, this, b);
  }

  /** np.multiply with a Python float scalar (copy). */
  public StridedArray multiply(double b) {
    return Ops.binary(BinaryOp.MULTIPLY, this, b);
  }

  /**
   * np.divide (true division: integers give float64): this and {@code b} broadcast together (copy).
   */
  public StridedArray divide(StridedArray b) {
    return Ops.binary(BinaryOp.DIVIDE, this, b);
  }

  /**
   * np.divide (true division: integers give float64), written into {@code out}, which is returned.
   */
  public StridedArray divide(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.DIVIDE, this, b, out);
  }

  /** np.divide (true division: integers give float64) with a Python int scalar (copy). */
  public StridedArray divide(long b) {
    return Ops.binary(BinaryOp.DIVIDE, this, b);
  }

  /** np.divide (true division: integers give float64) with a Python float scalar (copy). */
  public StridedArray divide(double b) {
    return Ops.binary(BinaryOp.DIVIDE, this, b);
  }

  /**
   * np.floor_divide (integer division by zero gives 0): this and {@code b} broadcast together
   * (copy).
   */
  public StridedArray floorDivide(StridedArray b) {
    return Ops.binary(BinaryOp.FLOOR_DIVIDE, this, b);
  }

  /**
   * np.floor_divide (integer division by zero gives 0), written into {@code out}, which is
   * returned.
   */
  public StridedArray floorDivide(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.FLOOR_DIVIDE, this, b, out);
  }

  /** np.floor_divide (integer division by zero gives 0) with a Python int scalar (copy). */
  public StridedArray floorDivide(long b) {
    return Ops.binary(BinaryOp.FLOOR_DIVIDE, this, b);
  }

  /** np.floor_divide (integer division by zero gives 0) with a Python float scalar (copy). */
  public StridedArray floorDivide(double b) {
    return Ops.binary(BinaryOp.FLOOR_DIVIDE, this, b);
  }

  /** np.remainder (sign of the divisor): this and {@code b} broadcast together (copy). */
  public StridedArray remainder(StridedArray b) {
    return Ops.binary(BinaryOp.REMAINDER, this, b);
  }

  /** np.remainder (sign of the divisor), written into {@code out}, which is returned. */
  public StridedArray remainder(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.REMAINDER, this, b, out);
  }

  /** np.remainder (sign of the divisor) with a Python int scalar (copy). */
  public StridedArray remainder(long b) {
    return Ops.binary(BinaryOp.REMAINDER, this, b);
  }

  /** np.remainder (sign of the divisor) with a Python float scalar (copy). */
  public StridedArray remainder(double b) {
    return Ops.binary(BinaryOp.REMAINDER, this, b);
  }

  /** np.power: this and {@code b} broadcast together (copy). */
  public StridedArray power(StridedArray b) {
    return Ops.binary(BinaryOp.POWER, this, b);
  }

  /** np.power, written into {@code out}, which is returned. */
  public StridedArray power(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.POWER, this, b, out);
  }

  /** np.power with a Python int scalar (copy). */
  public StridedArray power(long b) {
    return Ops.binary(BinaryOp.POWER, this, b);
  }

  /** np.power with a Python float scalar (copy). */
  public StridedArray power(double b) {
    return Ops.binary(BinaryOp.POWER, this, b);
  }

  /** np.minimum (NaN propagates): this and {@code b} broadcast together (copy). */
  public StridedArray minimum(StridedArray b) {
    return Ops.binary(BinaryOp.MINIMUM, this, b);
  }

  /** np.minimum (NaN propagates), written into {@code out}, which is returned. */
  public StridedArray minimum(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.MINIMUM, this, b, out);
  }

  /** np.minimum (NaN propagates) with a Python int scalar (copy). */
  public StridedArray minimum(long b) {
    return Ops.binary(BinaryOp.MINIMUM, this, b);
  }

  /** np.minimum (NaN propagates) with a Python float scalar (copy). */
  public StridedArray minimum(double b) {
    return Ops.binary(BinaryOp.MINIMUM, this, b);
  }

  /** np.maximum (NaN propagates): this and {@code b} broadcast together (copy). */
  public StridedArray maximum(StridedArray b) {
    return Ops.binary(BinaryOp.MAXIMUM, this, b);
  }

  /** np.maximum (NaN propagates), written into {@code out}, which is returned. */
  public StridedArray maximum(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.MAXIMUM, this, b, out);
  }

  /** np.maximum (NaN propagates) with a Python int scalar (copy). */
  public StridedArray maximum(long b) {
    return Ops.binary(BinaryOp.MAXIMUM, this, b);
  }

  /** np.maximum (NaN propagates) with a Python float scalar (copy). */
  public StridedArray maximum(double b) {
    return Ops.binary(BinaryOp.MAXIMUM, this, b);
  }

  /** np.equal, BOOL result: this and {@code b} broadcast together (copy). */
  public StridedArray equal(StridedArray b) {
    return Ops.binary(BinaryOp.EQUAL, this, b);
  }

  /** np.equal, BOOL result, written into {@code out}, which is returned. */
  public StridedArray equal(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.EQUAL, this, b, out);
  }

  /** np.equal, BOOL result with a Python int scalar (copy). */
  public StridedArray equal(long b) {
    return Ops.binary(BinaryOp.EQUAL, this, b);
  }

  /** np.equal, BOOL result with a Python float scalar (copy). */
  public StridedArray equal(double b) {
    return Ops.binary(BinaryOp.EQUAL, this, b);
  }

  /** np.not_equal, BOOL result: this and {@code b} broadcast together (copy). */
  public StridedArray notEqual(StridedArray b) {
    return Ops.binary(BinaryOp.NOT_EQUAL, this, b);
  }

  /** np.not_equal, BOOL result, written into {@code out}, which is returned. */
  public StridedArray notEqual(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.NOT_EQUAL, this, b, out);
  }

  /** np.not_equal, BOOL result with a Python int scalar (copy). */
  public StridedArray notEqual(long b) {
    return Ops.binary(BinaryOp.NOT_EQUAL, this, b);
  }

  /** np.not_equal, BOOL result with a Python float scalar (copy). */
  public StridedArray notEqual(double b) {
    return Ops.binary(BinaryOp.NOT_EQUAL, this, b);
  }

  /** np.less, BOOL result: this and {@code b} broadcast together (copy). */
  public StridedArray less(StridedArray b) {
    return Ops.binary(BinaryOp.LESS, this, b);
  }

  /** np.less, BOOL result, written into {@code out}, which is returned. */
  public StridedArray less(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.LESS, this, b, out);
  }

  /** np.less, BOOL result with a Python int scalar (copy). */
  public StridedArray less(long b) {
    return Ops.binary(BinaryOp.LESS, this, b);
  }

  /** np.less, BOOL result with a Python float scalar (copy). */
  public StridedArray less(double b) {
    return Ops.binary(BinaryOp.LESS, this, b);
  }

  /** np.less_equal, BOOL result: this and {@code b} broadcast together (copy). */
  public StridedArray lessEqual(StridedArray b) {
    return Ops.binary(BinaryOp.LESS_EQUAL, this, b);
  }

  /** np.less_equal, BOOL result, written into {@code out}, which is returned. */
  public StridedArray lessEqual(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.LESS_EQUAL, this, b, out);
  }

  /** np.less_equal, BOOL result with a Python int scalar (copy). */
  public StridedArray lessEqual(long b) {
    return Ops.binary(BinaryOp.LESS_EQUAL, this, b);
  }

  /** np.less_equal, BOOL result with a Python float scalar (copy). */
  public StridedArray lessEqual(double b) {
    return Ops.binary(BinaryOp.LESS_EQUAL, this, b);
  }

  /** np.greater, BOOL result: this and {@code b} broadcast together (copy). */
  public StridedArray greater(StridedArray b) {
    return Ops.binary(BinaryOp.GREATER, this, b);
  }

  /** np.greater, BOOL result, written into {@code out}, which is returned. */
  public StridedArray greater(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.GREATER, this, b, out);
  }

  /** np.greater, BOOL result with a Python int scalar (copy). */
  public StridedArray greater(long b) {
    return Ops.binary(BinaryOp.GREATER, this, b);
  }

  /** np.greater, BOOL result with a Python float scalar (copy). */
  public StridedArray greater(double b) {
    return Ops.binary(BinaryOp.GREATER, this, b);
  }

  /** np.greater_equal, BOOL result: this and {@code b} broadcast together (copy). */
  public StridedArray greaterEqual(StridedArray b) {
    return Ops.binary(BinaryOp.GREATER_EQUAL, this, b);
  }

  /** np.greater_equal, BOOL result, written into {@code out}, which is returned. */
  public StridedArray greaterEqual(StridedArray b, StridedArray out) {
    return Ops.binary(BinaryOp.GREATER_EQUAL, this, b, out);
  }

  /** np.greater_equal, BOOL result with a Python int scalar (copy). */
  public StridedArray greaterEqual(long b) {
    return Ops.binary(BinaryOp.GREATER_EQUAL, this, b);
  }

  /** np.greater_equal, BOOL result with a Python float scalar (copy). */
  public StridedArray greaterEqual(double b) {
    return Ops.binary(BinaryOp.GREATER_EQUAL, this, b);
  }

  /** Kotlin's {@code a + b}: {@link #add(StridedArray)}. */
  public StridedArray plus(StridedArray b) {
    return add(b);
  }

  /** Kotlin's {@code a + b}: {@link #add(long)}. */
  public StridedArray plus(long b) {
    return add(b);
  }

  /** Kotlin's {@code a + b}: {@link #add(double)}. */
  public StridedArray plus(double b) {
    return add(b);
  }

  /** Kotlin's {@code a - b}: {@link #subtract(StridedArray)}. */
  public StridedArray minus(StridedArray b) {
    return subtract(b);
  }

  /** Kotlin's {@code a - b}: {@link #subtract(long)}. */
  public StridedArray minus(long b) {
    return subtract(b);
  }

  /** Kotlin's {@code a - b}: {@link #subtract(double)}. */
  public StridedArray minus(double b) {
    return subtract(b);
  }

  /** Kotlin's {@code a * b}: {@link #multiply(StridedArray)}. */
  public StridedArray times(StridedArray b) {
    return multiply(b);
  }

  /** Kotlin's {@code a * b}: {@link #multiply(long)}. */
  public StridedArray times(long b) {
    return multiply(b);
  }

  /** Kotlin's {@code a * b}: {@link #multiply(double)}. */
  public StridedArray times(double b) {
    return multiply(b);
  }

  /** Kotlin's {@code a / b}: {@link #divide(StridedArray)}. */
  public StridedArray div(StridedArray b) {
    return divide(b);
  }

  /** Kotlin's {@code a / b}: {@link #divide(long)}. */
  public StridedArray div(long b) {
    return divide(b);
  }

  /** Kotlin's {@code a / b}: {@link #divide(double)}. */
  public StridedArray div(double b) {
    return divide(b);
  }

  /** Kotlin's {@code a % b}: {@link #remainder(StridedArray)}. */
  public StridedArray rem(StridedArray b) {
    return remainder(b);
  }

  /** Kotlin's {@code a % b}: {@link #remainder(long)}. */
  public StridedArray rem(long b) {
    return remainder(b);
  }

  /** Kotlin's {@code a % b}: {@link #remainder(double)}. */
  public StridedArray rem(double b) {
    return remainder(b);
  }

  /** Kotlin's unary minus: {@link #negative()}. */
  public StridedArray unaryMinus() {
    return negative();
  }

  /** np.negative (integers wrap) (copy). */
  public StridedArray negative() {
    return Ops.unary(UnaryOp.NEGATIVE, this);
  }

  /** np.abs (copy). */
  public StridedArray abs() {
    return Ops.unary(UnaryOp.ABSOLUTE, this);
  }

  /** np.sign (copy). */
  public StridedArray sign() {
    return Ops.unary(UnaryOp.SIGN, this);
  }

  /** np.floor: rounded down; integer and bool arrays keep their dtype and values (copy). */
  public StridedArray floor() {
    return Ops.unary(UnaryOp.FLOOR, this);
  }

  /** np.ceil: rounded up; integer and bool arrays keep their dtype and values (copy). */
  public StridedArray ceil() {
    return Ops.unary(UnaryOp.CEIL, this);
  }

  /** np.trunc: rounded toward zero; integer and bool arrays keep their dtype and values (copy). */
  public StridedArray trunc() {
    return Ops.unary(UnaryOp.TRUNC, this);
  }

  /**
   * np.rint: rounded to the nearest integer, ties to even; integers give a float dtype wide enough,
   * as sqrt (copy).
   */
  public StridedArray rint() {
    return Ops.unary(UnaryOp.RINT, this);
  }

  /** np.isnan: a BOOL array, true where the element is NaN (never for integers) (copy). */
  public StridedArray isnan() {
    return Ops.unary(UnaryOp.ISNAN, this);
  }

  /** np.isinf: a BOOL array, true where the element is ±inf (never for integers) (copy). */
  public StridedArray isinf() {
    return Ops.unary(UnaryOp.ISINF, this);
  }

  /** np.isfinite: a BOOL array, false where the element is NaN or ±inf (copy). */
  public StridedArray isfinite() {
    return Ops.unary(UnaryOp.ISFINITE, this);
  }

  /** np.sqrt (integers give a float dtype wide enough) (copy). */
  public StridedArray sqrt() {
    return Ops.unary(UnaryOp.SQRT, this);
  }

  /** np.exp (copy). */
  public StridedArray exp() {
    return Ops.unary(UnaryOp.EXP, this);
  }

  /** np.log (copy). */
  public StridedArray log() {
    return Ops.unary(UnaryOp.LOG, this);
  }

  /** np.sin (copy). */
  public StridedArray sin() {
    return Ops.unary(UnaryOp.SIN, this);
  }

  /** np.cos (copy). */
  public StridedArray cos() {
    return Ops.unary(UnaryOp.COS, this);
  }

  /** np.tanh (copy). */
  public StridedArray tanh() {
    return Ops.unary(UnaryOp.TANH, this);
  }

  /** np.where(cond, x, y): elements of x where cond is true, else of y, broadcast (copy). */
  public static StridedArray where(StridedArray cond, StridedArray x, StridedArray y) {
    return Ops.where(cond, x, y);
  }

  /**
   * The sum (integers accumulate in int64/uint64, floats pairwise) of all elements as a rank-0
   * array (copy; read it with getDouble()).
   */
  public StridedArray sum() {
    return Ops.reduce(ReduceOp.SUM, this, false);
  }

  /**
   * The sum (integers accumulate in int64/uint64, floats pairwise) over {@code axes} (none: all),
   * reduced axes kept with extent one if asked.
   */
  public StridedArray sum(boolean keepDims, int... axes) {
    return Ops.reduce(ReduceOp.SUM, this, keepDims, axes);
  }

  /** The product of all elements as a rank-0 array (copy; read it with getDouble()). */
  public StridedArray prod() {
    return Ops.reduce(ReduceOp.PROD, this, false);
  }

  /** The product over {@code axes} (none: all), reduced axes kept with extent one if asked. */
  public StridedArray prod(boolean keepDims, int... axes) {
    return Ops.reduce(ReduceOp.PROD, this, keepDims, axes);
  }

  /** The mean of all elements as a rank-0 array (copy; read it with getDouble()). */
  public StridedArray mean() {
    return Ops.reduce(ReduceOp.MEAN, this, false);
  }

  /** The mean over {@code axes} (none: all), reduced axes kept with extent one if asked. */
  public StridedArray mean(boolean keepDims, int... axes) {
    return Ops.reduce(ReduceOp.MEAN, this, keepDims, axes);
  }

  /**
   * The minimum (NaN propagates) of all elements as a rank-0 array (copy; read it with
   * getDouble()).
   */
  public StridedArray min() {
    return Ops.reduce(ReduceOp.MIN, this, false);
  }

  /**
   * The minimum (NaN propagates) over {@code axes} (none: all), reduced axes kept with extent one
   * if asked.
   */
  public StridedArray min(boolean keepDims, int... axes) {
    return Ops.reduce(ReduceOp.MIN, this, keepDims, axes);
  }

  /**
   * The maximum (NaN propagates) of all elements as a rank-0 array (copy; read it with
   * getDouble()).
   */
  public StridedArray max() {
    return Ops.reduce(ReduceOp.MAX, this, false);
  }

  /**
   * The maximum (NaN propagates) over {@code axes} (none: all), reduced axes kept with extent one
   * if asked.
   */
  public StridedArray max(boolean keepDims, int... axes) {
    return Ops.reduce(ReduceOp.MAX, this, keepDims, axes);
  }

  /** The any (logical or) of all elements as a rank-0 array (copy; read it with getDouble()). */
  public StridedArray any() {
    return Ops.reduce(ReduceOp.ANY, this, false);
  }

  /**
   * The any (logical or) over {@code axes} (none: all), reduced axes kept with extent one if asked.
   */
  public StridedArray any(boolean keepDims, int... axes) {
    return Ops.reduce(ReduceOp.ANY, this, keepDims, axes);
  }

  /** The all (logical and) of all elements as a rank-0 array (copy; read it with getDouble()). */
  public StridedArray all() {
    return Ops.reduce(ReduceOp.ALL, this, false);
  }

  /**
   * The all (logical and) over {@code axes} (none: all), reduced axes kept with extent one if
   * asked.
   */
  public StridedArray all(boolean keepDims, int... axes) {
    return Ops.reduce(ReduceOp.ALL, this, keepDims, axes);
  }

  /** np.argmin(a): the C-order flat index of the first extreme element, rank-0 INT64 (copy). */
  public StridedArray argmin() {
    return Ops.arg(ReduceOp.ARGMIN, this);
  }

  /** np.argmin(a, axis): INT64 indices along {@code axis}, which is removed (copy). */
  public StridedArray argmin(int axis) {
    return Ops.arg(ReduceOp.ARGMIN, this, axis, false);
  }

  /**
   * np.argmin(a, axis, keepdims): as {@link #argmin(int)}, the axis kept with extent one if asked.
   */
  public StridedArray argmin(boolean keepDims, int axis) {
    return Ops.arg(ReduceOp.ARGMIN, this, axis, keepDims);
  }

  /** np.argmax(a): the C-order flat index of the first extreme element, rank-0 INT64 (copy). */
  public StridedArray argmax() {
    return Ops.arg(ReduceOp.ARGMAX, this);
  }

  /** np.argmax(a, axis): INT64 indices along {@code axis}, which is removed (copy). */
  public StridedArray argmax(int axis) {
    return Ops.arg(ReduceOp.ARGMAX, this, axis, false);
  }

  /**
   * np.argmax(a, axis, keepdims): as {@link #argmax(int)}, the axis kept with extent one if asked.
   */
  public StridedArray argmax(boolean keepDims, int axis) {
    return Ops.arg(ReduceOp.ARGMAX, this, axis, keepDims);
  }

  /** np.dot for ranks 0 to 2 (1-D·1-D gives a rank-0 array) (copy). */
  public StridedArray dot(StridedArray b) {
    return Ops.dot(this, b);
  }

  /** np.matmul: 1-D operands act as row/column, rank ≥ 3 broadcasts batch axes (copy). */
  public StridedArray matmul(StridedArray b) {
    return Ops.matmul(this, b);
  }

  // ================================================================ NumPy breadth
  // Creation, joining, splitting, tiling, sorting and comparison, as NumPy's functions of the same
  // names; each delegates to one small class (Creation, Joining, Splitting, Tiling, Sorting,
  // Closeness). Semantics and deviations: docs/ops.md.

  /**
   * {@code np.linspace(start, stop, num, dtype=t)}: {@code num} evenly spaced values from {@code
   * start} to {@code stop} inclusive, computed in float64 as NumPy does (floored for integer
   * dtypes) and cast to {@code dtype} (new array).
   *
   * @throws IllegalArgumentException if {@code num} is negative
   */
  public static StridedArray linspace(DType dtype, double start, double stop, int num) {
    return Creation.linspace(dtype, start, stop, num);
  }

  /**
   * {@code np.arange(start, stop, step, dtype=t)} with float arguments: {@code ceil((stop - start)
   * / step)} values {@code start + i * step}, computed as NumPy's fill does in {@code dtype} (new
   * array).
   *
   * @throws ArithmeticException if {@code step} is zero
   * @throws IllegalArgumentException if the length is NaN, or an integer dtype cannot hold the
   *     first two values ("Python integer -1 out of bounds for uint8")
   */
  public static StridedArray arange(DType dtype, double start, double stop, double step) {
    return Creation.arange(dtype, start, stop, step);
  }

  /** {@code np.eye(n, dtype=t)}: the n×n identity (new C-ordered array). */
  public static StridedArray eye(DType dtype, int n) {
    return Creation.eye(dtype, n);
  }

  /**
   * {@code np.concatenate(arrays, axis)}: a new array of the inputs' result dtype (NumPy's {@code
   * result_type}) laid out in their common memory order.
   *
   * @throws IllegalArgumentException for no arrays or rank-0 arrays
   * @throws ShapeException if ranks or the extents off {@code axis} differ, or the axis is out of
   *     range
   */
  public static StridedArray concatenate(int axis, StridedArray... arrays) {
    return Joining.concatenate(axis, arrays);
  }

  /**
   * {@code np.stack(arrays, axis)}: arrays of one shape joined along a new axis at {@code axis}
   * ({@code -rank-1 ≤ axis ≤ rank}) (new array).
   *
   * @throws IllegalArgumentException for no arrays
   * @throws ShapeException if the shapes differ or the axis is out of range
   */
  public static StridedArray stack(int axis, StridedArray... arrays) {
    return Joining.stack(axis, arrays);
  }

  /**
   * {@code np.split(a, sections, axis)}: {@code sections} equal pieces along {@code axis}, as
   * views.
   *
   * @throws IllegalArgumentException if the extent does not divide into {@code sections}
   */
  public List<StridedArray> split(int sections, int axis) {
    return Splitting.split(this, sections, axis);
  }

  /**
   * {@code np.split(a, [i, j, …], axis)}: the views {@code a[:i]}, {@code a[i:j]}, …, {@code a[k:]}
   * along {@code axis} (Python's slice rules: negative indices count from the end, bounds clamp).
   */
  public List<StridedArray> splitAt(int axis, int... indices) {
    return Splitting.splitAt(this, axis, indices);
  }

  /** {@code np.tile(a, reps)}: this array repeated {@code reps[k]} times along axis k (copy). */
  public StridedArray tile(int... reps) {
    return Tiling.tile(this, reps);
  }

  /** {@code np.repeat(a, repeats, axis)}: each element repeated along {@code axis} (copy). */
  public StridedArray repeat(int repeats, int axis) {
    return Tiling.repeat(this, repeats, axis);
  }

  /** {@code np.repeat(a, repeats)}: the flattened (C-order) elements, each repeated (copy). */
  public StridedArray repeat(int repeats) {
    return Tiling.repeat(this, repeats);
  }

  /**
   * {@code np.sort(a, axis)}: a sorted copy in this array's memory order; NaN last, -0.0 before
   * 0.0.
   */
  public StridedArray sort(int axis) {
    return Sorting.sort(this, axis);
  }

  /**
   * {@code np.argsort(a, axis, kind='stable')}: INT64 positions that sort each lane along {@code
   * axis}, ties in their original order (new C-ordered array). A rank-0 array is taken as rank 1,
   * as in NumPy.
   */
  public StridedArray argsort(int axis) {
    return Sorting.argsort(this, axis);
  }

  /** {@code np.allclose(a, b)}: with NumPy's defaults {@code rtol=1e-05, atol=1e-08}. */
  public boolean allclose(StridedArray b) {
    return Closeness.allclose(this, b, Closeness.DEFAULT_RTOL, Closeness.DEFAULT_ATOL);
  }

  /**
   * {@code np.allclose(a, b, rtol, atol)}: {@code |a - b| <= atol + rtol * |b|} for every element
   * of the broadcast pair, or the two equal (equal infinities); NaN is never close.
   *
   * @throws ShapeException if the shapes do not broadcast together
   */
  public boolean allclose(StridedArray b, double rtol, double atol) {
    return Closeness.allclose(this, b, rtol, atol);
  }

  /** {@code np.array_equal(a, b)}: the same shape and equal elements (NaN never equal). */
  public boolean arrayEqual(StridedArray b) {
    return Closeness.arrayEqual(this, b);
  }

  /**
   * {@code np.cumsum(a, axis)}: running sums along {@code axis}, left to right, in NumPy's
   * accumulator dtype (int64 for bool and signed integers, uint64 for unsigned, a float's own); a
   * new array in this array's memory order.
   */
  public StridedArray cumsum(int axis) {
    return Cumulative.along(ReduceOp.SUM, this, axis);
  }

  /** {@code np.cumsum(a)}: running sums over the flattened (C-order) elements, 1-D. */
  public StridedArray cumsum() {
    return Cumulative.flat(ReduceOp.SUM, this);
  }

  /** {@code np.cumprod(a, axis)}: running products along {@code axis}; dtype as {@link #cumsum}. */
  public StridedArray cumprod(int axis) {
    return Cumulative.along(ReduceOp.PROD, this, axis);
  }

  /** {@code np.cumprod(a)}: running products over the flattened (C-order) elements, 1-D. */
  public StridedArray cumprod() {
    return Cumulative.flat(ReduceOp.PROD, this);
  }

  /**
   * {@code np.diff(a, axis=axis)}: {@code a[1:] - a[:-1]} along {@code axis} ({@code !=} for BOOL),
   * same dtype (new array).
   *
   * @throws IllegalArgumentException for a rank-0 array
   */
  public StridedArray diff(int axis) {
    return Differences.diff(this, axis);
  }

  /**
   * {@code np.clip(a, lo, hi)} with Python-float bounds: {@code minimum(maximum(a, lo), hi)}; NaN
   * anywhere gives NaN; float arrays keep their dtype, integer and bool arrays give FLOAT64 (NumPy
   * 2) (new array).
   */
  public StridedArray clip(double lo, double hi) {
    return Clipping.clip(this, lo, hi);
  }

  /**
   * {@code np.clip(a, lo, hi)} with Python-int bounds: {@code minimum(maximum(a, lo), hi)} (so
   * {@code lo > hi} gives {@code hi}); integer arrays keep their dtype (a bound at or beyond the
   * dtype's range is dropped, as NumPy 2 does), bool gives INT64, float arrays clip with the bounds
   * as Python floats (new array).
   *
   * @throws IllegalArgumentException for a bound inside neither the range nor beyond it on its own
   *     side ("Python integer 1000 out of bounds for int8", NumPy's OverflowError)
   */
  public StridedArray clip(long lo, long hi) {
    return Clipping.clip(this, lo, hi);
  }

  /** {@code a.var()}: the variance of all elements, rank 0 (float64 for integer and bool input). */
  public StridedArray var() {
    return Moments.var(this, 0, false);
  }

  /**
   * {@code a.var(axis=axes, ddof=ddof, keepdims=keepDims)} (no axes: all), divided by {@code max(n
   * - ddof, 0)} (new array).
   */
  public StridedArray var(int ddof, boolean keepDims, int... axes) {
    return Moments.var(this, ddof, keepDims, axes);
  }

  /** {@code a.std()}: the square root of {@link #var()}. */
  public StridedArray std() {
    return Moments.std(this, 0, false);
  }

  /** {@code a.std(axis=axes, ddof=ddof, keepdims=keepDims)}: the square root of the variance. */
  public StridedArray std(int ddof, boolean keepDims, int... axes) {
    return Moments.std(this, ddof, keepDims, axes);
  }

  /** {@code np.nansum(a)}: the sum with NaN counted as zero, rank 0. */
  public StridedArray nansum() {
    return NanReductions.nansum(this, false);
  }

  /** {@code np.nansum(a, axis=axes, keepdims=keepDims)} (no axes: all). */
  public StridedArray nansum(boolean keepDims, int... axes) {
    return NanReductions.nansum(this, keepDims, axes);
  }

  /** {@code np.nanmean(a)}: the mean of the non-NaN elements (NaN if there are none), rank 0. */
  public StridedArray nanmean() {
    return NanReductions.nanmean(this, false);
  }

  /** {@code np.nanmean(a, axis=axes, keepdims=keepDims)} (no axes: all). */
  public StridedArray nanmean(boolean keepDims, int... axes) {
    return NanReductions.nanmean(this, keepDims, axes);
  }

  /** {@code np.nanmin(a)}: the minimum ignoring NaN (NaN if every element is NaN), rank 0. */
  public StridedArray nanmin() {
    return NanReductions.nanmin(this, false);
  }

  /**
   * {@code np.nanmin(a, axis=axes, keepdims=keepDims)} (no axes: all).
   *
   * @throws IllegalArgumentException for an empty reduction ("zero-size array to reduction
   *     operation fmin which has no identity")
   */
  public StridedArray nanmin(boolean keepDims, int... axes) {
    return NanReductions.nanmin(this, keepDims, axes);
  }

  /** {@code np.nanmax(a)}: the maximum ignoring NaN (NaN if every element is NaN), rank 0. */
  public StridedArray nanmax() {
    return NanReductions.nanmax(this, false);
  }

  /** {@code np.nanmax(a, axis=axes, keepdims=keepDims)} (no axes: all). */
  public StridedArray nanmax(boolean keepDims, int... axes) {
    return NanReductions.nanmax(this, keepDims, axes);
  }
}
