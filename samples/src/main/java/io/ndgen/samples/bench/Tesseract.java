package io.ndgen.samples.bench;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/**
 * A 4-D float32 block, C order, rank 4 (generated: {@code TesseractArray}); used by {@link
 * ElementAccessBenchmark}.
 */
@NDArray(dtype = DType.FLOAT32, rank = 4)
public interface Tesseract {}
