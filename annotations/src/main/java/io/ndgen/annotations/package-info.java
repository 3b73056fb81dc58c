/** The shared vocabulary of ndgen: {@link NDArray}, {@link DType} and {@link Order}. */
@NullMarked
package io.ndgen.annotations;

import org.jspecify.annotations.NullMarked;
