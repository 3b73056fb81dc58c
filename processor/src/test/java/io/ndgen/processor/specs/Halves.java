package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: FLOAT16, rank 1, C order. */
@NDArray(dtype = DType.FLOAT16, rank = 1, order = Order.C)
public interface Halves extends Described {}
