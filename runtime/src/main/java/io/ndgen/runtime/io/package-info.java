/**
 * NumPy's {@code .npy} and {@code .npz} formats: {@link io.ndgen.runtime.io.Npy} reads and writes
 * single arrays, {@link io.ndgen.runtime.io.Npz} named collections of them. Malformed or hostile
 * input is reported as a checked {@link io.ndgen.runtime.io.NpyFormatException}.
 */
@NullMarked
package io.ndgen.runtime.io;

import org.jspecify.annotations.NullMarked;
