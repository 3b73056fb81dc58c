package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * A 2-D float32 plane, C order, rank 2 (generated: {@code PlaneArray}); used by {@link
 * ElementAccessBenchmark}.
 */
@NDArray(dtype = DType.FLOAT32, rank = 2)
public interface Plane {}
