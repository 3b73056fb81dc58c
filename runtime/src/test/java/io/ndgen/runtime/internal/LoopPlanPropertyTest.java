package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The loop planner and the copy built on it, against naive walks: every element visited exactly
 * once, with the same pairing of positions across operands; copies equal an element-by-element
 * copy, including the tiled transpose path.
 */
class LoopPlanPropertyTest {
  /** Random shape (rank 0-5, extents 0-4) with 1-3 operands of random strides and offsets. */
  private record Case(int[] shape, int[][] strides, int[] offsets) {
    @Override
    public String toString() {
      return "shape "
          + Arrays.toString(shape)
          + ", strides "
          + Arrays.deepToString(strides)
          + ", offsets "
          + Arrays.toString(offsets);
    }
  }

  private static Case randomCase(Random r) {
    int rank = r.nextInt(6);
    int[] shape = new int[rank];
    for (int k = 0; k < rank; k++) {
      shape[k] = r.nextInt(12) == 0 ? 0 : 1 + r.nextInt(4);
    }
    int ops = 1 + r.nextInt(3);
    int[][] strides = new int[ops][rank];
    int[] offsets = new int[ops];
    for (int op = 0; op < ops; op++) {
      offsets[op] = r.nextInt(1000);
      if (r.nextBoolean()) { // a permuted contiguous layout, possibly with reversed axes
        int[] perm = permutation(r, rank);
        int s = 1;
        for (int j = rank - 1; j >= 0; j--) {
          int axis = perm[j];
          strides[op][axis] = r.nextInt(4) == 0 ? -s : s;
          s *= Math.max(shape[axis], 1);
        }
      } else {
        for (int k = 0; k < rank; k++) {
          strides[op][k] = r.nextInt(4) == 0 ? 0 : r.nextInt(21) - 10;
        }
      }
    }
    return new Case(shape, strides, offsets);
  }

  private static int[] permutation(Random r, int n) {
    List<Integer> axes = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      axes.add(k);
    }
    java.util.Collections.shuffle(axes, r);
    return axes.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The position tuples a naive C-order walk visits. */
  private static List<int[]> naive(Case c) {
    List<int[]> out = new ArrayList<>();
    int rank = c.shape.length;
    long size = 1;
    for (int n : c.shape) {
      size *= n;
    }
    int[] index = new int[rank];
    for (long i = 0; i < size; i++) {
      int[] tuple = new int[c.offsets.length];
      for (int op = 0; op < tuple.length; op++) {
        int p = c.offsets[op];
        for (int k = 0; k < rank; k++) {
          p += index[k] * c.strides[op][k];
        }
        tuple[op] = p;
      }
      out.add(tuple);
      for (int k = rank - 1; k >= 0; k--) {
        if (++index[k] < c.shape[k]) {
          break;
        }
        index[k] = 0;
      }
    }
    return out;
  }

  /** The position tuples the plan's loop nest visits. */
  private static List<int[]> planned(LoopPlan plan, int ops) {
    List<int[]> out = new ArrayList<>();
    int rank = plan.rank();
    long size = plan.size();
    int[] index = new int[rank];
    for (long i = 0; i < size; i++) {
      int[] tuple = new int[ops];
      for (int op = 0; op < ops; op++) {
        int p = plan.offset(op);
        for (int k = 0; k < rank; k++) {
          p += index[k] * plan.stride(op, k);
        }
        tuple[op] = p;
      }
      out.add(tuple);
      for (int k = rank - 1; k >= 0; k--) {
        if (++index[k] < plan.extent(k)) {
          break;
        }
        index[k] = 0;
      }
    }
    return out;
  }

  private static List<int[]> sorted(List<int[]> tuples) {
    List<int[]> copy = new ArrayList<>(tuples);
    copy.sort(Comparator.comparing(t -> t, Arrays::compare));
    return copy;
  }

  @Property(tries = 2000)
  void planVisitsEveryElementOnceWithTheNaivePairing(@ForAll long seed) {
    Case c = randomCase(new Random(seed));
    LoopPlan plan = LoopPlan.plan(c.shape, c.strides, c.offsets);
    List<int[]> want = sorted(naive(c));
    List<int[]> got = sorted(planned(plan, c.offsets.length));
    assertEquals(want.size(), got.size(), c + " -> " + plan);
    for (int j = 0; j < want.size(); j++) {
      assertArrayEquals(want.get(j), got.get(j), c + " -> " + plan);
    }
    assertTrue(plan.rank() >= 1, plan.toString());
  }

