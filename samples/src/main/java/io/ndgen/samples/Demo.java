package io.ndgen.samples;

/**
 * The README's demo: the strided-array walk-through on {@code StridedArray}, the same ideas on
 * generated classes, a typed video pipeline with named axes, the exchange of {@code .npy} files
 * with NumPy, NumPy's functions and random numbers, and a short timing table (generated vs generic
 * vs hand-written).
 */
public final class Demo {
  private Demo() {}

  public static void main(String[] args) {
    new Walkthrough(System.out).run();
    System.out.println();
    new GeneratedTour(System.out).run();
    System.out.println();
    new VideoPipeline(System.out).run();
    System.out.println();
    new NumPyExchange(System.out).run();
    System.out.println();
    new NumPyBreadth(System.out).run();
    System.out.println();
    new QuickBenchmark(System.out).run();
  }
}
