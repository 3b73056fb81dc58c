/**
 * ndgen's shared vocabulary: the {@code @NDArray} spec annotation, {@code DType} and {@code Order},
 * used by the runtime, the processor and user code.
 */
module io.ndgen.annotations {
  requires static org.jspecify;

  exports io.ndgen.annotations;
}
