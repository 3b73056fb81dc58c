package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: UINT64, rank 1, F order. */
@NDArray(dtype = DType.UINT64, rank = 1, order = Order.F)
public interface ULongs extends Described {}
