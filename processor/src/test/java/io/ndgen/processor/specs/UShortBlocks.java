package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: UINT16, rank 4, C order: {@code set}'s row-major fast path with a value check. */
@NDArray(dtype = DType.UINT16, rank = 4, order = Order.C)
public interface UShortBlocks {}
