package io.ndgen.codegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Writes {@link KernelSources} into the compilation that runs it: the runtime's build names this
 * processor (it is deliberately not registered as a service, so it never runs elsewhere). It claims
 * every annotation, so javac does not warn that the runtime's own are unclaimed.
 */
public final class KernelProcessor extends AbstractProcessor {
  private boolean written;

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (written) {
      return true;
    }
    written = true;
    for (Map.Entry<String, String> file : KernelSources.all().entrySet()) {
      try (Writer w = processingEnv.getFiler().createSourceFile(file.getKey()).openWriter()) {
        w.write(file.getValue());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return true;
  }
}
