package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** Per-frame values over time, float64 (a different dtype than {@link Clip}'s). */
@NDArray(
    dtype = DType.FLOAT64,
    axes = {"timeStep"})
public interface Series {}
