package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** Each frame's row means: a {@link GreyClip}'s {@code meanOverCol()}. */
@NDArray(
    dtype = DType.FLOAT32,
    axes = {"time", "row"})
public interface RowProfile {}
