package io.ndgen.samples;

import io.ndgen.annotations.DType;
import io.ndgen.arrays.Float64Array2;
import io.ndgen.arrays.Float64Array3;
import io.ndgen.runtime.Rng;
import io.ndgen.runtime.StridedArray;
import java.io.PrintStream;
import java.util.List;

/**
 * The NumPy functions a first pipeline reaches for, with NumPy's own random numbers: the same seed
 * gives the same draws as {@code np.random.default_rng(42)}, so the printed values can be checked
 * in Python line by line.
 */
public final class NumPyBreadth {
  private final PrintStream out;

  public NumPyBreadth(PrintStream out) {
    this.out = out;
  }

  public void run() {
    out.println("== NumPy's functions and NumPy's random numbers");
    Rng rng = Rng.defaultRng(42); // rng = np.random.default_rng(42)
    StridedArray noise = rng.standardNormal(DType.FLOAT64, 2, 3);
    out.println("rng.standard_normal((2, 3)) =");
    out.println(noise);
    out.println("rng.integers(0, 10, 6) = " + rng.integers(0, 10, 6));

    StridedArray grid = StridedArray.linspace(DType.FLOAT64, 0.0, 1.0, 5);
    out.println("np.linspace(0, 1, 5) = " + grid);
    StridedArray a = StridedArray.arange(DType.FLOAT64, 0.0, 6.0, 1.0).reshape(2, 3);
    StridedArray joined = StridedArray.concatenate(1, a, a.multiply(10.0));
    out.println("np.concatenate([a, a * 10], axis=1) =");
    out.println(joined);
    List<StridedArray> halves = joined.split(2, 1);
    out.printf(
        "np.split(joined, 2, axis=1): %d views, the second shares memory %b%n",
        halves.size(), halves.get(1).sharesMemory(joined));
    StridedArray scores = StridedArray.wrap(new long[] {3, 1, 2, 1, 3}, 5);
    out.println("np.argsort([3, 1, 2, 1, 3], kind='stable') = " + scores.argsort(0));
    out.println("np.sort(noise, axis=1) =");
    out.println(noise.sort(1));
    out.println("np.allclose(noise, noise + 1e-9) = " + noise.allclose(noise.add(1e-9)));

    // cumulative sums, differences, statistics: NumPy's result dtypes and order of operations
    StridedArray counts = StridedArray.wrap(new byte[] {1, 2, 3, 4, 5, 6}, 2, 3);
    StridedArray running = counts.cumsum(1);
    out.println("np.cumsum(int8 counts, axis=1) = (" + running.dtype() + ")");
    out.println(running);
    out.println("np.diff(counts, axis=0) = " + counts.diff(0));
    out.println("a.var() = " + a.var() + ", a.std(axis=0, ddof=1) = " + a.std(1, false, 0));
    StridedArray stacked = StridedArray.stack(0, a, a);
    out.println("np.stack([a, a]).shape = " + java.util.Arrays.toString(stacked.shape()));
    out.println("np.tile(a[0], 2) = " + a.select(0, 0).tile(2));
    out.println("np.repeat(a[0], 2) = " + a.select(0, 0).repeat(2));
    // the same joins on typed arrays keep the types: concatenate gives the class it joins, stack
    // the class one rank up (built-ins io.ndgen.arrays.<D>Array<r>, or any generated spec class)
    Float64Array2 m = Float64Array2.from(a);
    Float64Array2 tall = Float64Array2.concatenate(0, m, m);
    Float64Array3 pair = Float64Array2.stack(-1, m, m);
    out.println(
        "typed: Float64Array2.concatenate(0, m, m).shape = "
            + java.util.Arrays.toString(tall.shape())
            + ", Float64Array2.stack(-1, m, m) is a Float64Array3 of shape "
            + java.util.Arrays.toString(pair.shape()));

    // NaN-aware reductions, rounding and tests
    StridedArray data =
        StridedArray.wrap(new double[] {1.5, Double.NaN, -2.5, 4.0, 0.5, 3.0}, 2, 3);
    out.println("data = np.array([[1.5, nan, -2.5], [4.0, 0.5, 3.0]])");
    out.println("np.nansum(data, axis=1) = " + data.nansum(false, 1));
    out.println("np.nanmax(data) = " + data.nanmax());
    out.println("np.isnan(data).any() = " + data.isnan().any());
    out.println("np.rint(data) =");
    out.println(data.rint());
    out.println("np.floor(data[1]) = " + data.select(0, 1).floor());
    out.println("np.clip(data[1], 1, 3) = " + data.select(0, 1).clip(1, 3));
    out.println("np.eye(2, dtype=np.int32) =");
    out.println(StridedArray.eye(DType.INT32, 2));
  }
}
