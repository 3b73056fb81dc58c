package io.ndgen.processor;

import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.generation.ArrayClassGenerator;
import io.ndgen.processor.model.ArraySpec;
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
 * The processor's pipeline for one spec, shared by both front ends (javac/kapt's {@link
 * NDArrayProcessor} and KSP's {@code NDArraySymbolProcessor}): rules on the front end's facts →
 * model ({@link ArraySpec}) → generate (JavaPoet, from the model only) → check the spec's methods
 * against the generated class. The front end reads the facts and writes the file; nothing here
 * knows which front end runs. One instance per processor run: it remembers the names generated so
 * far.
 */
public final class SpecPipeline {
  private final GeneratedNames names = new GeneratedNames();

  /** A class ready to be written: its model and its JavaPoet type. */
  public record Generated(ArraySpec spec, TypeSpec type) {}

  /**
   * The generated class for one spec, or null after reporting every problem on {@code reporter}.
   *
   * @param methods the spec's methods, read only once the rules pass
   */
  public @Nullable Generated process(
      SpecFacts facts,
      TypeLookup types,
      Supplier<List<MethodFacts>> methods,
      ErrorReporter reporter) {
    ArraySpec spec = SpecRules.validate(facts, types, reporter);
    if (spec == null) {
      return null;
    }
    String other = names.claim(spec.qualifiedClassName(), spec.specCanonicalName());
    if (other != null) {
      reporter.error(Location.annotation(), Diagnostics.DUPLICATE_CLASH, spec.className(), other);
      return null;
    }
    TypeSpec type = ArrayClassGenerator.generate(spec);
    if (!MethodChecker.check(methods.get(), facts.supertypes(), spec, type, reporter)) {
      return null;
    }
    return new Generated(spec, type);
  }
}
