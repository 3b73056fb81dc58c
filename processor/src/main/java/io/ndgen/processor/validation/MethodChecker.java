package io.ndgen.processor.validation;

import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.model.ArraySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Checks the spec's methods (declared and inherited, as {@link MethodFacts} from either front end)
 * against the generated class before it is written: every abstract method must be implemented by a
 * generated instance method with the same name and parameter types and a compatible return type; no
 * method may collide with a generated method it cannot coexist with (a different return type, or a
 * generated static method). A default method with a generated method's signature and a compatible
 * return type is overridden by the generated one.
 *
 * <p>Signatures are compared erased, as the compiler does for overriding. A problem with a method
 * the spec declares is reported on that method; with an inherited one, on the spec.
 */
public final class MethodChecker {
  private MethodChecker() {}

  /**
   * Reports each mismatch; true if there was none.
   *
   * @param methods the spec's methods, in the order the front end maps {@link Location#method}
   * @param supertypes the spec's {@link SpecFacts#supertypes()}
   */
  public static boolean check(
      List<MethodFacts> methods,
      Set<String> supertypes,
      ArraySpec model,
      TypeSpec generated,
      ErrorReporter reporter) {
    boolean ok = true;
    for (int i = 0; i < methods.size(); i++) {
      MethodFacts method = methods.get(i);
      Location where = method.inheritedFrom() == null ? Location.method(i) : Location.spec();
      ok &= checkMethod(method, where, supertypes, model, generated, reporter);
    }
    return ok;
  }

  private static boolean checkMethod(
      MethodFacts method,
      Location where,
      Set<String> supertypes,
      ArraySpec model,
      TypeSpec generated,
      ErrorReporter reporter) {
    String key = key(method.name(), method.parameters());
    String shown =
        method.signature()
            + (method.inheritedFrom() == null
                ? ""
                : " (inherited from " + method.inheritedFrom() + ")");
    List<MethodSpec> sameName = new ArrayList<>();
    for (MethodSpec m : generated.methodSpecs()) {
      if (m.isConstructor() || !m.name().equals(method.name())) {
        continue;
      }
      sameName.add(m);
      List<TypeName> params = m.parameters().stream().map(ParameterSpec::type).toList();
      if (!key(m.name(), params).equals(key)) {
        continue;
      }
      TypeName returned = m.returnType() == null ? TypeName.VOID : m.returnType();
      if (m.modifiers().contains(Modifier.STATIC)
          || !compatible(method.returnType(), returned, supertypes, model)) {
        reporter.error(
            where, Diagnostics.METHOD_CLASH, shown, model.className(), describe(m, returned));
        return false;
      }
      if (method.isGeneric() && method.isAbstract()) {
        reporter.error(
            where,
            Diagnostics.ABSTRACT_METHOD,
            shown,
            model.className(),
            "generated methods are not generic");
        return false;
      }
      return true;
    }
    if (!method.isAbstract()) {
      return true;
    }
    String instead =
        sameName.isEmpty()
            ? "it generates no method named " + method.name()
            : "it generates "
                + sameName.stream()
                    .map(m -> describe(m, m.returnType() == null ? TypeName.VOID : m.returnType()))
                    .collect(Collectors.joining(", "));
    reporter.error(where, Diagnostics.ABSTRACT_METHOD, shown, model.className(), instead);
    return false;
  }

  /** {@code name(erased parameter types)}. */
  private static String key(String name, List<TypeName> parameters) {
    return name
        + parameters.stream()
            .map(t -> t.withoutAnnotations().toString())
            .collect(Collectors.joining(",", "(", ")"));
  }

  /**
   * True if a generated method returning {@code generated} can implement a spec method returning
   * {@code declared}: the same type, or a supertype of the generated class (the spec, one of its
   * supertypes, Object).
   */
  private static boolean compatible(
      TypeName declared, TypeName generated, Set<String> supertypes, ArraySpec model) {
    String decl = declared.withoutAnnotations().toString();
    String gen = generated.withoutAnnotations().toString();
    if (decl.equals(gen)) {
      return true;
    }
    if (declared.isPrimitive() || declared.equals(TypeName.VOID)) {
      return false;
    }
    if (gen.equals(model.qualifiedClassName())) {
      return supertypes.contains(decl);
    }
    return decl.equals("java.lang.Object")
        && !generated.isPrimitive()
        && !generated.equals(TypeName.VOID);
  }

  private static String describe(MethodSpec m, TypeName returned) {
    String params =
        m.parameters().stream()
            .map(p -> MethodFacts.simpleNames(p.type().withoutAnnotations().toString()))
            .collect(Collectors.joining(", "));
    String prefix = m.modifiers().contains(Modifier.STATIC) ? "static " : "";
    return prefix
        + MethodFacts.simpleNames(returned.withoutAnnotations().toString())
        + " "
        + m.name()
        + "("
        + params
        + ")";
  }
}
