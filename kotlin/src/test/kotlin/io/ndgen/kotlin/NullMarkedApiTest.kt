package io.ndgen.kotlin

import io.ndgen.runtime.StridedArray
import org.jspecify.annotations.NullMarked
import org.junit.jupiter.api.Test
import java.lang.reflect.Modifier
import java.nio.file.Files
import java.nio.file.Paths
import java.util.jar.JarFile
import kotlin.io.path.extension
import kotlin.io.path.invariantSeparatorsPathString
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Kotlin sees JSpecify-annotated Java types as non-null (or nullable where marked), never as
 * platform types, only inside `@NullMarked` code: every public runtime class must be in one.
 */
class NullMarkedApiTest {
  @Test
  fun `every public runtime class is null-marked`() {
    val classes =
      runtimeClassNames().map(Class<*>::forName).filter { Modifier.isPublic(it.modifiers) }
    assertTrue(classes.size >= 5, "found the runtime's public classes: $classes")
    val unmarked = classes.filterNot(::isNullMarked).map { it.name }
    assertEquals(emptyList(), unmarked, "public runtime classes outside @NullMarked code")
  }

  private fun isNullMarked(type: Class<*>): Boolean =
    type.`package`.isAnnotationPresent(NullMarked::class.java) ||
      generateSequence(type) { it.enclosingClass }
        .any { it.isAnnotationPresent(NullMarked::class.java) }

  /** Class names in the runtime's jar or classes directory, wherever the build put it. */
  private fun runtimeClassNames(): List<String> {
    val location = Paths.get(StridedArray::class.java.protectionDomain.codeSource.location.toURI())
    val entries =
      if (Files.isDirectory(location)) {
        Files.walk(location).use { paths ->
          paths
            .filter { it.extension == "class" }
            .map { location.relativize(it).invariantSeparatorsPathString }
            .toList()
        }
      } else {
        JarFile(location.toFile()).use { jar -> jar.entries().toList().map { it.name } }
      }
    return entries
      .filter { it.endsWith(".class") && it.startsWith("io/ndgen/") }
      .filterNot { it.endsWith("package-info.class") }
      .map { it.removeSuffix(".class").replace('/', '.') }
  }
}
