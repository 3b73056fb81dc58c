package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/** Test spec: INT32, rank 3, C order. */
@NDArray(dtype = DType.INT32, rank = 3, order = Order.C)
public interface Ints extends Described {}
