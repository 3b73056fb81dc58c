package io.ndgen.samples.specs;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;

/**
 * A column-major float64 matrix (as LAPACK stores them), generated as {@code DenseMatrix} rather
 * than the default {@code MatrixArray}.
 */
@NDArray(dtype = DType.FLOAT64, rank = 2, order = Order.F, name = "DenseMatrix")
public interface Matrix {
  double get(int row, int column);

  int shape(int axis);

  /** Sum of the diagonal. */
  default double trace() {
    double t = 0;
    for (int k = 0; k < Math.min(shape(0), shape(1)); k++) {
      t += get(k, k);
    }
    return t;
  }
}
