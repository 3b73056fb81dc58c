package io.ndgen.annotations;

/** Memory layout of a contiguous array: which index varies fastest. */
public enum Order {
  /** Row-major: the last index varies fastest (NumPy's {@code order='C'}). */
  C,
  /** Column-major: the first index varies fastest (NumPy's {@code order='F'}). */
  F
}
