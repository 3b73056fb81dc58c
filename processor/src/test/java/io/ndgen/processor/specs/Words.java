package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: UINT32, rank 2, C order. */
@NDArray(dtype = DType.UINT32, rank = 2, order = Order.C)
public interface Words extends Described {}
