package io.ndgen.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.generation.ArrayClassGenerator;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.model.BuiltIns;
import io.ndgen.processor.validation.Diagnostics;
import io.ndgen.processor.validation.Location;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import org.jspecify.annotations.Nullable;

/**
 * The javac (and kapt) front end: generates a rank-fixed, unboxed array class for every interface
 * annotated {@code @NDArray}.
 *
 * <p>Per round: read each spec's facts off javac's elements ({@link JavacSpecReader}) and validate
 * them all in the shared {@link SpecPipeline} (rules, model, names and named axes claimed), then
 * generate each (generation, method check) and write it with {@link SourceFileWriter}, the spec as
 * originating element. Errors are reported on javac's elements by {@link JavacReporter}. Nothing is
 * thrown into javac: an unexpected failure on one spec is reported as a tagged error on it and the
 * next spec goes on. Aggregating for Gradle: a class with named axes names the classes of other
 * named-axes specs of the compilation.
 */
@AutoService(Processor.class)
public final class NDArrayProcessor extends AbstractProcessor {
  static final String NDARRAY = "io.ndgen.annotations.NDArray";

  private final SpecPipeline pipeline = new SpecPipeline();

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(NDARRAY, BuiltIns.TRIGGER);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    generateBuiltIns(round);
    TypeElement ndArray = processingEnv.getElementUtils().getTypeElement(NDARRAY);
    if (ndArray == null) {
      return false;
    }
    List<Element> elements = new ArrayList<>(round.getElementsAnnotatedWith(ndArray));
    List<SpecPipeline.Request> requests = new ArrayList<>();
    List<@Nullable ArraySpec> specs = new ArrayList<>();
    for (Element element : elements) {
      JavacReporter reporter = new JavacReporter(processingEnv.getMessager(), element);
      // one reader per spec: it remembers its spec, whose methods are read in the second phase
      JavacSpecReader reader =
          new JavacSpecReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils());
      SpecPipeline.Request request = null;
      ArraySpec spec = null;
      try {
        request =
            new SpecPipeline.Request(
                reader.facts(element),
                reader::existing,
                () -> reader.methods(reporter.methods()),
                reporter);
        spec = pipeline.validate(request);
      } catch (RuntimeException | Error e) {
        reporter.error(Location.spec(), Diagnostics.INTERNAL, element, stackTrace(e));
      }
      requests.add(request);
      specs.add(spec);
    }
    for (int i = 0; i < elements.size(); i++) {
      ArraySpec spec = specs.get(i);
      SpecPipeline.Request request = requests.get(i);
      if (spec == null || request == null) {
        continue;
      }
      Element element = elements.get(i);
      try {
        SpecPipeline.Generated out = pipeline.generate(spec, request);
        if (out != null) {
          TypeSpec type = out.type().toBuilder().addOriginatingElement(element).build();
          SourceFileWriter.file(out.spec(), type, generatedVisible(element))
              .writeTo(processingEnv.getFiler());
        }
      } catch (RuntimeException | Error | IOException e) {
        request.reporter().error(Location.spec(), Diagnostics.INTERNAL, element, stackTrace(e));
      }
    }
    return false;
  }

  /**
   * The built-in classes ({@link BuiltIns}), when ndgen's own {@code io.ndgen.arrays} package asks
   * for them with its package-private trigger annotation: every dtype and rank from the one table,
   * through the same generator as any spec.
   */
  private void generateBuiltIns(RoundEnvironment round) {
    TypeElement trigger = processingEnv.getElementUtils().getTypeElement(BuiltIns.TRIGGER);
    if (trigger == null) {
      return;
    }
    for (Element pkg : round.getElementsAnnotatedWith(trigger)) {
      try {
        for (ArraySpec spec : BuiltIns.all()) {
          TypeSpec type =
              ArrayClassGenerator.generate(spec).toBuilder().addOriginatingElement(pkg).build();
          SourceFileWriter.file(spec, type, generatedVisible(pkg))
              .writeTo(processingEnv.getFiler());
        }
      } catch (RuntimeException | Error | IOException e) {
        new JavacReporter(processingEnv.getMessager(), pkg)
            .error(Location.spec(), Diagnostics.INTERNAL, pkg, stackTrace(e));
      }
    }
  }

  /** True if the spec's module (the unnamed one on the class path) can see {@code @Generated}. */
  private boolean generatedVisible(Element spec) {
    Elements elements = processingEnv.getElementUtils();
    ModuleElement module = elements.getModuleOf(spec);
    String generated = "javax.annotation.processing.Generated";
    return module == null
        ? elements.getTypeElement(generated) != null
        : elements.getTypeElement(module, generated) != null;
  }

  static String stackTrace(Throwable e) {
    StringWriter out = new StringWriter();
    e.printStackTrace(new PrintWriter(out));
    return out.toString();
  }
}
