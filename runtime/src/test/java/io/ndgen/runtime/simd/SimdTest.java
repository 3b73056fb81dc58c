package io.ndgen.runtime.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandles;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

class SimdTest {
  /**
   * The build runs the tests twice: with the module and default settings (SIMD on), and with {@code
   * -Dndgen.simd=false} (scalar). This pins that each run really is on the path it claims.
   */
  @Test
  void enabledExactlyWhenTheModuleIsPresentAndNotDisabled() {
    boolean module = ModuleLayer.boot().findModule(Simd.MODULE).isPresent();
    boolean forcedOff = "false".equalsIgnoreCase(System.getProperty(Simd.PROPERTY));
    assertEquals(module && !forcedOff, Simd.enabled());
  }

  @Test
  void decisionTable() {
    // property, module present -> enabled
    Object[][] rows = {
      {null, true, true},
      {"true", true, true},
      {"false", true, false},
      {"FALSE", true, false},
      {null, false, false},
      {"true", false, false},
      {"false", false, false},
    };
    for (Object[] row : rows) {
      Simd.Decision d = Simd.decide((String) row[0], (Boolean) row[1]);
      assertEquals(row[2], d.enabled(), java.util.Arrays.toString(row));
    }
  }

  @Test
  void absentModuleLogsHowToEnableIt() {
    Simd.Decision d = Simd.decide(null, false);
    assertEquals(System.Logger.Level.INFO, d.level());
    assertTrue(d.message().contains("--add-modules jdk.incubator.vector"), d.message());
  }

  @Test
  void disabledByPropertyNamesTheProperty() {
    Simd.Decision d = Simd.decide("false", true);
    assertTrue(d.message().contains("-Dndgen.simd=false"), d.message());
  }

  /** An implementation that is missing falls back to the scalar one, whatever the path. */
  @Test
  void missingImplementationFallsBackToScalar() {
    IntSupplier scalar = () -> 1;
    assertSame(
        scalar, Simd.load(MethodHandles.lookup(), "NoSuchKernel", IntSupplier.class, scalar));
  }

  @Test
  void loadsTheImplementationOnlyWhenEnabled() {
    IntSupplier scalar = () -> 1;
    IntSupplier got =
        Simd.load(
            MethodHandles.lookup(), "SimdTest$ProbeImplementation", IntSupplier.class, scalar);
    if (Simd.enabled()) {
      assertEquals(2, got.getAsInt());
    } else {
      assertSame(scalar, got);
      assertFalse(got.getAsInt() == 2);
    }
  }

  /** Loaded by name in the test above. */
  static final class ProbeImplementation implements IntSupplier {
    @Override
    public int getAsInt() {
      return 2;
    }
  }
}
