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

  /**
   * Whether an (m, k) by (k, n) product does about one multiply-add per element a backend would
   * copy to native memory and back (one row, one column, or k == 1): ndgen's kernel runs it, as the
   * copies alone cost more than the whole product in ndgen's kernel (2048-element vector and 2048²
   * matrix through OpenBLAS: 3.5-3.6 ms float32 and 25 ms float64, against 0.6-1.8 ms).
   */
  static boolean copyBound(int m, int k, int n) {
    return m == 1 || n == 1 || k == 1;
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
