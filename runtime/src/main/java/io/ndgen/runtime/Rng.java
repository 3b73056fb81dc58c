package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.internal.Shapes;

/**
 * NumPy's {@code np.random.default_rng(seed)}: a {@code Generator} over {@code PCG64} seeded
 * through {@code SeedSequence}, drawing <em>the same numbers NumPy draws for the same seed</em>,
 * bit for bit, so an experiment moves between Python and Java unchanged:
 *
 * <pre>{@code
 * Rng rng = Rng.defaultRng(42);            // rng = np.random.default_rng(42)
 * rng.random(DType.FLOAT64, 3, 4);         // rng.random((3, 4))
 * rng.standardNormal(DType.FLOAT32, 1000); // rng.standard_normal(1000, dtype=np.float32)
 * rng.integers(0, 10, 5);                  // rng.integers(0, 10, 5)
 * }</pre>
 *
 * <p>Every call continues the one stream, as NumPy's generator does (including the spare half of a
 * 64-bit draw that float32 draws keep between calls), so a sequence of calls matches the same
 * sequence in NumPy. Results are new C-ordered arrays; an empty shape gives a rank-0 array holding
 * one draw. Not thread-safe: give each thread its own generator (NumPy locks instead).
 */
public final class Rng {
  private final Pcg64 bits;

  private Rng(Pcg64 bits) {
    this.bits = bits;
  }

  /**
   * NumPy's {@code default_rng(seed)} for a non-negative integer seed.
   *
   * @throws IllegalArgumentException if {@code seed} is negative (NumPy: "expected non-negative
   *     integer")
   */
  public static Rng defaultRng(long seed) {
    return new Rng(Pcg64.seeded(seed));
  }

  /**
   * Uniform floats in [0, 1), NumPy's {@code rng.random(shape, dtype)}: FLOAT64 takes the top 53
   * bits of a 64-bit draw, FLOAT32 the top 24 bits of a 32-bit draw.
   *
   * @throws IllegalArgumentException for another dtype ("Unsupported dtype dtype('int32') for
   *     random")
   * @throws ShapeException for a negative extent
   */
  public StridedArray random(DType dtype, int... shape) {
    checkFloat(dtype, "random");
    int n = Shapes.checkedSize(shape);
    if (dtype == DType.FLOAT64) {
      double[] out = new double[n];
      bits.fillDoubles(out);
      return StridedArray.wrap(out, shape.clone());
    }
    float[] out = new float[n];
    bits.fillFloats(out);
    return StridedArray.wrap(out, shape.clone());
  }

  /**
   * Standard normal draws, NumPy's {@code rng.standard_normal(shape, dtype)}: the ziggurat method
   * with NumPy's tables, in float64 or float32.
   *
   * @throws IllegalArgumentException for another dtype ("Unsupported dtype dtype('float16') for
   *     standard_normal")
   * @throws ShapeException for a negative extent
   */
  public StridedArray standardNormal(DType dtype, int... shape) {
    checkFloat(dtype, "standard_normal");
    int n = Shapes.checkedSize(shape);
    if (dtype == DType.FLOAT64) {
      double[] out = new double[n];
      Ziggurat.fill(bits, out);
      return StridedArray.wrap(out, shape.clone());
    }
    float[] out = new float[n];
    Ziggurat.fill(bits, out);
    return StridedArray.wrap(out, shape.clone());
  }

  /**
   * INT64 integers uniform in {@code [low, high)}, NumPy's {@code rng.integers(low, high, shape)}
   * (Lemire's bounded method; ranges below 2^32 draw 32 bits at a time). As in NumPy an empty shape
   * returns an empty array without checking the bounds.
   *
   * @throws IllegalArgumentException if {@code low >= high} (NumPy: "low &gt;= high", or "high
   *     &lt;= 0" when {@code low} is 0)
   * @throws ShapeException for a negative extent
   */
  public StridedArray integers(long low, long high, int... shape) {
    long product = 1; // NumPy's np.prod(size): the bounds are checked unless it is 0
    for (int extent : shape) {
      product *= extent;
    }
    if (product != 0 && low >= high) {
      throw new IllegalArgumentException(
          (low == 0 ? "high <= 0" : "low >= high") + ": low " + low + ", high " + high);
    }
    long[] out = new long[Shapes.checkedSize(shape)];
    if (out.length > 0) {
      BoundedInt64.fill(bits, low, high - 1 - low, out);
    }
    return StridedArray.wrap(out, shape.clone());
  }

  private static void checkFloat(DType dtype, String method) {
    if (dtype != DType.FLOAT64 && dtype != DType.FLOAT32) {
      throw new IllegalArgumentException(
          "Unsupported dtype dtype('" + dtype.numpyName() + "') for " + method);
    }
  }
}
