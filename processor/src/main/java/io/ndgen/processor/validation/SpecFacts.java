package io.ndgen.processor.validation;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What a front end reads off one annotated declaration, as plain values: everything the rules need
 * and nothing from javac's or KSP's model. Both front ends fill it; {@link SpecRules} and {@link
 * MethodChecker} decide.
 *
 * @param kind what the annotation is on
 * @param packageName the declaration's package ({@code ""} for the unnamed package)
 * @param specNames simple names from the top-level type inwards ({@code [Outer, Volume]})
 * @param typeParameters names of the declaration's type parameters, in order
 * @param accessible false if the declaration, or a type enclosing it, is private
 * @param annotationValues every {@code @NDArray} member the source sets, by name: an {@code
 *     Integer}, a {@code String}, an enum constant's name as a {@code String}, or a {@code List} of
 *     those for an array member; a member left at its default may be absent (the rules know the
 *     defaults), so a new annotation member reaches the rules through both front ends unchanged
 * @param supertypes qualified names of the declaration, every supertype it has and {@code
 *     java.lang.Object} (a Kotlin {@code Any} is {@code java.lang.Object})
 */
public record SpecFacts(
    Kind kind,
    String packageName,
    List<String> specNames,
    List<String> typeParameters,
    boolean accessible,
    Map<String, Object> annotationValues,
    Set<String> supertypes) {

  /** What kind of declaration carries the annotation, with the words messages use for it. */
  public enum Kind {
    /** A Java or Kotlin interface: the only valid spec. */
    INTERFACE("an interface"),
    /** A class. */
    CLASS("a class"),
    /** An enum. */
    ENUM("an enum"),
    /** An annotation type. */
    ANNOTATION_TYPE("an annotation type"),
    /** A record. */
    RECORD("a record"),
    /** A Kotlin object. */
    OBJECT("an object");

    private final String words;

    Kind(String words) {
      this.words = words;
    }

    /** "a class", "an enum", …: as messages name it. */
    public String words() {
      return words;
    }
  }

  /** Copies the lists, the map and the set. */
  public SpecFacts {
    specNames = List.copyOf(specNames);
    typeParameters = List.copyOf(typeParameters);
    annotationValues = Map.copyOf(annotationValues);
    supertypes = Set.copyOf(supertypes);
  }

  /** The declaration's simple name. */
  public String simpleName() {
    return specNames.get(specNames.size() - 1);
  }

  /** The declaration's canonical name, e.g. {@code com.example.Outer.Volume}. */
  public String canonicalName() {
    String simple = String.join(".", specNames);
    return packageName.isEmpty() ? simple : packageName + "." + simple;
  }

  /**
   * The value of annotation member {@code name}, or null if the source leaves it at its default.
   */
  public @Nullable Object value(String name) {
    return annotationValues.get(name);
  }
}
