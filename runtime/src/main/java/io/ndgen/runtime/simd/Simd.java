package io.ndgen.runtime.simd;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Optional;

/**
 * The one switch between SIMD and scalar kernels, decided once per JVM as Apache Lucene's {@code
 * VectorizationProvider} does.
 *
 * <p>Contract: SIMD is on iff the JDK's {@code jdk.incubator.vector} module is in the boot layer
 * (the application was started with {@code --add-modules jdk.incubator.vector}) and the system
 * property {@code ndgen.simd} is not {@code false}. When the module is absent one INFO line on the
 * {@code io.ndgen.runtime.simd} {@link System.Logger} says how to enable it. When the runtime is a
 * named module it does not declare {@code requires jdk.incubator.vector} (javac would then warn on
 * every build, and the module would become mandatory): it is granted readability here instead.
 *
 * <p>Vector API code lives in the runtime's separate source root {@code src/main/vector}, in the
 * package of the scalar code it replaces, and is reached only through {@link #load}: a class that
 * names a Vector API type is never linked on the scalar path, so the runtime runs on any JDK 17+
 * without the module. A SIMD implementation and its scalar twin compute the same results, in the
 * same order, bit for bit (tested).
 */
public final class Simd {
  /** The JDK module that holds the Vector API. */
  public static final String MODULE = "jdk.incubator.vector";

  /** Set to {@code false} to force the scalar kernels even when the module is present. */
  public static final String PROPERTY = "ndgen.simd";

  private static final System.Logger LOG = System.getLogger(Simd.class.getPackageName());

  private static final boolean ENABLED = detect();

  private Simd() {}

  /** True when the SIMD kernels are in use (see the class comment). */
  public static boolean enabled() {
    return ENABLED;
  }

  /**
   * The Vector API implementation {@code simpleName} in the caller's package, or {@code scalar}
   * when SIMD is off or the implementation cannot be loaded on this JDK (logged once per class).
   *
   * @param lookup the caller's {@code MethodHandles.lookup()}: it may see package-private classes
   * @param simpleName the implementation's class name, without package; it has a no-argument
   *     constructor and implements {@code type}
   */
  public static <T> T load(
      MethodHandles.Lookup lookup, String simpleName, Class<T> type, T scalar) {
    if (!ENABLED) {
      return scalar;
    }
    String name = lookup.lookupClass().getPackageName() + "." + simpleName;
    try {
      Class<?> c = lookup.findClass(name);
      Object impl = lookup.findConstructor(c, MethodType.methodType(void.class)).invoke();
      return type.cast(impl);
    } catch (Throwable e) { // a JDK whose Vector API lacks what we call: keep the scalar kernels
      if (e instanceof VirtualMachineError) {
        throw (VirtualMachineError) e;
      }
      LOG.log(
          System.Logger.Level.WARNING,
          "ndgen: cannot load the SIMD kernels " + name + " (" + e + "); using scalar kernels");
      return scalar;
    }
  }

  private static boolean detect() {
    Optional<Module> vector = ModuleLayer.boot().findModule(MODULE);
    Decision d = decide(System.getProperty(PROPERTY), vector.isPresent());
    LOG.log(d.level(), d.message());
    if (d.enabled()) {
      Module self = Simd.class.getModule();
      if (self.isNamed()) {
        self.addReads(vector.orElseThrow());
      }
    }
    return d.enabled();
  }

  /**
   * The decision for a value of {@code -Dndgen.simd} and the module's presence, with its log line.
   */
  static Decision decide(String property, boolean modulePresent) {
    if ("false".equalsIgnoreCase(property)) {
      return new Decision(
          false,
          System.Logger.Level.DEBUG,
          "ndgen: SIMD kernels disabled by -D" + PROPERTY + "=false; using scalar kernels");
    }
    if (!modulePresent) {
      return new Decision(
          false,
          System.Logger.Level.INFO,
          "ndgen: the Java Vector API is not enabled, so ndgen uses scalar kernels; add"
              + " --add-modules "
              + MODULE
              + " to the java command line for SIMD kernels");
    }
    return new Decision(
        true, System.Logger.Level.DEBUG, "ndgen: SIMD kernels enabled (" + MODULE + ")");
  }

  /** Whether to use SIMD, and the line to log about it. */
  record Decision(boolean enabled, System.Logger.Level level, String message) {}
}
