package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** A BOOL frame: comparisons of a {@link Frame} link here. */
@NDArray(
    dtype = DType.BOOL,
    axes = {"row", "col"})
public interface Mask {}
