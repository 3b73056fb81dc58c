package io.ndgen.processor.validation;

import java.util.HashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The generated classes claimed so far in one compilation, across rounds: two specs must not
 * generate one name. One instance per processor run, in either front end.
 */
public final class GeneratedNames {
  private final Map<String, String> owners = new HashMap<>();

  /**
   * Claims {@code qualifiedClassName} for the spec {@code specName}; returns the other spec that
   * already generates it, or null (also when the same spec claims it again).
   */
  public @Nullable String claim(String qualifiedClassName, String specName) {
    String previous = owners.putIfAbsent(qualifiedClassName, specName);
    return previous == null || previous.equals(specName) ? null : previous;
  }
}
