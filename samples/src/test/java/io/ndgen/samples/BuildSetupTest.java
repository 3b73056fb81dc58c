package io.ndgen.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.ndgen.runtime.StridedArray;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The README's plain-Java Maven set-up is this module's (which compiles its specs with it), and the
 * BOM it recommends manages exactly the library modules: those that publish a javadoc jar.
 */
class BuildSetupTest {
  private static final Path ROOT = Path.of("..");

  @Test
  void readmeJavaSetupIsThisModules() throws Exception {
    Element doc = xmlBlock(read(ROOT.resolve("README.md")), "<annotationProcessorPaths>");
    Element pom = parse(read(Path.of("pom.xml")));
    Element parent = parse(read(ROOT.resolve("pom.xml")));

    Set<String> pomDependencies = artifactIds(pom, "dependency");
    Set<String> documented = artifactIds(doc, "dependency");
    assertEquals(Set.of("ndgen-annotations", "ndgen-runtime", "ndgen-arrays"), documented);
    assertTrue(pomDependencies.containsAll(documented), "pom has " + pomDependencies);

    Set<String> pomProcessors = artifactIds(pom, "path");
    assertEquals(Set.of("ndgen-processor"), artifactIds(doc, "path"));
    assertTrue(pomProcessors.contains("ndgen-processor"), "pom processors " + pomProcessors);

    Element compiler = plugin(doc, "maven-compiler-plugin");
    assertEquals(
        text(plugin(parent, "maven-compiler-plugin"), "version"), text(compiler, "version"));
    assertEquals(text(parent, "maven.compiler.release"), text(compiler, "release"));
    assertFalse(
        pom.getElementsByTagName("proc").getLength() > 0, "this module must run the processor");
  }

  @Test
  void readmeBomSnippetNamesTheBom() throws Exception {
    Element doc = xmlBlock(read(ROOT.resolve("README.md")), "<scope>import</scope>");
    Element bom = parse(read(ROOT.resolve("bom/pom.xml")));
    assertEquals(Set.of(ownText(bom, "artifactId")), artifactIds(doc, "dependency"));
    assertEquals("pom", text(doc, "type"));
  }

  @Test
  void bomManagesEveryLibraryModuleAtTheReactorVersion() throws Exception {
    Element parent = parse(read(ROOT.resolve("pom.xml")));
    Element bom = parse(read(ROOT.resolve("bom/pom.xml")));
    assertEquals(ownText(parent, "version"), ownText(bom, "version"), "BOM version");

    Set<String> libraries = new TreeSet<>();
    for (Element module : children(parent, "module")) {
      Path pomFile = ROOT.resolve(module.getTextContent().trim()).resolve("pom.xml");
      Element pom = parse(read(pomFile));
      Set<String> plugins = artifactIds(pom, "plugin");
      if (plugins.contains("maven-javadoc-plugin") || plugins.contains("dokka-maven-plugin")) {
        assertTrue(plugins.contains("maven-source-plugin"), pomFile + " attaches no sources");
        libraries.add(ownText(pom, "artifactId"));
      }
    }
    assertEquals(
        Set.of(
            "ndgen-annotations",
            "ndgen-runtime",
            "ndgen-processor",
            "ndgen-arrays",
            "ndgen-kotlin",
            "ndgen-openblas"),
        libraries,
        "modules that publish javadoc");
    assertEquals(libraries, new TreeSet<>(artifactIds(bom, "dependency")));
    for (Element d : children(bom, "dependency")) {
      assertEquals("${project.version}", text(d, "version"), text(d, "artifactId"));
    }
  }

  // ---------------------------------------------------------------- XML helpers

  /**
   * Every class of the runtime jar has its source in the sources jar, the kernels generated while
   * the runtime compiles included (a rebuild of the second compiler execution once deleted them),
   * and the Vector API classes, which compile in their own execution.
   */
  @Test
  void runtimeSourcesJarHoldsTheGeneratedKernels() throws Exception {
    Path jar =
        Path.of(StridedArray.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    assumeTrue(Files.isRegularFile(jar), "the runtime is not packaged in this build: " + jar);
    String name = jar.getFileName().toString();
    Path sources = jar.resolveSibling(name.substring(0, name.length() - 4) + "-sources.jar");

    Set<String> withoutSource = topLevelNames(jar, ".class");
    withoutSource.removeAll(topLevelNames(sources, ".java"));
    assertTrue(
        withoutSource.isEmpty(), "no source in " + sources.getFileName() + ": " + withoutSource);
    assertTrue(topLevelNames(sources, ".java").contains("io/ndgen/runtime/ops/BinaryLoops"));
    assertTrue(
        topLevelNames(sources, ".java").contains("io/ndgen/runtime/internal/VectorFloat32Simd"));
  }

  /** The entries of a jar with the given suffix, without it, leaving out nested classes. */
  private static Set<String> topLevelNames(Path jar, String suffix) throws Exception {
    Set<String> names = new TreeSet<>();
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      zip.stream()
          .map(e -> e.getName())
          .filter(n -> n.endsWith(suffix) && !n.contains("$"))
          .forEach(n -> names.add(n.substring(0, n.length() - suffix.length())));
    }
    return names;
  }

  private static String read(Path p) throws Exception {
    return Files.readString(p, StandardCharsets.UTF_8);
  }

  /** The first ```xml block of a Markdown file that contains {@code marker}. */
  private static Element xmlBlock(String markdown, String marker) throws Exception {
    int at = 0;
    while ((at = markdown.indexOf("```xml\n", at)) >= 0) {
      int end = markdown.indexOf("```", at + 7);
      String block = markdown.substring(at + 7, end);
      if (block.contains(marker)) {
        return parse("<project>" + block + "</project>");
      }
      at = end + 3;
    }
    throw new AssertionError("no xml block containing " + marker);
  }

  private static Element parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))
        .getDocumentElement();
  }

  private static List<Element> children(Element root, String tag) {
    NodeList nodes = root.getElementsByTagName(tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  private static Set<String> artifactIds(Element root, String tag) {
    Set<String> out = new LinkedHashSet<>();
    for (Element e : children(root, tag)) {
      out.add(text(e, "artifactId"));
    }
    return out;
  }

  private static Element plugin(Element root, String artifactId) {
    return children(root, "plugin").stream()
        .filter(p -> artifactId.equals(text(p, "artifactId")))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no plugin " + artifactId));
  }

  /** The text of {@code e}'s own child {@code tag} (a pom's artifactId, not its parent's). */
  private static String ownText(Element e, String tag) {
    for (org.w3c.dom.Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element child && child.getTagName().equals(tag)) {
        return child.getTextContent().trim();
      }
    }
    return null;
  }

  /** The text of the first {@code tag} element under {@code e}. */
  private static String text(Element e, String tag) {
    NodeList nodes = e.getElementsByTagName(tag);
    return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent().trim();
  }
}
