/**
 * ndgen's internal package, shared by the runtime's own packages and the classes the ndgen
 * annotation processor generates (as {@code dagger.internal} is for Dagger): the loop planner and
 * loop nests, strided copies, element storage, the shape, axis and stride-order helpers every
 * package uses, and the error builders of generated code. Public only so that generated code in any
 * package (and module) can call it; it is not API: names and signatures change without notice.
 */
@NullMarked
package io.ndgen.runtime.internal;

import org.jspecify.annotations.NullMarked;
