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
  /** The largest rank a spec may declare: the one constant the processor and its messages use. */
  int MAX_RANK = 8;

  /** Element type of the generated array. */
  DType dtype();

  /** Number of axes, 1 to {@value #MAX_RANK}. */
  int rank();

  /** Layout of arrays created by the generated factories ({@code zeros}, {@code full}). */
  Order order() default Order.C;

  /** Simple name of the generated class; empty means the interface's name + {@code Array}. */
  String name() default "";
}
