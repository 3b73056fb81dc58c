package io.ndgen.runtime;

import static io.ndgen.runtime.ZigguratTables.FI_DOUBLE;
import static io.ndgen.runtime.ZigguratTables.FI_FLOAT;
import static io.ndgen.runtime.ZigguratTables.KI_DOUBLE;
import static io.ndgen.runtime.ZigguratTables.KI_FLOAT;
import static io.ndgen.runtime.ZigguratTables.WI_DOUBLE;
import static io.ndgen.runtime.ZigguratTables.WI_FLOAT;

import io.ndgen.runtime.parallel.Parallel;
import java.util.concurrent.ForkJoinTask;

/**
 * NumPy's ziggurat standard-normal samplers, {@code random_standard_normal} (float64, one 64-bit
 * draw: 8 bits of layer, a sign bit, 52 bits of magnitude) and {@code random_standard_normal_f}
 * (float32, one 32-bit draw: 8 + 1 + 23 bits), statement for statement from {@code
 * numpy/random/src/distributions/distributions.c}, with the same tables ({@link ZigguratTables}).
 *
 * <p>Draws come in blocks ({@link Pcg64#next64(long[], int)}), never more than the outputs still to
 * fill: each output takes at least one draw, so a block of at most that many is always used up and
 * the stream continues exactly where NumPy's does. The fast path (99.3% of draws) reads the block
 * through locals; the rejection paths read it through the {@link Block} cursor.
 *
 * <p>The rare rejection paths call {@code log1p} and {@code exp}; this uses {@link StrictMath},
 * NumPy the C library, which agree to within an ulp. A draw could differ only if a test value fell
 * within that ulp of its bound: never seen in the fixtures' draws.
 */
final class Ziggurat {
  private Ziggurat() {}

  /**
   * 64-bit draws per block (1 MiB, in L2): four of {@link Pcg64#next64(long[], int)}'s pieces, so
   * the first block is drawn on several cores.
   */
  private static final int WIDE_BLOCK = 2 * Pcg64.SPLIT_DRAWS;

  /**
   * A block of draws and the position in it, for the rejection paths. With more than one thread,
   * the float64 blocks after the first are drawn ahead on another core while the ziggurat reads the
   * current one (the draws were 40% of its time on one core). A block drawn ahead holds no more
   * draws than the outputs certain to be left after the current block (each output takes at least
   * one draw), so it is always used up: the draws and the stream's end are those of drawing each
   * block when needed.
   */
  private static final class Block {
    final Pcg64 bits;
    long[] wide;
    final int[] narrow;
    int pos;
    int len;
    private long[] ahead; // the other float64 buffer: drawn into in the background
    private ForkJoinTask<?> drawing; // filling ahead[0, aheadLen), or null
    private int aheadLen;

    Block(Pcg64 bits, int outputs, boolean wideDraws) {
      this.bits = bits;
      this.wide = wideDraws ? new long[Math.min(WIDE_BLOCK, outputs)] : null;
      this.narrow = wideDraws ? null : new int[Math.min(Pcg64.BLOCK, outputs)];
    }

    /** Refills with at most {@code outputsLeft} draws (each output left takes at least one). */
    void refill(int outputsLeft) {
      pos = 0;
      if (wide == null) {
        len = Math.min(narrow.length, outputsLeft);
        bits.next32(narrow, len);
        return;
      }
      if (drawing != null) {
        drawing.join();
        drawing = null;
        long[] drawn = ahead;
        ahead = wide;
        wide = drawn;
        len = aheadLen;
      } else {
        len = Math.min(wide.length, outputsLeft);
        bits.next64(wide, len);
      }
      int certain = outputsLeft - len; // left after this block, at the least
      if (certain > 0 && Parallel.threadsHere() > 1) {
        if (ahead == null) {
          ahead = new long[wide.length];
        }
        aheadLen = Math.min(ahead.length, certain);
        drawing = bits.next64Ahead(ahead, aheadLen);
      }
    }

    double nextDouble(int outputsLeft) {
      if (pos == len) {
        refill(outputsLeft);
      }
      return (wide[pos++] >>> 11) * 0x1.0p-53;
    }

    float nextFloat(int outputsLeft) {
      if (pos == len) {
        refill(outputsLeft);
      }
      return (narrow[pos++] >>> 8) * 0x1.0p-24f;
    }
  }

  /**
   * {@code x}, negated if the low bit of {@code sign} is set, without a branch: the sign is a coin
   * flip, and a mispredicted branch per draw was most of the fill's time. Flipping the sign bit is
   * exactly {@code -x} (zero included).
   */
  private static double negatedIf(long sign, double x) {
    return Double.longBitsToDouble(Double.doubleToRawLongBits(x) ^ (sign << 63));
  }

