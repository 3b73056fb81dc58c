package io.ndgen.processor.ksp;

import com.google.devtools.ksp.UtilsKt;
import com.google.devtools.ksp.processing.Resolver;
import com.google.devtools.ksp.symbol.ClassKind;
import com.google.devtools.ksp.symbol.KSAnnotation;
import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSFunctionDeclaration;
import com.google.devtools.ksp.symbol.KSNode;
import com.google.devtools.ksp.symbol.KSPropertyDeclaration;
import com.google.devtools.ksp.symbol.KSType;
import com.google.devtools.ksp.symbol.KSTypeReference;
import com.google.devtools.ksp.symbol.KSValueArgument;
import com.google.devtools.ksp.symbol.Modifier;
import com.palantir.javapoet.TypeName;
import io.ndgen.processor.validation.MethodFacts;
import io.ndgen.processor.validation.SpecFacts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import kotlin.sequences.SequencesKt;
import org.jspecify.annotations.Nullable;

/**
 * Reads {@link SpecFacts} and {@link MethodFacts} off KSP's symbols, as the JVM sees them (the way
 * kapt's stubs show them to the javac front end), so both front ends feed the same rules the same
 * facts.
 */
final class KspSpecReader {
  static final String NDARRAY = "io.ndgen.annotations.NDArray";

  private final Resolver resolver;

  KspSpecReader(Resolver resolver) {
    this.resolver = resolver;
  }

  /** The {@code @NDArray} annotation on {@code declaration}, or null. */
  static @Nullable KSAnnotation ndArray(KSDeclaration declaration) {
    for (KSAnnotation a : SequencesKt.asIterable(declaration.getAnnotations())) {
      KSDeclaration type = a.getAnnotationType().resolve().getDeclaration();
      if (type.getQualifiedName() != null && NDARRAY.equals(type.getQualifiedName().asString())) {
        return a;
      }
    }
    return null;
  }

  SpecFacts facts(KSClassDeclaration spec) {
    Set<String> supertypes = new LinkedHashSet<>();
    supertypes.add(KspTypes.className(spec).toString());
    for (KSType s : SequencesKt.asIterable(UtilsKt.getAllSuperTypes(spec))) {
      supertypes.add(KspTypes.jvm(s, true, spec.getPackageName().asString()).toString());
    }
    supertypes.add("java.lang.Object");
    return new SpecFacts(
        kind(spec.getClassKind()),
        spec.getPackageName().asString(),
        KspTypes.names(spec),
        spec.getTypeParameters().stream().map(p -> p.getName().asString()).toList(),
        accessible(spec),
        annotationValues(ndArray(spec)),
        supertypes);
  }

  /** The existing class {@code qualifiedName}, unless it is {@code spec}'s generated class. */
  @Nullable String existing(String qualifiedName, KSClassDeclaration spec) {
    KSClassDeclaration existing =
        resolver.getClassDeclarationByName(resolver.getKSNameFromString(qualifiedName));
    if (existing == null) {
      return null;
    }
    if (existing.getClassKind() == ClassKind.CLASS) {
      for (KSTypeReference s : SequencesKt.asIterable(existing.getSuperTypes())) {
        KSDeclaration d = s.resolve().getDeclaration();
        if (d.getQualifiedName() != null
            && d.getQualifiedName().asString().equals(spec.getQualifiedName().asString())) {
          return null;
        }
      }
    }
    return qualifiedName;
  }

