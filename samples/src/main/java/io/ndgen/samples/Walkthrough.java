package io.ndgen.samples;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.StridedArray;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * The ideas of strided arrays on real arrays: one buffer, many interpretations. Every step prints
 * the shape, strides (in elements), offset, and whether it is a view of the original storage or a
 * copy.
 */
public final class Walkthrough {
  private final PrintStream out;

  public Walkthrough(PrintStream out) {
    this.out = out;
  }

  public void run() {
    out.println("== One buffer, many interpretations");
    StridedArray a = StridedArray.arange(DType.FLOAT32, 12).reshape(3, 4);
    describe("a = arange(12).reshape(3, 4)", a, a);
    out.println(a);

    StridedArray r = a.reshape(4, 3);
    describe("a.reshape(4, 3)", r, a);
    StridedArray t = r.transpose();
    describe("a.reshape(4, 3).T", t, a);
    out.println(t);
    StridedArray s = a.index("0:3:2, 1:4:2");
    describe("a[0:3:2, 1:4:2]", s, a);
    out.println(s);

    out.println();
    out.println("== Broadcasting: stride 0 repeats a value without copying it");
    StridedArray column = StridedArray.arange(DType.FLOAT32, 3).reshape(3, 1);
    StridedArray wide = column.broadcastTo(3, 4);
    describe("column (3, 1) broadcast to (3, 4)", wide, column);
    out.println(wide);

    out.println();
    out.println("== Reshape after permute: views while the strides allow it, one copy when not");
    StridedArray x = StridedArray.arange(DType.FLOAT32, 42 * 50 * 6).reshape(42, 50, 6);
    describe("x = arange(12600).reshape(42, 50, 6)", x, x);
    StridedArray step1 = x.reshape(6, 7, 50, 6);
    describe("x.reshape(6, 7, 50, 6)", step1, x);
    StridedArray step2 = step1.permute(0, 2, 1, 3);
    describe("  .permute(0, 2, 1, 3)", step2, x);
    StridedArray step3 = step2.reshape(6, 50, -1);
    describe("  .reshape(6, 50, -1)", step3, x);
    out.println(
        "  (axes 7 and 6 are no longer adjacent in memory after the permute, so merging them"
            + " into 42 needs a copy)");

    out.println();
    out.println("== Layouts: C, F and mixed orders of the same 2x3x4 values");
    StridedArray c = StridedArray.arange(DType.FLOAT32, 24).reshape(2, 3, 4);
    describe("C order", c, c);
    StridedArray f = c.copy(Order.F);
    describe("copy(F): first index fastest", f, c);
    StridedArray mixed = c.permute(1, 0, 2).copy().permute(1, 0, 2);
    describe("mixed: axis 2 fastest, then 0, then 1", mixed, c);
    out.printf(
        "  same values in all three: %b; element (1, 2, 3) at storage index %d / %d / %d%n",
        c.equals(f) && c.equals(mixed),
        c.layout().indexOf(1, 2, 3),
        f.layout().indexOf(1, 2, 3),
        mixed.layout().indexOf(1, 2, 3));

    out.println();
    out.println("== Negative strides and steps: flip and a[::-1, ::2] move the offset");
    StridedArray flipped = a.index("::-1, ::2");
    describe("a[::-1, ::2]", flipped, a);
    out.println(flipped);

    out.println();
    out.println("== as_strided: sliding windows of width 3 over 8 values, no copy");
    StridedArray signal = StridedArray.arange(DType.FLOAT32, 8);
    StridedArray windows = signal.asStrided(new int[] {6, 3}, new int[] {1, 1}, 0);
    describe("asStrided((6, 3), (1, 1), 0)", windows, signal);
    out.printf(
        "  writable=%b: windows overlap, so writes through them are refused%n",
        windows.isWritable());
    out.println(windows);

    out.println();
    out.println("== Strided copy: gather a strided block of a buffer into a compact one");
    float[] buffer = (float[]) a.storage();
    float[] compact = new float[4];
    StridedArray.stridedCopy(buffer, new int[] {2, 2}, new int[] {8, 2}, 1, compact, 0);
    out.printf(
        "  stridedCopy(buffer, shape (2, 2), strides (8, 2), offset 1) -> %s%n",
        Arrays.toString(compact));

    out.println();
    out.println("== Flags and ownership");
    StridedArray owner = StridedArray.zeros(DType.FLOAT32, 3, 4);
    StridedArray ownerT = owner.transpose();
    out.printf(
        "  zeros(3, 4): owns data %b, writable %b; its .T: owns data %b, base is it %b;"
            + " readOnly(): writable %b%n",
        owner.ownsData(),
        owner.isWritable(),
        ownerT.ownsData(),
        ownerT.base() == owner,
        owner.readOnly().isWritable());
    out.printf(
        "  broadcast view: writable %b; a copy of it: owns data %b, C-contiguous %b%n",
        wide.isWritable(), wide.copy().ownsData(), wide.copy().isCContiguous());
  }

  private void describe(String label, StridedArray array, StridedArray original) {
    String kind =
        array == original
            ? "original"
            : array.sharesStorage(original) ? "view (no data copied)" : "COPY (new storage)";
    out.printf(
        "%-40s shape=%-14s strides=%-14s offset=%-3d C=%-5b F=%-5b %s%n",
        label,
        Arrays.toString(array.shape()),
        Arrays.toString(array.strides()),
        array.offset(),
        array.isCContiguous(),
        array.isFContiguous(),
        kind);
  }
}