  @Property(tries = 1000)
  void coalescingLeavesNoMergeableNeighbours(@ForAll long seed) {
    Case c = randomCase(new Random(seed));
    LoopPlan plan = LoopPlan.plan(c.shape, c.strides, c.offsets);
    for (int k = 0; k + 1 < plan.rank(); k++) {
      boolean mergeable = true;
      for (int op = 0; op < c.offsets.length; op++) {
        mergeable &=
            (long) plan.stride(op, k) == (long) plan.stride(op, k + 1) * plan.extent(k + 1);
      }
      assertTrue(!mergeable, c + " -> " + plan + ": loops " + k + " and " + (k + 1));
      assertTrue(plan.extent(k) > 1 || plan.rank() == 1, plan.toString());
    }
  }

  // ---------------------------------------------------------------- StridedCopy

  @Property(tries = 1000)
  void stridedCopyEqualsAnElementByElementCopy(@ForAll long seed) {
    Random r = new Random(seed);
    Case c = randomCase(r);
    int[] shape = c.shape;
    int rank = shape.length;
    // destination: a permuted contiguous layout (no two elements share a position)
    int[] perm = permutation(r, rank);
    int[] dstStrides = new int[rank];
    int s = 1;
    for (int j = rank - 1; j >= 0; j--) {
      dstStrides[perm[j]] = r.nextBoolean() ? s : -s;
      s *= Math.max(shape[perm[j]], 1);
    }
    check(shape, c.strides[0], c.offsets[0], dstStrides, s, r.nextInt(50));
  }

  @Property(tries = 200)
  void largeTransposesTakeTheTiledPathAndStayExact(@ForAll long seed) {
    Random r = new Random(seed);
    int rank = 2 + r.nextInt(2);
    int[] shape = new int[rank];
    for (int k = 0; k < rank; k++) {
      shape[k] = rank == 2 ? 1 + r.nextInt(90) : 1 + r.nextInt(40);
    }
    // source: a C-contiguous array read through a permutation (a transpose); destination C
    int[] perm = permutation(r, rank);
    int[] srcStrides = new int[rank];
    int s = 1;
    for (int j = rank - 1; j >= 0; j--) {
      srcStrides[perm[j]] = s;
      s *= shape[perm[j]];
    }
    int[] dstStrides = new int[rank];
    int d = 1;
    for (int k = rank - 1; k >= 0; k--) {
      dstStrides[k] = d;
      d *= shape[k];
    }
    check(shape, srcStrides, 0, dstStrides, d, 0);
  }

  /** Copies with StridedCopy and with a naive loop between int arrays and compares. */
  private static void check(
      int[] shape, int[] srcStrides, int srcOffset, int[] dstStrides, int dstSpan, int pad) {
    Layoutish src = new Layoutish(shape, srcStrides, srcOffset);
    int lo = src.min();
    int[] source = new int[src.max() - lo + 1];
    for (int i = 0; i < source.length; i++) {
      source[i] = i * 7 + 3;
    }
    int srcBase = srcOffset - lo;
    Layoutish dst = new Layoutish(shape, dstStrides, 0);
    int dstBase = pad - dst.min();
    int[] want = new int[dstSpan + 2 * pad + 1];
    int[] got = want.clone();
    Arrays.fill(want, -1);
    Arrays.fill(got, -1);
    Case walk = new Case(shape, new int[][] {dstStrides, srcStrides}, new int[] {dstBase, srcBase});
    for (int[] t : naive(walk)) {
      want[t[0]] = source[t[1]];
    }
    StridedCopy.copy(shape, source, srcStrides, srcBase, got, dstStrides, dstBase);
    assertArrayEquals(
        want,
        got,
        "shape "
            + Arrays.toString(shape)
            + " src "
            + Arrays.toString(srcStrides)
            + " dst "
            + Arrays.toString(dstStrides));
  }

  /** Extreme positions of a layout, computed here. */
  private record Layoutish(int[] shape, int[] strides, int offset) {
    int min() {
      int p = offset;
      for (int k = 0; k < shape.length; k++) {
        if (shape[k] > 0 && strides[k] < 0) {
          p += (shape[k] - 1) * strides[k];
        }
      }
      return p;
    }

    int max() {
      int p = offset;
      for (int k = 0; k < shape.length; k++) {
        if (shape[k] > 0 && strides[k] > 0) {
          p += (shape[k] - 1) * strides[k];
        }
      }
      return p;
    }
  }
}
