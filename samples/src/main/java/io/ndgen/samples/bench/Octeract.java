package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * An 8-D float32 block, C order, rank 8 (generated: {@code OcteractArray}); used by {@link
 * ElementAccessBenchmark}.
 */
@NDArray(dtype = DType.FLOAT32, rank = 8)
public interface Octeract {}
