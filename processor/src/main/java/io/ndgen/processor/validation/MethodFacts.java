package io.ndgen.processor.validation;

import com.palantir.javapoet.TypeName;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One method of a spec (declared or inherited), as the JVM sees it, read by a front end: a Kotlin
 * {@code fun get(i: Int): Float} is {@code float get(int)}, a property {@code val size: Int} is
 * {@code int getSize()}.
 *
 * @param name the method's name
 * @param parameters parameter types, erased; a type naming the not-yet-generated class is that
 *     class's {@code ClassName}
 * @param returnType the return type, erased likewise; {@link TypeName#VOID} for none
 * @param isAbstract true if the generated class must implement it
 * @param isGeneric true if the method declares type parameters
 * @param inheritedFrom the simple name of the supertype declaring it, or null if the spec does
 * @param signature the method as messages show it, e.g. {@code float get(int, int)}
 */
public record MethodFacts(
    String name,
    List<TypeName> parameters,
    TypeName returnType,
    boolean isAbstract,
    boolean isGeneric,
    @Nullable String inheritedFrom,
    String signature) {

  /** Copies the parameter list. */
  public MethodFacts {
    parameters = List.copyOf(parameters);
  }

  /** {@code List<String>} → {@code List<String>}, {@code java.lang.String} → {@code String}. */
  public static String simpleNames(String type) {
    return type.replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
  }
}
