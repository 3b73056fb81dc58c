package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * A 7-D float32 block, C order, rank 7 (generated: {@code HepteractArray}); used by {@link
 * ElementAccessBenchmark}.
 */
@NDArray(dtype = DType.FLOAT32, rank = 7)
public interface Hepteract {}
