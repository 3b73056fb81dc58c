/** Primitive-array storage per dtype and FLOAT16 conversions. */
@NullMarked
package io.ndgen.runtime.storage;

import org.jspecify.annotations.NullMarked;
