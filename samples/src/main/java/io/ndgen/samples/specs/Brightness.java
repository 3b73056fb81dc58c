package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * One value per frame, over time: a {@link GreyClip}'s rows averaged ({@code meanOverRow()} of its
 * per-row means, which are a {@link RowProfile}).
 */
@NDArray(
    dtype = DType.FLOAT32,
    axes = {"time"})
public interface Brightness {}
