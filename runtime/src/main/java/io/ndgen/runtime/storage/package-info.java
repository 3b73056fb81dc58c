/**
 * Element storage per primitive dtype and the conversions it needs; {@link
 * io.ndgen.runtime.storage.Float16} converts IEEE binary16 halves as NumPy does.
 */
@NullMarked
package io.ndgen.runtime.storage;

import org.jspecify.annotations.NullMarked;
