package io.ndgen.runtime.ops;

/** The binary ufuncs: NumPy's arithmetic operators and comparisons. */
public enum BinaryOp {
  ADD("add"),
  SUBTRACT("subtract"),
  MULTIPLY("multiply"),
  DIVIDE("divide"),
  FLOOR_DIVIDE("floor_divide"),
  REMAINDER("remainder"),
  POWER("power"),
  MINIMUM("minimum"),
  MAXIMUM("maximum"),
  EQUAL("equal"),
  NOT_EQUAL("not_equal"),
  LESS("less"),
  LESS_EQUAL("less_equal"),
  GREATER("greater"),
  GREATER_EQUAL("greater_equal");

  private final String numpyName;

  BinaryOp(String numpyName) {
    this.numpyName = numpyName;
  }

  /** NumPy's ufunc name, e.g. {@code "floor_divide"}. */
  public String numpyName() {
    return numpyName;
  }

  /** True for the six comparisons, whose result is BOOL. */
  public boolean isComparison() {
    return ordinal() >= EQUAL.ordinal();
  }
}
