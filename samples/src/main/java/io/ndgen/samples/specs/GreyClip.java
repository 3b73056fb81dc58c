package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * A grey clip: a {@link Video} without its channel axis. One frame of it is a {@link GreyFrame}.
 */
@NDArray(
    dtype = DType.FLOAT32,
    axes = {"time", "row", "col"})
public interface GreyClip {}
