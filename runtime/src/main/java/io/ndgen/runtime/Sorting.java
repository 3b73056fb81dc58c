package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Shapes;
import io.ndgen.runtime.parallel.Parallel;

/**
 * NumPy's {@code sort} and stable {@code argsort} along one axis.
 *
 * <p>Both bring the sorted axis innermost and contiguous first: when it is not already so, the
 * lanes are copied (strided copies, in memory order) into scratch arrays whose rows are the lanes
 * to sort — for {@code sort}, a piece at a time on several cores — and the rows are sorted in place
 * ({@link SortKernels}: primitive sorts, never boxing); the result is copied back. Results: {@code
 * sort} keeps the input's memory order (NumPy copies with {@code order='K'} and sorts in place),
 * {@code argsort} is a C-ordered INT64 array.
 */
final class Sorting {
  private Sorting() {}

  /** {@code np.sort(a, axis)}: a sorted copy; NaN last (any sign, any payload), -0.0 before 0.0. */
  static StridedArray sort(StridedArray a, int axis) {
    int ax = Shapes.normalizeAxis(axis, a.rank());
    StridedArray out = a.astype(a.dtype()); // order 'K', bit copy
    int n = out.shape(ax);
    if (n < 2 || out.size() == 0) {
      return out;
    }
    StridedArray rows = lanesLast(out, ax);
    if (rows.layout().stride(rows.rank() - 1) == 1 && rows.isCContiguous()) {
      SortKernels.sortRows(rows.dtype(), rows.storage(), rows.size() / n, n);
    } else {
      sortGathered(rows);
    }
    return out;
  }

  /**
   * Sorts the last axis of {@code rows} (lanes not contiguous) piece by piece along its first axis:
   * each piece is gathered into contiguous rows (a tiled copy), sorted, and scattered back, the
   * pieces on several cores. A piece of about {@link Parallel#GRAIN} elements stays in the core's
   * cache between the three steps, where whole-array copies each way went through memory on one
   * core.
   */
  private static void sortGathered(StridedArray rows) {
    int n = rows.shape(rows.rank() - 1);
    boolean oneLane = rows.rank() == 1; // then its first axis is the lane itself: one piece
    int outer = oneLane ? 1 : rows.shape(0);
    int grain = Parallel.grainFor(rows.size() / outer);
    boolean onePiece = Parallel.pieces(outer, grain) == 1; // then the rows may use every core
    Parallel.forEachPiece(
        outer,
        grain,
        (first, last) -> {
          StridedArray block = oneLane ? rows : rows.slice(0, first, last);
          StridedArray work = block.copy();
          Runnable sort =
              () -> SortKernels.sortRows(work.dtype(), work.storage(), work.size() / n, n);
          if (onePiece) {
            sort.run();
          } else {
            Parallel.withThreads( // this piece is one core's share
                1,
                () -> {
                  sort.run();
                  return null;
                });
          }
          work.copyInto(block);
        });
  }

  /**
   * {@code np.argsort(a, axis, kind='stable')}: INT64 positions along {@code axis} that sort each
   * lane, equal values in their original order (-0.0 equals 0.0, every NaN equals every NaN and
   * comes last). A rank-0 array counts as rank 1, as NumPy's {@code PyArray_CheckAxis} makes it
   * (unlike {@code np.sort}, which refuses it).
   */
  static StridedArray argsort(StridedArray array, int axis) {
    StridedArray a = array.rank() == 0 ? array.reshape(1) : array;
    int ax = Shapes.normalizeAxis(axis, a.rank());
    StridedArray out = StridedArray.zeros(DType.INT64, a.shape());
    int n = a.shape(ax);
    if (n < 2 || a.size() == 0) {
      return out;
    }
    StridedArray lanes = lanesLast(a, ax);
    StridedArray keysSource = lanes.isCContiguous() ? lanes : lanes.copy();
    StridedArray target = lanesLast(out, ax);
    StridedArray indices =
        target.isCContiguous() ? target : StridedArray.zeros(DType.INT64, target.shape());
    SortKernels.argsortRows(
        keysSource.dtype(),
        keysSource.storage(),
        keysSource.offset(),
        (long[]) indices.storage(),
        keysSource.size() / n,
        n);
    if (indices != target) {
      indices.copyInto(target);
    }
    return out;
  }

  /** View with {@code axis} moved last (NumPy's {@code moveaxis(a, axis, -1)}). */
  private static StridedArray lanesLast(StridedArray a, int axis) {
    int rank = a.rank();
    if (axis == rank - 1) {
      return a;
    }
    int[] perm = new int[rank];
    for (int k = 0, j = 0; k < rank; k++) {
      if (k != axis) {
        perm[j++] = k;
      }
    }
    perm[rank - 1] = axis;
    return a.permute(perm);
  }
}
