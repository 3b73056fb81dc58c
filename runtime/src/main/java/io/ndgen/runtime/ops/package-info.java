/** Elementwise arithmetic and comparisons, reductions and matrix products (see {@code Ops}). */
@NullMarked
package io.ndgen.runtime.ops;

import org.jspecify.annotations.NullMarked;
