package io.ndgen.processor.ksp;

import com.google.auto.service.AutoService;
import com.google.devtools.ksp.processing.SymbolProcessor;
import com.google.devtools.ksp.processing.SymbolProcessorEnvironment;
import com.google.devtools.ksp.processing.SymbolProcessorProvider;

/**
 * KSP's entry point to ndgen's processor: {@code ksp("io.ndgen:ndgen-processor:…")} finds it
 * through {@code META-INF/services}. The javac/kapt entry point is {@link
 * io.ndgen.processor.NDArrayProcessor}; both run the same pipeline.
 */
@AutoService(SymbolProcessorProvider.class)
public final class NDArraySymbolProcessorProvider implements SymbolProcessorProvider {
  /** Creates the provider; KSP calls it through the service loader. */
  public NDArraySymbolProcessorProvider() {}

  @Override
  public SymbolProcessor create(SymbolProcessorEnvironment environment) {
    return new NDArraySymbolProcessor(environment.getCodeGenerator(), environment.getLogger());
  }
}
