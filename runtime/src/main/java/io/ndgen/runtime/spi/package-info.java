/**
 * Service interfaces through which optional artifacts plug native libraries into the runtime:
 * {@link io.ndgen.runtime.spi.MatMulBackend} (implemented by {@code ndgen-openblas}).
 */
@NullMarked
package io.ndgen.runtime.spi;

import org.jspecify.annotations.NullMarked;
