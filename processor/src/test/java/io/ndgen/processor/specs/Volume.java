package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: FLOAT64, rank 3, F order. */
@NDArray(dtype = DType.FLOAT64, rank = 3, order = Order.F)
public interface Volume extends Described {}
