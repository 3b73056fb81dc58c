package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import org.junit.jupiter.api.Test;

/** astype conversions whose results NumPy fixes exactly (expected values from NumPy 2). */
class CastTest {
  @Test
  void uint64ToFloat32RoundsOnceNotThroughDouble() {
    // np.array([2**63+2**39+1, 2**64-1, 2**63+2**39, 2**63+3*2**39, 2**24+1], np.uint64)
    //   .astype(np.float32)
    long[] bits = {
      Long.MIN_VALUE + (1L << 39) + 1,
      -1L,
      Long.MIN_VALUE + (1L << 39),
      Long.MIN_VALUE + (3L << 39),
      (1L << 24) + 1
    };
    StridedArray a = StridedArray.wrap(DType.UINT64, bits, 5).astype(DType.FLOAT32);
    float[] got = (float[]) a.storage();
    assertEquals(0x1p63f + 0x1p40f, got[0]); // via double it would be 2^63 (a tie, to even)
    assertEquals(0x1p64f, got[1]);
    assertEquals(0x1p63f, got[2]); // exact tie: to even
    assertEquals(0x1p63f + 0x1p41f, got[3]); // exact tie: to even, upwards
    assertEquals(0x1p24f, got[4]);
  }

  @Test
  void uint64ToFloat64IsCorrectlyRounded() {
    long[] bits = {Long.MIN_VALUE + (1L << 39) + 1, -1L, (1L << 53) + 1};
    double[] got = StridedArray.wrap(DType.UINT64, bits, 3).astype(DType.FLOAT64).toDoubleArray();
    assertArrayEquals(new double[] {9223372586610589696.0, 0x1p64, 0x1p53}, got);
  }

  @Test
  void integersWrapModuloTwoToTheBits() {
    StridedArray a = StridedArray.wrap(new long[] {300, -1, 128, -129}, 4);
    assertArrayEquals(new double[] {44, -1, -128, 127}, a.astype(DType.INT8).toDoubleArray());
    assertArrayEquals(new double[] {44, 255, 128, 127}, a.astype(DType.UINT8).toDoubleArray());
  }

  @Test
  void floatToIntegerTruncatesTowardZero() {
    StridedArray a = StridedArray.wrap(new double[] {2.9, -2.9, -0.5, 127.99}, 4);
    assertArrayEquals(new double[] {2, -2, 0, 127}, a.astype(DType.INT8).toDoubleArray());
  }

  @Test
  void nanAndOutOfRangeFloatsAreRefusedBeforeAnyWrite() {
    StridedArray nan = StridedArray.wrap(new double[] {1, Double.NaN}, 2);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> nan.astype(DType.INT32));
    assertTrue(e.getMessage().contains("NaN") && e.getMessage().contains("int32"), e.getMessage());
    StridedArray big = StridedArray.wrap(new double[] {1, 300}, 2);
    StridedArray dst = StridedArray.zeros(DType.UINT8, 2);
    e = assertThrows(IllegalArgumentException.class, () -> big.castInto(dst));
    assertTrue(e.getMessage().contains("300") && e.getMessage().contains("uint8"), e.getMessage());
    assertArrayEquals(new double[] {0, 0}, dst.toDoubleArray(), "nothing written");
  }

  @Test
  void anythingNonzeroIncludingNanIsTrue() {
    StridedArray a = StridedArray.wrap(new double[] {0.0, -0.0, Double.NaN, 1e-300}, 4);
    assertArrayEquals(new double[] {0, 0, 1, 1}, a.astype(DType.BOOL).toDoubleArray());
  }

  @Test
  void sameDTypeAstypeIsABitCopyThatKeepsNanPayloads() {
    float signalling = Float.intBitsToFloat(0x7f800001);
    StridedArray a = StridedArray.wrap(new float[] {signalling, 1f}, 2);
    StridedArray b = a.astype(DType.FLOAT32);
    assertEquals(0x7f800001, Float.floatToRawIntBits(((float[]) b.storage())[0]));
    assertTrue(b.ownsData() && !b.sharesStorage(a));
  }

  @Test
  void astypeKeepsTheMemoryOrderOfItsSource() {
    // NumPy: np.zeros((2,3,4)).transpose(1,0,2)[:, ::-1].astype(np.int32).strides == (16,48,4)
    StridedArray a = StridedArray.zeros(DType.FLOAT64, 2, 3, 4).permute(1, 0, 2).flip(1);
    StridedArray b = a.astype(DType.INT32);
    assertArrayEquals(new int[] {4, 12, 1}, b.strides());
    StridedArray f = StridedArray.zeros(DType.FLOAT64, Order.F, 2, 3).astype(DType.INT8);
    assertTrue(f.isFContiguous() && !f.isCContiguous());
  }
}
