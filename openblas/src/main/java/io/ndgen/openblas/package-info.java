/**
 * ndgen's optional OpenBLAS backend: with this artifact on the class or module path, float32 and
 * float64 {@code matmul}/{@code dot} call OpenBLAS's {@code cblas_sgemm}/{@code cblas_dgemm}, the
 * library NumPy itself calls. Found by the runtime with {@link java.util.ServiceLoader}; nothing to
 * call directly.
 */
@NullMarked
package io.ndgen.openblas;

import org.jspecify.annotations.NullMarked;
