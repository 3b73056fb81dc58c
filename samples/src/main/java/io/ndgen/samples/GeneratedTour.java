package io.ndgen.samples;

import io.ndgen.arrays.BoolArray2;
import io.ndgen.arrays.Float32Array1;
import io.ndgen.arrays.Float32Array2;
import io.ndgen.arrays.Int64Array1;
import io.ndgen.arrays.UInt64Array1;
import io.ndgen.runtime.StridedArray;
import io.ndgen.samples.specs.DenseMatrix;
import io.ndgen.samples.specs.ImageArray;
import io.ndgen.samples.specs.VolumeArray;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * The generated classes in use: typed element access, views that keep the generated type, whole
 * array operations, rank and dtype changes that stay typed (built-in classes), and the way to and
 * from the generic {@link StridedArray}.
 */
public final class GeneratedTour {
  private final PrintStream out;

  public GeneratedTour(PrintStream out) {
    this.out = out;
  }

  /** A gradient image: pixel (r, c) = 16 r + c. */
  public static ImageArray gradient(int height, int width) {
    ImageArray image = ImageArray.zeros(height, width);
    for (int r = 0; r < height; r++) {
      for (int c = 0; c < width; c++) {
        image.set(r, c, (16 * r + c) & 0xff);
      }
    }
    return image;
  }

  /** A volume whose element (z, y, x) is {@code z + y / 10 + x / 100}. */
  public static VolumeArray ramp(int depth, int height, int width) {
    VolumeArray v = VolumeArray.zeros(depth, height, width);
    for (int z = 0; z < depth; z++) {
      for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
          v.set(z, y, x, z + y / 10f + x / 100f);
        }
      }
    }
    return v;
  }

  public void run() {
    out.println("== Generated arrays: typed, rank-fixed, unboxed");
    ImageArray image = gradient(4, 6);
    out.printf(
        "ImageArray %s, brightness %.3f (a default method of the spec)%n",
        Arrays.toString(image.shape()), image.brightness());
    out.println(image);
    ImageArray flipped = image.flip(1).slice(0, 0, 4, 2);
    out.printf(
        "flip(1).slice(0, 0, 4, 2): still an ImageArray, strides %s, offset %d, view=%b%n",
        Arrays.toString(flipped.strides()),
        flipped.offset(),
        flipped.toStrided().sharesStorage(image.toStrided()));
    out.println(flipped);

    VolumeArray volume = ramp(2, 3, 4);
    VolumeArray doubled = volume.transpose().times(2f).plus(volume.transpose());
    out.printf(
        "VolumeArray: 3 * ramp, transposed: shape %s, sum %.2f, max %.2f%n",
        Arrays.toString(doubled.shape()), doubled.sum(), doubled.max());
    Float32Array2 plane = volume.select(0, 1);
    out.printf(
        "select(0, 1) drops an axis: a built-in Float32Array2 of shape %s, a view%n",
        Arrays.toString(plane.shape()));
    Float32Array1 columnMeans = plane.mean(0);
    BoolArray2 above = plane.greater(1.05);
    Int64Array1 brightest = plane.argmax(1);
    UInt64Array1 pixelSums = image.sum(0);
    out.printf(
        "typed all the way: mean(0) %s, greater(1.05) counts %d, argmax(1) %s,"
            + " uint8 sum(0) is UInt64Array1 %s%n",
        columnMeans, above.sum(), brightest, pixelSums);

    DenseMatrix m = DenseMatrix.wrap(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, 3, 3);
    out.printf(
        "DenseMatrix (F order) strides %s, m[0, 1] = %.0f, trace %.0f%n",
        Arrays.toString(m.strides()), m.get(0, 1), m.trace());
    out.println(m.map(v -> v * v));
  }

  public static void main(String[] args) {
    new GeneratedTour(System.out).run();
  }
}
