package io.ndgen.runtime.ops;

import io.ndgen.runtime.spi.MatMulBackend;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.jspecify.annotations.Nullable;

/**
 * The native matmul backend in use, found once with {@link ServiceLoader}: the first {@link
 * MatMulBackend} on the class or module path that {@link MatMulBackend#isAvailable() is available},
 * unless {@code -Dndgen.blas=false}. One INFO line names it; a provider that fails to load is
 * skipped with a WARNING, never an error.
 */
final class MatMulBackends {
  /** Set to {@code false} to keep ndgen's own kernels when a backend is on the path. */
  static final String PROPERTY = "ndgen.blas";

  private static final System.Logger LOG = System.getLogger(MatMulBackends.class.getName());

  private static final @Nullable MatMulBackend ACTIVE = find();

  private MatMulBackends() {}

  /** The backend, or null when ndgen's kernels run. */
  static @Nullable MatMulBackend active() {
    return ACTIVE;
  }

  private static @Nullable MatMulBackend find() {
    if ("false".equalsIgnoreCase(System.getProperty(PROPERTY))) {
      return null;
    }
    try {
      for (MatMulBackend b : ServiceLoader.load(MatMulBackend.class)) {
        try {
          if (b.isAvailable()) {
            LOG.log(
                System.Logger.Level.INFO,
                "ndgen: float32/float64 matmul uses "
                    + b.name()
                    + " (-D"
                    + PROPERTY
                    + "=false keeps ndgen's own kernels)");
            return b;
          }
        } catch (LinkageError | RuntimeException e) {
          LOG.log(System.Logger.Level.WARNING, "ndgen: skipping matmul backend " + b + ": " + e);
        }
      }
    } catch (ServiceConfigurationError e) {
      LOG.log(System.Logger.Level.WARNING, "ndgen: cannot load matmul backends: " + e);
    }
    return null;
  }
}
