package io.ndgen.samples;

import io.ndgen.runtime.StridedArray;
import io.ndgen.samples.specs.VolumeArray;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.function.DoubleSupplier;

/**
 * A short, indicative timing table for the demo: the same work written three ways — through the
 * generated class, through the generic {@link StridedArray}, and as a hand-written loop over the
 * {@code float[]}. Medians of repeated runs after a warm-up, in one process; the numbers that count
 * come from the JMH benchmarks (docs/benchmarks.md).
 */
public final class QuickBenchmark {
  private static final int DEPTH = 64;
  private static final int HEIGHT = 128;
  private static final int WIDTH = 128;
  private static final int RUNS = 15;

  private final PrintStream out;

  public QuickBenchmark(PrintStream out) {
    this.out = out;
  }

  public void run() {
    VolumeArray generated = GeneratedTour.ramp(DEPTH, HEIGHT, WIDTH);
    StridedArray generic = generated.toStrided();
    float[] data = generated.storage();

    out.println("== Timing (indicative medians; JMH numbers are in docs/benchmarks.md)");
    out.printf(
        "%-44s %12s %12s %12s%n",
        "work on a 64x128x128 float32 volume", "generated", "generic", "hand-written");
    row(
        "read-sum through element access",
        () -> sumGenerated(generated),
        () -> sumGeneric(generic),
        () -> sumHandWritten(data));
    VolumeArray target = VolumeArray.zeros(WIDTH, HEIGHT, DEPTH);
    float[] targetData = target.storage();
    row(
        "copy of the transposed volume",
        () -> {
          generated.transpose().copyInto(target);
          return targetData[1];
        },
        () -> {
          generic.transpose().copyInto(target.toStrided());
          return targetData[1];
        },
        () -> transposeHandWritten(data, targetData));
    row(
        "whole-array sum()",
        generated::sum,
        () -> generic.sum().getDouble(),
        () -> sumHandWritten(data));
  }

  private void row(String label, DoubleSupplier gen, DoubleSupplier dyn, DoubleSupplier hand) {
    out.printf("%-44s %9.3f ms %9.3f ms %9.3f ms%n", label, median(gen), median(dyn), median(hand));
  }

  /** Median wall time of RUNS calls after as many warm-up calls, in milliseconds. */
  private static double median(DoubleSupplier work) {
    double sink = 0;
    for (int i = 0; i < 3 * RUNS; i++) {
      sink += work.getAsDouble();
    }
    double[] times = new double[RUNS];
    for (int i = 0; i < RUNS; i++) {
      long start = System.nanoTime();
      sink += work.getAsDouble();
      times[i] = (System.nanoTime() - start) / 1e6;
    }
    if (sink == 42.4242) {
      System.out.print(""); // keeps the results alive
    }
    Arrays.sort(times);
    return times[RUNS / 2];
  }

  private static double sumGenerated(VolumeArray v) {
    float s0 = 0;
    float s1 = 0;
    for (int z = 0; z < DEPTH; z++) {
      for (int y = 0; y < HEIGHT; y++) {
        for (int x = 0; x < WIDTH; x += 2) {
          s0 += v.get(z, y, x);
          s1 += v.get(z, y, x + 1);
        }
      }
    }
    return s0 + s1;
  }

  private static double sumGeneric(StridedArray v) {
    float s0 = 0;
    float s1 = 0;
    for (int z = 0; z < DEPTH; z++) {
      for (int y = 0; y < HEIGHT; y++) {
        for (int x = 0; x < WIDTH; x += 2) {
          s0 += v.getFloat(z, y, x);
          s1 += v.getFloat(z, y, x + 1);
        }
      }
    }
    return s0 + s1;
  }

  private static double sumHandWritten(float[] data) {
    float s0 = 0;
    float s1 = 0;
    for (int z = 0; z < DEPTH; z++) {
      for (int y = 0; y < HEIGHT; y++) {
        int row = (z * HEIGHT + y) * WIDTH;
        for (int x = 0; x < WIDTH; x += 2) {
          s0 += data[row + x];
          s1 += data[row + x + 1];
        }
      }
    }
    return s0 + s1;
  }

  /** target[x, y, z] = source[z, y, x], loops in target order. */
  private static double transposeHandWritten(float[] source, float[] target) {
    for (int x = 0; x < WIDTH; x++) {
      for (int y = 0; y < HEIGHT; y++) {
        for (int z = 0; z < DEPTH; z++) {
          target[(x * HEIGHT + y) * DEPTH + z] = source[(z * HEIGHT + y) * WIDTH + x];
        }
      }
    }
    return target[1];
  }
}
