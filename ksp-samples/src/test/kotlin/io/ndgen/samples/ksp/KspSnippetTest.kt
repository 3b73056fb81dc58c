package io.ndgen.samples.ksp

import org.junit.jupiter.api.Test
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * docs/kotlin.md's KSP Maven set-up is this module's: every execution it shows is in the pom with
 * the same phase, goals, arguments, paths and properties.
 */
class KspSnippetTest {
  private fun parse(xml: String): Element =
    DocumentBuilderFactory.newInstance().newDocumentBuilder()
      .parse(xml.byteInputStream())
      .documentElement

  private fun Element.children(name: String): List<Element> {
    val nodes = getElementsByTagName(name)
    return (0 until nodes.length).map { nodes.item(it) as Element }
  }

  private fun Element.text(name: String): String? =
    children(name).firstOrNull()?.textContent?.trim()

  /** `plugin/execution-id -> everything the execution sets`, for every execution. */
  private fun executions(root: Element): Map<String, List<String>> =
    root.children("plugin").flatMap { plugin ->
      plugin.children("execution").map { e ->
        val facts =
          listOf("phase", "goal", "argument", "includeArtifactIds", "outputProperty", "source")
            .flatMap { tag -> e.children(tag).map { "$tag ${it.textContent.trim()}" } }
        "${plugin.text("artifactId")}/${e.text("id")}" to facts
      }
    }.toMap()

  @Test
  fun `the KSP set-up in docs-kotlin is this module's`() {
    val doc = File("../docs/kotlin.md").readText()
    val start = doc.indexOf("```xml\n", doc.indexOf("KspSnippetTest"))
    val end = doc.indexOf("```", start + 7)
    val snippet = executions(parse("<project>" + doc.substring(start + 7, end) + "</project>"))
    val pom = executions(parse(File("pom.xml").readText()))
    assertEquals(
      setOf(
        "maven-dependency-plugin/ksp-tool-path",
        "maven-dependency-plugin/ksp-processor-path",
        "maven-dependency-plugin/ksp-libraries",
        "exec-maven-plugin/ksp",
        "build-helper-maven-plugin/ksp-sources",
      ),
      snippet.keys,
    )
    for ((id, facts) in snippet) {
      assertEquals(pom[id], facts, "$id differs between docs/kotlin.md and the pom")
    }
    assertTrue("argument com.google.devtools.ksp.cmdline.KSPJvmMain" in snippet.getValue("exec-maven-plugin/ksp"))
  }
}
