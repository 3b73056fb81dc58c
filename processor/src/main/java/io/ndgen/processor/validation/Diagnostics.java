package io.ndgen.processor.validation;

import io.ndgen.annotations.NDArray;

/**
 * Every message the processor reports, as format strings with a stable tag first. Tests assert
 * these constants; users can search for the tag.
 */
public final class Diagnostics {
  private Diagnostics() {}

  /** Args: the declared rank. */
  public static final String RANK =
      "[NDArrayRank] rank must be between 1 and " + NDArray.MAX_RANK + ", was %d";

  /** Args: the element's name, its kind ("class", "enum", …). */
  public static final String NOT_INTERFACE =
      "[NDArrayNotInterface] @NDArray goes on an interface, but %s is %s; declare it as an"
          + " interface (the generated class implements it)";

  /** Args: the spec's name, its type parameters. */
  public static final String GENERIC =
      "[NDArrayGeneric] spec %s must not be generic (it declares %s); remove the type parameters";

  /** Args: the spec's name. */
  public static final String NOT_ACCESSIBLE =
      "[NDArrayNotAccessible] spec %s is private or nested in a private type; the generated class"
          + " in the same package must be able to implement it, so make it at least"
          + " package-private";

  /** Args: the requested name. */
  public static final String INVALID_NAME =
      "[NDArrayName] name \"%s\" is not a valid simple Java class name; set name to an identifier"
          + " such as \"VolumeArray\"";

  /** Args: generated name, the Kotlin type it hides. */
  public static final String KOTLIN_CLASH =
      "[NDArrayNameClash] generated name %s clashes with Kotlin's built-in %s; set name on"
          + " @NDArray to another class name";

  /** Args: generated name, the existing type. */
  public static final String EXISTING_CLASH =
      "[NDArrayNameClash] generated name %s clashes with the existing type %s; set name on"
          + " @NDArray to another class name";

  /** Args: generated name, the other spec generating it. */
  public static final String DUPLICATE_CLASH =
      "[NDArrayNameClash] generated name %s is also generated for the spec %s; set name on"
          + " @NDArray to another class name";

  /** No args. */
  public static final String RANK_MISSING =
      "[NDArrayRank] give the number of axes: rank = 1 to "
          + NDArray.MAX_RANK
          + ", or axes = {...} with one name per axis";

  /** Args: the declared rank, the axes, their count. */
  public static final String AXES_RANK =
      "[NDArrayAxes] rank = %d contradicts axes = %s (%d names); drop rank or make it agree";

  /** Args: the axis name. */
  public static final String AXIS_NAME =
      "[NDArrayAxes] axis name \"%s\" is not a Java identifier; name axes like \"time\" (it"
          + " gives AXIS_TIME, selectTime, sumOverTime, …)";

  /** Args: the axis name, the axes. */
  public static final String AXIS_DUPLICATE =
      "[NDArrayAxes] axis name \"%s\" appears more than once in axes = %s; give every axis its"
          + " own name";

  /** Args: one axis name, the other, the member both generate. */
  public static final String AXIS_MEMBER_CLASH =
      "[NDArrayAxes] axis names \"%s\" and \"%s\" both generate %s; rename one of them";

  /** Args: the dtype, the axes, the other spec. */
  public static final String AXES_SAME =
      "[NDArrayAxes] dtype %s with axes = %s is also declared by the spec %s, so results with"
          + " these axes could not pick a class; rename an axis or drop one spec's axes";

  /** Args: method signature, generated class, what it has instead. */
  public static final String ABSTRACT_METHOD =
      "[NDArrayAbstractMethod] abstract method %s cannot be implemented by the generated %s (%s);"
          + " match a generated method, make it a default method, or remove it";

  /** Args: method signature, generated class, the generated method. */
  public static final String METHOD_CLASH =
      "[NDArrayMethodClash] method %s clashes with %s's generated %s; rename it or match the"
          + " generated signature";

  /** Args: spec name, exception. */
  public static final String INTERNAL =
      "[NDArrayInternal] the ndgen processor failed on %s: %s; please report this with the spec";
}
