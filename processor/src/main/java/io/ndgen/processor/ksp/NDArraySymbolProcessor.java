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
import io.ndgen.processor.validation.Diagnostics;
import io.ndgen.processor.validation.Location;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import kotlin.sequences.SequencesKt;

/**
 * The KSP front end: the same {@link SpecPipeline} as the javac/kapt front end, on facts read off
 * KSP's symbols ({@link KspSpecReader}), errors reported on KSP's nodes ({@link KspReporter}), the
 * Java source written through KSP's code generator, byte for byte what kapt writes. Each file
 * depends on its spec's file alone (isolating). Nothing is thrown into KSP.
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
    for (KSAnnotated symbol :
        SequencesKt.asIterable(resolver.getSymbolsWithAnnotation(KspSpecReader.NDARRAY, false))) {
      if (!(symbol instanceof KSClassDeclaration spec)) {
        continue; // @NDArray targets types only; the compiler reports other uses
      }
      KspReporter reporter = new KspReporter(logger, spec);
      try {
        SpecPipeline.Generated out =
            pipeline.process(
                reader.facts(spec),
                name -> reader.existing(name, spec),
                () -> reader.methods(spec, reporter.methods()),
                reporter);
        if (out != null) {
          write(out, spec);
        }
      } catch (RuntimeException | Error | IOException e) {
        reporter.error(
            Location.spec(), Diagnostics.INTERNAL, spec.getSimpleName().asString(), trace(e));
      }
    }
    return List.of();
  }

  private void write(SpecPipeline.Generated out, KSClassDeclaration spec) throws IOException {
    KSFile source = spec.getContainingFile();
    Dependencies dependencies =
        source == null ? new Dependencies(false) : new Dependencies(false, source);
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
