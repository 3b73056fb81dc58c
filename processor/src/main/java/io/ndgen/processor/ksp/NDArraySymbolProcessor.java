package io.ndgen.processor.ksp;

import com.google.devtools.ksp.processing.CodeGenerator;
import com.google.devtools.ksp.processing.Dependencies;
import com.google.devtools.ksp.processing.KSPLogger;
import com.google.devtools.ksp.processing.Resolver;
import com.google.devtools.ksp.processing.SymbolProcessor;
import com.google.devtools.ksp.symbol.KSAnnotated;
import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSFile;
import io.ndgen.processor.SourceFileWriter;
import io.ndgen.processor.SpecPipeline;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.validation.Diagnostics;
import io.ndgen.processor.validation.Location;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import kotlin.sequences.SequencesKt;

/**
 * The KSP front end: the same {@link SpecPipeline} as the javac/kapt front end, on facts read off
 * KSP's symbols ({@link KspSpecReader}), errors reported on KSP's nodes ({@link KspReporter}), the
 * Java source written through KSP's code generator, byte for byte what kapt writes. The round's
 * specs are validated first, then generated ({@link SpecPipeline}). Each file depends on its spec's
 * file alone (isolating), except a named-axes spec's (see {@link #write}). Nothing is thrown into
 * KSP.
 */
final class NDArraySymbolProcessor implements SymbolProcessor {
  private final CodeGenerator codeGenerator;
  private final KSPLogger logger;
  private final SpecPipeline pipeline = new SpecPipeline();

  NDArraySymbolProcessor(CodeGenerator codeGenerator, KSPLogger logger) {
    this.codeGenerator = codeGenerator;
    this.logger = logger;
  }

  @Override
  public List<KSAnnotated> process(Resolver resolver) {
    KspSpecReader reader = new KspSpecReader(resolver);
    List<KSClassDeclaration> declarations = new ArrayList<>();
    for (KSAnnotated symbol :
        SequencesKt.asIterable(resolver.getSymbolsWithAnnotation(KspSpecReader.NDARRAY, false))) {
      if (symbol instanceof KSClassDeclaration spec) {
        declarations.add(spec); // @NDArray targets types only; the compiler reports other uses
      }
    }
    List<SpecPipeline.Request> requests = new ArrayList<>();
    List<ArraySpec> specs = new ArrayList<>();
    for (KSClassDeclaration spec : declarations) {
      KspReporter reporter = new KspReporter(logger, spec);
      SpecPipeline.Request request = null;
      ArraySpec model = null;
      try {
        request =
            new SpecPipeline.Request(
                reader.facts(spec),
                name -> reader.existing(name, spec),
                () -> reader.methods(spec, reporter.methods()),
                reporter);
        model = pipeline.validate(request);
      } catch (RuntimeException | Error e) {
        reporter.error(
            Location.spec(), Diagnostics.INTERNAL, spec.getSimpleName().asString(), trace(e));
      }
      requests.add(request);
      specs.add(model);
    }
    for (int i = 0; i < declarations.size(); i++) {
      KSClassDeclaration spec = declarations.get(i);
      SpecPipeline.Request request = requests.get(i);
      if (specs.get(i) == null || request == null) {
        continue;
      }
      try {
        SpecPipeline.Generated out = pipeline.generate(specs.get(i), request);
        if (out != null) {
          write(out, spec, declarations);
        }
      } catch (RuntimeException | Error | IOException e) {
        request
            .reporter()
            .error(
                Location.spec(), Diagnostics.INTERNAL, spec.getSimpleName().asString(), trace(e));
      }
    }
    return List.of();
  }

  /**
   * Writes one class. Isolating (it depends on its spec's file alone) unless its spec names axes:
   * then its results may be other named specs' classes, so it aggregates the round's files.
   */
  private void write(
      SpecPipeline.Generated out, KSClassDeclaration spec, List<KSClassDeclaration> round)
      throws IOException {
    List<KSFile> sources = new ArrayList<>();
    boolean aggregating = out.spec().named();
    for (KSClassDeclaration d : aggregating ? round : List.of(spec)) {
      KSFile file = d.getContainingFile();
      if (file != null && !sources.contains(file)) {
        sources.add(file);
      }
    }
    Dependencies dependencies = new Dependencies(aggregating, sources.toArray(new KSFile[0]));
    try (OutputStream stream =
            codeGenerator.createNewFile(
                dependencies, out.spec().packageName(), out.spec().className(), "java");
        Writer writer = new OutputStreamWriter(stream, StandardCharsets.UTF_8)) {
      SourceFileWriter.file(out.spec(), out.type(), true).writeTo(writer);
    }
  }

  @Override
  public void finish() {}

  @Override
  public void onError() {}

  private static String trace(Throwable e) {
    StringWriter out = new StringWriter();
    e.printStackTrace(new PrintWriter(out));
    return out.toString();
  }
}
