package io.ndgen.processor.ksp;

import com.google.devtools.ksp.processing.KSPLogger;
import com.google.devtools.ksp.symbol.FileLocation;
import com.google.devtools.ksp.symbol.KSAnnotation;
import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSNode;
import com.google.devtools.ksp.symbol.KSValueArgument;
import io.ndgen.processor.validation.ErrorReporter;
import io.ndgen.processor.validation.Location;
import java.util.ArrayList;
import java.util.List;

/**
 * Reports one spec's problems through KSP's logger, on the node a {@link Location} names: the spec,
 * its {@code @NDArray} annotation, the argument the source writes (else the annotation), or one of
 * the spec's functions or properties.
 */
final class KspReporter implements ErrorReporter {
  private final KSPLogger logger;
  private final KSClassDeclaration spec;
  private final List<KSNode> methods = new ArrayList<>();

  KspReporter(KSPLogger logger, KSClassDeclaration spec) {
    this.logger = logger;
    this.spec = spec;
  }

  /** The list {@link Location#method} indexes; the reader fills it. */
  List<KSNode> methods() {
    return methods;
  }

  @Override
  public void error(Location where, String message) {
    logger.error(message, node(where));
  }

  private KSNode node(Location where) {
    KSAnnotation annotation = KspSpecReader.ndArray(spec);
    return switch (where.kind()) {
      case METHOD -> methods.get(where.method());
      case SPEC -> spec;
      case ANNOTATION -> annotation == null ? spec : annotation;
      case ANNOTATION_VALUE -> {
        if (annotation == null) {
          yield spec;
        }
        for (KSValueArgument a : annotation.getArguments()) {
          if (a.getName() != null
              && a.getName().asString().equals(where.member())
              && a.getLocation() instanceof FileLocation) {
            yield a;
          }
        }
        yield annotation;
      }
    };
  }
}
