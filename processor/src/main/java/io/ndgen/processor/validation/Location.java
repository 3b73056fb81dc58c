package io.ndgen.processor.validation;

/**
 * Where a problem is reported, in terms every front end can map to its own element: the spec, its
 * {@code @NDArray} annotation, one value of that annotation, or one of the spec's methods (by its
 * position in the list the front end handed to {@link MethodChecker}).
 *
 * @param kind what the location is
 * @param member the annotation member for {@link Kind#ANNOTATION_VALUE}, else empty
 * @param method the method's position for {@link Kind#METHOD}, else -1
 */
public record Location(Kind kind, String member, int method) {
  /** The kinds of place a problem can be reported on. */
  public enum Kind {
    /** The spec interface (or whatever the annotation is on). */
    SPEC,
    /** The spec's {@code @NDArray} annotation. */
    ANNOTATION,
    /** One value of the annotation; a front end falls back to the annotation when not written. */
    ANNOTATION_VALUE,
    /** A method declared by the spec itself. */
    METHOD
  }

  /** The spec. */
  public static Location spec() {
    return new Location(Kind.SPEC, "", -1);
  }

  /** The spec's {@code @NDArray} annotation. */
  public static Location annotation() {
    return new Location(Kind.ANNOTATION, "", -1);
  }

  /** The value of annotation member {@code member}. */
  public static Location value(String member) {
    return new Location(Kind.ANNOTATION_VALUE, member, -1);
  }

  /** The method at position {@code index} of the front end's method list. */
  public static Location method(int index) {
    return new Location(Kind.METHOD, "", index);
  }
}
