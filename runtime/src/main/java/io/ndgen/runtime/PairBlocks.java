package io.ndgen.runtime;

import io.ndgen.runtime.parallel.Parallel;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Asks a yes/no question of two arrays of one shape block by block, stopping at the first block
 * that answers no: the engine of {@code allclose} and {@code array_equal}, which NumPy answers
 * through whole-array temporaries.
 *
 * <p>Contract: the arrays are cut along their leading axes into blocks of at most {@link #BLOCK}
 * elements (whole runs of rows of axis 0 when a row fits; else each row is cut the same way), the
 * same cut for both; a {@link Test} answers for one pair of blocks with its own scratch, which at
 * {@code BLOCK} elements stays in the core's cache between the steps. Runs of {@link
 * #BLOCKS_PER_PIECE} blocks go to several cores ({@link Parallel}), each with a test of its own;
 * once any block answers no, blocks not yet started are skipped. The answer is the AND over every
 * block, so it does not depend on the cut or the thread count.
 */
final class PairBlocks {
  /** Elements per block: one {@link Parallel#GRAIN}, so each op on a block runs as one piece. */
  static final int BLOCK = Parallel.GRAIN;

  /** Blocks per piece of work for one core (each piece allocates its test's scratch once). */
  static final int BLOCKS_PER_PIECE = 8;

  /** Answers for one pair of blocks of one shape (at most {@link #BLOCK} elements). */
  interface Test {
    boolean holds(StridedArray x, StridedArray y);
  }

  private PairBlocks() {}

  /** True if {@code tests}' test holds for every block of {@code x} and {@code y} (same shape). */
  static boolean all(StridedArray x, StridedArray y, Supplier<Test> tests) {
    if (x.size() == 0) {
      return true;
    }
    if (x.size() <= BLOCK || x.rank() == 0) {
      return tests.get().holds(x, y);
    }
    int rows = x.shape(0);
    int rowSize = x.size() / rows;
    if (rowSize > BLOCK) {
      for (int i = 0; i < rows; i++) {
        if (!all(x.select(0, i), y.select(0, i), tests)) {
          return false;
        }
      }
      return true;
    }
    int step = BLOCK / rowSize;
    int blocks = (rows + step - 1) / step;
    AtomicBoolean failed = new AtomicBoolean();
    Parallel.forEachPiece(
        blocks,
        BLOCKS_PER_PIECE,
        (first, last) -> {
          if (failed.get()) {
            return;
          }
          Test test = tests.get();
          for (int b = first; b < last && !failed.get(); b++) {
            int from = b * step;
            int to = Math.min(rows, from + step);
            if (!test.holds(x.slice(0, from, to), y.slice(0, from, to))) {
              failed.set(true);
            }
          }
        });
    return !failed.get();
  }

  /** True if every element of a BOOL array is true (the scratch results of a test). */
  static boolean allTrue(StridedArray bools) {
    boolean[] b = (boolean[]) bools.storage();
    int end = bools.offset() + bools.size();
    for (int i = bools.offset(); i < end; i++) {
      if (!b[i]) {
        return false;
      }
    }
    return true;
  }
}
