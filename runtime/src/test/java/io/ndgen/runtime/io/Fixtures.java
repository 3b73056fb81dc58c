package io.ndgen.runtime.io;

import io.ndgen.annotations.DType;
import io.ndgen.runtime.StridedArray;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Access to the NumPy fixtures (scripts/fixtures/npy_fixtures.py) and raw element bits. */
final class Fixtures {
  private Fixtures() {}

  static Path dir(String sub) {
    URL url = Fixtures.class.getResource("/fixtures/npy/" + sub);
    if (url == null) {
      throw new IllegalStateException("missing fixture folder " + sub);
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static Path file(String sub, String name) {
    return dir(sub).resolve(name);
  }

  static List<Path> files(String sub) {
    try (Stream<Path> s = Files.list(dir(sub))) {
      return s.sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static byte[] bytes(Path p) {
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The reference values of one dtype (values/DTYPE.bin: little-endian, C order) as raw bits, one
   * long per element, zero-extended.
   */
  static long[] referenceBits(DType dtype) {
    ByteBuffer b =
        ByteBuffer.wrap(bytes(file("values", dtype.numpyName() + ".bin")))
            .order(ByteOrder.LITTLE_ENDIAN);
    long[] out = new long[b.remaining() / dtype.itemSize()];
    for (int i = 0; i < out.length; i++) {
      switch (dtype.itemSize()) {
        case 1:
          out[i] = b.get() & 0xffL;
          break;
        case 2:
          out[i] = b.getShort() & 0xffffL;
          break;
        case 4:
          out[i] = b.getInt() & 0xffffffffL;
          break;
        default:
          out[i] = b.getLong();
      }
    }
    return out;
  }

  /**
   * Every element's raw bits in C index order, read straight from storage (floats as their IEEE
   * patterns, so NaN payloads and float16 compare exactly), zero-extended to a long.
   */
  static long[] rawBits(StridedArray a) {
    long[] out = new long[a.size()];
    int[] shape = a.shape();
    int[] index = new int[shape.length];
    Object data = a.storage();
    for (int i = 0; i < out.length; i++) {
      int p = a.layout().indexOf(index);
      if (data instanceof boolean[]) {
        out[i] = ((boolean[]) data)[p] ? 1 : 0;
      } else if (data instanceof byte[]) {
        out[i] = ((byte[]) data)[p] & 0xffL;
      } else if (data instanceof short[]) {
        out[i] = ((short[]) data)[p] & 0xffffL;
      } else if (data instanceof int[]) {
        out[i] = ((int[]) data)[p] & 0xffffffffL;
      } else if (data instanceof long[]) {
        out[i] = ((long[]) data)[p];
      } else if (data instanceof float[]) {
        out[i] = Float.floatToRawIntBits(((float[]) data)[p]) & 0xffffffffL;
      } else {
        out[i] = Double.doubleToRawLongBits(((double[]) data)[p]);
      }
      for (int k = shape.length - 1; k >= 0; k--) {
        if (++index[k] < shape[k]) {
          break;
        }
        index[k] = 0;
      }
    }
    return out;
  }
}
