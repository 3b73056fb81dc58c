package io.ndgen.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The shape of {@code VectorExpFloat64}'s bytecode that keeps its vectors in registers (see its
 * class comment): its vector loop above C2's {@code FreqInlineSize}, so it compiles as its own root
 * rather than at the bottom of a caller's inlining chain. Read with {@code javap}, since the class
 * is compiled apart (against the Vector API module), whether or not SIMD is on. Its results are
 * tested through {@code exp} (ops/ExpFloat64Test).
 */
class VectorExpFloat64Test {
  /** C2's default {@code -XX:FreqInlineSize} on x86-64 and AArch64. */
  private static final int FREQ_INLINE_SIZE = 325;

  @Test
  void vectorLoopStaysAboveTheInliningSizeLimit() {
    String bytecode = Javap.of("VectorExpFloat64", "-c", "-p");
    String signature = "static int exp(double[], int, double[], int, int);";
    Matcher code =
        Pattern.compile(Pattern.quote(signature) + "\\n\\s+Code:\\n((?:\\s+\\d+: .*\\n)+)")
            .matcher(bytecode);
    assertTrue(code.find(), signature + " in javap output");
    Matcher last = Pattern.compile("(\\d+): \\w+.*$").matcher(code.group(1).strip());
    assertTrue(last.find(), code.group(1));
    // the last instruction starts at or after byte 325, so the method is longer than that
    int lastStart = Integer.parseInt(last.group(1));
    assertTrue(
        lastStart >= FREQ_INLINE_SIZE,
        "exp is " + lastStart + "+ bytes of bytecode, not over C2's " + FREQ_INLINE_SIZE);
  }
}
