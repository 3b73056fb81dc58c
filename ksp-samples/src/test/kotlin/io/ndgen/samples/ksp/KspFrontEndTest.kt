package io.ndgen.samples.ksp

import com.tschuchort.compiletesting.JvmCompilationResult
import com.tschuchort.compiletesting.KotlinCompilation
import com.tschuchort.compiletesting.SourceFile
import com.tschuchort.compiletesting.configureKsp
import com.tschuchort.compiletesting.kspSourcesDir
import io.ndgen.processor.NDArrayProcessor
import io.ndgen.processor.ksp.NDArraySymbolProcessorProvider
import io.ndgen.processor.validation.Diagnostics
import org.jetbrains.kotlin.kapt.base.KaptFlag
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.nio.file.Path
import kotlin.io.path.createTempDirectory
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * The two front ends on the same Kotlin spec, compiled by kotlin-compile-testing: kapt running
 * [NDArrayProcessor] and KSP2 running [NDArraySymbolProcessorProvider] generate the same Java,
 * and report the same tagged errors on the spec's element.
 */
class KspFrontEndTest {
  /** Holds every compilation's working directory; JUnit deletes it after each test. */
  @TempDir lateinit var workDirs: Path

  private val imports =
    """
    package test

    import io.ndgen.annotations.DType
    import io.ndgen.annotations.NDArray
    import io.ndgen.annotations.Order
    """.trimIndent()

  private fun compilation(source: String, ksp: Boolean): KotlinCompilation =
    KotlinCompilation().apply {
      // its default is a fresh Kotlin-Compilation* directory in java.io.tmpdir that nobody deletes
      workingDir = createTempDirectory(workDirs, if (ksp) "ksp" else "kapt").toFile()
      sources = listOf(SourceFile.kotlin("Spec.kt", "$imports\n$source"))
      inheritClassPath = true
      jvmTarget = "17"
      kotlincArguments = listOf("-Xjvm-default=all")
      messageOutputStream = System.out
      if (ksp) {
        configureKsp { symbolProcessorProviders += NDArraySymbolProcessorProvider() }
      } else {
        annotationProcessors = listOf(NDArrayProcessor())
        // report on the Kotlin source, not on kapt's Java stubs (kapt's mapDiagnosticLocations)
        kaptFlags += KaptFlag.MAP_DIAGNOSTIC_LOCATIONS
      }
    }

  private fun generated(dir: File): Map<String, String> =
    dir.walkTopDown().filter { it.isFile && it.name.endsWith(".java") }
      .associate { it.name to it.readText() }

  @Test
  fun `kapt and KSP generate identical source for the same spec`() {
    val spec =
      """
      @NDArray(dtype = DType.UINT8, rank = 2, order = Order.F)
      interface Image {
        operator fun get(row: Int, column: Int): Int
        fun shape(axis: Int): Int
        fun width(): Int = shape(1)
      }
      """.trimIndent()
    val kapt = compilation(spec, ksp = false)
    val ksp = compilation(spec, ksp = true)
    val kaptResult = kapt.compile()
    val kspResult = ksp.compile()
    assertEquals(KotlinCompilation.ExitCode.OK, kaptResult.exitCode, kaptResult.messages)
    assertEquals(KotlinCompilation.ExitCode.OK, kspResult.exitCode, kspResult.messages)
    val fromKapt = generated(kapt.kaptSourceDir)
    val fromKsp = generated(ksp.kspSourcesDir)
    assertEquals(setOf("ImageArray.java"), fromKapt.keys)
    assertEquals(fromKapt, fromKsp)
  }

  /** The lines of [result]'s messages that carry [message]. */
  private fun errors(result: JvmCompilationResult, message: String): List<String> =
    result.messages.lines().filter { message in it }

  private fun assertSameError(spec: String, message: String, line: String) {
    val lineNumber = "$imports\n$spec".lines().indexOfFirst { line in it } + 1
    for (ksp in listOf(false, true)) {
      val result = compilation(spec, ksp).compile()
      val tool = if (ksp) "KSP" else "kapt"
      assertEquals(KotlinCompilation.ExitCode.COMPILATION_ERROR, result.exitCode, tool)
      val reported = errors(result, message)
      assertTrue(reported.isNotEmpty(), "$tool did not report $message:\n${result.messages}")
      assertTrue(
        reported.all { "Spec.kt:$lineNumber" in it },
        "$tool reported $reported, not on Spec.kt line $lineNumber",
      )
    }
  }

  @Test
  fun `both report a rank out of range on the annotation`() =
    assertSameError(
      "@NDArray(dtype = DType.FLOAT32, rank = 12)\ninterface Volume",
      String.format(Diagnostics.RANK, 12),
      "rank = 12",
    )

  @Test
  fun `both report an abstract method nobody generates on the method`() =
    assertSameError(
      "@NDArray(dtype = DType.FLOAT32, rank = 2)\ninterface Grid {\n  fun norm(): Double\n}",
      String.format(
        Diagnostics.ABSTRACT_METHOD,
        "double norm()",
        "GridArray",
        "it generates no method named norm",
      ),
      "fun norm()",
    )

  @Test
  fun `kapt and KSP link named axes to the same specs`() {
    val spec =
      """
      @NDArray(dtype = DType.FLOAT32, axes = ["time", "row", "col"])
      interface Clip

      @NDArray(dtype = DType.FLOAT32, axes = ["row", "col"])
      interface Frame
      """.trimIndent()
    val kapt = compilation(spec, ksp = false)
    val ksp = compilation(spec, ksp = true)
    val kaptResult = kapt.compile()
    val kspResult = ksp.compile()
    assertEquals(KotlinCompilation.ExitCode.OK, kaptResult.exitCode, kaptResult.messages)
    assertEquals(KotlinCompilation.ExitCode.OK, kspResult.exitCode, kspResult.messages)
    val fromKapt = generated(kapt.kaptSourceDir)
    assertEquals(fromKapt, generated(ksp.kspSourcesDir))
    val clip = fromKapt.getValue("ClipArray.java")
    assertTrue("public FrameArray selectTime(int index)" in clip, "selectTime links to Frame")
    assertTrue("public FrameArray meanOverTime()" in clip, "meanOverTime links to Frame")
    assertTrue("public static final int AXIS_COL = 2;" in clip)
  }

  @Test
  fun `both report a duplicate axis name on the annotation`() =
    assertSameError(
      "@NDArray(dtype = DType.FLOAT32, axes = [\"row\", \"row\"])\ninterface Frame",
      String.format(Diagnostics.AXIS_DUPLICATE, "row", "{\"row\", \"row\"}"),
      "axes = ",
    )

  @Test
  fun `both report two specs of one dtype with the same axes on the second`() =
    assertSameError(
      "@NDArray(dtype = DType.INT32, axes = [\"row\", \"col\"])\ninterface Frame\n" +
        "@NDArray(axes = [\"row\", \"col\"], dtype = DType.INT32)\ninterface Image",
      String.format(Diagnostics.AXES_SAME, "INT32", "{\"row\", \"col\"}", "test.Frame"),
      "@NDArray(axes = ",
    )
}
