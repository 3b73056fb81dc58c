package io.ndgen.runtime.ops;

/** The unary ufuncs. */
public enum UnaryOp {
  NEGATIVE("negative"),
  ABSOLUTE("absolute"),
  SIGN("sign"),
  SQRT("sqrt"),
  EXP("exp"),
  LOG("log"),
  SIN("sin"),
  COS("cos"),
  TANH("tanh");

  private final String numpyName;

  UnaryOp(String numpyName) {
    this.numpyName = numpyName;
  }

  /** NumPy's ufunc name. */
  public String numpyName() {
    return numpyName;
  }

  /** True for the functions that only have float loops (sqrt … tanh). */
  boolean isFloatFunction() {
    return ordinal() >= SQRT.ordinal();
  }
}
