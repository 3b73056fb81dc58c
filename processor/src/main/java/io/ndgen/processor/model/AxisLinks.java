package io.ndgen.processor.model;

import io.ndgen.annotations.DType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The named-axes specs of one compilation, by dtype and axis names: a result whose axes are, in
 * order, another spec's (of the result's dtype) is that spec's class. One spec per (dtype, axes): a
 * second one is an error (results could not tell them apart). Filled before any class of a round is
 * generated, so every class sees every spec of its round.
 */
public final class AxisLinks {
  /** No named specs: what the built-ins are generated with. */
  public static final AxisLinks NONE = new AxisLinks();

  private final Map<Key, ArraySpec> specs = new HashMap<>();

  private record Key(DType dtype, List<String> axes) {}

  /**
   * Registers a spec with named axes; returns the spec already registered for its dtype and axes
   * (then nothing changes), or null. Unnamed specs are not registered.
   */
  public @Nullable ArraySpec claim(ArraySpec spec) {
    if (!spec.named()) {
      return null;
    }
    ArraySpec previous = specs.putIfAbsent(new Key(spec.dtype(), spec.axes()), spec);
    return previous == null || previous.specCanonicalName().equals(spec.specCanonicalName())
        ? null
        : previous;
  }

  /** The spec of {@code dtype} whose axes are {@code axes}, or null. */
  public @Nullable ArraySpec find(DType dtype, List<String> axes) {
    return axes.isEmpty() ? null : specs.get(new Key(dtype, List.copyOf(axes)));
  }
}
