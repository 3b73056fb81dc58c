package io.ndgen.samples;

import io.ndgen.annotations.DType;
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
