package io.ndgen.codegen;

/**
 * One reduction of the op table ({@link Ops#REDUCE}).
 *
 * @param constant the {@code ReduceOp} constant, e.g. {@code MAX}
 * @param numpy the name NumPy's messages use: the ufunc reduced ({@code maximum}) or the function
 *     ({@code argmax})
 * @param method the Java method name ({@code StridedArray.max})
 * @param kind what the reduction computes, which decides its loops and result dtype
 */
public record ReduceOpRow(String constant, String numpy, String method, Kind kind) {
  /** The families of reductions. */
  public enum Kind {
    /** sum, prod: accumulate in NumPy's accumulator dtype. */
    ARITHMETIC,
    /** min, max: the input dtype, no identity. */
    EXTREME,
    /** any, all: BOOL. */
    LOGICAL,
    /** mean: the sum divided by the count, in float. */
    MEAN,
    /** argmin, argmax: INT64 positions along one axis. */
    ARG
  }

  /** True for the reductions over any set of axes ({@code sum(keepDims, axes...)}). */
  public boolean overAxes() {
    return kind != Kind.ARG;
  }
}
