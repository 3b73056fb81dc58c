/**
 * Primitive functional interfaces for generated array classes: unary operators the JDK lacks and
 * rank-fixed indexed consumers, so lambdas (Java or Kotlin) run unboxed.
 */
@NullMarked
package io.ndgen.runtime.fn;

import org.jspecify.annotations.NullMarked;
