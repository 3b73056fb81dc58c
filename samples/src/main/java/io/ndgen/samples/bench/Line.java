package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * A 1-D float32 signal, rank 1 (generated: {@code LineArray}); used by {@link
 * ElementAccessBenchmark}.
 */
@NDArray(dtype = DType.FLOAT32, rank = 1)
public interface Line {}
