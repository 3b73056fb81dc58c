package io.ndgen.samples;

/** The README's demo: the strided-array walk-through. */
public final class Demo {
  private Demo() {}

  public static void main(String[] args) {
    new Walkthrough(System.out).run();
  }
}
