package io.ndgen.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.generation.ArrayClassGenerator;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.model.BuiltIns;
import io.ndgen.processor.validation.Diagnostics;
import io.ndgen.processor.validation.ErrorReporter;
import io.ndgen.processor.validation.MethodChecker;
import io.ndgen.processor.validation.SpecValidator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Generates a rank-fixed, unboxed array class for every interface annotated {@code @NDArray}.
 *
 * <p>Per spec: validate (report every problem on the element, then abandon that spec) → model
 * ({@link ArraySpec}) → generate (JavaPoet, from the model only) → check the spec's methods against
 * the generated class → write. Nothing is thrown into javac: an unexpected failure on one spec is
 * reported as a tagged error on it and the next spec goes on. Isolating for Gradle: each generated
 * file depends on its spec alone.
 */
@AutoService(Processor.class)
public final class NDArrayProcessor extends AbstractProcessor {
  private static final String NDARRAY = "io.ndgen.annotations.NDArray";

  /** Generated qualified name → the spec it was generated for, across rounds. */
  private final Map<String, String> generated = new HashMap<>();

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
    ErrorReporter reporter = new ErrorReporter(processingEnv.getMessager());
    generateBuiltIns(round, reporter);
    TypeElement ndArray = processingEnv.getElementUtils().getTypeElement(NDARRAY);
    if (ndArray == null) {
      return false;
    }
    for (Element element : round.getElementsAnnotatedWith(ndArray)) {
      try {
        processSpec(element, reporter);
      } catch (RuntimeException | Error e) {
        reporter.error(element, null, Diagnostics.INTERNAL, element, stackTrace(e));
      } catch (java.io.IOException e) {
        reporter.error(element, null, Diagnostics.INTERNAL, element, e);
      }
    }
    return false;
  }

  private void processSpec(Element element, ErrorReporter reporter) throws java.io.IOException {
    SpecValidator validator = new SpecValidator(processingEnv.getElementUtils(), reporter);
    ArraySpec spec = validator.validate(element);
    if (spec == null) {
      return;
    }
    TypeElement specElement = (TypeElement) element;
    String previous = generated.putIfAbsent(spec.qualifiedClassName(), spec.specCanonicalName());
    if (previous != null && !previous.equals(spec.specCanonicalName())) {
      reporter.error(
          element,
          SpecValidator.ndArrayMirror(element),
          Diagnostics.DUPLICATE_CLASH,
          spec.className(),
          previous);
      return;
    }
    TypeSpec type = ArrayClassGenerator.generate(spec);
    MethodChecker methods =
        new MethodChecker(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter);
    if (!methods.check(specElement, spec, type)) {
      return;
    }
    new SourceFileWriter(processingEnv.getFiler(), processingEnv.getElementUtils())
        .write(spec, type, specElement);
  }

  /**
   * The built-in classes ({@link BuiltIns}), when ndgen's own {@code io.ndgen.arrays} package asks
   * for them with its package-private trigger annotation: every dtype and rank from the one table,
   * through the same generator as any spec.
   */
  private void generateBuiltIns(RoundEnvironment round, ErrorReporter reporter) {
    TypeElement trigger = processingEnv.getElementUtils().getTypeElement(BuiltIns.TRIGGER);
    if (trigger == null) {
      return;
    }
    for (Element pkg : round.getElementsAnnotatedWith(trigger)) {
      try {
        SourceFileWriter writer =
            new SourceFileWriter(processingEnv.getFiler(), processingEnv.getElementUtils());
        for (ArraySpec spec : BuiltIns.all()) {
          writer.write(spec, ArrayClassGenerator.generate(spec), pkg);
        }
      } catch (RuntimeException | Error e) {
        reporter.error(pkg, null, Diagnostics.INTERNAL, pkg, stackTrace(e));
      } catch (java.io.IOException e) {
        reporter.error(pkg, null, Diagnostics.INTERNAL, pkg, e);
      }
    }
  }

  private static String stackTrace(Throwable e) {
    StringWriter out = new StringWriter();
    e.printStackTrace(new PrintWriter(out));
    return out.toString();
  }
}
