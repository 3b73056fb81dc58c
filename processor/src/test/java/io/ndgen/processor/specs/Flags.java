package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: BOOL, rank 2, F order. */
@NDArray(dtype = DType.BOOL, rank = 2, order = Order.F)
public interface Flags extends Described {}
