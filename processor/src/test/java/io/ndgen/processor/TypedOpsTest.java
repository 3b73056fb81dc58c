package io.ndgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.ndgen.annotations.DType;
import io.ndgen.arrays.BoolArray1;
import io.ndgen.arrays.BoolArray2;
import io.ndgen.arrays.Float16Array2;
import io.ndgen.arrays.Float32Array1;
import io.ndgen.arrays.Float32Array3;
import io.ndgen.arrays.Float32Array4;
import io.ndgen.arrays.Float64Array1;
import io.ndgen.arrays.Float64Array2;
import io.ndgen.arrays.Float64Array3;
import io.ndgen.arrays.Int32Array1;
import io.ndgen.arrays.Int32Array2;
import io.ndgen.arrays.Int64Array2;
import io.ndgen.arrays.UInt64Array1;
import io.ndgen.arrays.UInt8Array1;
import io.ndgen.processor.specs.BytesArray;
import io.ndgen.processor.specs.FlagsArray;
import io.ndgen.processor.specs.GridArray;
import io.ndgen.processor.specs.HalvesArray;
import io.ndgen.processor.specs.IntsArray;
import io.ndgen.processor.specs.SignedBytesArray;
import io.ndgen.processor.specs.UShortsArray;
import io.ndgen.processor.specs.VolumeArray;
import io.ndgen.runtime.Rng;
import io.ndgen.runtime.ShapeException;
import io.ndgen.runtime.StridedArray;
import org.junit.jupiter.api.Test;

/**
 * Reductions over one axis, comparisons, unary functions, {@code where} and broadcasting between
 * ranks are typed. The declared types are the test of the typing rule (a wrong class does not
 * compile); the assertions check each result equals what {@code StridedArray} computes (NumPy's
 * values and dtypes, checked against NumPy by the runtime's fixtures) and that its dtype is
 * NumPy's.
 */
class TypedOpsTest {
  private static final Rng RNG = Rng.defaultRng(12);

  private static IntsArray ints() {
    return IntsArray.from(RNG.integers(-50, 50, 2, 3, 4).astype(DType.INT32));
  }

  @Test
  void reductionsOverOneAxisHaveNumPysResultDtypeAndRankMinusOne() {
    IntsArray a = ints();
    StridedArray s = a.toStrided();
    Int64Array2 sum = a.sum(1);
    assertEquals(s.sum(false, 1), sum.toStrided());
    Int64Array2 prod = a.prod(-1);
    assertEquals(s.prod(false, -1), prod.toStrided());
    Float64Array2 mean = a.mean(0);
    assertEquals(s.mean(false, 0), mean.toStrided());
    Int32Array2 min = a.min(2);
    assertEquals(s.min(false, 2), min.toStrided());
    Int32Array2 max = a.max(0);
    assertEquals(s.max(false, 0), max.toStrided());
    Int64Array2 argmin = a.argmin(1);
    assertEquals(s.argmin(1), argmin.toStrided());
    Int64Array2 argmax = a.argmax(2);
    assertEquals(s.argmax(2), argmax.toStrided());

    BytesArray bytes = BytesArray.wrap(new byte[] {(byte) 200, 100, 7, (byte) 255}, 2, 2);
    UInt64Array1 wide = bytes.sum(0);
    assertEquals(DType.UINT64, wide.dtype());
    assertEquals(207L, wide.get(0));
    BoolArray1 any = bytes.greater(150L).any(1);
    assertEquals(bytes.toStrided().greater(150L).any(false, 1), any.toStrided());

    VolumeArray v = VolumeArray.from(RNG.standardNormal(DType.FLOAT64, 2, 3, 4));
    Float64Array2 total = v.sum(-1);
    assertEquals(v.toStrided().sum(false, -1), total.toStrided());
  }

  @Test
  void reductionsToRanksWithoutABuiltInAreStridedArrays() {
    StridedArray seven = SignedBytesArray.zeros(1, 2, 1, 2, 1, 2, 1, 2).sum(3);
    assertEquals(7, seven.rank());
    assertEquals(DType.INT64, seven.dtype());
    HalvesArray h = HalvesArray.from(StridedArray.arange(DType.FLOAT16, 5));
    StridedArray mean = h.mean(0);
    assertEquals(0, mean.rank());
    assertEquals(DType.FLOAT16, mean.dtype());
    assertEquals(2.0, mean.getDouble());
  }

  @Test
  void aReductionOverAMissingAxisFailsAsStridedArrays() {
    IntsArray a = ints();
    ShapeException typed = assertThrows(ShapeException.class, () -> a.sum(3));
    ShapeException strided = assertThrows(ShapeException.class, () -> a.toStrided().sum(false, 3));
    assertEquals(strided.getMessage(), typed.getMessage());
  }

