package io.ndgen.processor.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;

/** A rank-2 float32 spec with a default method built on generated ones. */
@NDArray(dtype = DType.FLOAT32, rank = 2)
public interface Grid {
  float get(int i, int j);

  int shape(int axis);

  default float corner() {
    return get(shape(0) - 1, shape(1) - 1);
  }
}
