package io.ndgen.runtime.internal;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.ops.ReduceOp;
import io.ndgen.runtime.parallel.Parallel;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The running sum or product of one long integer lane on several cores, exact because wrapping
 * integer ⊕ is associative. The lane is cut into {@link Parallel}'s pieces (fixed by size); each
 * piece is scanned once, from its carry (the ⊕ of all pieces before it), in one pass:
 *
 * <ol>
 *   <li>Pieces are claimed in order from a counter by every thread of the loop.
 *   <li>A piece's carry is found by looking back (a decoupled look-back scan): the nearest earlier
 *       piece that has published its inclusive value ends the walk; the pieces between add their
 *       totals, published by another thread or computed here (never waited for).
 *   <li>The piece publishes its inclusive value (carry ⊕ total), then is scanned from its carry.
 * </ol>
 *
 * <p>When the result is allocated here ({@link #runAllocating}), the calling thread zeroes it while
 * the other threads total the pieces, so the JVM's zeroing of the new array overlaps the first read
 * of the input; the scan that follows reads each piece a second time only if its total was computed
 * (from the last-level cache). A thread that finds nothing to total waits for the array, spinning
 * briefly then parked (the caller unparks it): the caller is allocating it at that moment.
 *
 * <p>Every element gets the same value as the sequential scan's, whatever the thread count and
 * whichever thread totals or scans which piece. Floats never come here: their running values round,
 * and NumPy's are sequential. Measured in docs/benchmarks.md (issue 13's {@code cumsum} row) and
 * docs/benchmarks-history.md (the issue-13 sections on {@code cumsum}).
 */
final class SplitScan {
  /** Lanes shorter than this many elements are scanned on one core. */
  static final int MIN_LENGTH = 4 * Parallel.GRAIN;

  /** A parked helper's longest sleep (the caller also unparks the last one to park). */
  private static final long PARK_NANOS = 50_000;

  private static final VarHandle FLAG = MethodHandles.arrayElementVarHandle(int[].class);

  private final ReduceOp op;
  private final ReduceLoop total;
  private final CarriedScan scan;

  private SplitScan(ReduceOp op, ReduceLoop total, CarriedScan scan) {
    this.op = op;
    this.total = total;
    this.scan = scan;
  }

  /**
   * The split scan of {@code dtype} input with {@code op} (SUM or PROD) for lanes of {@code n}
   * elements, or null when they are scanned on one core: a float dtype, a short lane, or no second
   * core to use (one thread, or already inside a fork/join worker).
   */
  static @Nullable SplitScan of(ReduceOp op, DType dtype, int n) {
    if (n < MIN_LENGTH || Parallel.threadsHere() < 2) {
      return null;
    }
    CarriedScan scan = ScanLoops.carried(op, dtype);
    return scan == null ? null : new SplitScan(op, ReduceLoops.of(op, dtype), scan);
  }

  /**
   * {@code out[o + j*os] = in[i] ⊕ … ⊕ in[i + j*s]} for {@code j < n}; {@code out} is a {@code
   * long[]} (the int64 or uint64 accumulator).
   */
  void run(Object in, int i, int s, Object out, int o, int os, int n) {
    new Lane(in, i, s, o, os, n, out).run(() -> out);
  }

  /**
   * As {@link #run}, into the array {@code allocate} returns (called once, on the calling thread,
   * while other threads total the pieces); returns that array.
   */
  Object runAllocating(Object in, int i, int s, Supplier<Object> allocate, int o, int os, int n) {
    Lane lane = new Lane(in, i, s, o, os, n, null);
    lane.run(allocate);
    return lane.out();
  }

  /** One lane's scan: the pieces' published totals and inclusive values, and the claim counter. */
  private final class Lane {
    private final Object in;
    private final int i;
    private final int s;
    private final int o;
    private final int os;
    private final int n;
    private final int pieces;
    private final long[] totals;
    private final long[] inclusive;
    private final int[] totalKnown; // 1 once totals[p] is written (release / acquire)
    private final int[] inclusiveKnown; // 1 once inclusive[p] is written
    private final AtomicInteger nextTotal = new AtomicInteger();
    private final AtomicInteger nextScan = new AtomicInteger();
    private volatile @Nullable Object out;
    private volatile boolean abandoned; // the allocation threw: helpers stop waiting
    private volatile @Nullable Thread waiter; // a helper parked until the result exists

    Lane(Object in, int i, int s, int o, int os, int n, @Nullable Object out) {
      this.in = in;
      this.i = i;
      this.s = s;
      this.o = o;
      this.os = os;
      this.n = n;
      this.pieces = Parallel.pieces(n, Parallel.GRAIN);
      this.totals = new long[pieces];
      this.inclusive = new long[pieces];
      this.totalKnown = new int[pieces];
      this.inclusiveKnown = new int[pieces];
      this.out = out;
    }

    Object out() {
      Object z = out;
      if (z == null) {
        throw new IllegalStateException("the scan's result was never allocated");
      }
      return z;
    }

    /** Slot 0 (the calling thread) allocates if needed; every slot then totals and scans. */
    void run(Supplier<Object> allocate) {
      int slots = Math.min(pieces, Parallel.threadsHere());
      Parallel.forEachPiece(
          slots,
          1,
          (slot, unused) -> {
            long[] one = new long[1]; // this thread's total accumulator
            if (slot == 0) {
              if (out == null) {
                try {
                  out = allocate.get();
                } catch (RuntimeException | Error e) {
                  abandoned = true;
                  throw e;
                } finally {
                  wakeWaiter();
                }
              }
            } else {
              totalAhead(one);
            }
            Object z = awaitOut();
            if (z != null) {
              scanPieces(z, one);
            }
          });
    }

    /** Totals pieces in order until the result exists (the last piece's is never needed). */
    private void totalAhead(long[] one) {
      int p;
      while (out == null && !abandoned && (p = nextTotal.getAndIncrement()) < pieces - 1) {
        totalOf(p, one);
      }
    }

    private @Nullable Object awaitOut() {
      Object z;
      for (int spins = 0; (z = out) == null && !abandoned; spins++) {
        if (spins < 1 << 8) {
          Thread.onSpinWait();
        } else { // park rather than spin: on a loaded machine the caller may need this core
          waiter = Thread.currentThread();
          if (out == null && !abandoned) {
            LockSupport.parkNanos(this, PARK_NANOS);
          }
        }
      }
      return z;
    }

    private void wakeWaiter() {
      Thread w = waiter;
      if (w != null) {
        LockSupport.unpark(w);
      }
    }

    private void scanPieces(Object z, long[] one) {
      int p;
      while ((p = nextScan.getAndIncrement()) < pieces) {
        int from = p * Parallel.GRAIN;
        int len = Math.min(n - from, Parallel.GRAIN);
        long carry = carryOf(p, one);
        boolean known = (int) FLAG.getAcquire(totalKnown, p) != 0;
        if (known) { // publish before scanning, so the next piece need not wait for this one
          publishInclusive(p, combine(carry, totals[p]));
        }
        scan.run(in, i + from * s, s, z, o + from * os, os, len, carry);
        if (!known) {
          publishInclusive(p, ((long[]) z)[o + (from + len - 1) * os]);
        }
      }
    }

    /** ⊕ of the pieces before {@code p}: back to the nearest published inclusive value. */
    private long carryOf(int p, long[] one) {
      long carry = identity();
      for (int q = p - 1; q >= 0; q--) {
        if ((int) FLAG.getAcquire(inclusiveKnown, q) != 0) {
          return combine(inclusive[q], carry);
        }
        carry = combine(totalOf(q, one), carry);
      }
      return carry;
    }

    /** Piece {@code q}'s total, computed here unless published (the same value by any thread). */
    private long totalOf(int q, long[] one) {
      if ((int) FLAG.getAcquire(totalKnown, q) != 0) {
        return totals[q];
      }
      int from = q * Parallel.GRAIN;
      one[0] = identity();
      total.run(in, i + from * s, s, Math.min(n - from, Parallel.GRAIN), one, 0);
      totals[q] = one[0];
      FLAG.setRelease(totalKnown, q, 1);
      return one[0];
    }

    private void publishInclusive(int p, long value) {
      inclusive[p] = value;
      FLAG.setRelease(inclusiveKnown, p, 1);
    }

    private long identity() {
      return op == ReduceOp.SUM ? 0L : 1L;
    }

    private long combine(long before, long after) {
      return op == ReduceOp.SUM ? before + after : before * after;
    }
  }
}
