/**
 * The fork/join layer that splits large loops across cores: pieces of a fixed grain, so results
 * never depend on the thread count. Internal to the runtime; not meant for direct use.
 */
@NullMarked
package io.ndgen.runtime.parallel;

import org.jspecify.annotations.NullMarked;
