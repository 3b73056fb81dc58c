package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: INT8, rank 8, C order. */
@NDArray(dtype = DType.INT8, rank = 8, order = Order.C)
public interface SignedBytes extends Described {}
