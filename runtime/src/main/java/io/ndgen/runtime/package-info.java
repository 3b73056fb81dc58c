/**
 * The strided array runtime: {@link io.ndgen.runtime.Layout} holds the schema algebra, {@link
 * io.ndgen.runtime.StridedArray} is the generic dynamic-rank array.
 */
@NullMarked
package io.ndgen.runtime;

import org.jspecify.annotations.NullMarked;
