/** The processor's generation layer. */
@NullMarked
package io.ndgen.processor.generation;

import org.jspecify.annotations.NullMarked;
