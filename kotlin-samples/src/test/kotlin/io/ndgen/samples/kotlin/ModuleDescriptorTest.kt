package io.ndgen.samples.kotlin

import org.junit.jupiter.api.Assumptions.assumeTrue
import org.junit.jupiter.api.Test
import java.io.File
import java.lang.module.ModuleFinder
import javax.xml.parsers.DocumentBuilderFactory
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue

/**
 * Every library jar carries a module descriptor (what `jar --describe-module` prints): an explicit
 * module `io.ndgen.<name>` for `ndgen-<name>`, except the processor, an automatic module named by
 * its manifest (`io.ndgen.processor`, not a name derived from the file). The library jars
 * are those the BOM manages. This module is built after all of them, so under `mvn verify` their
 * jars exist; a build that stops before `package` has none and skips this check.
 */
class ModuleDescriptorTest {
  private val root = File("..")

  /** Automatic modules (no module-info; a manifest name); every other library is explicit. */
  private val automatic = setOf("ndgen-processor")

  private fun bomArtifacts(): Set<String> {
    val doc =
      DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(root, "bom/pom.xml"))
    val deps = doc.getElementsByTagName("dependency")
    return (0 until deps.length)
      .map { i ->
        val e = deps.item(i) as org.w3c.dom.Element
        e.getElementsByTagName("artifactId").item(0).textContent.trim()
      }
      .toSet()
  }

  private fun jarOf(artifact: String): File? =
    File(root, artifact.removePrefix("ndgen-") + "/target")
      .listFiles { f ->
        f.name.startsWith("$artifact-") &&
          f.name.endsWith(".jar") &&
          !f.name.endsWith("-sources.jar") &&
          !f.name.endsWith("-javadoc.jar")
      }
      ?.singleOrNull()

  @Test
  fun `every library jar describes its module`() {
    assumeTrue(jarOf("ndgen-runtime") != null, "library jars are built in package")
    val libraries = bomArtifacts()
    assertTrue(libraries.containsAll(setOf("ndgen-annotations", "ndgen-runtime")), "$libraries")
    for (artifact in libraries) {
      val jar = jarOf(artifact) ?: error("no jar for $artifact (its module was not packaged)")
      val module = ModuleFinder.of(jar.toPath()).findAll().single().descriptor()
      // ndgen-runtime is io.ndgen.runtime, ndgen-kotlin io.ndgen.kotlin, …
      assertEquals("io.ndgen." + artifact.removePrefix("ndgen-"), module.name(), artifact)
      if (artifact in automatic) {
        assertTrue(module.isAutomatic, "$artifact is an automatic module")
      } else {
        assertFalse(module.isAutomatic, "$artifact has module-info.class")
      }
    }
  }

  @Test
  fun `the runtime exports its API packages and internal`() {
    val jar = jarOf("ndgen-runtime")
    assumeTrue(jar != null, "library jars are built in package")
    val module = ModuleFinder.of(jar!!.toPath()).findAll().single().descriptor()
    val exports = module.exports().map { it.source() }.toSet()
    assertEquals(
      setOf(
        "io.ndgen.runtime",
        "io.ndgen.runtime.fn",
        "io.ndgen.runtime.internal",
        "io.ndgen.runtime.io",
        "io.ndgen.runtime.ops",
        "io.ndgen.runtime.spi",
        "io.ndgen.runtime.storage",
      ),
      exports,
    )
    assertTrue(module.requires().any { it.name() == "io.ndgen.annotations" })
  }
}
