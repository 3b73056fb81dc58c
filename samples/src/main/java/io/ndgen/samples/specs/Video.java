package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * A decoded colour video, values in [0, 1]: frames over time, each rows by columns by colour
 * channels. Named axes give {@code VideoArray.AXIS_TIME}, {@code selectTime}, {@code
 * sumOverChannel}, …; results without the channel axis are {@link GreyClip}s.
 */
@NDArray(
    dtype = DType.FLOAT32,
    axes = {"time", "row", "col", "channel"})
public interface Video {}
