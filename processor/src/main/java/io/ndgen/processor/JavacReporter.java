package io.ndgen.processor;

import io.ndgen.processor.validation.ErrorReporter;
import io.ndgen.processor.validation.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Reports one spec's problems through javac's {@link Messager}, on the element a {@link Location}
 * names: the spec, its {@code @NDArray} mirror, one value of it (where the source writes it, else
 * the annotation), or one of the spec's methods.
 */
final class JavacReporter implements ErrorReporter {
  private final Messager messager;
  private final Element spec;
  private final List<ExecutableElement> methods = new ArrayList<>();

  JavacReporter(Messager messager, Element spec) {
    this.messager = messager;
    this.spec = spec;
  }

  /** The list {@link Location#method} indexes; the reader fills it with the facts' methods. */
  List<ExecutableElement> methods() {
    return methods;
  }

  @Override
  public void error(Location where, String message) {
    AnnotationMirror mirror = ndArrayMirror(spec);
    switch (where.kind()) {
      case METHOD ->
          messager.printMessage(Diagnostic.Kind.ERROR, message, methods.get(where.method()));
      case ANNOTATION_VALUE -> {
        AnnotationValue value = mirror == null ? null : explicitValue(mirror, where.member());
        if (value != null) {
          messager.printMessage(Diagnostic.Kind.ERROR, message, spec, mirror, value);
        } else {
          printOnAnnotation(message, mirror);
        }
      }
      case ANNOTATION -> printOnAnnotation(message, mirror);
      case SPEC -> messager.printMessage(Diagnostic.Kind.ERROR, message, spec);
    }
  }

  private void printOnAnnotation(String message, AnnotationMirror mirror) {
    if (mirror == null) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, spec);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, message, spec, mirror);
    }
  }

  /** The {@code @NDArray} mirror on {@code element}, or null. */
  static AnnotationMirror ndArrayMirror(Element element) {
    for (AnnotationMirror m : element.getAnnotationMirrors()) {
      Element type = m.getAnnotationType().asElement();
      if (type instanceof TypeElement t
          && t.getQualifiedName().contentEquals(NDArrayProcessor.NDARRAY)) {
        return m;
      }
    }
    return null;
  }

  private static AnnotationValue explicitValue(AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
        mirror.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(member)) {
        return e.getValue();
      }
    }
    return null;
  }
}
