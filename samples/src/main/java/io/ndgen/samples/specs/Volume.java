package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** A 3-D float32 field, C order: {@code VolumeArray.zeros(depth, height, width)}. */
@NDArray(dtype = DType.FLOAT32, rank = 3)
public interface Volume {}
