package io.ndgen.processor.validation;

import org.jspecify.annotations.Nullable;

/** The front end's view of the types already in the compilation, for name clashes. */
@FunctionalInterface
public interface TypeLookup {
  /**
   * The qualified name of the existing type {@code qualifiedName}, or null if there is none or it
   * is this spec's own generated class from an earlier compile (a class implementing the spec).
   */
  @Nullable String existing(String qualifiedName);
}