  @Test
  void comparisonsAreBoolArraysOfTheSameRank() {
    GridArray a = GridArray.from(RNG.random(DType.FLOAT32, 3, 4));
    GridArray b = GridArray.from(RNG.random(DType.FLOAT32, 3, 4));
    BoolArray2 less = a.less(b);
    assertEquals(a.toStrided().less(b.toStrided()), less.toStrided());
    BoolArray2 half = a.greaterEqual(0.5);
    assertEquals(a.toStrided().greaterEqual(0.5), half.toStrided());
    IntsArray i = ints();
    io.ndgen.arrays.BoolArray3 zero = i.equal(0L);
    assertEquals(i.toStrided().equal(0L), zero.toStrided());
    FlagsArray flags = FlagsArray.from(less.toStrided());
    FlagsArray same = flags.notEqual(flags); // a BOOL spec's own comparisons are its class
    assertEquals(0, same.sum());
  }

  @Test
  void unaryFunctionsHaveNumPysResultDtype() {
    IntsArray i = ints();
    Float64Array3 sqrt = i.abs().sqrt();
    assertEquals(i.toStrided().abs().sqrt(), sqrt.toStrided());
    IntsArray sign = i.sign(); // same dtype and rank: the spec's own class
    assertEquals(i.toStrided().sign(), sign.toStrided());
    UShortsArray u = UShortsArray.from(StridedArray.arange(DType.UINT16, 6));
    Float32Array1 log = u.log();
    assertEquals(DType.FLOAT32, log.dtype());
    assertEquals(u.toStrided().log(), log.toStrided());
    BytesArray bytes = BytesArray.wrap(new byte[] {0, 1, 2, 3}, 2, 2);
    Float16Array2 exp = bytes.exp();
    assertEquals(bytes.toStrided().exp(), exp.toStrided());
    BytesArray negative = bytes.negative(); // unsigned wraps, the dtype is kept
    assertEquals(bytes.toStrided().negative(), negative.toStrided());
    GridArray g = GridArray.from(RNG.standardNormal(DType.FLOAT32, 2, 3));
    GridArray tanh = g.tanh();
    assertEquals(g.toStrided().tanh(), tanh.toStrided());
    BoolArray2 nan = g.log().isnan(); // predicates are BOOL
    assertEquals(g.toStrided().log().isnan(), nan.toStrided());
    Float64Array3 rint = i.rint(); // a float function: int32 -> float64
    assertEquals(i.toStrided().rint(), rint.toStrided());
    IntsArray floor = i.floor(); // the identity on integers, dtype kept
    assertEquals(i.toStrided(), floor.toStrided());
  }

  @Test
  void whereKeepsTheClass() {
    GridArray a = GridArray.from(RNG.random(DType.FLOAT32, 3, 4));
    GridArray b = GridArray.zeros(1, 4);
    GridArray clipped = GridArray.where(a.greater(0.5), a, b);
    assertEquals(
        StridedArray.where(a.toStrided().greater(0.5), a.toStrided(), b.toStrided()),
        clipped.toStrided());
  }

  @Test
  void operatorsBetweenRanksReturnTheHigherRanksClass() {
    Float32Array4 clip = Float32Array4.from(RNG.random(DType.FLOAT32, 2, 3, 4, 5));
    Float32Array1 weights = Float32Array1.wrap(new float[] {0.25f, 0.5f, 1f, 2f, 4f}, 5);
    Float32Array4 weighted = weights.times(clip);
    assertEquals(weights.toStrided().multiply(clip.toStrided()), weighted.toStrided());
    Float32Array4 back = clip.times(weights);
    assertEquals(weighted, back);
    Float32Array3 frames = clip.select(0, 1);
    Float32Array4 diff = clip.minus(frames);
    assertEquals(clip.toStrided().subtract(frames.toStrided()), diff.toStrided());

    GridArray grid = GridArray.from(RNG.random(DType.FLOAT32, 4, 5));
    GridArray shifted = grid.plus(weights); // the spec's own rank keeps the spec's class
    assertEquals(grid.toStrided().add(weights.toStrided()), shifted.toStrided());
    Float32Array3 stacked = grid.plus(frames);
    assertEquals(grid.toStrided().add(frames.toStrided()), stacked.toStrided());

    IntsArray i = ints();
    IntsArray floor = i.div(Int32Array1.wrap(new int[] {3, -2, 5, 7}, 4));
    assertEquals(
        i.toStrided().floorDivide(StridedArray.wrap(new int[] {3, -2, 5, 7}, 4)),
        floor.toStrided());
    UInt8Array1 row = BytesArray.wrap(new byte[] {1, 2, 3, 4}, 2, 2).select(0, 1);
    ShapeException e =
        assertThrows(ShapeException.class, () -> Float32Array1.zeros(3).plus(frames));
    assertEquals(
        assertThrows(
                ShapeException.class,
                () -> Float32Array1.zeros(3).toStrided().add(frames.toStrided()))
            .getMessage(),
        e.getMessage());
    assertEquals(4, row.get(1));
    Float64Array1 column = VolumeArray.zeros(2, 3, 4).select(0, 0).select(0, 0);
    assertEquals(4, column.shape()[0]);
  }
}
