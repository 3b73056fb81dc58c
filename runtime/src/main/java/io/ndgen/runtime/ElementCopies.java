package io.ndgen.runtime;

import io.ndgen.runtime.internal.Storage;
import io.ndgen.runtime.internal.StridedCopy;

/**
 * Moves elements between arrays, and between an array and a primitive array, with memmove
 * semantics: where source and destination share storage and their index ranges overlap, the source
 * is copied aside first, so every element is read before any is written. The elements move with the
 * copy planner ({@link StridedCopy}: System.arraycopy on contiguous runs). Callers check
 * writability and dtypes; {@link StridedArray}'s copy methods delegate here.
 */
final class ElementCopies {
  private ElementCopies() {}

  /** Same-dtype copy of {@code src} into {@code dst}; shapes already equal. */
  static void copy(StridedArray src, StridedArray dst) {
    Layout to = dst.layout();
    StridedArray from = src;
    if (src.storage() == dst.storage() && src.layout().rangeOverlaps(to)) {
      from = src.copy(); // read everything before writing anything
    }
    Layout f = from.layout();
    StridedCopy.copy(
        to.shape(),
        from.storage(),
        f.strides(),
        f.offset(),
        dst.storage(),
        to.strides(),
        to.offset());
  }

  /** The body of {@link StridedArray#stridedCopy}. */
  static void stridedCopy(
      Object src, int[] shape, int[] strides, int srcOffset, Object dst, int dstOffset) {
    Class<?> t = src.getClass().getComponentType();
    if (t == null || !t.isPrimitive() || dst.getClass().getComponentType() != t) {
      throw new IllegalArgumentException(
          "stridedCopy needs two primitive arrays of one type, got "
              + src.getClass().getSimpleName()
              + " and "
              + dst.getClass().getSimpleName());
    }
    Layout from = Layout.asStrided(shape, strides, srcOffset, Storage.length(src));
    Layout contiguous = Layout.contiguous(shape);
    Layout to = Layout.asStrided(shape, contiguous.strides(), dstOffset, Storage.length(dst));
    Object source = src;
    int[] sourceStrides = strides;
    int sourceOffset = srcOffset;
    if (src == dst && from.rangeOverlaps(to)) {
      source = java.lang.reflect.Array.newInstance(t, from.size());
      StridedCopy.copy(shape, src, strides, srcOffset, source, contiguous.strides(), 0);
      sourceStrides = contiguous.strides();
      sourceOffset = 0;
    }
    StridedCopy.copy(shape, source, sourceStrides, sourceOffset, dst, to.strides(), dstOffset);
  }

  /** Every element of {@code a}, in C index order, into {@code dst[dstOffset …]}. */
  static void toArray(StridedArray a, String what, Object dst, int dstOffset) {
    checkBulk(a, what, dst, dstOffset);
    Layout layout = a.layout();
    Layout target = Layout.contiguous(layout.shape());
    StridedArray from = a;
    if (dst == a.storage() && layout.rangeOverlaps(shifted(target, dstOffset))) {
      from = a.copy(); // read everything before writing anything
    }
    StridedCopy.copy(
        layout.shape(),
        from.storage(),
        from.layout().strides(),
        from.layout().offset(),
        dst,
        target.strides(),
        dstOffset);
  }

  /**
   * Every element of {@code a}, in C index order, from {@code src[srcOffset …]}; writable {@code
   * a}.
   */
  static void fromArray(StridedArray a, String what, Object src, int srcOffset) {
    checkBulk(a, what, src, srcOffset);
    Layout layout = a.layout();
    Layout source = Layout.contiguous(layout.shape());
    Object from = src;
    int fromOffset = srcOffset;
    if (src == a.storage() && layout.rangeOverlaps(shifted(source, srcOffset))) {
      from = Storage.allocate(a.dtype(), layout.size()); // read everything before writing anything
      System.arraycopy(src, srcOffset, from, 0, layout.size());
      fromOffset = 0;
    }
    StridedCopy.copy(
        layout.shape(),
        from,
        source.strides(),
        fromOffset,
        a.storage(),
        layout.strides(),
        layout.offset());
  }

  private static Layout shifted(Layout contiguous, int offset) {
    return Layout.of(contiguous.shape(), contiguous.strides(), offset);
  }

  private static void checkBulk(StridedArray a, String what, Object array, int offset) {
    Class<?> component = array.getClass().getComponentType();
    if (component != a.dtype().storageType()) {
      throw new IllegalArgumentException(
          what
              + "("
              + component.getName()
              + "[]) needs an array stored in a "
              + component.getName()
              + "[], this array is "
              + a.dtype().numpyName()
              + " (stored in a "
              + a.dtype().storageType().getName()
              + "[])");
    }
    int length = Storage.length(array);
    int n = a.layout().size();
    if (offset < 0 || (long) offset + n > length) {
      throw new IndexOutOfBoundsException(
          what
              + ": "
              + n
              + " elements from offset "
              + offset
              + " do not fit an array of length "
              + length);
    }
  }
}
