/** The processor's model layer. */
@NullMarked
package io.ndgen.processor.model;

import org.jspecify.annotations.NullMarked;
