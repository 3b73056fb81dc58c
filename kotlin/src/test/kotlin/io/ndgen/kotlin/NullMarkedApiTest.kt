package io.ndgen.kotlin

import io.ndgen.annotations.DType
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
  fun `every public runtime class is null-marked`() = assertNullMarked(StridedArray::class.java)

  @Test
  fun `every public annotations class is null-marked`() = assertNullMarked(DType::class.java)

  private fun assertNullMarked(anchor: Class<*>) {
    val classes =
      classNamesBeside(anchor)
        // loaded, not initialized: a class's static set-up (the Vector API kernels need
        // --add-modules jdk.incubator.vector) is not what this test reads
        .map { Class.forName(it, false, anchor.classLoader) }
        .filter { Modifier.isPublic(it.modifiers) }
    assertTrue(classes.size >= 3, "found the public classes beside $anchor: $classes")
    val unmarked = classes.filterNot(::isNullMarked).map { it.name }
    assertEquals(emptyList(), unmarked, "public classes outside @NullMarked code")
  }

  private fun isNullMarked(type: Class<*>): Boolean =
    type.`package`.isAnnotationPresent(NullMarked::class.java) ||
      generateSequence(type) { it.enclosingClass }
        .any { it.isAnnotationPresent(NullMarked::class.java) }

  /** Class names in the jar or classes directory holding [anchor], wherever the build put it. */
  private fun classNamesBeside(anchor: Class<*>): List<String> {
    val location = Paths.get(anchor.protectionDomain.codeSource.location.toURI())
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
