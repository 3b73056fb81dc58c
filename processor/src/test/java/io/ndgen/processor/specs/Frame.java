package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** One grey frame; rank given too, in agreement with the axes. */
@NDArray(
    dtype = DType.FLOAT32,
    rank = 2,
    axes = {"row", "col"})
public interface Frame {}
