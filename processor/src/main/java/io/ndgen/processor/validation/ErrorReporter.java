package io.ndgen.processor.validation;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import org.jspecify.annotations.Nullable;

/**
 * Reports errors on the offending element (and annotation, when there is one) and keeps going, so a
 * user sees every problem in one compile. Counts the errors so a caller can abandon one spec and go
 * on with the next.
 */
public final class ErrorReporter {
  private final Messager messager;
  private int errors;

  public ErrorReporter(Messager messager) {
    this.messager = messager;
  }

  /** Reports {@code String.format(format, args)} as an error on {@code element}. */
  public void error(
      Element element, @Nullable AnnotationMirror annotation, String format, Object... args) {
    errors++;
    String message = String.format(format, args);
    if (annotation == null) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation);
    }
  }

  /**
   * Reports an error on one value of {@code annotation} (the compiler points at it when the value
   * is written in the source, else at the annotation).
   */
  public void error(
      Element element,
      AnnotationMirror annotation,
      @Nullable AnnotationValue value,
      String format,
      Object... args) {
    errors++;
    String message = String.format(format, args);
    if (value == null) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation, value);
    }
  }

  /** Errors reported so far. */
  public int errorCount() {
    return errors;
  }
}
