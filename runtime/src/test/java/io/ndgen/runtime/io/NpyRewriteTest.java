package io.ndgen.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.StridedArray;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writing over an existing file: the result is exactly the new file, or not a .npy file at all. */
class NpyRewriteTest {
  @TempDir Path tmp;

  private static byte[] encoded(StridedArray a) throws IOException {
    ByteBuffer b = ByteBuffer.allocate((int) Npy.encodedSize(a, NpyWriteOptions.defaults()));
    Npy.write(b, a, NpyWriteOptions.defaults());
    return b.array();
  }

  private static StridedArray random(DType dtype, long seed, int... shape) {
    return NpyRoundTripTest.randomArray(dtype, shape, Order.C, 0, seed);
  }

  @Test
  void aSmallerArrayOverABiggerFileLeavesExactlyItsBytes() throws IOException {
    Path file = tmp.resolve("a.npy");
    Npy.write(file, random(DType.FLOAT64, 1, 700, 900)); // 4.8 MiB: several pieces
    StridedArray small = random(DType.INT8, 2, 3, 5);
    Npy.write(file, small);
    assertArrayEquals(encoded(small), Files.readAllBytes(file));
    assertArrayEquals(encoded(small), encoded(Npy.read(file)));
  }

  @Test
  void aBiggerArrayOverASmallerFileLeavesExactlyItsBytes() throws IOException {
    Path file = tmp.resolve("b.npy");
    Npy.write(file, random(DType.INT16, 3, 7));
    StridedArray big = random(DType.FLOAT32, 4, 1100, 700).transpose(); // written in F order
    Npy.write(file, big);
    assertArrayEquals(encoded(big), Files.readAllBytes(file));
    assertArrayEquals(encoded(big), encoded(Npy.read(file)));
  }

  @Test
  void aWriteThatStopsBeforeItsEndIsNotANpyFile() throws IOException {
    Path file = tmp.resolve("c.npy");
    StridedArray old = random(DType.FLOAT32, 5, 64, 64);
    Npy.write(file, old);
    StridedArray next = random(DType.FLOAT32, 6, 64, 64); // the same header: only data differs
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
      NpySink.FileSink sink = NpySink.of(channel, ByteOrder.LITTLE_ENDIAN);
      NpyWriter.write(next, ByteOrder.LITTLE_ENDIAN, null, sink); // no finish(): stopped here
    }
    byte[] bytes = Files.readAllBytes(file);
    assertEquals(0, bytes[0]);
    NpyFormatException e = assertThrows(NpyFormatException.class, () -> Npy.read(file));
    assertTrue(e.getMessage().contains("magic"), e.getMessage());
  }
}
