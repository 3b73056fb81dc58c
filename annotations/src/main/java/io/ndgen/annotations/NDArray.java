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
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface NDArray {
  /** Element type of the generated array. */
  DType dtype();

  /** Number of axes, 1 to 8. */
  int rank();

  /** Layout of arrays created by the generated factories ({@code zeros}, {@code full}). */
  Order order() default Order.C;

  /** Simple name of the generated class; empty means the interface's name + {@code Array}. */
  String name() default "";
}
