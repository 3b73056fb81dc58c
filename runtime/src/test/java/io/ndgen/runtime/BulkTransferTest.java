package io.ndgen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import org.junit.jupiter.api.Test;

/** copyTo / copyFrom between an array (any view) and a primitive array. */
class BulkTransferTest {
  private static StridedArray arange12() {
    int[] data = new int[12];
    for (int i = 0; i < 12; i++) {
      data[i] = i;
    }
    return StridedArray.wrap(data, 3, 4);
  }

  @Test
  void copyToWritesTheElementsInCIndexOrder() {
    StridedArray t = arange12().transpose().slice(0, 3, Integer.MIN_VALUE, -2); // (2, 3)
    int[] out = new int[8];
    t.copyTo(out, 1);
    assertArrayEquals(new int[] {0, 3, 7, 11, 1, 5, 9, 0}, out);
  }

  @Test
  void copyFromWritesThroughTheView() {
    StridedArray a = arange12();
    a.slice(1, 1, 4, 2).copyFrom(new int[] {-1, -2, -3, -4, -5, -6, -7}, 1); // a[:, 1::2]
    assertArrayEquals(new int[] {0, -2, 2, -3, 4, -4, 6, -5, 8, -6, 10, -7}, (int[]) a.storage());
  }

  @Test
  void everyPrimitiveOverloadRoundTrips() {
    StridedArray f = StridedArray.zeros(DType.FLOAT32, Order.F, 2, 3);
    f.copyFrom(new float[] {1, 2, 3, 4, 5, 6}, 0);
    float[] fo = new float[6];
    f.copyTo(fo, 0);
    assertArrayEquals(new float[] {1, 2, 3, 4, 5, 6}, fo);
    assertArrayEquals(new float[] {1, 4, 2, 5, 3, 6}, (float[]) f.storage()); // F storage

    StridedArray d = StridedArray.zeros(DType.FLOAT64, 3);
    d.copyFrom(new double[] {9, 1.5, -2, 7}, 1);
    double[] dOut = new double[3];
    d.flip(0).copyTo(dOut, 0);
    assertArrayEquals(new double[] {7, -2, 1.5}, dOut);

    StridedArray l = StridedArray.zeros(DType.UINT64, 2);
    l.copyFrom(new long[] {-1L, 5}, 0);
    long[] lOut = new long[2];
    l.copyTo(lOut, 0);
    assertArrayEquals(new long[] {-1L, 5}, lOut);

    StridedArray s = StridedArray.zeros(DType.FLOAT16, 2); // raw bits, no conversion
    s.copyFrom(new short[] {0x3c00, (short) 0xfc00}, 0);
    short[] sOut = new short[2];
    s.copyTo(sOut, 0);
    assertArrayEquals(new short[] {0x3c00, (short) 0xfc00}, sOut);

    StridedArray b = StridedArray.zeros(DType.UINT8, 2, 2).transpose();
    b.copyFrom(new byte[] {1, 2, 3, (byte) 255}, 0);
    byte[] bOut = new byte[4];
    b.copyTo(bOut, 0);
    assertArrayEquals(new byte[] {1, 2, 3, (byte) 255}, bOut);

    StridedArray z = StridedArray.zeros(DType.BOOL, 3);
    z.copyFrom(new boolean[] {true, false, true}, 0);
    boolean[] zOut = new boolean[3];
    z.copyTo(zOut, 0);
    assertArrayEquals(new boolean[] {true, false, true}, zOut);
  }

  @Test
  void transferWithTheArraysOwnStorageIsAMemmove() {
    double[] data = {0, 1, 2, 3, 4, 5};
    StridedArray a = StridedArray.wrap(data, 6);
    a.slice(0, 0, 4, 1).copyTo(data, 2); // np: data[2:6] = data[0:4].copy()
    assertArrayEquals(new double[] {0, 1, 0, 1, 2, 3}, data);
    double[] e = {0, 1, 2, 3, 4, 5};
    StridedArray b = StridedArray.wrap(e, 6);
    b.slice(0, 2, 6, 1).copyFrom(e, 0); // e[2:6] = e[0:4].copy()
    assertArrayEquals(new double[] {0, 1, 0, 1, 2, 3}, e);
  }

  @Test
  void anEmptyArrayTransfersNothing() {
    StridedArray a = StridedArray.zeros(DType.INT32, 0, 3);
    int[] out = {7};
    a.copyTo(out, 1);
    a.copyFrom(out, 1);
    assertArrayEquals(new int[] {7}, out);
  }

  @Test
  void theWrongPrimitiveIsRefusedNamingBothTypes() {
    StridedArray a = StridedArray.zeros(DType.INT32, 2);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> a.copyTo(new float[2], 0));
    assertTrue(
        e.getMessage().contains("float[]") && e.getMessage().contains("int32"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> a.copyFrom(new long[2], 0));
    assertTrue(
        e.getMessage().contains("long[]") && e.getMessage().contains("int[]"), e.getMessage());
  }

  @Test
  void outOfRangeOffsetsAreRefusedNamingTheNumbers() {
    StridedArray a = StridedArray.zeros(DType.INT32, 2, 3);
    IndexOutOfBoundsException e =
        assertThrows(IndexOutOfBoundsException.class, () -> a.copyTo(new int[10], 5));
    assertTrue(
        e.getMessage().contains("6 elements from offset 5") && e.getMessage().contains("10"),
        e.getMessage());
    e = assertThrows(IndexOutOfBoundsException.class, () -> a.copyFrom(new int[10], -1));
    assertTrue(e.getMessage().contains("offset -1"), e.getMessage());
    e =
        assertThrows(
            IndexOutOfBoundsException.class, () -> a.copyTo(new int[10], Integer.MAX_VALUE));
    assertTrue(e.getMessage().contains(String.valueOf(Integer.MAX_VALUE)), e.getMessage());
  }

  @Test
  void copyFromARReadOnlyOrBroadcastViewIsRefused() {
    StridedArray a = StridedArray.zeros(DType.INT32, 3);
    assertThrows(ReadOnlyArrayException.class, () -> a.readOnly().copyFrom(new int[3], 0));
    StridedArray b = a.broadcastTo(2, 3);
    ReadOnlyArrayException e =
        assertThrows(ReadOnlyArrayException.class, () -> b.copyFrom(new int[6], 0));
    assertTrue(e.getMessage().contains("read-only"), e.getMessage());
    assertArrayEquals(new int[] {0, 0, 0}, (int[]) a.storage());
    int[] out = new int[6];
    b.copyTo(out, 0); // reading a read-only view is fine
  }
}
