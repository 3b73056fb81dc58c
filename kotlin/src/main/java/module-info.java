/** ndgen's Kotlin slicing DSL and operator extensions. */
module io.ndgen.kotlin {
  requires transitive io.ndgen.runtime;
  requires transitive kotlin.stdlib;

  exports io.ndgen.kotlin;
}
