/**
 * The ndgen runtime: {@code StridedArray}, {@code Layout}, ops and {@code .npy} I/O.
 *
 * <p>{@code io.ndgen.runtime.internal} is exported because the classes the ndgen processor
 * generates, in the user's own module, call it; it is not API.
 */
module io.ndgen.runtime {
  requires transitive io.ndgen.annotations;
  requires transitive org.jspecify;

  exports io.ndgen.runtime;
  exports io.ndgen.runtime.fn;
  exports io.ndgen.runtime.internal;
  exports io.ndgen.runtime.io;
  exports io.ndgen.runtime.ops;
  exports io.ndgen.runtime.spi;
  exports io.ndgen.runtime.storage;

  // optional native backends (ndgen-openblas); the Vector API module is not required: it is
  // detected at run time and read reflectively (io.ndgen.runtime.simd.Simd)
  uses io.ndgen.runtime.spi.MatMulBackend;
}
