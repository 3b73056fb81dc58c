package io.ndgen.samples.kotlin

import org.junit.jupiter.api.Test
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * docs/kotlin.md and the README show a Maven set-up "the build exercises": this module's own
 * pom. Every dependency, execution, argument and processor path the snippet lists must be in
 * the pom.
 */
class MavenSnippetTest {
  private fun parse(xml: String): Element =
    DocumentBuilderFactory.newInstance().newDocumentBuilder()
      .parse(xml.byteInputStream())
      .documentElement

  /** The first xml block of [file] that sets up the Kotlin plugin (the Java one comes first). */
  private fun snippet(file: String): Element {
    val doc = File(file).readText()
    var start = doc.indexOf("```xml\n")
    while (start >= 0) {
      val end = doc.indexOf("```", start + 7)
      val block = doc.substring(start + 7, end)
      if ("kotlin-maven-plugin" in block) return parse("<project>$block</project>")
      start = doc.indexOf("```xml\n", end + 3)
    }
    error("no xml block with kotlin-maven-plugin in $file")
  }

  private fun Element.children(name: String): List<Element> {
    val nodes = getElementsByTagName(name)
    return (0 until nodes.length).map { nodes.item(it) as Element }
  }

  private fun Element.text(name: String): String? =
    children(name).firstOrNull()?.textContent?.trim()

  /** `plugin/execution-id -> phase, goals and args`, for every execution under `plugins`. */
  private fun executions(root: Element): Map<String, Set<String>> =
    root.children("plugin").flatMap { plugin ->
      plugin.children("execution").map { e ->
        val facts =
          listOfNotNull(e.text("phase")?.let { "phase $it" }) +
            e.children("goal").map { "goal ${it.textContent.trim()}" } +
            e.children("arg").map { "arg ${it.textContent.trim()}" } +
            e.children("annotationProcessorPath").map { "processor ${it.text("artifactId")}" }
        "${plugin.text("artifactId")}/${e.text("id")}" to facts.toSet()
      }
    }.toMap()

  @Test
  fun `the Maven set-up in docs-kotlin is this module's`() = check("../docs/kotlin.md")

  @Test
  fun `the Maven set-up in the README is this module's`() = check("../README.md")

  private fun check(file: String) {
    val doc = snippet(file)
    val pom = parse(File("pom.xml").readText())
    val pomDependencies = pom.children("dependency").map { it.text("artifactId") }.toSet()
    for (d in doc.children("dependency").map { it.text("artifactId") }) {
      assertTrue(d in pomDependencies, "dependency $d is not in the pom")
    }
    val pomExecutions = executions(pom)
    val documented = executions(doc)
    assertEquals(7, documented.size, "executions in the snippet: ${documented.keys}")
    for ((id, facts) in documented) {
      val actual = pomExecutions[id] ?: error("execution $id is not in the pom")
      assertTrue(actual.containsAll(facts), "$id: documented $facts, pom has $actual")
    }
    assertEquals("none", pom.text("proc"))
    assertEquals("none", doc.text("proc"))
  }
}
