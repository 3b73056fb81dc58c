package io.ndgen.codegen;

/** Fills {@code {key}} placeholders of a source template. */
final class Template {
  private Template() {}

  /**
   * {@code template} with each {@code {key}} replaced by its value; {@code pairs} alternates keys
   * and values.
   *
   * @throws IllegalArgumentException if a key does not occur in the template
   */
  static String fill(String template, String... pairs) {
    String out = template;
    for (int k = 0; k < pairs.length; k += 2) {
      String key = "{" + pairs[k] + "}";
      if (!out.contains(key)) {
        throw new IllegalArgumentException("no " + key + " in template");
      }
      out = out.replace(key, pairs[k + 1]);
    }
    return out;
  }
}
