package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.spi.ToolProvider;

/**
 * The JDK's {@code javap} over the runtime's compiled classes, for tests that pin the shape of the
 * Vector API kernels: those compile apart, against the incubator module, and are read as bytecode
 * whether or not SIMD is on in the test run.
 */
final class Javap {
  private Javap() {}

  /** The directory (or jar) the runtime's main classes load from. */
  static Path classesRoot() {
    try {
      return Path.of(SumRuns.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** javap's output for the class named {@code className} of this package, with {@code options}. */
  static String of(String className, String... options) {
    String[] args = new String[options.length + 3];
    System.arraycopy(options, 0, args, 0, options.length);
    args[options.length] = "-cp";
    args[options.length + 1] = classesRoot().toString();
    args[options.length + 2] =
        className.contains(".") ? className : SumRuns.class.getPackageName() + "." + className;
    StringWriter out = new StringWriter();
    int status =
        ToolProvider.findFirst("javap")
            .orElseThrow()
            .run(new PrintWriter(out), new PrintWriter(new StringWriter()), args);
    assertEquals(0, status, () -> "javap " + String.join(" ", args));
    return out.toString();
  }
}
