package io.ndgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares an array spec. Put it on an interface; the ndgen annotation processor generates a final
 * class implementing it, specialized to the dtype, rank and order given here.
 *
 * <pre>{@code
 * @NDArray(dtype = DType.FLOAT32, rank = 3, order = Order.C)
 * public interface Volume {}
 * // generated: public final class VolumeArray implements Volume
 *
 * @NDArray(dtype = DType.FLOAT32, axes = {"time", "row", "col"})
 * public interface Clip {}
 * // clip.selectTime(0) is a FrameArray if Frame declares axes = {"row", "col"}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface NDArray {
  /** The largest rank a spec may declare: the one constant the processor and its messages use. */
  int MAX_RANK = 8;

  /** Element type of the generated array. */
  DType dtype();

  /**
   * Number of axes, 1 to {@value #MAX_RANK}; may be left out when {@link #axes} names the axes (if
   * both are given they must agree).
   */
  int rank() default 0;

  /**
   * Names of the axes, in order, e.g. {@code {"time", "row", "col"}}: each axis {@code x} gets
   * {@code AXIS_X}, {@code selectX(int)}, {@code sliceX(int, int, int)}, {@code sumOverX()}, {@code
   * meanOverX()}, {@code minOverX()} and {@code maxOverX()}, and a result whose axes are another
   * spec's of the same dtype (in the same compilation) is that spec's class. Empty: unnamed axes.
   */
  String[] axes() default {};

  /** Layout of arrays created by the generated factories ({@code zeros}, {@code full}). */
  Order order() default Order.C;

  /** Simple name of the generated class; empty means the interface's name + {@code Array}. */
  String name() default "";
}
