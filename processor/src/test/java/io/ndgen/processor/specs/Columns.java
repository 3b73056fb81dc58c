package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** A frame's transpose, column-major by name: {@code Frame.transpose()} links here. */
@NDArray(
    dtype = DType.FLOAT32,
    axes = {"col", "row"})
public interface Columns {}
