/** The iteration planner (axis order, coalescing) and the per-primitive inner kernels. */
@NullMarked
package io.ndgen.runtime.iter;

import org.jspecify.annotations.NullMarked;
