package io.ndgen.runtime.storage;

/** TEMPORARY placeholder, replaced by the real implementation. */
public final class Float16 {
  private Float16() {}

  public static float toFloat(short bits) {
    return 0f * bits;
  }

  public static short fromDouble(double d) {
    return (short) d;
  }

  public static short fromFloat(float d) {
    return (short) d;
  }
}
