package io.ndgen.processor;

import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.generation.ArrayClassGenerator;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.model.AxisLinks;
import io.ndgen.processor.model.AxisName;
import io.ndgen.processor.validation.Diagnostics;
import io.ndgen.processor.validation.ErrorReporter;
import io.ndgen.processor.validation.GeneratedNames;
import io.ndgen.processor.validation.Location;
import io.ndgen.processor.validation.MethodChecker;
import io.ndgen.processor.validation.MethodFacts;
import io.ndgen.processor.validation.SpecFacts;
import io.ndgen.processor.validation.SpecRules;
import io.ndgen.processor.validation.TypeLookup;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The processor's pipeline, shared by both front ends (javac/kapt's {@link NDArrayProcessor} and
 * KSP's {@code NDArraySymbolProcessor}), in two phases per round: {@link #validate} every spec of
 * the round (rules on the front end's facts → model ({@link ArraySpec}); generated names and named
 * axes claimed), then {@link #generate} each (JavaPoet, from the model and the round's named specs
 * only; the spec's methods checked against the generated class). Validating the whole round first
 * lets a result link to any named-axes spec of the compilation. The front end reads the facts and
 * writes the file; nothing here knows which front end runs. One instance per processor run: it
 * remembers the names and axes claimed so far.
 */
public final class SpecPipeline {
  private final GeneratedNames names = new GeneratedNames();
  private final AxisLinks links = new AxisLinks();

  /** A class ready to be written: its model and its JavaPoet type. */
  public record Generated(ArraySpec spec, TypeSpec type) {}

  /**
   * One spec as a front end sees it.
   *
   * @param methods the spec's methods, read only once the rules pass
   */
  public record Request(
      SpecFacts facts,
      TypeLookup types,
      Supplier<List<MethodFacts>> methods,
      ErrorReporter reporter) {}

  /** Phase 1: the model of one spec, or null after reporting every problem. */
  public @Nullable ArraySpec validate(Request request) {
    ErrorReporter reporter = request.reporter();
    ArraySpec spec = SpecRules.validate(request.facts(), request.types(), reporter);
    if (spec == null) {
      return null;
    }
    String other = names.claim(spec.qualifiedClassName(), spec.specCanonicalName());
    if (other != null) {
      reporter.error(Location.annotation(), Diagnostics.DUPLICATE_CLASH, spec.className(), other);
      return null;
    }
    ArraySpec same = links.claim(spec);
    if (same != null) {
      reporter.error(
          Location.value("axes"),
          Diagnostics.AXES_SAME,
          spec.dtype().name(),
          AxisName.written(spec.axes()),
          same.specCanonicalName());
      return null;
    }
    return spec;
  }

  /**
   * Phase 2, once the round's specs are validated: the generated class, or null after reporting why
   * not.
   */
  public @Nullable Generated generate(ArraySpec spec, Request request) {
    TypeSpec type = ArrayClassGenerator.generate(spec, links);
    if (!MethodChecker.check(
        request.methods().get(), request.facts().supertypes(), spec, type, request.reporter())) {
      return null;
    }
    return new Generated(spec, type);
  }
}
