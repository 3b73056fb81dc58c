package io.ndgen.processor.validation;

/**
 * Reports problems of one spec on the front end's own elements, and keeps going, so a user sees
 * every problem in one compile. The javac (and kapt) front end reports through javac's {@code
 * Messager}, the KSP front end through KSP's logger; the rules and the method check only ever see
 * this interface.
 */
public interface ErrorReporter {
  /** Reports {@code message} as an error at {@code where}. */
  void error(Location where, String message);

  /** Reports {@code String.format(format, args)} at {@code where}. */
  default void error(Location where, String format, Object... args) {
    error(where, String.format(format, args));
  }
}
