package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Kernels allocate nothing per call beyond their result once other ops have run in the JVM (issue
 * 11, "pollution"). The Vector API's convenience methods on its abstract classes ({@code
 * lanewise(op, scalar)}, {@code add}, {@code compare(op, scalar)}, ...) dispatch their inner calls
 * on one type profile per JDK method, shared by the whole JVM. Once another shape of vector has
 * passed through one (a float32 comparison's 128-bit byte vectors), a kernel whose vector reaches
 * it with a class C2 does not know gets two classes merged and every vector boxed: megabytes per
 * call where a healthy call allocates a few kilobytes (int8 {@code max()} of 4 MiB: 5.0 MB). Here
 * the polluting op runs first, then each op until C2 has compiled it; the bytes every thread
 * allocates per call are read from the JVM ({@code com.sun.management.ThreadMXBean}). On the scalar
 * path the same bound holds trivially.
 */
class PollutedAllocationTest {
  /** 4 MiB of int8: one box per 64-byte vector was 5.0 MB per call. */
  private static final int N = 1 << 22;

  /** Loop plans, fork/join tasks, the result's header: a few kilobytes per call. */
  private static final long SLACK = 64 * 1024;

  @Test
  void narrowIntegerExtremesAllocateOnlyTheirResultAfterAFloatComparison() {
    StridedArray base = StridedArray.arange(DType.INT64, 0, N, 1);
    StridedArray u8 = base.astype(DType.UINT8);
    StridedArray i8 = base.astype(DType.INT8);
    StridedArray i16 = base.astype(DType.INT16);
    StridedArray u16 = base.astype(DType.UINT16);
    // the polluter: a float32 comparison stores its mask through 128-bit byte vectors, and the
    // JDK's intoBooleanArray calls the shared lanewise(AND, scalar) on them (one large call, as an
    // application's first comparison, is profiled long enough to leave its class in that profile)
    base.astype(DType.FLOAT32).greater(100.0);
    Map<String, Supplier<StridedArray>> ops = new LinkedHashMap<>();
    ops.put("int8 max", i8::max);
    ops.put("int8 min", i8::min);
    ops.put("uint8 max", u8::max);
    ops.put("int16 max", i16::max);
    ops.put("uint16 min", u16::min);
    for (Map.Entry<String, Supplier<StridedArray>> op : ops.entrySet()) {
      long perCall = allocatedPerCall(op.getValue());
      assertTrue(
          perCall <= SLACK,
          () -> op.getKey() + " allocated " + perCall + " bytes per call after other ops");
    }
  }

  /**
   * Bytes allocated per call by every live thread: the least over windows of calls, up to the first
   * window within {@link #SLACK} (the op's code before C2 has compiled it, and a collection or a
   * late compile in one window, do not count), or over 10 windows of 200 calls when none is.
   */
  private static long allocatedPerCall(Supplier<StridedArray> op) {
    AllThreads threads = new AllThreads();
    long least = Long.MAX_VALUE;
    for (int window = 0; window < 10 && least > SLACK; window++) {
      threads.mark();
      for (int call = 0; call < 200; call++) {
        op.get();
      }
      least = Math.min(least, threads.allocatedSinceMark() / 200);
    }
    return least;
  }

  /** Bytes allocated by every live thread since {@link #mark}: kernels run on fork/join workers. */
  private static final class AllThreads {
    private final com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final Map<Long, Long> marked = new HashMap<>();

    void mark() {
      marked.clear();
      long[] ids = mx.getAllThreadIds();
      long[] bytes = mx.getThreadAllocatedBytes(ids);
      for (int i = 0; i < ids.length; i++) {
        marked.put(ids[i], bytes[i]);
      }
    }

    long allocatedSinceMark() {
      long[] ids = mx.getAllThreadIds();
      long[] bytes = mx.getThreadAllocatedBytes(ids);
      long total = 0;
      for (int i = 0; i < ids.length; i++) {
        if (bytes[i] >= 0) {
          total += bytes[i] - marked.getOrDefault(ids[i], 0L);
        }
      }
      return total;
    }
  }
}
