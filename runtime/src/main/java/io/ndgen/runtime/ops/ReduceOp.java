package io.ndgen.runtime.ops;

/** The reductions. */
public enum ReduceOp {
  SUM("add"),
  PROD("multiply"),
  MEAN("mean"),
  MIN("minimum"),
  MAX("maximum"),
  ANY("logical_or"),
  ALL("logical_and"),
  ARGMIN("argmin"),
  ARGMAX("argmax");

  private final String numpyName;

  ReduceOp(String numpyName) {
    this.numpyName = numpyName;
  }

  /** The name NumPy's messages use: the ufunc reduced ({@code "minimum"}) or the function. */
  public String numpyName() {
    return numpyName;
  }
}
