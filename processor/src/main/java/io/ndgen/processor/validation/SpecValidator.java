package io.ndgen.processor.validation;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.NDArray;
import io.ndgen.annotations.Order;
import io.ndgen.processor.model.ArraySpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;
import org.jspecify.annotations.Nullable;

/**
 * Checks one element annotated {@code @NDArray} and turns it into an {@link ArraySpec}: the
 * annotation is on a non-generic, accessible interface, the rank is in range, and the generated
 * name is a valid identifier that clashes neither with an existing type of the package nor with a
 * Kotlin built-in. Reports every problem it finds; returns null if there was any.
 *
 * <p>Not checked here: the spec's methods against the generated class ({@link MethodChecker} does
 * that once the class is built), and two specs generating one name (the processor sees all specs of
 * a round).
 */
public final class SpecValidator {
  private static final String NDARRAY = NDArray.class.getCanonicalName();

  private final Elements elements;
  private final ErrorReporter reporter;

  public SpecValidator(Elements elements, ErrorReporter reporter) {
    this.elements = elements;
    this.reporter = reporter;
  }

  /** The {@code @NDArray} mirror on {@code element}, or null. */
  public static @Nullable AnnotationMirror ndArrayMirror(Element element) {
    for (AnnotationMirror m : element.getAnnotationMirrors()) {
      Element type = m.getAnnotationType().asElement();
      if (type instanceof TypeElement t && t.getQualifiedName().contentEquals(NDARRAY)) {
        return m;
      }
    }
    return null;
  }

  /** The validated spec, or null after reporting why not. */
  public @Nullable ArraySpec validate(Element element) {
    AnnotationMirror mirror = ndArrayMirror(element);
    if (mirror == null) {
      return null;
    }
    int before = reporter.errorCount();
    if (element.getKind() != ElementKind.INTERFACE) {
      reporter.error(
          element, mirror, Diagnostics.NOT_INTERFACE, element.getSimpleName(), kindName(element));
      return null;
    }
    TypeElement spec = (TypeElement) element;
    if (!spec.getTypeParameters().isEmpty()) {
      String params =
          spec.getTypeParameters().stream()
              .map(p -> p.getSimpleName().toString())
              .collect(Collectors.joining(", ", "<", ">"));
      reporter.error(spec, mirror, Diagnostics.GENERIC, spec.getQualifiedName(), params);
    }
    if (!accessible(spec)) {
      reporter.error(spec, mirror, Diagnostics.NOT_ACCESSIBLE, spec.getQualifiedName());
    }
    Map<String, AnnotationValue> values = values(mirror);
    int rank = values.get("rank") != null ? (Integer) values.get("rank").getValue() : 0;
    if (rank < 1 || rank > ArraySpec.MAX_RANK) {
      reporter.error(spec, mirror, values.get("rank"), Diagnostics.RANK, rank);
    }
    DType dtype = enumValue(values.get("dtype"), DType.class, null);
    Order order = enumValue(values.get("order"), Order.class, Order.C);
    String requested = values.get("name") != null ? (String) values.get("name").getValue() : "";
    String className =
        requested.isEmpty()
            ? ArraySpec.defaultClassName(spec.getSimpleName().toString())
            : requested;
    PackageElement pkg = elements.getPackageOf(spec);
    String packageName = pkg.isUnnamed() ? "" : pkg.getQualifiedName().toString();
    checkName(spec, mirror, values.get("name"), className, packageName);
    if (reporter.errorCount() > before || dtype == null || order == null) {
      return null; // a missing dtype is already a javac error
    }
    return new ArraySpec(packageName, specNames(spec), className, dtype, rank, order);
  }

  private void checkName(
      TypeElement spec,
      AnnotationMirror mirror,
      @Nullable AnnotationValue nameValue,
      String className,
      String packageName) {
    if (!SourceVersion.isIdentifier(className) || SourceVersion.isKeyword(className)) {
      reporter.error(spec, mirror, nameValue, Diagnostics.INVALID_NAME, className);
      return;
    }
    String kotlin = KotlinNames.builtIn(className);
    if (kotlin != null) {
      reporter.error(spec, mirror, nameValue, Diagnostics.KOTLIN_CLASH, className, kotlin);
      return;
    }
    String qualified = packageName.isEmpty() ? className : packageName + "." + className;
    TypeElement existing = elements.getTypeElement(qualified);
    if (existing != null && !isGeneratedFor(existing, spec)) {
      reporter.error(
          spec,
          mirror,
          nameValue,
          Diagnostics.EXISTING_CLASH,
          className,
          existing.getQualifiedName());
    }
  }

  /**
   * True if {@code existing} is this spec's own generated class from an earlier compile (its class
   * file on the class path during an incremental rebuild): a class implementing the spec directly.
   */
  private static boolean isGeneratedFor(TypeElement existing, TypeElement spec) {
    return existing.getKind() == ElementKind.CLASS
        && existing.getInterfaces().stream()
            .anyMatch(i -> i.toString().equals(spec.getQualifiedName().toString()));
  }

  private static boolean accessible(TypeElement spec) {
    for (Element e = spec; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
    }
    return spec.getEnclosingElement() instanceof PackageElement
        || spec.getEnclosingElement() instanceof TypeElement;
  }

  private static List<String> specNames(TypeElement spec) {
    List<String> names = new ArrayList<>();
    for (Element e = spec; e instanceof TypeElement; e = e.getEnclosingElement()) {
      names.add(e.getSimpleName().toString());
    }
    Collections.reverse(names);
    return names;
  }

  private Map<String, AnnotationValue> values(AnnotationMirror mirror) {
    Map<String, AnnotationValue> out = new java.util.HashMap<>();
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
        elements.getElementValuesWithDefaults(mirror).entrySet()) {
      out.put(e.getKey().getSimpleName().toString(), e.getValue());
    }
    return out;
  }

  private static <E extends Enum<E>> @Nullable E enumValue(
      @Nullable AnnotationValue value, Class<E> type, @Nullable E fallback) {
    if (value == null || !(value.getValue() instanceof VariableElement constant)) {
      return fallback;
    }
    return Enum.valueOf(type, constant.getSimpleName().toString());
  }

  private static String kindName(Element element) {
    switch (element.getKind()) {
      case ANNOTATION_TYPE:
        return "an annotation type";
      case ENUM:
        return "an enum";
      case RECORD:
        return "a record";
      case CLASS:
        return "a class";
      default:
        return "a " + element.getKind().name().toLowerCase(java.util.Locale.ROOT);
    }
  }
}
