package io.ndgen.processor.model;

import java.util.List;
import java.util.Locale;

/**
 * The members an axis name generates: {@code time} gives {@code AXIS_TIME} and the suffix {@code
 * Time} ({@code selectTime}, {@code sumOverTime}, …); {@code frameIndex} gives {@code
 * AXIS_FRAME_INDEX} and {@code FrameIndex}.
 */
public final class AxisName {
  private AxisName() {}

  /** The method-name prefixes each axis gets, before its suffix. */
  public static final List<String> METHOD_PREFIXES =
      List.of("select", "slice", "sumOver", "meanOver", "minOver", "maxOver");

  /** {@code AXIS_TIME} for {@code time}, {@code AXIS_FRAME_INDEX} for {@code frameIndex}. */
  public static String constant(String axis) {
    StringBuilder out = new StringBuilder("AXIS_");
    for (int i = 0; i < axis.length(); i++) {
      char c = axis.charAt(i);
      if (i > 0 && Character.isUpperCase(c) && !Character.isUpperCase(axis.charAt(i - 1))) {
        out.append('_');
      }
      out.append(c);
    }
    return out.toString().toUpperCase(Locale.ROOT);
  }

  /** {@code Time} for {@code time}: the suffix of the axis's methods. */
  public static String suffix(String axis) {
    return axis.substring(0, 1).toUpperCase(Locale.ROOT) + axis.substring(1);
  }

  /** {@code {"time", "row"}}: the axes as the annotation writes them, for messages. */
  public static String written(List<String> axes) {
    return axes.isEmpty() ? "{}" : "{\"" + String.join("\", \"", axes) + "\"}";
  }
}
