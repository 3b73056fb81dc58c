package io.ndgen.processor.validation;

import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Type names every Kotlin file sees without an import (the default imports {@code kotlin.*}, {@code
 * kotlin.collections.*}, {@code kotlin.ranges.*}, …). A generated class with one of these names
 * would be shadowed by, or shadow, the built-in in Kotlin code.
 */
final class KotlinNames {
  private KotlinNames() {}

  private static final Set<String> KOTLIN =
      Set.of(
          "Any",
          "Array",
          "Boolean",
          "BooleanArray",
          "Byte",
          "ByteArray",
          "Char",
          "CharArray",
          "CharSequence",
          "Comparable",
          "Comparator",
          "DeprecationLevel",
          "Double",
          "DoubleArray",
          "Enum",
          "Error",
          "Exception",
          "Float",
          "FloatArray",
          "Function",
          "Int",
          "IntArray",
          "Lazy",
          "Long",
          "LongArray",
          "Nothing",
          "Number",
          "Pair",
          "Result",
          "Short",
          "ShortArray",
          "String",
          "Throwable",
          "Triple",
          "UByte",
          "UByteArray",
          "UInt",
          "UIntArray",
          "ULong",
          "ULongArray",
          "UShort",
          "UShortArray",
          "Unit");

  private static final Set<String> KOTLIN_COLLECTIONS =
      Set.of(
          "AbstractCollection",
          "AbstractList",
          "AbstractMap",
          "AbstractSet",
          "ArrayDeque",
          "ArrayList",
          "Collection",
          "HashMap",
          "HashSet",
          "Iterable",
          "Iterator",
          "LinkedHashMap",
          "LinkedHashSet",
          "List",
          "ListIterator",
          "Map",
          "MutableCollection",
          "MutableIterable",
          "MutableIterator",
          "MutableList",
          "MutableMap",
          "MutableSet",
          "RandomAccess",
          "Set");

  private static final Set<String> KOTLIN_RANGES =
      Set.of(
          "CharProgression",
          "CharRange",
          "ClosedRange",
          "IntProgression",
          "IntRange",
          "LongProgression",
          "LongRange",
          "UIntRange",
          "ULongRange");

  /** The qualified Kotlin built-in a simple name would clash with, or null. */
  static @Nullable String builtIn(String simpleName) {
    if (KOTLIN.contains(simpleName)) {
      return "kotlin." + simpleName;
    }
    if (KOTLIN_COLLECTIONS.contains(simpleName)) {
      return "kotlin.collections." + simpleName;
    }
    if (KOTLIN_RANGES.contains(simpleName)) {
      return "kotlin.ranges." + simpleName;
    }
    return null;
  }
}
