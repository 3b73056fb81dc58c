/** The processor's validation layer. */
@NullMarked
package io.ndgen.processor.validation;

import org.jspecify.annotations.NullMarked;
