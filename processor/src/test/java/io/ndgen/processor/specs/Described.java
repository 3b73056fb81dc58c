package io.ndgen.processor.specs;

import io.ndgen.runtime.StridedArray;

/**
 * A super-interface every test spec extends: abstract methods the generated classes must implement
 * (checked by the processor through inheritance), and a default method built on them.
 */
public interface Described {
  int[] shape();

  int[] strides();

  int offset();

  int size();

  boolean isWritable();

  StridedArray toStrided();

  default String describe() {
    return java.util.Arrays.toString(shape()) + " strides " + java.util.Arrays.toString(strides());
  }
}
