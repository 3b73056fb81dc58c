package io.ndgen.codegen;

/**
 * How a dtype's values behave under arithmetic: NumPy's kinds {@code b}, {@code i}, {@code u},
 * {@code f}.
 */
public enum Kind {
  BOOL,
  SIGNED,
  UNSIGNED,
  FLOAT
}
