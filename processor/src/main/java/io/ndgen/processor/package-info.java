/**
 * The ndgen annotation processor: {@link io.ndgen.processor.NDArrayProcessor} turns each
 * {@code @NDArray} interface into a generated array class, through validation, the model and
 * generation.
 */
@NullMarked
package io.ndgen.processor;

import org.jspecify.annotations.NullMarked;