  /**
   * The spec's methods as the JVM sees them: functions and property accessors of every interface it
   * extends, not {@code Any}'s or private ones; their nodes go to {@code sink} in order.
   */
  List<MethodFacts> methods(KSClassDeclaration spec, List<KSNode> sink) {
    String pkg = spec.getPackageName().asString();
    List<MethodFacts> out = new ArrayList<>();
    for (KSFunctionDeclaration f : SequencesKt.asIterable(spec.getAllFunctions())) {
      KSDeclaration owner = f.getParentDeclaration();
      if (!(owner instanceof KSClassDeclaration c)
          || c.getClassKind() != ClassKind.INTERFACE
          || f.getModifiers().contains(Modifier.PRIVATE)
          || f.getSimpleName().asString().equals("<init>")) {
        continue; // Any's members (equals, hashCode, toString) and private helpers
      }
      List<TypeName> params = new ArrayList<>();
      f.getParameters().forEach(p -> params.add(KspTypes.jvm(p.getType().resolve(), false, pkg)));
      KSTypeReference ret = f.getReturnType();
      TypeName returned = ret == null ? TypeName.VOID : KspTypes.jvmReturn(ret.resolve(), pkg);
      sink.add(f);
      out.add(
          facts(
              f.getSimpleName().asString(),
              params,
              returned,
              f.isAbstract(),
              !f.getTypeParameters().isEmpty(),
              owner,
              spec));
    }
    for (KSPropertyDeclaration p : SequencesKt.asIterable(spec.getAllProperties())) {
      KSDeclaration owner = p.getParentDeclaration();
      if (!(owner instanceof KSClassDeclaration c)
          || c.getClassKind() != ClassKind.INTERFACE
          || p.getModifiers().contains(Modifier.PRIVATE)) {
        continue;
      }
      String name = p.getSimpleName().asString();
      TypeName type = KspTypes.jvm(p.getType().resolve(), false, pkg);
      boolean isAbstract = UtilsKt.isAbstract(p);
      String getter =
          name.startsWith("is") && name.length() > 2 && Character.isUpperCase(name.charAt(2))
              ? name
              : "get" + capitalize(name);
      sink.add(p);
      out.add(facts(getter, List.of(), type, isAbstract, false, owner, spec));
      if (p.isMutable()) {
        String setter = "set" + capitalize(name.startsWith("is") ? name.substring(2) : name);
        sink.add(p);
        out.add(facts(setter, List.of(type), TypeName.VOID, isAbstract, false, owner, spec));
      }
    }
    return out;
  }

  private static MethodFacts facts(
      String name,
      List<TypeName> params,
      TypeName returned,
      boolean isAbstract,
      boolean isGeneric,
      KSDeclaration owner,
      KSClassDeclaration spec) {
    String signature =
        MethodFacts.simpleNames(returned.toString())
            + " "
            + name
            + params.stream()
                .map(t -> MethodFacts.simpleNames(t.toString()))
                .collect(Collectors.joining(", ", "(", ")"));
    boolean declaredHere =
        owner.getQualifiedName() != null
            && spec.getQualifiedName() != null
            && owner.getQualifiedName().asString().equals(spec.getQualifiedName().asString());
    return new MethodFacts(
        name,
        params,
        returned,
        isAbstract,
        isGeneric,
        declaredHere ? null : owner.getSimpleName().asString(),
        signature);
  }

  private static String capitalize(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static SpecFacts.Kind kind(ClassKind kind) {
    return switch (kind) {
      case INTERFACE -> SpecFacts.Kind.INTERFACE;
      case ENUM_CLASS, ENUM_ENTRY -> SpecFacts.Kind.ENUM;
      case ANNOTATION_CLASS -> SpecFacts.Kind.ANNOTATION_TYPE;
      case OBJECT -> SpecFacts.Kind.OBJECT;
      default -> SpecFacts.Kind.CLASS;
    };
  }

  private static boolean accessible(KSClassDeclaration spec) {
    for (KSDeclaration d = spec; d != null; d = d.getParentDeclaration()) {
      if (d.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
    }
    return true;
  }

  /** The annotation's arguments as plain values (see {@link SpecFacts}). */
  private static Map<String, Object> annotationValues(@Nullable KSAnnotation annotation) {
    Map<String, Object> out = new HashMap<>();
    if (annotation == null) {
      return out;
    }
    for (KSValueArgument a : annotation.getArguments()) {
      Object value = plain(a.getValue());
      if (a.getName() != null && value != null) {
        out.put(a.getName().asString(), value);
      }
    }
    return out;
  }

  private static @Nullable Object plain(@Nullable Object value) {
    if (value instanceof KSClassDeclaration entry) {
      return entry.getSimpleName().asString(); // an enum entry (KSP2)
    }
    if (value instanceof KSType type) {
      return type.getDeclaration().getSimpleName().asString(); // an enum entry (KSP1 style)
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>();
      for (Object item : list) {
        Object v = plain(item);
        if (v != null) {
          out.add(v);
        }
      }
      return out;
    }
    if (value instanceof Integer || value instanceof String) {
      return value;
    }
    return null;
  }
}
