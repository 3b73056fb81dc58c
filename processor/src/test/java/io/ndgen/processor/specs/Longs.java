package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: INT64, rank 2, C order. */
@NDArray(dtype = DType.INT64, rank = 2, order = Order.C)
public interface Longs extends Described {}