  /** The float32 {@link #negatedIf(long, double)}. */
  private static float negatedIf(int sign, float x) {
    return Float.intBitsToFloat(Float.floatToRawIntBits(x) ^ (sign << 31));
  }

  /** {@code random_standard_normal} for every element of {@code out}. */
  static void fill(Pcg64 bits, double[] out) {
    int n = out.length;
    Block block = new Block(bits, n, true);
    long[] draws = block.wide;
    int pos = 0;
    int len = 0;
    for (int i = 0; i < n; i++) {
      for (; ; ) {
        if (pos == len) {
          block.refill(n - i);
          draws = block.wide;
          pos = 0;
          len = block.len;
        }
        long r = draws[pos++];
        int idx = (int) (r & 0xff);
        r >>>= 8;
        long rabs = (r >>> 1) & 0x000fffffffffffffL;
        double x = negatedIf(r, rabs * WI_DOUBLE[idx]);
        if (rabs < KI_DOUBLE[idx]) {
          out[i] = x; // 99.3% of draws
          break;
        }
        block.pos = pos;
        block.len = len;
        double v = rejection(block, n - i, idx, rabs, x);
        draws = block.wide;
        pos = block.pos;
        len = block.len;
        if (v == v) {
          out[i] = v;
          break;
        }
      }
    }
  }

  /** The draw's rejection step: its value, or NaN to draw again. */
  private static double rejection(Block block, int outputsLeft, int idx, long rabs, double x) {
    if (idx == 0) {
      for (; ; ) {
        double xx = -ZigguratTables.NOR_INV_R * StrictMath.log1p(-block.nextDouble(outputsLeft));
        double yy = -StrictMath.log1p(-block.nextDouble(outputsLeft));
        if (yy + yy > xx * xx) {
          return ((rabs >>> 8) & 1) != 0 ? -(ZigguratTables.NOR_R + xx) : ZigguratTables.NOR_R + xx;
        }
      }
    }
    if ((FI_DOUBLE[idx - 1] - FI_DOUBLE[idx]) * block.nextDouble(outputsLeft) + FI_DOUBLE[idx]
        < StrictMath.exp(-0.5 * x * x)) {
      return x;
    }
    return Double.NaN;
  }

  /** {@code random_standard_normal_f} for every element of {@code out}. */
  static void fill(Pcg64 bits, float[] out) {
    int n = out.length;
    Block block = new Block(bits, n, false);
    int[] draws = block.narrow;
    int pos = 0;
    int len = 0;
    for (int i = 0; i < n; i++) {
      for (; ; ) {
        if (pos == len) {
          block.refill(n - i);
          pos = 0;
          len = block.len;
        }
        int r = draws[pos++];
        int idx = r & 0xff;
        int rabs = (r >>> 9) & 0x007fffff;
        float x = negatedIf(r >>> 8, rabs * WI_FLOAT[idx]);
        if (rabs < KI_FLOAT[idx]) {
          out[i] = x; // 99.3% of draws
          break;
        }
        block.pos = pos;
        block.len = len;
        float v = rejection(block, n - i, idx, rabs, x);
        pos = block.pos;
        len = block.len;
        if (v == v) {
          out[i] = v;
          break;
        }
      }
    }
  }

  /** The float32 draw's rejection step: its value, or NaN to draw again. */
  private static float rejection(Block block, int outputsLeft, int idx, int rabs, float x) {
    if (idx == 0) {
      for (; ; ) {
        // C's log1pf: the double result rounded to float (correctly rounded in all but rare ties)
        float xx =
            -ZigguratTables.NOR_INV_R_F * (float) StrictMath.log1p(-block.nextFloat(outputsLeft));
        float yy = -(float) StrictMath.log1p(-block.nextFloat(outputsLeft));
        if (yy + yy > xx * xx) {
          return ((rabs >>> 8) & 1) != 0
              ? -(ZigguratTables.NOR_R_F + xx)
              : ZigguratTables.NOR_R_F + xx;
        }
      }
    }
    // as in NumPy: the bound is the double exp of the float x, compared in double
    float lhs = (FI_FLOAT[idx - 1] - FI_FLOAT[idx]) * block.nextFloat(outputsLeft) + FI_FLOAT[idx];
    if (lhs < StrictMath.exp(-0.5 * x * x)) {
      return x;
    }
    return Float.NaN;
  }
}
