/** ndgen's optional OpenBLAS matmul backend, found by the runtime through {@code ServiceLoader}. */
module io.ndgen.openblas {
  requires io.ndgen.runtime;
  requires org.bytedeco.openblas;

  provides io.ndgen.runtime.spi.MatMulBackend with
      io.ndgen.openblas.OpenBlasBackend;
}
