package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: UINT16, rank 1, C order. */
@NDArray(dtype = DType.UINT16, rank = 1, order = Order.C)
public interface UShorts extends Described {}
