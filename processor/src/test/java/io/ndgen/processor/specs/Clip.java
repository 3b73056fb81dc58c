package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** A grey video clip with named axes: its frames link to {@link Frame}. */
@NDArray(
    dtype = DType.FLOAT32,
    axes = {"time", "row", "col"})
public interface Clip {}
