package io.ndgen.processor.ksp;

import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSType;
import com.google.devtools.ksp.symbol.KSTypeAlias;
import com.google.devtools.ksp.symbol.KSTypeArgument;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Kotlin types as the JVM signature shows them, erased, as JavaPoet names: what kapt's stubs show
 * the javac front end. {@code Int} is {@code int} (a nullable or generic {@code Int} is {@code
 * Integer}), {@code Unit} returns {@code void}, {@code FloatArray} is {@code float[]}, Kotlin's
 * mapped types are their Java classes.
 */
final class KspTypes {
  private KspTypes() {}

  private static final Map<String, TypeName> PRIMITIVES =
      Map.of(
          "kotlin.Boolean", TypeName.BOOLEAN,
          "kotlin.Byte", TypeName.BYTE,
          "kotlin.Short", TypeName.SHORT,
          "kotlin.Int", TypeName.INT,
          "kotlin.Long", TypeName.LONG,
          "kotlin.Float", TypeName.FLOAT,
          "kotlin.Double", TypeName.DOUBLE,
          "kotlin.Char", TypeName.CHAR);

  private static final Map<String, TypeName> ARRAYS =
      Map.of(
          "kotlin.BooleanArray", ArrayTypeName.of(TypeName.BOOLEAN),
          "kotlin.ByteArray", ArrayTypeName.of(TypeName.BYTE),
          "kotlin.ShortArray", ArrayTypeName.of(TypeName.SHORT),
          "kotlin.IntArray", ArrayTypeName.of(TypeName.INT),
          "kotlin.LongArray", ArrayTypeName.of(TypeName.LONG),
          "kotlin.FloatArray", ArrayTypeName.of(TypeName.FLOAT),
          "kotlin.DoubleArray", ArrayTypeName.of(TypeName.DOUBLE),
          "kotlin.CharArray", ArrayTypeName.of(TypeName.CHAR));

  private static final Map<String, String> MAPPED =
      Map.ofEntries(
          Map.entry("kotlin.Any", "java.lang.Object"),
          Map.entry("kotlin.String", "java.lang.String"),
          Map.entry("kotlin.CharSequence", "java.lang.CharSequence"),
          Map.entry("kotlin.Number", "java.lang.Number"),
          Map.entry("kotlin.Throwable", "java.lang.Throwable"),
          Map.entry("kotlin.Comparable", "java.lang.Comparable"),
          Map.entry("kotlin.Enum", "java.lang.Enum"),
          Map.entry("kotlin.Annotation", "java.lang.annotation.Annotation"),
          Map.entry("kotlin.collections.Iterable", "java.lang.Iterable"),
          Map.entry("kotlin.collections.MutableIterable", "java.lang.Iterable"),
          Map.entry("kotlin.collections.Iterator", "java.util.Iterator"),
          Map.entry("kotlin.collections.MutableIterator", "java.util.Iterator"),
          Map.entry("kotlin.collections.Collection", "java.util.Collection"),
          Map.entry("kotlin.collections.MutableCollection", "java.util.Collection"),
          Map.entry("kotlin.collections.List", "java.util.List"),
          Map.entry("kotlin.collections.MutableList", "java.util.List"),
          Map.entry("kotlin.collections.Set", "java.util.Set"),
          Map.entry("kotlin.collections.MutableSet", "java.util.Set"),
          Map.entry("kotlin.collections.Map", "java.util.Map"),
          Map.entry("kotlin.collections.MutableMap", "java.util.Map"));

  /** A return type: {@code Unit} is {@code void}. */
  static TypeName jvmReturn(KSType type, String pkg) {
    KSDeclaration d = type.getDeclaration();
    if (!type.isMarkedNullable()
        && d.getQualifiedName() != null
        && d.getQualifiedName().asString().equals("kotlin.Unit")) {
      return TypeName.VOID;
    }
    return jvm(type, false, pkg);
  }

  /**
   * {@code type} erased; {@code boxed} for a type argument (an {@code Int} there is {@code
   * Integer}). An unresolved type (the class about to be generated, named before it exists) is
   * taken to be in {@code pkg}.
   */
  static TypeName jvm(KSType type, boolean boxed, String pkg) {
    if (type.isError()) {
      String name = type.getDeclaration().getSimpleName().asString();
      return ClassName.get(pkg, name.replaceAll("<.*", ""));
    }
    KSDeclaration d = type.getDeclaration();
    if (d instanceof KSTypeAlias alias) {
      return jvm(alias.getType().resolve(), boxed, pkg);
    }
    String q = d.getQualifiedName() == null ? "" : d.getQualifiedName().asString();
    TypeName primitive = PRIMITIVES.get(q);
    if (primitive != null) {
      return boxed || type.isMarkedNullable() ? primitive.box() : primitive;
    }
    TypeName array = ARRAYS.get(q);
    if (array != null) {
      return array;
    }
    if (q.equals("kotlin.Array")) {
      List<KSTypeArgument> args = type.getArguments();
      KSType component = args.isEmpty() ? null : args.get(0).getType().resolve();
      return ArrayTypeName.of(component == null ? ClassName.OBJECT : jvm(component, true, pkg));
    }
    if (q.equals("kotlin.Unit")) {
      return ClassName.get("kotlin", "Unit");
    }
    String mapped = MAPPED.get(q);
    if (mapped != null) {
      return ClassName.bestGuess(mapped);
    }
    if (d instanceof KSClassDeclaration c) {
      return className(c);
    }
    return ClassName.OBJECT; // a type parameter: erased to its bound, Object for an unbounded one
  }

  /** The JVM class name of a declaration, nested classes included. */
  static ClassName className(KSClassDeclaration c) {
    List<String> names = names(c);
    return ClassName.get(
        c.getPackageName().asString(),
        names.get(0),
        names.subList(1, names.size()).toArray(new String[0]));
  }

  /** Simple names from the top-level class inwards. */
  static List<String> names(KSDeclaration d) {
    List<String> names = new ArrayList<>();
    for (KSDeclaration e = d; e != null; e = e.getParentDeclaration()) {
      names.add(e.getSimpleName().asString());
    }
    Collections.reverse(names);
    return names;
  }
}
