package io.ndgen.runtime.internal;

/**
 * How NumPy's reduction iterator walks one input into one output, reproduced so that float sums add
 * the same values in the same groups as {@code np.sum}: NumPy's nditer with the flags of {@code
 * PyUFunc_ReduceWrapper} (buffered, external loop, grow-inner, strides never negated), the output
 * allocated by the iterator, and {@code npyiter_find_buffering_setup} choosing the "core" and the
 * buffer size ({@code NPY_BUFSIZE} = 8192 elements).
 *
 * <p>Contract: given the loops of a {@link LoopPlan} over (out, in) — ordered as NumPy's iterator
 * orders them, coalesced, outermost first — it decides the sequence of inner-loop calls NumPy
 * makes. The iteration space, walked in plan order, is cut into <em>slabs</em>: one per index of
 * the loops outside the {@link #outer} loop, each {@code core * extent(outer)} elements. A slab is
 * cut into <em>calls</em>:
 *
 * <ul>
 *   <li>in reduce mode ({@link #reduceMode}), one call per core ({@code core} elements: the loops
 *       inside {@code outer});
 *   <li>otherwise, consecutive calls of {@link #bufferSize} elements (a multiple of the core), the
 *       last one shorter.
 * </ul>
 *
 * Within a call the output's position either stays fixed — the call folds its elements into one
 * accumulator, floats by one pairwise sum — or moves by one stride, elementwise. The input is read
 * with one stride when its loops coalesce over the call ({@link #inSingleStride}); otherwise NumPy
 * copies the call's elements into a buffer first, in visiting order, which sums the same values in
 * the same order. An input that is cast ({@code castInput}, as {@code mean} casts integers to
 * float64) is always buffered, which changes the chosen core and buffer size. Not modelled: {@code
 * where=}, more than one output, a user-given buffer size.
 */
final class ReduceIteration {
  /** NumPy's {@code NPY_BUFSIZE}: the default buffer size, in elements. */
  static final int BUFSIZE = 8192;

  private static final int OUT = 0;
  private static final int IN = 1;

  final LoopPlan plan;

  /** Plan loop index (outermost first) of NumPy's "outer" dimension. */
  final int outer;

  /** Elements per core: the product of the extents of the loops inside {@link #outer}. */
  final long core;

  /** Elements per call outside reduce mode. */
  final long bufferSize;

  /** True when NumPy iterates in its two-level reduce mode: one call per core. */
  final boolean reduceMode;

  /** True when the input is read with one stride over a call (never when it is cast). */
  final boolean inSingleStride;

  private ReduceIteration(
      LoopPlan plan,
      int outer,
      long core,
      long bufferSize,
      boolean reduceMode,
      boolean inSingleStride) {
    this.plan = plan;
    this.outer = outer;
    this.core = core;
    this.bufferSize = bufferSize;
    this.reduceMode = reduceMode;
    this.inSingleStride = inSingleStride;
  }

  /**
   * NumPy's buffering setup ({@code npyiter_find_buffering_setup}) for a non-empty plan whose
   * operand 0 is the output (a reduction operand: zero strides on reduced loops) and operand 1 the
   * input.
   */
  static ReduceIteration of(LoopPlan plan, boolean castInput) {
    int nd = plan.rank();
    // NumPy's axis data run innermost first: dimension d here is plan loop nd-1-d
    boolean[] cast = {false, castInput};
    int[] singleStrideDims = {1, 1};
    int cost = castInput ? 2 : 1;
    int outerReduceDim = 0;
    long size = extent(plan, nd, 0);
    int bestDim = 0;
    int bestCost = cost;
    long bestSize = size;
    long bestCore = 1;
    for (int dim = 1; dim < nd; dim++) {
      if (outerReduceDim != 0) {
        break; // cannot expand beyond the reduce dimension
      }
      if (size >= BUFSIZE && cost > 1) {
        break; // over the buffer size; only unbuffered grow-inner iteration could grow further
      }
      long previousExtent = extent(plan, nd, dim - 1);
      for (int op = 0; op < 2; op++) {
        long previousStride = stride(plan, nd, op, dim - 1);
        long stride = stride(plan, nd, op, dim);
        if (singleStrideDims[op] == dim) {
          if (previousStride * previousExtent == stride) {
            singleStrideDims[op]++;
            continue;
          }
          if (!cast[op]) {
            cost++; // this operand now needs a buffer
          }
        }
        if (op == OUT && (stride == 0 || previousStride == 0)) {
          outerReduceDim = dim;
        }
      }
      long coreSize = size;
      size *= extent(plan, nd, dim);
      if (size == 0) {
        break;
      }
      double bufSize = size > BUFSIZE && cost > 1 ? BUFSIZE : size;
      if (cost * (double) bestSize <= bestCost * bufSize) {
        bestCost = cost;
        bestCore = coreSize;
        bestSize = size;
        bestDim = dim;
      }
    }
    boolean usingReduce = outerReduceDim != 0 && bestDim == outerReduceDim;
    long reduceStrideIn = stride(plan, nd, IN, outerReduceDim);
    boolean mustBuffer = false;
    boolean inBuffered = castInput;
    for (int op = 0; op < 2; op++) {
      boolean buffered = cast[op];
      boolean reduceOp;
      if (!usingReduce) {
        reduceOp = false;
      } else if (op == OUT) {
        reduceOp = true; // the output is the reduction operand whose stride flips at bestDim
      } else if (singleStrideDims[op] == bestDim && !buffered) {
        reduceOp = true;
      } else {
        reduceOp = reduceStrideIn == 0 && singleStrideDims[op] <= bestDim;
      }
      if (singleStrideDims[op] + (reduceOp ? 1 : 0) <= bestDim) {
        buffered = true;
      }
      mustBuffer |= buffered;
      if (op == IN) {
        inBuffered = buffered;
      }
    }
    if (mustBuffer && BUFSIZE < bestSize) {
      bestSize = bestCore * (BUFSIZE / bestCore);
    }
    return new ReduceIteration(
        plan, nd - 1 - bestDim, bestCore, bestSize, usingReduce, !inBuffered);
  }

  private static long extent(LoopPlan plan, int nd, int dim) {
    return plan.extent(nd - 1 - dim);
  }

  private static long stride(LoopPlan plan, int nd, int op, int dim) {
    return plan.stride(op, nd - 1 - dim);
  }
}
