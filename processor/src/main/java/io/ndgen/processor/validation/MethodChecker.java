package io.ndgen.processor.validation;

import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.model.ArraySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.jspecify.annotations.Nullable;

/**
 * Checks the spec's methods (declared and inherited) against the generated class before it is
 * written: every abstract method must be implemented by a generated instance method with the same
 * name and parameter types and a compatible return type; no method may collide with a generated
 * method it cannot coexist with (a different return type, or a generated static method). A default
 * method with a generated method's signature and a compatible return type is overridden by the
 * generated one.
 *
 * <p>Signatures are compared by erasure, as the compiler does for overriding. A spec method may
 * mention the generated class itself before it exists; its unresolved type then matches the
 * generated class by name.
 */
public final class MethodChecker {
  private final Elements elements;
  private final Types types;
  private final ErrorReporter reporter;

  public MethodChecker(Elements elements, Types types, ErrorReporter reporter) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
  }

  /** Reports each mismatch; true if there was none. */
  public boolean check(TypeElement spec, ArraySpec model, TypeSpec generated) {
    int before = reporter.errorCount();
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(spec))) {
      Element owner = method.getEnclosingElement();
      if (owner.getKind() != ElementKind.INTERFACE
          || method.getModifiers().contains(Modifier.STATIC)
          || method.getModifiers().contains(Modifier.PRIVATE)) {
        continue; // Object's methods, static and private interface methods are not inherited
      }
      checkMethod(spec, method, model, generated);
    }
    return reporter.errorCount() == before;
  }

  private void checkMethod(
      TypeElement spec, ExecutableElement method, ArraySpec model, TypeSpec generated) {
    String key = key(method, model);
    boolean isAbstract = method.getModifiers().contains(Modifier.ABSTRACT);
    Element where = method.getEnclosingElement().equals(spec) ? method : spec;
    String shown = display(method, spec);
    List<MethodSpec> sameName = new ArrayList<>();
    for (MethodSpec m : generated.methodSpecs()) {
      if (m.isConstructor() || !m.name().equals(method.getSimpleName().toString())) {
        continue;
      }
      sameName.add(m);
      if (!key(m).equals(key)) {
        continue;
      }
      boolean isStatic = m.modifiers().contains(Modifier.STATIC);
      if (isStatic || !compatible(method.getReturnType(), m.returnType(), spec, model)) {
        reporter.error(
            where, null, Diagnostics.METHOD_CLASH, shown, model.className(), describe(m));
      } else if (!method.getTypeParameters().isEmpty() && isAbstract) {
        reporter.error(
            where,
            null,
            Diagnostics.ABSTRACT_METHOD,
            shown,
            model.className(),
            "generated methods are not generic");
      }
      return;
    }
    if (isAbstract) {
      String instead =
          sameName.isEmpty()
              ? "it generates no method named " + method.getSimpleName()
              : "it generates "
                  + sameName.stream()
                      .map(MethodChecker::describe)
                      .collect(Collectors.joining(", "));
      reporter.error(where, null, Diagnostics.ABSTRACT_METHOD, shown, model.className(), instead);
    }
  }

  /** {@code name(erased parameter types)} of a spec method. */
  private String key(ExecutableElement method, ArraySpec model) {
    return method.getSimpleName()
        + method.getParameters().stream()
            .map(p -> typeString(p.asType(), model))
            .collect(Collectors.joining(",", "(", ")"));
  }

  private static String key(MethodSpec m) {
    return m.name()
        + m.parameters().stream()
            .map(p -> p.type().withoutAnnotations().toString())
            .collect(Collectors.joining(",", "(", ")"));
  }

  private String typeString(TypeMirror type, ArraySpec model) {
    if (type.getKind() == TypeKind.ERROR && refersToGenerated(type, model)) {
      return model.qualifiedClassName();
    }
    return types.erasure(type).toString();
  }

  private static boolean refersToGenerated(TypeMirror type, ArraySpec model) {
    String s = type.toString();
    return s.equals(model.className()) || s.equals(model.qualifiedClassName());
  }

  /**
   * True if a generated method returning {@code generated} can implement a spec method returning
   * {@code declared}: the same type, or a supertype of the generated class (the spec, one of its
   * superinterfaces, Object).
   */
  private boolean compatible(
      TypeMirror declared, @Nullable TypeName generated, TypeElement spec, ArraySpec model) {
    String gen = generated == null ? "void" : generated.withoutAnnotations().toString();
    if (declared.getKind() == TypeKind.ERROR) {
      return refersToGenerated(declared, model) && gen.equals(model.qualifiedClassName());
    }
    String decl = types.erasure(declared).toString();
    if (decl.equals(gen)) {
      return true;
    }
    if (declared.getKind() != TypeKind.DECLARED) {
      return false;
    }
    if (gen.equals(model.qualifiedClassName())) {
      return types.isSubtype(types.erasure(spec.asType()), types.erasure(declared));
    }
    return decl.equals("java.lang.Object") && generated != null && !generated.isPrimitive();
  }

  private static String describe(MethodSpec m) {
    String ret = m.returnType() == null ? "void" : simple(m.returnType());
    String params =
        m.parameters().stream()
            .map(ParameterSpec::type)
            .map(MethodChecker::simple)
            .collect(Collectors.joining(", "));
    String prefix = m.modifiers().contains(Modifier.STATIC) ? "static " : "";
    return prefix + ret + " " + m.name() + "(" + params + ")";
  }

  private static String simple(TypeName t) {
    String s = t.withoutAnnotations().toString();
    return s.replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
  }

  private String display(ExecutableElement method, TypeElement spec) {
    String params =
        method.getParameters().stream()
            .map(p -> simpleName(p.asType()))
            .collect(Collectors.joining(", "));
    String owner =
        method.getEnclosingElement().equals(spec)
            ? ""
            : " (inherited from " + method.getEnclosingElement().getSimpleName() + ")";
    return simpleName(method.getReturnType())
        + " "
        + method.getSimpleName()
        + "("
        + params
        + ")"
        + owner;
  }

  private static String simpleName(TypeMirror t) {
    return t.toString().replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
  }
}
