package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: INT16, rank 4, F order. */
@NDArray(dtype = DType.INT16, rank = 4, order = Order.F)
public interface Shorts extends Described {}
