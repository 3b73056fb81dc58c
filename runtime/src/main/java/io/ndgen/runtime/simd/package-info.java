/**
 * Whether the kernels run on the JDK's Vector API ({@code jdk.incubator.vector}): detected once at
 * start-up, and the reflective loading of Vector API implementations so the scalar path never links
 * a Vector API class. Internal to the runtime; not meant for direct use.
 */
@NullMarked
package io.ndgen.runtime.simd;

import org.jspecify.annotations.NullMarked;
