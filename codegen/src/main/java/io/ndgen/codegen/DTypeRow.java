package io.ndgen.codegen;

import io.ndgen.annotations.DType;

/**
 * One row of the dtype table ({@link DTypes}): everything per-dtype that generated code needs.
 * Expressions are templates: {@code {x}} is a storage element, {@code {v}} a value.
 *
 * @param dtype the dtype
 * @param name the name in generated identifiers: {@code Float32}, {@code UInt8}, {@code Bool}
 * @param kind how values behave under arithmetic
 * @param storage the Java primitive of the storage array ({@code short} for FLOAT16)
 * @param compute the Java type kernels compute in ({@code int} for the narrow integers and UINT32,
 *     whose unsigned operations are spelled out; {@code float} for FLOAT16)
 * @param load a storage element {@code {x}} read as {@code compute}
 * @param store a {@code compute} value {@code {v}} written back to storage (wrapping)
 * @param value the Java element type of generated {@code get}/{@code set}: {@code compute}, except
 *     {@code long} for UINT32 so that every value is non-negative
 * @param loadValue a storage element {@code {x}} read as {@code value}
 * @param storeValue a {@code value} {@code {v}} written to storage (wrapping: callers check range)
 * @param outOfRange a test on a {@code value} {@code {v}} that is true when the dtype cannot hold
 *     it, or {@code null} when every value of {@code value} fits
 * @param accumulator the dtype {@code sum} and {@code prod} accumulate in (NumPy's: int64 for bool
 *     and signed, uint64 for unsigned, the float's own)
 */
public record DTypeRow(
    DType dtype,
    String name,
    Kind kind,
    String storage,
    String compute,
    String load,
    String store,
    String value,
    String loadValue,
    String storeValue,
    String outOfRange,
    DType accumulator) {

  /** {@code load} applied to the storage expression {@code x}. */
  public String load(String x) {
    return load.replace("{x}", x);
  }

  /** {@code store} applied to the compute expression {@code v}. */
  public String store(String v) {
    return store.replace("{v}", v);
  }

  /** {@code loadValue} applied to the storage expression {@code x}. */
  public String loadValue(String x) {
    return loadValue.replace("{x}", x);
  }

  /** {@code storeValue} applied to the value expression {@code v}. */
  public String storeValue(String v) {
    return storeValue.replace("{v}", v);
  }

  /**
   * A bool or integer storage element {@code x} as its exact integer value: {@code int}, or {@code
   * long} for UINT32 (bool is 0 or 1, unsigned bits are masked).
   */
  public String exactValue(String x) {
    return kind == Kind.BOOL ? "(" + x + " ? 1 : 0)" : loadValue(x);
  }

  /** The range test on the value expression {@code v}, or null if every value fits. */
  public String outOfRange(String v) {
    return outOfRange == null ? null : outOfRange.replace("{v}", v);
  }

  /**
   * True when compute values hold unsigned bits of the same width (UINT32 in an int, UINT64 in a
   * long), so comparisons, division and widening must use the unsigned operations.
   */
  public boolean unsignedBits() {
    return kind == Kind.UNSIGNED && (compute.equals("int") && storage.equals("int") || isLong());
  }

  /** True for the dtypes computed in {@code long}. */
  public boolean isLong() {
    return compute.equals("long");
  }

  /** The simple name of the runtime class holding this dtype's kernels. */
  public String kernelClass() {
    return name + "Kernels";
  }

  /** The boxed name of the storage primitive with a capital letter, e.g. {@code Float}. */
  public String storageTitle() {
    return Character.toUpperCase(storage.charAt(0)) + storage.substring(1);
  }
}
