package io.ndgen.processor;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.ndgen.processor.validation.MethodFacts;
import io.ndgen.processor.validation.SpecFacts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.jspecify.annotations.Nullable;

/**
 * Reads {@link SpecFacts} and {@link MethodFacts} off javac's elements (kapt hands javac's
 * processors its Java stubs of the Kotlin specs, so this serves kapt too).
 */
final class JavacSpecReader {
  private final Elements elements;
  private final Types types;
  private @Nullable SpecFacts current;
  private @Nullable Element currentElement;

  JavacSpecReader(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  /** The facts of the annotated {@code element}. */
  SpecFacts facts(Element element) {
    List<String> typeParameters = new ArrayList<>();
    Set<String> supertypes = new LinkedHashSet<>();
    if (element instanceof TypeElement type) {
      type.getTypeParameters().forEach(p -> typeParameters.add(p.getSimpleName().toString()));
      collectSupertypes(type.asType(), supertypes);
    }
    supertypes.add("java.lang.Object");
    PackageElement pkg = elements.getPackageOf(element);
    currentElement = element;
    current =
        new SpecFacts(
            kind(element),
            pkg.isUnnamed() ? "" : pkg.getQualifiedName().toString(),
            names(element),
            typeParameters,
            accessible(element),
            annotationValues(element),
            supertypes);
    return current;
  }

  /** The existing type {@code qualifiedName} unless it is the current spec's generated class. */
  @Nullable String existing(String qualifiedName) {
    TypeElement existing = elements.getTypeElement(qualifiedName);
    if (existing == null || current == null || isGeneratedFor(existing, current)) {
      return null;
    }
    return existing.getQualifiedName().toString();
  }

  /**
   * The methods a generated class would inherit from the spec (declared and inherited interface
   * methods; not Object's, static or private ones), in order; their elements go to {@code sink} at
   * the same positions.
   */
  List<MethodFacts> methods(List<ExecutableElement> sink) {
    SpecFacts facts = current;
    List<MethodFacts> out = new ArrayList<>();
    if (!(currentElement instanceof TypeElement spec) || facts == null) {
      return out;
    }
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(spec))) {
      Element owner = method.getEnclosingElement();
      if (owner.getKind() != ElementKind.INTERFACE
          || method.getModifiers().contains(Modifier.STATIC)
          || method.getModifiers().contains(Modifier.PRIVATE)) {
        continue; // Object's methods, static and private interface methods are not inherited
      }
      List<TypeName> params =
          method.getParameters().stream().map(p -> erased(p.asType(), facts)).toList();
      String signature =
          MethodFacts.simpleNames(method.getReturnType().toString())
              + " "
              + method.getSimpleName()
              + method.getParameters().stream()
                  .map(p -> MethodFacts.simpleNames(p.asType().toString()))
                  .collect(Collectors.joining(", ", "(", ")"));
      sink.add(method);
      out.add(
          new MethodFacts(
              method.getSimpleName().toString(),
              params,
              erased(method.getReturnType(), facts),
              method.getModifiers().contains(Modifier.ABSTRACT),
              !method.getTypeParameters().isEmpty(),
              owner.equals(spec) ? null : owner.getSimpleName().toString(),
              signature));
    }
    return out;
  }

  /**
   * {@code type} erased, as JavaPoet's name; an unresolved type that names the class about to be
   * generated (the spec may mention it before it exists) is that class.
   */
  private TypeName erased(TypeMirror type, SpecFacts facts) {
    if (type.getKind() == TypeKind.VOID) {
      return TypeName.VOID;
    }
    if (type.getKind() == TypeKind.ERROR) {
      String name = type.toString().replaceAll("<.*", "");
      int dot = name.lastIndexOf('.');
      return ClassName.get(
          dot < 0 ? facts.packageName() : name.substring(0, dot), name.substring(dot + 1));
    }
    if (type.getKind() == TypeKind.ARRAY) {
      return ArrayTypeName.of(erased(((ArrayType) type).getComponentType(), facts));
    }
    return TypeName.get(types.erasure(type));
  }

  private void collectSupertypes(TypeMirror type, Set<String> out) {
    if (type.getKind() != TypeKind.DECLARED || !out.add(types.erasure(type).toString())) {
      return;
    }
    for (TypeMirror s : types.directSupertypes(type)) {
      collectSupertypes(s, out);
    }
  }

  private static boolean isGeneratedFor(TypeElement existing, SpecFacts spec) {
    return existing.getKind() == ElementKind.CLASS
        && existing.getInterfaces().stream()
            .anyMatch(i -> i.toString().equals(spec.canonicalName()));
  }

  private static SpecFacts.Kind kind(Element element) {
    return switch (element.getKind()) {
      case INTERFACE -> SpecFacts.Kind.INTERFACE;
      case ENUM -> SpecFacts.Kind.ENUM;
      case ANNOTATION_TYPE -> SpecFacts.Kind.ANNOTATION_TYPE;
      case RECORD -> SpecFacts.Kind.RECORD;
      default -> SpecFacts.Kind.CLASS;
    };
  }

  private static boolean accessible(Element spec) {
    for (Element e = spec; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
    }
    Element outer = spec.getEnclosingElement();
    return outer instanceof PackageElement || outer instanceof TypeElement;
  }

  private static List<String> names(Element spec) {
    List<String> names = new ArrayList<>();
    for (Element e = spec; e instanceof TypeElement; e = e.getEnclosingElement()) {
      names.add(e.getSimpleName().toString());
    }
    Collections.reverse(names);
    return names;
  }

  /** The values the source sets on {@code @NDArray}, as plain values (see {@link SpecFacts}). */
  private static Map<String, Object> annotationValues(Element element) {
    Map<String, Object> out = new HashMap<>();
    AnnotationMirror mirror = JavacReporter.ndArrayMirror(element);
    if (mirror == null) {
      return out;
    }
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
        mirror.getElementValues().entrySet()) {
      Object value = plain(e.getValue().getValue());
      if (value != null) {
        out.put(e.getKey().getSimpleName().toString(), value);
      }
    }
    return out;
  }

  private static @Nullable Object plain(Object value) {
    if (value instanceof VariableElement constant) {
      return constant.getSimpleName().toString();
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>();
      for (Object item : list) {
        Object v = item instanceof AnnotationValue av ? plain(av.getValue()) : null;
        if (v != null) {
          out.add(v);
        }
      }
      return out;
    }
    if (value instanceof Integer || value instanceof String) {
      return value;
    }
    return null; // a value javac already reports as wrong (an unresolved constant)
  }
}
