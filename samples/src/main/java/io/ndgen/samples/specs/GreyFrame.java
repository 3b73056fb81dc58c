package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** One grey frame, rows by columns: {@code greyClip.selectTime(i)}, {@code meanOverTime()}. */
@NDArray(
    dtype = DType.FLOAT32,
    axes = {"row", "col"})
public interface GreyFrame {}
