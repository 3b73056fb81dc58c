/**
 * Support for the classes the ndgen annotation processor generates: error builders kept out of the
 * generated hot paths, the loop-nest planner their whole-array loops run on, and the pairwise sum
 * kernels. Public so generated code in any package can call it; not meant for direct use.
 */
@NullMarked
package io.ndgen.runtime.gen;

import org.jspecify.annotations.NullMarked;
