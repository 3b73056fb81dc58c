/**
 * The primitive unary operators the JDK lacks (float, boolean), which generated array classes'
 * {@code map} takes so that lambdas (Java or Kotlin) run unboxed. A generated class's {@code
 * forEach} takes its own nested {@code IndexedConsumer}.
 */
@NullMarked
package io.ndgen.runtime.fn;

import org.jspecify.annotations.NullMarked;
